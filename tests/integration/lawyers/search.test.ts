import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "#db/index";
import type { NewLawyer } from "#db/schema";
import { CONSULTATION_KINDS, FEE_COLUMNS, PAGE_SIZE, ROLL_LEVELS } from "#server/lawyers/catalog";
import { LAWYER_PHOTO_BUCKET } from "#server/lawyers/queries";
import { searchInputFromParams, type SearchLawyersInput } from "#server/lawyers/schemas";
import { getStorage } from "#server/storage/index";
import { sampleLawyer, sampleLawyerId, seedSampleLawyers } from "../../../scripts/seed-lawyers";
import { anonymousCaller } from "../../setup/callers";
import { createTestDatabase } from "../../setup/db";
import { PNG_BYTES } from "../../setup/file-fixtures";

let db: DB;
let cleanup: () => Promise<void>;
const caller = () => anonymousCaller(db);

type Row = NewLawyer & { id: string };
let nextIndex = 5000;
/** A lawyer built by the seed factory, with the fields a test cares about overridden. */
function lawyer(overrides: Partial<NewLawyer> = {}): Row {
  const base = sampleLawyer(nextIndex++);
  return { ...base, verified: true, ...overrides, id: base.id };
}

// Hand-made lawyers for the name cases; generated ones (from the seed) for filters, sorting and paging.
// Family names that the seed never uses, so a search for the full name has exactly one answer.
const NAIMI = lawyer({ name_ar: "محمد خالد الفويرطي", name_en: "Mohammed Khalid Al-Fuwairti" });
const NAIMI_FAMILY = lawyer({ name_ar: "هند سعد النعيمي", name_en: "Hind Saad Al-Naimi" });
const MOHAMED = lawyer({ name_ar: "محمد يوسف الكبيسي", name_en: "Mohamed Yousef Al-Kubaisi" });
const AHMED_HAMZA = lawyer({ name_ar: "أحمد علي المري", name_en: "Ahmed Ali Al-Marri" });
const AHMED_PLAIN = lawyer({ name_ar: "احمد سالم الكعبي", name_en: "Ahmad Salem Al-Kaabi" });
const IBRAHIM = lawyer({ name_ar: "إبراهيم حمد الرويسي", name_en: "Ibrahim Hamad Al-Ruwaisi" });
const FATIMA = lawyer({ name_ar: "فاطمة ناصر الغويري", name_en: "Fatima Nasser Al-Ghuwairi" });
const LAYLA = lawyer({ name_ar: "ليلى راشد الفريجي", name_en: "Layla Rashid Al-Furaiji" });
const AMNA = lawyer({ name_ar: "آمنة فهد السيلاوي", name_en: "Amna Fahad Al-Silawi" });
const DIACRITICS = lawyer({ name_ar: "مُحَمَّد سعود الزكيتي", name_en: "Muhammad Saud Al-Zikiti" });
const TATWEEL = lawyer({ name_ar: "محـمد بدر العريقي", name_en: "Mohammad Bader Al-Araiqi" });
const CUSTODY = lawyer({
  name_ar: "هدى عمر الزباراوي",
  name_en: "Huda Omar Al-Zubarawi",
  bio_ar: "تعمل في قضايا الحضانة والنفقة أمام محكمة الأسرة.",
  bio_en: "Works on custody and maintenance cases before the Family Court.",
});
// Mentions the name Al-Zubarawi in the bio only: ranks after the lawyer who bears it.
const MENTIONS_ZUBARAWI = lawyer({
  name_ar: "سلمى حسن الشمري",
  name_en: "Salma Hassan Al-Shammari",
  bio_ar: "عملت سابقاً مع مكتب الزباراوي للمحاماة.",
  bio_en: "Previously worked with the Zubarawi law office.",
});
const UNVERIFIED = lawyer({ name_ar: "محمد طلال المختفي", name_en: "Mohammed Talal Al-Mukhtafi", verified: false });
const NO_FEES = lawyer({
  name_ar: "نوف جاسم البكر",
  name_en: "Nouf Jassim Al-Baker",
  fee_written_qar: null,
  fee_video_qar: null,
  fee_voice_qar: null,
  fee_in_person_qar: null,
});
// 30 lawyers sharing one word in their bios, for paging.
const PAGED = Array.from({ length: 30 }, (_, i) =>
  lawyer({ bio_en: `Paging fixture number ${i} qpagemark.`, years_of_practice: (i % 9) + 1 }),
);
const HAND_MADE = [NAIMI, NAIMI_FAMILY, MOHAMED, AHMED_HAMZA, AHMED_PLAIN, IBRAHIM, FATIMA, LAYLA, AMNA, DIACRITICS, TATWEEL, CUSTODY, MENTIONS_ZUBARAWI, UNVERIFIED, NO_FEES, ...PAGED];
const GENERATED_COUNT = 150;
let everyone: Row[];

