import type { DB } from "#db/index";

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
    bio_ar: "تمثّل الموكلين في قضايا الزواج والطلاق والحضانة والنفقة أمام محكمة الأسرة، وتحرص على الحلول الودية حيثما أمكن.",
    bio_en: "Represents clients in marriage, divorce, custody and maintenance matters before the Family Court, seeking amicable solutions where possible.",
    city: "Doha",
    years_of_practice: 12,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000002",
    name_ar: "محمد خالد النعيمي",
    name_en: "Mohammed Khalid Al-Naimi",
    title_ar: "محامٍ — التقاضي التجاري",
    title_en: "Lawyer — commercial litigation",
    bio_ar: "يتولى منازعات الشركاء والعقود التجارية والتحصيل أمام المحاكم القطرية بدرجاتها.",
    bio_en: "Handles partner disputes, commercial contract claims and debt recovery before Qatar's courts at every level.",
    city: "Doha",
    years_of_practice: 15,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000003",
    name_ar: "سارة أحمد المهندي",
    name_en: "Sara Ahmed Al-Mohannadi",
    title_ar: "محامية — صياغة العقود والشركات",
    title_en: "Lawyer — contracts and corporate",
    bio_ar: "تصوغ وتراجع عقود العمل والإيجار والتوريد واتفاقيات المساهمين باللغتين العربية والإنجليزية.",
    bio_en: "Drafts and reviews employment, lease, supply and shareholder agreements in Arabic and English.",
    city: "Lusail",
    years_of_practice: 8,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000004",
    name_ar: "يوسف علي الهاجري",
    name_en: "Youssef Ali Al-Hajri",
    title_ar: "محامٍ — القضايا الجنائية",
    title_en: "Lawyer — criminal defence",
    bio_ar: "يدافع عن المتهمين ويمثّل المجني عليهم في مراحل التحقيق والمحاكمة والاستئناف.",
    bio_en: "Defends the accused and represents victims through investigation, trial and appeal.",
    city: "Al Rayyan",
    years_of_practice: 10,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000005",
    name_ar: "هند سالم الدوسري",
    name_en: "Hind Salem Al-Dosari",
    title_ar: "محامية — التحكيم وتسوية المنازعات",
    title_en: "Lawyer — arbitration and dispute resolution",
    bio_ar: "تمثّل الشركات في التحكيم والوساطة، وتساعد في تسوية النزاعات قبل اللجوء إلى القضاء.",
    bio_en: "Represents companies in arbitration and mediation, and helps settle disputes before they reach court.",
    city: "Doha",
    years_of_practice: 11,
  },
  {
    id: "5a1e0000-0000-4000-8000-000000000006",
    name_ar: "عمر حسن السليطي",
    name_en: "Omar Hassan Al-Sulaiti",
    title_ar: "محامٍ — مركز قطر للمال",
    title_en: "Lawyer — Qatar Financial Centre",
    bio_ar: "يقدّم المشورة للشركات المرخصة في مركز قطر للمال ويمثّلها أمام محكمة قطر الدولية.",
    bio_en: "Advises QFC-licensed firms and represents them before the Qatar International Court.",
    city: "Doha",
    years_of_practice: 9,
  },
];

const SAMPLE_UPDATES = [
  {
    id: "5a1e0000-0000-4000-9000-000000000001",
    title_ar: "ما الذي يجب معرفته قبل توقيع عقد إيجار تجاري",
    title_en: "What to check before signing a commercial lease",
    summary_ar: "نقاط عملية لمراجعة مدة العقد والتجديد والإخلاء قبل التوقيع.",
    summary_en: "Practical points on term, renewal and eviction to review before you sign.",
    body_ar: "ينظم قانون الإيجار رقم (4) لسنة 2008 العلاقة بين المؤجر والمستأجر في قطر.\n\nقبل التوقيع راجع مدة العقد وشروط التجديد وتوزيع تكاليف الصيانة وحالات الإخلاء، وتأكد من تسجيل العقد.",
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
    body_ar: "صدر قانون التحكيم في المواد المدنية والتجارية بالقانون رقم (2) لسنة 2017.\n\nيختار كثير من الأطراف التحكيم لسريته ومرونة إجراءاته، لكن اختياره يتطلب شرطاً واضحاً في العقد.",
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
    body_ar: "ينظم قانون الأسرة رقم (22) لسنة 2006 أحكام الحضانة في قطر.\n\nتضع المحكمة مصلحة المحضون في المقام الأول، ويساعد المحامي في إعداد ما يثبت هذه المصلحة.",
    body_en: "The Family Law, Law No. 22 of 2006, sets out the rules on custody in Qatar.\n\nThe court puts the child's interest first, and a lawyer helps you prepare what shows that interest.",
    category: "family",
    published_at: "2026-08-20T08:00:00Z",
  },
];

export async function seedSampleContent(db: DB, opts: { log?: (line: string) => void } = {}) {
  const log = opts.log ?? (() => {});
  log(`seed: ${SAMPLE_LAWYERS.length} sample lawyers`);
  for (const lawyer of SAMPLE_LAWYERS) {
    await db
      .insertInto("lawyers")
      .values({ ...lawyer, verified: true, is_sample: true })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  log(`seed: ${SAMPLE_UPDATES.length} sample legal updates`);
  for (const update of SAMPLE_UPDATES) {
    await db
      .insertInto("legal_updates")
      .values({ ...update, is_sample: true })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
  log("seed: done");
}

export const SAMPLE_LAWYER_IDS = SAMPLE_LAWYERS.map((l) => l.id);
export const SAMPLE_UPDATE_IDS = SAMPLE_UPDATES.map((u) => u.id);
