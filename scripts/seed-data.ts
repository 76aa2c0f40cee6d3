import type { DB } from "#db/index";
import { seedPublications } from "./seed-publications";
import { seedSampleEngagementTerms } from "./seed-engagement-terms";
import { seedSampleFirmProfile } from "./seed-firm-profile";
import { seedSampleAvailability, seedSampleLawyers } from "./seed-lawyers";
import { seedServicePages } from "./seed-service-pages";

export const DEFAULT_SAMPLE_LAWYER_COUNT = 60;

/**
 * Sample content: fictional people and texts, every row marked is_sample so it is labelled in the
 * UI and can be removed in one statement. Fixed ids make seeding idempotent.
 */
const SAMPLE_LAWYERS = [
  {
    id: "5a1e0000-0000-4000-8000-000000000001",
    name_ar: "مريم عبدالله الكواري",
    name_en: "Maryam Abdullah Al-Kuwari",
    title_ar: "محامية — قضايا الأسرة والأحوال الشخصية",
    title_en: "Lawyer — family and personal status",
    bio_ar:
      "تمثّل الموكلين في قضايا الزواج والطلاق والحضانة والنفقة أمام محكمة الأسرة، وتحرص على الحلول الودية حيثما أمكن. وتساعد العمال والعاملات في المنازل على المطالبة برواتبهم ومستحقاتهم أمام لجان فض المنازعات العمالية.",
    bio_en:
      "Represents clients in marriage, divorce, custody and maintenance matters before the Family Court, seeking amicable solutions where possible. Also helps employees and domestic workers claim their salaries and dues before the Labour Dispute Settlement Committees.",
    city: "doha",
    years_of_practice: 12,
    practice_areas: ["family", "civil", "employment"],
    languages: ["ar", "en"],
    court_roll_level: "appeal",
    fee_written_qar: 300,
    fee_video_qar: 450,
    fee_in_person_qar: 600,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000002",
    name_ar: "محمد خالد النعيمي",
    name_en: "Mohammed Khalid Al-Naimi",
    title_ar: "محامٍ — التقاضي التجاري",
    title_en: "Lawyer — commercial litigation",
    bio_ar: "يتولى منازعات الشركاء والعقود التجارية والتحصيل أمام المحاكم القطرية بدرجاتها، ويمثّل أصحاب العمل في المنازعات العمالية وطعونها.",
    bio_en:
      "Handles partner disputes, commercial contract claims and debt recovery before Qatar's courts at every level, and represents employers in labour disputes and their appeals.",
    city: "doha",
    years_of_practice: 15,
    practice_areas: ["commercial-litigation", "commercial", "commercial-cases", "employment"],
    languages: ["ar", "en"],
    court_roll_level: "cassation",
    fee_video_qar: 600,
    fee_voice_qar: 400,
    fee_in_person_qar: 900,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000003",
    name_ar: "سارة أحمد المهندي",
    name_en: "Sara Ahmed Al-Mohannadi",
    title_ar: "محامية — صياغة العقود والشركات",
    title_en: "Lawyer — contracts and corporate",
    bio_ar: "تصوغ وتراجع عقود العمل والإيجار والتوريد واتفاقيات المساهمين باللغتين العربية والإنجليزية، ولوائح العمل الداخلية لأصحاب العمل.",
    bio_en: "Drafts and reviews employment, lease, supply and shareholder agreements in Arabic and English, and employers' workplace regulations.",
    city: "lusail",
    years_of_practice: 8,
    practice_areas: ["contract-drafting", "employment", "commercial", "company-services"],
    languages: ["ar", "en", "fr"],
    court_roll_level: "first_instance",
    fee_written_qar: 350,
    fee_video_qar: 500,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000004",
    name_ar: "يوسف علي الهاجري",
    name_en: "Youssef Ali Al-Hajri",
    title_ar: "محامٍ — القضايا الجنائية",
    title_en: "Lawyer — criminal defence",
    bio_ar: "يدافع عن المتهمين ويمثّل المجني عليهم في مراحل التحقيق والمحاكمة والاستئناف.",
    bio_en: "Defends the accused and represents victims through investigation, trial and appeal.",
    city: "al-rayyan",
    years_of_practice: 10,
    practice_areas: ["criminal"],
    languages: ["ar", "en", "ur"],
    court_roll_level: "appeal",
    fee_voice_qar: 300,
    fee_in_person_qar: 700,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000005",
    name_ar: "هند سالم الدوسري",
    name_en: "Hind Salem Al-Dosari",
    title_ar: "محامية — التحكيم وتسوية المنازعات",
    title_en: "Lawyer — arbitration and dispute resolution",
    bio_ar: "تمثّل الشركات في التحكيم والوساطة، وتساعد في تسوية النزاعات قبل اللجوء إلى القضاء.",
    bio_en: "Represents companies in arbitration and mediation, and helps settle disputes before they reach court.",
    city: "doha",
    years_of_practice: 11,
    practice_areas: ["dispute-resolution", "commercial-litigation"],
    languages: ["ar", "en"],
    court_roll_level: "cassation",
    fee_written_qar: 450,
    fee_video_qar: 700,
    fee_in_person_qar: 1000,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000006",
    name_ar: "عمر حسن السليطي",
    name_en: "Omar Hassan Al-Sulaiti",
    title_ar: "محامٍ — مركز قطر للمال",
    title_en: "Lawyer — Qatar Financial Centre",
    bio_ar: "يقدّم المشورة للشركات المرخصة في مركز قطر للمال ويمثّلها أمام محكمة قطر الدولية.",
    bio_en: "Advises QFC-licensed firms and represents them before the Qatar International Court.",
    city: "doha",
    years_of_practice: 9,
    practice_areas: ["qfc-litigation", "company-services", "commercial"],
    languages: ["ar", "en"],
    court_roll_level: "appeal",
    qfc_rights_of_audience: true,
    fee_video_qar: 800,
    fee_in_person_qar: 1200,
  },
];