beforeAll(async () => {
  ({ db, cleanup } = await createTestDatabase());
  await seedSampleLawyers(db, { count: GENERATED_COUNT });
  await db.insertInto("lawyers").values(HAND_MADE).execute();
  everyone = [...Array.from({ length: GENERATED_COUNT }, (_, i) => sampleLawyer(i + 1)), ...HAND_MADE];
});
afterAll(() => cleanup());

/** Every id the search returns, across all pages, in order. */
async function idsOf(input: SearchLawyersInput): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const result = await caller().lawyers.search({ ...input, page });
    ids.push(...result.items.map((item) => item.id));
    if (page >= result.pageCount) {
      expect(ids).toHaveLength(result.total);
      return ids;
    }
  }
}

const listed = () => everyone.filter((l) => l.verified !== false);
const sorted = (ids: string[]) => [...ids].sort();
const feeOf = (l: Row, kind: (typeof CONSULTATION_KINDS)[number]) => l[FEE_COLUMNS[kind]] ?? null;

describe("normalize_search (migration 0003)", () => {
  it("folds letter variants, removes diacritics and tatweel, lowers Latin and splits on punctuation", async () => {
    const { rows } = await sql<{ n: string }>`select normalize_search(${"أَحْمَد إبراهيم آمنة ليلى محـمد Al-Naimi, O'Brien ٣٤"}) as n`.execute(db);
    expect(rows[0]!.n).toBe("احمد ابراهيم امنه ليلي محمد al naimi o brien 34");
  });
});

describe("lawyers.search: names and bios in Arabic and English (issue 3 §2)", () => {
  it("finds a lawyer by the Arabic name and by the English name", async () => {
    expect(await idsOf({ q: "محمد" })).toContain(NAIMI.id);
    expect(await idsOf({ q: "Mohammed" })).toContain(NAIMI.id);
    expect(await idsOf({ q: "mohammed fuwairti" })).toEqual([NAIMI.id]);
    expect(await idsOf({ q: "محمد الفويرطي" })).toEqual([NAIMI.id]);
  });

  it("matches spelling variants of a name in Latin letters", async () => {
    const mohammed = await idsOf({ q: "Mohammed" });
    // Close spelling (pg_trgm word similarity), and the Arabic name behind any common spelling.
    expect(mohammed).toEqual(expect.arrayContaining([MOHAMED.id, DIACRITICS.id, TATWEEL.id]));
    expect(await idsOf({ q: "Muhammad Fuwairti" })).toEqual([NAIMI.id]);
    expect(await idsOf({ q: "Nuaimi" })).toContain(NAIMI_FAMILY.id);
    expect(await idsOf({ q: "Al-Nuaimi" })).toContain(NAIMI_FAMILY.id);
    // A known spelling matches the Arabic name as a whole word: حمد (Hamad) is not found inside محمد.
    expect(await idsOf({ q: "Hamad Fuwairti" })).toEqual([]);
  });

  it("folds أ/ا/إ/آ, ة/ه and ى/ي in both directions", async () => {
    expect(await idsOf({ q: "احمد" })).toEqual(expect.arrayContaining([AHMED_HAMZA.id, AHMED_PLAIN.id]));
    expect(await idsOf({ q: "أحمد" })).toEqual(expect.arrayContaining([AHMED_HAMZA.id, AHMED_PLAIN.id]));
    expect(await idsOf({ q: "ابراهيم الرويسي" })).toEqual([IBRAHIM.id]);
    expect(await idsOf({ q: "فاطمه الغويري" })).toEqual([FATIMA.id]);
    expect(await idsOf({ q: "ليلي الفريجي" })).toEqual([LAYLA.id]);
    expect(await idsOf({ q: "امنه السيلاوي" })).toEqual([AMNA.id]);
    expect(await idsOf({ q: "إمنة السيلاوى" })).toEqual([AMNA.id]);
  });

  it("ignores diacritics and tatweel in the stored name and in the query", async () => {
    expect(await idsOf({ q: "محمد الزكيتي" })).toEqual([DIACRITICS.id]);
    expect(await idsOf({ q: "محمد العريقي" })).toEqual([TATWEEL.id]);
    expect(await idsOf({ q: "مُحَمَّد خَالِد الفويرطي" })).toEqual([NAIMI.id]);
    expect(await idsOf({ q: "محـــمد الفويرطي" })).toEqual([NAIMI.id]);
  });

  it("matches partial words in names and bios, in either language", async () => {
    expect(await idsOf({ q: "Moham Fuwair" })).toEqual([NAIMI.id]);
    expect(await idsOf({ q: "فويرط" })).toEqual([NAIMI.id]);
    expect(await idsOf({ q: "custod Zubar" })).toEqual([CUSTODY.id]);
    expect(await idsOf({ q: "الحضانة الزباراوي" })).toEqual([CUSTODY.id]);
  });

  it("ranks a match in the name above a match in a bio", async () => {
    const ids = await idsOf({ q: "Zubarawi" });
    expect(ids.slice(0, 2)).toEqual([CUSTODY.id, MENTIONS_ZUBARAWI.id]);
    expect((await caller().lawyers.search({ q: "Zubarawi" })).sort).toBe("relevance");
  });

  it("falls back to names spelt like the query when nothing matches exactly, and says so", async () => {
    const exact = await caller().lawyers.search({ q: "Fuwairti" });
    expect(exact).toMatchObject({ closeMatches: false, total: 1 });
    const close = await caller().lawyers.search({ q: "Fuwairty" });
    expect(close.closeMatches).toBe(true);
    expect(close.items.map((item) => item.id)).toContain(NAIMI.id);
    await expect(caller().lawyers.search({ q: "xyzzyplugh" })).resolves.toMatchObject({ closeMatches: true, total: 0 });
  });

  it("finds nothing for a word no lawyer has, and treats LIKE wildcards as plain text", async () => {
    expect(await idsOf({ q: "xyzzyplugh" })).toEqual([]);
    expect(await idsOf({ q: "%" })).toHaveLength(listed().length);
    expect(await idsOf({ q: "_zubarawi%" })).toContain(CUSTODY.id);
  });
});

