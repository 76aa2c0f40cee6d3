/**
 * Sample lawyers for the directory (issue 3 §5): fictional people built from common Gulf first names
 * and family names in both scripts. Row i always gets the same id and the same values, so seeding
 * is idempotent (`on conflict do nothing`) and a test can rebuild the lawyer it expects.
 */
import { sql, type SqlBool } from "kysely";
import type { DB } from "#db/index";
import type { NewLawyer } from "#db/schema";
import {
  CITIES,
  CONSULTATION_KINDS,
  FEE_COLUMNS,
  PRACTICE_AREAS,
  ROLL_LEVELS,
  type ConsultationKind,
  type LanguageCode,
  type PracticeArea,
} from "#server/lawyers/catalog";
import { FAMILY_NAMES, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from "#server/lawyers/transliterations";

type Name = readonly [ar: string, en: string];

// Spellings vary on purpose: some records keep the Arabic form someone typed (احمد without its
// hamza, مُحَمَّد with diacritics, محـمد with tatweel, فاطمه with ه), as people do.
const ARABIC_VARIANTS: Record<string, readonly string[]> = {
  محمد: ["مُحَمَّد", "محـمد"],
  أحمد: ["احمد", "أَحْمَد"],
  إبراهيم: ["ابراهيم"],
  فاطمة: ["فاطمه"],
  نورة: ["نوره"],
  آمنة: ["امنة"],
  أسماء: ["اسماء"],
  ليلى: ["ليلي"],
};

/** How each practice area reads in a title and a bio. */
const AREA_TEXT: Record<PracticeArea, { ar: string; en: string; bioAr: string; bioEn: string }> = {
  commercial: {
    ar: "القانون التجاري",
    en: "commercial law",
    bioAr: "يقدّم المشورة للشركات والتجار في المعاملات التجارية وعقود الوكالة والتوزيع والتراخيص.",
    bioEn: "Advises companies and traders on commercial transactions, agency and distribution agreements and licensing.",
  },
  "commercial-litigation": {
    ar: "التقاضي التجاري",
    en: "commercial litigation",
    bioAr: "يتولى منازعات الشركاء والمطالبات التجارية وتحصيل الديون أمام المحاكم القطرية.",
    bioEn: "Handles partner disputes, commercial claims and debt recovery before the courts of Qatar.",
  },
  criminal: {
    ar: "القضايا الجنائية",
    en: "criminal defence",
    bioAr: "يمثّل المتهمين والمجني عليهم في مراحل التحقيق أمام النيابة العامة والمحاكمة والطعن.",
    bioEn: "Represents the accused and victims through investigation by the Public Prosecution, trial and appeal.",
  },
  family: {
    ar: "الأسرة والأحوال الشخصية",
    en: "family and personal status",
    bioAr: "يعمل في قضايا الزواج والطلاق والحضانة والنفقة والميراث، ويسعى إلى التسوية الودية حيثما أمكن.",
    bioEn: "Works on marriage, divorce, custody, maintenance and inheritance matters, seeking amicable settlement where possible.",
  },
  employment: {
    ar: "قضايا العمل",
    en: "employment law",
    bioAr: "يمثّل العمال وأصحاب العمل في منازعات الرواتب ومكافأة نهاية الخدمة والفصل أمام لجان فض المنازعات العمالية.",
    bioEn: "Represents workers and employers in disputes over salaries, end-of-service gratuity and dismissal before the Labour Dispute Settlement Committees.",
  },
  "dispute-resolution": {
    ar: "تسوية المنازعات والتحكيم",
    en: "dispute resolution and arbitration",
    bioAr: "يمثّل الأطراف في التحكيم والوساطة، ويساعد على تسوية النزاعات قبل اللجوء إلى القضاء.",
    bioEn: "Represents parties in arbitration and mediation, and helps settle disputes before they reach court.",
  },
  civil: {
    ar: "القضايا المدنية",
    en: "civil cases",
    bioAr: "يتولى دعاوى التعويض والمسؤولية التقصيرية ومنازعات الإيجار والعقارات.",
    bioEn: "Handles compensation and tort claims, tenancy and real-estate disputes.",
  },
  "commercial-cases": {
    ar: "الدعاوى التجارية",
    en: "commercial cases",
    bioAr: "يعدّ صحف الدعاوى التجارية ويتابع تنفيذ الأحكام والأوامر على العرائض.",
    bioEn: "Prepares commercial statements of claim and follows through enforcement of judgments and orders.",
  },
  "contract-drafting": {
    ar: "صياغة العقود",
    en: "contract drafting",
    bioAr: "يصوغ ويراجع عقود العمل والإيجار والتوريد واتفاقيات المساهمين باللغتين العربية والإنجليزية.",
    bioEn: "Drafts and reviews employment, lease, supply and shareholder agreements in Arabic and English.",
  },
  "legal-translation": {
    ar: "الترجمة القانونية",
    en: "legal translation",
    bioAr: "يراجع الترجمة القانونية للعقود والأحكام والمستندات الرسمية بين العربية والإنجليزية.",
    bioEn: "Reviews the legal translation of contracts, judgments and official documents between Arabic and English.",
  },
  "company-services": {
    ar: "خدمات الشركات",
    en: "company services",
    bioAr: "يساعد الشركات في التأسيس والحوكمة وتعديل عقود التأسيس والامتثال للأنظمة.",
    bioEn: "Helps companies with incorporation, governance, amendments to articles and regulatory compliance.",
  },
  "qfc-litigation": {
    ar: "التقاضي في مركز قطر للمال",
    en: "QFC litigation",
    bioAr: "يمثّل الشركات المرخصة في مركز قطر للمال أمام محكمة قطر الدولية ومركز تسوية المنازعات.",
    bioEn: "Represents QFC-licensed firms before the Qatar International Court and Dispute Resolution Centre.",
  },
};

const CITY_TEXT: Record<(typeof CITIES)[number], Name> = {
  doha: ["الدوحة", "Doha"],
  "al-rayyan": ["الريان", "Al Rayyan"],
  "al-wakrah": ["الوكرة", "Al Wakrah"],
  lusail: ["لوسيل", "Lusail"],
  "al-khor": ["الخور", "Al Khor"],
  "umm-salal": ["أم صلال", "Umm Salal"],
  "al-daayen": ["الضعاين", "Al Daayen"],
  "al-shamal": ["الشمال", "Al Shamal"],
  mesaieed: ["مسيعيد", "Mesaieed"],
  dukhan: ["دخان", "Dukhan"],
};

// Weighted towards Doha, Al Rayyan and Lusail, as the bar is in practice.
const CITY_WEIGHTS = [30, 14, 6, 12, 3, 3, 4, 1, 2, 1] as const;
const EXTRA_LANGUAGES: readonly LanguageCode[] = ["fr", "ur", "hi", "ml", "tl", "fa", "bn", "tr"];
const FEE_RANGES: Record<ConsultationKind, readonly [number, number]> = {
  written: [200, 800],
  voice: [250, 900],
  video: [300, 1200],
  in_person: [500, 2500],
};

/** A small deterministic generator (mulberry32), seeded by the row index. */
function generator(seed: number) {
  let a = (seed * 2654435761) >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const weighted = <T>(list: readonly T[], weights: readonly number[]): T => {
    let roll = next() * weights.reduce((sum, w) => sum + w, 0);
    for (let i = 0; i < list.length; i++) {
      roll -= weights[i]!;
      if (roll < 0) return list[i]!;
    }
    return list[list.length - 1]!;
  };
  return { next, int, pick, weighted };
}

/**
 * The areas a generated lawyer is drawn from: the catalogue as it stood when these lawyers were first
 * generated. Drawing from PRACTICE_AREAS itself would give every generated lawyer new areas, names and
 * fees whenever an area is added, and databases seeded before would no longer match sampleLawyer(i).
 * Areas added since (employment, issue 27) go to the hand-written lawyers of scripts/seed-data.ts.
 */
const GENERATED_AREAS = PRACTICE_AREAS.filter((area) => area !== "employment");

/** Generated sample lawyer i (1-based) gets this id, whatever else has been seeded. */
export function sampleLawyerId(index: number): string {
  return `5a1e0000-0000-4000-a000-${index.toString(16).padStart(12, "0")}`;
}

/** The generated sample lawyer number `index` (1-based): the same values on every run. */
export function sampleLawyer(index: number): NewLawyer & { id: string } {
  const r = generator(index);
  const female = r.next() < 0.4;
  const first = r.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const father = r.pick(MALE_FIRST_NAMES);
  const family = r.pick(FAMILY_NAMES);
  const variants = ARABIC_VARIANTS[first.ar];
  const firstAr = variants && r.next() < 0.3 ? r.pick(variants) : first.ar;
  const firstEn = r.pick(first.en);

  const areaCount = r.int(1, 3);
  const areas = new Set<PracticeArea>();
  while (areas.size < areaCount) areas.add(r.pick(GENERATED_AREAS));
  const practiceAreas = [...areas];
  const main = AREA_TEXT[practiceAreas[0]!];

  const languages = new Set<LanguageCode>(["ar"]);
  if (r.next() < 0.85) languages.add("en");
  if (r.next() < 0.3) languages.add(r.pick(EXTRA_LANGUAGES));
  const years = r.int(1, 35);
  const roll = years >= 15 ? r.pick(ROLL_LEVELS.slice(1)) : years >= 5 ? r.pick(ROLL_LEVELS.slice(0, 2)) : "first_instance";
  const city = r.weighted(CITIES, CITY_WEIGHTS);
  const qfc = practiceAreas.includes("qfc-litigation") || r.next() < 0.08;

  const fees: Partial<Record<(typeof FEE_COLUMNS)[ConsultationKind], number>> = {};
  for (const kind of CONSULTATION_KINDS) {
    if (r.next() < 0.6) {
      const [min, max] = FEE_RANGES[kind];
      fees[FEE_COLUMNS[kind]] = Math.round(r.int(min, max) / 50) * 50;
    }
  }
  if (Object.keys(fees).length === 0) fees.fee_video_qar = Math.round(r.int(300, 1200) / 50) * 50;

  const areaListAr = practiceAreas.map((a) => AREA_TEXT[a].ar).join(" و");
  const areaListEn = practiceAreas.map((a) => AREA_TEXT[a].en).join(", ");
  const [cityAr, cityEn] = CITY_TEXT[city];
  return {
    id: sampleLawyerId(index),
    name_ar: `${firstAr} ${father.ar} ${family.ar}`,
    name_en: `${firstEn} ${father.en[0]} Al-${family.en[0]}`,
    title_ar: `${female ? "محامية" : "محامٍ"} — ${main.ar}`,
    title_en: `Lawyer — ${main.en}`,
    bio_ar:
      `${female ? "تمارس" : "يمارس"} المحاماة في قطر منذ ${new Intl.NumberFormat("ar-QA").format(years)} ${years > 10 || years < 3 ? "سنة" : "سنوات"}، ` +
      `${female ? "ويتركز عملها" : "ويتركز عمله"} في ${areaListAr}. ` +
      practiceAreas.map((a) => AREA_TEXT[a].bioAr).join(" ") +
      ` ${female ? "مكتبها" : "مكتبه"} في ${cityAr}. (ملف تجريبي لشخصية خيالية.)`,
    bio_en:
      `${firstEn} has practised law in Qatar for ${years} ${years === 1 ? "year" : "years"}, focusing on ${areaListEn}. ` +
      practiceAreas.map((a) => AREA_TEXT[a].bioEn).join(" ") +
      ` Based in ${cityEn}. (Sample profile of a fictional person.)`,
    city,
    years_of_practice: years,
    practice_areas: practiceAreas,
    languages: [...languages],
    court_roll_level: roll,
    qfc_rights_of_audience: qfc,
    ...fees,
    accepting_new_clients: index % 7 !== 0,
    // Most are listed; every fifteenth waits for verification and must never appear.
    verified: index % 15 !== 0,
    is_sample: true,
  };
}

const BATCH_SIZE = 500;
const GIN_INDEXES = ["lawyers_search_text_trgm_idx", "lawyers_search_name_trgm_idx", "lawyers_practice_areas_idx", "lawyers_languages_idx"];

/**
 * Inserts the given fixed lawyers and then generated ones until there are `count` in all, 500 rows
 * per statement, skipping rows that exist. Progress goes to `log` after each batch.
 */
export async function seedSampleLawyers(
  db: DB,
  opts: { count: number; fixed?: readonly (NewLawyer & { id: string })[]; log?: (line: string) => void },
): Promise<{ inserted: number }> {
  const log = opts.log ?? (() => {});
  const fixed = (opts.fixed ?? []).slice(0, opts.count);
  const generated = Math.max(0, opts.count - fixed.length);
  const total = fixed.length + generated;
  let done = 0;
  let inserted = 0;
  const insert = async (rows: (NewLawyer & { id: string })[]) => {
    if (rows.length === 0) return;
    // Rows seeded by an earlier run are skipped before the insert, so a re-run costs one lookup per batch.
    const existing = new Set(
      (await db.selectFrom("lawyers").select("id").where("id", "in", rows.map((row) => row.id)).execute()).map((row) => row.id),
    );
    const missing = rows.filter((row) => !existing.has(row.id));
    if (missing.length) {
      const result = await db
        .insertInto("lawyers")
        .values(missing)
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    done += rows.length;
    log(`seed: lawyers ${done}/${total}`);
  };
  await insert(fixed.map((lawyer) => ({ verified: true, is_sample: true, ...lawyer })));
  // A hand-written lawyer seeded before an area was added to their list (employment, issue 27) gets it,
  // with the bio that says so; nothing else of an existing row is rewritten.
  for (const lawyer of fixed) {
    const areas = lawyer.practice_areas ?? [];
    if (areas.length === 0) continue;
    await db
      .updateTable("lawyers")
      .set({ practice_areas: areas, bio_ar: lawyer.bio_ar, bio_en: lawyer.bio_en })
      .where("id", "=", lawyer.id)
      .where("is_sample", "=", true)
      .where(sql<SqlBool>`not (practice_areas @> array[${sql.join(areas)}]::text[])`)
      .execute();
  }
  for (let start = 1; start <= generated; start += BATCH_SIZE) {
    const end = Math.min(generated, start + BATCH_SIZE - 1);
    await insert(Array.from({ length: end - start + 1 }, (_, i) => sampleLawyer(start + i)));
  }
  // Merge the GIN pending lists and refresh statistics now rather than at the next autovacuum:
  // until then the planner would not use the search indexes (migration 0003). Only the table's owner
  // may; the app's role of decision 036 (seeding at start-up) leaves it to autovacuum.
  const { rows: owner } = await sql<{ owns: boolean }>`
    select pg_has_role(current_user, relowner, 'usage') as owns from pg_class where oid = 'lawyers'::regclass`.execute(db);
  if (inserted > 0 && owner[0]?.owns) {
    for (const index of GIN_INDEXES) await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
    await sql`analyze lawyers`.execute(db);
  }
  return { inserted };
}

/** Sunday to Thursday (weekday 0 = Sunday), 09:00-13:00 and 16:00-19:00 Qatar time, in minutes after midnight. */
export const SAMPLE_WEEKLY_HOURS = [0, 1, 2, 3, 4].flatMap((weekday) => [
  { weekday, start_minute: 9 * 60, end_minute: 13 * 60 },
  { weekday, start_minute: 16 * 60, end_minute: 19 * 60 },
]);

/**
 * Office hours for the sample lawyers (issue 4), so booking works on a fresh start: one statement
 * for all of them, and only for sample lawyers that have no weekly hours yet (a re-run adds nothing
 * and never restores hours someone removed on purpose).
 */
export async function seedSampleAvailability(db: DB, opts: { log?: (line: string) => void } = {}): Promise<{ lawyers: number }> {
  const windows = sql.join(SAMPLE_WEEKLY_HOURS.map((w) => sql`(${w.weekday}::smallint, ${w.start_minute}::smallint, ${w.end_minute}::smallint)`));
  const result = await sql`
    insert into lawyer_weekly_hours (lawyer_id, weekday, start_minute, end_minute)
    select l.id, w.weekday, w.start_minute, w.end_minute
    from lawyers l
    cross join (values ${windows}) as w (weekday, start_minute, end_minute)
    where l.is_sample and not exists (select 1 from lawyer_weekly_hours h where h.lawyer_id = l.id)
    on conflict (lawyer_id, weekday, start_minute) do nothing`.execute(db);
  const lawyers = Number(result.numAffectedRows ?? 0n) / SAMPLE_WEEKLY_HOURS.length;
  opts.log?.(`seed: weekly hours for ${lawyers} sample lawyers`);
  return { lawyers };
}