const SAMPLE_UPDATES = [
  {
    id: "5a1e0000-0000-4000-9000-000000000001",
    title_ar: "ما الذي يجب معرفته قبل توقيع عقد إيجار تجاري",
    title_en: "What to check before signing a commercial lease",
    summary_ar: "نقاط عملية لمراجعة مدة العقد والتجديد والإخلاء قبل التوقيع.",
    summary_en: "Practical points on term, renewal and eviction to review before you sign.",
    body_ar: "ينظم قانون الإيجار رقم (٤) لسنة ٢٠٠٨ العلاقة بين المؤجر والمستأجر في قطر.\n\nقبل التوقيع راجع مدة العقد وشروط التجديد وتوزيع تكاليف الصيانة وحالات الإخلاء، وتأكد من تسجيل العقد.",
    body_en: "The Rental Law, Law No. 4 of 2008, governs the relationship between landlords and tenants in Qatar.\n\nBefore signing, review the term, renewal conditions, who pays for maintenance and the grounds for eviction, and make sure the lease is registered.",
    category: "real-estate",
    published_at: "2026-10-05T08:00:00Z",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000002",
    title_ar: "التحكيم في قطر: متى يكون الخيار الأنسب؟",
    title_en: "Arbitration in Qatar: when is it the right choice?",
    summary_ar: "مقارنة عامة بين التحكيم والتقاضي من حيث السرية والمدة والتكلفة.",
    summary_en: "A general comparison of arbitration and litigation on confidentiality, time and cost.",
    body_ar: "صدر قانون التحكيم في المواد المدنية والتجارية بالقانون رقم (٢) لسنة ٢٠١٧.\n\nيختار كثير من الأطراف التحكيم لسريته ومرونة إجراءاته، لكن اختياره يتطلب شرطاً واضحاً في العقد.",
    body_en: "Arbitration in civil and commercial matters is governed by Law No. 2 of 2017.\n\nMany parties choose arbitration for its confidentiality and flexible procedure, but it needs a clear clause in the contract.",
    category: "dispute-resolution",
    published_at: "2026-09-12T08:00:00Z",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000003",
    title_ar: "الحضانة بعد الطلاق: المبادئ العامة",
    title_en: "Custody after divorce: the general principles",
    summary_ar: "كيف ينظر قانون الأسرة إلى مصلحة المحضون عند تحديد الحضانة.",
    summary_en: "How the Family Law puts the child's interest first when deciding custody.",
    body_ar: "ينظم قانون الأسرة رقم (٢٢) لسنة ٢٠٠٦ أحكام الحضانة في قطر.\n\nتضع المحكمة مصلحة المحضون في المقام الأول، ويساعد المحامي في إعداد ما يثبت هذه المصلحة.",
    body_en: "The Family Law, Law No. 22 of 2006, sets out the rules on custody in Qatar.\n\nThe court puts the child's interest first, and a lawyer helps you prepare what shows that interest.",
    category: "family",
    published_at: "2026-08-20T08:00:00Z",
  },
];

export async function seedSampleContent(db: DB, opts: { log?: (line: string) => void; lawyerCount?: number } = {}) {
  const log = opts.log ?? (() => {});
  // The firm's own service pages first (not sample; scripts/start.ts writes them even when SEED=false).
  await seedServicePages(db, { log });
  // The hand-written lawyers above, then generated ones up to lawyerCount (scripts/seed-lawyers.ts).
  const lawyerCount = Math.max(SAMPLE_LAWYERS.length, opts.lawyerCount ?? DEFAULT_SAMPLE_LAWYER_COUNT);
  log(`seed: ${lawyerCount} sample lawyers`);
  await seedSampleLawyers(db, { count: lawyerCount, fixed: SAMPLE_LAWYERS, log });
  // Issue 4: office hours (Sun-Thu, Qatar time) so that sample lawyers can be booked.
  await seedSampleAvailability(db, { log });
  log(`seed: ${SAMPLE_UPDATES.length} sample legal updates`);
  for (const update of SAMPLE_UPDATES) {
    await db
      .insertInto("legal_updates")
      .values({ ...update, is_sample: true })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  // Issue 3 §3-§4: updates' tags and authors, more updates, library items with PDFs, job postings.
  await seedPublications(db, { log });
  // Issue 27 §2, issue 29: the sample firm's address, hours and numbers for /contact and the assistant.
  await seedSampleFirmProfile(db, { log });
  await seedSampleEngagementTerms(db, { log });
  log("seed: done");
}

export const SAMPLE_UPDATE_IDS = SAMPLE_UPDATES.map((u) => u.id);