describe("lawyers.search: filters (issue 3 §2)", () => {
  it("filters by practice area", async () => {
    const expected = listed().filter((l) => l.practice_areas?.includes("family"));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await idsOf({ area: "family" }))).toEqual(sorted(expected.map((l) => l.id)));
  });

  it("filters by language spoken", async () => {
    const expected = listed().filter((l) => l.languages?.includes("fr"));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await idsOf({ language: "fr" }))).toEqual(sorted(expected.map((l) => l.id)));
  });

  it("filters by city", async () => {
    const expected = listed().filter((l) => l.city === "lusail");
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await idsOf({ city: "lusail" }))).toEqual(sorted(expected.map((l) => l.id)));
  });

  it("filters by court roll: the level chosen and those above it", async () => {
    for (const roll of ROLL_LEVELS) {
      const levels = ROLL_LEVELS.slice(ROLL_LEVELS.indexOf(roll));
      const expected = listed().filter((l) => levels.includes((l.court_roll_level ?? "first_instance") as never));
      expect(sorted(await idsOf({ roll })), roll).toEqual(sorted(expected.map((l) => l.id)));
    }
  });

  it("filters by consultation kind", async () => {
    for (const kind of CONSULTATION_KINDS) {
      const expected = listed().filter((l) => feeOf(l, kind) !== null);
      expect(sorted(await idsOf({ kind })), kind).toEqual(sorted(expected.map((l) => l.id)));
    }
  });

  it("filters by fee range for the chosen kind", async () => {
    const expected = listed().filter((l) => {
      const fee = feeOf(l, "video");
      return fee !== null && fee >= 400 && fee <= 800;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await idsOf({ kind: "video", feeMin: 400, feeMax: 800 }))).toEqual(sorted(expected.map((l) => l.id)));
  });

  it("filters by fee range over any kind when none is chosen", async () => {
    const expected = listed().filter((l) => CONSULTATION_KINDS.some((kind) => (feeOf(l, kind) ?? -1) >= 0 && feeOf(l, kind)! <= 300));
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await idsOf({ feeMax: 300 }))).toEqual(sorted(expected.map((l) => l.id)));
    const upper = listed().filter((l) => CONSULTATION_KINDS.some((kind) => (feeOf(l, kind) ?? -1) >= 2000));
    expect(sorted(await idsOf({ feeMin: 2000 }))).toEqual(sorted(upper.map((l) => l.id)));
  });

  it("filters by QFC rights of audience", async () => {
    const expected = listed().filter((l) => l.qfc_rights_of_audience === true);
    expect(expected.length).toBeGreaterThan(0);
    expect(sorted(await idsOf({ qfc: true }))).toEqual(sorted(expected.map((l) => l.id)));
  });

  it("combines a text query with filters", async () => {
    const expected = listed().filter((l) => l.city === "doha" && l.practice_areas?.includes("family") && /محمد|مُحَمَّد|محـمد/.test(l.name_ar));
    const ids = await idsOf({ q: "محمد", city: "doha", area: "family" });
    expect(ids).toEqual(expect.arrayContaining(expected.map((l) => l.id)));
    for (const id of ids) {
      const row = everyone.find((l) => l.id === id)!;
      expect(row.city).toBe("doha");
      expect(row.practice_areas).toContain("family");
    }
  });

  it("refuses values that are not choices", async () => {
    await expect(caller().lawyers.search({ area: "tax" as never })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller().lawyers.search({ feeMin: -5 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(caller().lawyers.search({ q: "x".repeat(101) })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("lawyers.search: sorting and pages (issue 3 §2)", () => {
  it("sorts by experience, most years first", async () => {
    const ids = await idsOf({ sort: "experience" });
    const years = ids.map((id) => everyone.find((l) => l.id === id)!.years_of_practice);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect((await caller().lawyers.search({})).sort).toBe("experience");
  });

  it("sorts by fee, lowest first: the chosen kind's fee, or the lowest fee; no fee last", async () => {
    const byKind = await idsOf({ sort: "fee", kind: "in_person" });
    const fees = byKind.map((id) => feeOf(everyone.find((l) => l.id === id)!, "in_person")!);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));

    const any = await idsOf({ sort: "fee" });
    const lowest = any.map((id) => {
      const row = everyone.find((l) => l.id === id)!;
      const offered = CONSULTATION_KINDS.map((kind) => feeOf(row, kind)).filter((fee): fee is number => fee !== null);
      return offered.length ? Math.min(...offered) : Number.POSITIVE_INFINITY;
    });
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect(any.at(-1)).toBe(NO_FEES.id);
  });

  it("falls back to experience when relevance is asked for without a query", async () => {
    expect((await caller().lawyers.search({ sort: "relevance" })).sort).toBe("experience");
  });

  it("pages by twelve, with the total and the page count", async () => {
    const first = await caller().lawyers.search({ q: "qpagemark" });
    expect(first).toMatchObject({ total: 30, page: 1, pageCount: 3, pageSize: PAGE_SIZE });
    expect(first.items).toHaveLength(12);
    const third = await caller().lawyers.search({ q: "qpagemark", page: 3 });
    expect(third.items).toHaveLength(6);
    const all = await idsOf({ q: "qpagemark" });
    expect(new Set(all).size).toBe(30);
    expect(sorted(all)).toEqual(sorted(PAGED.map((l) => l.id)));
  });

  it("a page past the end is empty but still reports the total", async () => {
    await expect(caller().lawyers.search({ q: "qpagemark", page: 9 })).resolves.toMatchObject({ items: [], total: 30, pageCount: 3, page: 9 });
    await expect(caller().lawyers.search({ q: "xyzzyplugh" })).resolves.toMatchObject({ items: [], total: 0, pageCount: 1 });
  });
});

describe("only verified lawyers are public (issue 3 §2)", () => {
  it("never lists an unverified lawyer, whatever the query", async () => {
    const all = await idsOf({});
    expect(all).toHaveLength(listed().length);
    const hidden = everyone.filter((l) => l.verified === false);
    expect(hidden.length).toBeGreaterThan(1);
    for (const row of hidden) expect(all).not.toContain(row.id);
    expect(await idsOf({ q: "Mohammed Talal Mukhtafi" })).toEqual([]);
    expect(await idsOf({ q: "المختفي" })).toEqual([]);
  });

  it("byId returns a verified lawyer's profile, and NOT_FOUND for unverified, unknown or malformed ids", async () => {
    await expect(caller().lawyers.byId({ id: NAIMI.id })).resolves.toMatchObject({
      id: NAIMI.id,
      name: { ar: NAIMI.name_ar, en: NAIMI.name_en },
      bio: { ar: NAIMI.bio_ar, en: NAIMI.bio_en },
      city: NAIMI.city,
      practiceAreas: NAIMI.practice_areas,
      photoUrl: null,
    });
    for (const id of [UNVERIFIED.id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      await expect(caller().lawyers.byId({ id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    }
  });

  it("lists each offered consultation kind with its fee, and nothing of the account link", async () => {
    const profile = await caller().lawyers.byId({ id: NAIMI.id });
    const offered = CONSULTATION_KINDS.filter((kind) => feeOf(NAIMI, kind) !== null);
    expect(profile.consultations).toEqual(offered.map((kind) => ({ kind, feeQar: feeOf(NAIMI, kind) })));
    expect(profile).not.toHaveProperty("user_id");
    expect(profile).not.toHaveProperty("verified");
  });

  it("serves a listed lawyer's photo, and nobody else's", async () => {
    await getStorage().put({ bucket: LAWYER_PHOTO_BUCKET, key: `${FATIMA.id}/photo.png`, body: PNG_BYTES, contentType: "image/png" });
    await db.updateTable("lawyers").set({ photo_key: `${FATIMA.id}/photo.png` }).where("id", "in", [FATIMA.id, UNVERIFIED.id]).execute();
    const profile = await caller().lawyers.byId({ id: FATIMA.id });
    expect(profile.photoUrl).toBe(`/lawyer-photo/${FATIMA.id}`);
    const photo = await caller().lawyers.photo({ id: FATIMA.id });
    expect(photo.contentType).toBe("image/png");
    expect(Buffer.from(photo.body)).toEqual(Buffer.from(PNG_BYTES));
    await expect(caller().lawyers.photo({ id: UNVERIFIED.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(caller().lawyers.photo({ id: NAIMI.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("the directory URL (a plain GET form)", () => {
  it("reads every filter, and ignores values that are not choices instead of failing", () => {
    const params = new URLSearchParams("q=+محمد+&area=family&language=xx&city=doha&roll=appeal&kind=video&feeMin=100&feeMax=abc&sort=fee&page=2&qfc=1");
    expect(searchInputFromParams(params)).toEqual({
      q: "محمد",
      area: "family",
      language: undefined,
      city: "doha",
      roll: "appeal",
      kind: "video",
      qfc: true,
      feeMin: 100,
      feeMax: undefined,
      sort: "fee",
      page: 2,
    });
    expect(searchInputFromParams(new URLSearchParams("page=-1&feeMin=-3&area="))).toMatchObject({ q: "", page: 1, feeMin: undefined, area: undefined });
  });

  it("the page loader answers a search, and the profile loader 404s for an unverified lawyer", async () => {
    const { loader: directory } = await import("~/routes/browse-law-firms/route");
    const { loader: profile } = await import("~/routes/lawyer-profile/$lawyerId/route");
    const url = `http://localhost/browse-law-firms?q=${encodeURIComponent("محمد الفويرطي")}&area=bogus&page=zz`;
    const data = await directory({ request: new Request(url), params: {}, context: {} });
    expect(data.result.items.map((item) => item.id)).toEqual([NAIMI.id]);
    const response = await profile({ request: new Request(`http://localhost/lawyer-profile/${UNVERIFIED.id}`), params: { lawyerId: UNVERIFIED.id }, context: {} }).catch(
      (error: unknown) => error,
    );
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(404);
  });
});

describe("sample lawyers (scripts/seed-lawyers.ts, issue 3 §5)", () => {
  it("are deterministic, fictional, marked as samples, and mostly verified", () => {
    expect(sampleLawyer(7)).toEqual(sampleLawyer(7));
    expect(sampleLawyer(7).id).toBe(sampleLawyerId(7));
    const rows = Array.from({ length: 300 }, (_, i) => sampleLawyer(i + 1));
    expect(rows.every((row) => row.is_sample === true)).toBe(true);
    const unverified = rows.filter((row) => row.verified === false).length;
    expect(unverified).toBeGreaterThan(0);
    expect(unverified).toBeLessThan(rows.length / 10);
    // The search cases have something to find: Mohammed in both scripts, and names with ة and ى.
    expect(rows.some((row) => row.name_ar.startsWith("محمد") && /^Moh?am/.test(row.name_en))).toBe(true);
    expect(rows.some((row) => /ة/.test(row.name_ar))).toBe(true);
    expect(rows.some((row) => /ى/.test(row.name_ar))).toBe(true);
  });

  it("seeding again inserts nothing new", async () => {
    const again = await seedSampleLawyers(db, { count: GENERATED_COUNT });
    expect(again.inserted).toBe(0);
    const { n } = await db.selectFrom("lawyers").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(everyone.length);
  });
});
