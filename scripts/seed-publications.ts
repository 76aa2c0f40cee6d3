/* eslint-disable max-lines -- content, not code: the sample legal updates, library items and job postings in both languages */
import { sql } from "kysely";
import type { DB } from "#db/index";
import type { EmploymentType, PostingTextColumns } from "#server/careers/constants";
import type { UpdateCategory } from "#server/legal-updates/constants";
import { upsertLibraryItem, type NewLibraryItem } from "#server/library/files";
import { getStorage } from "#server/storage/index";
import type { StorageDriver } from "#server/storage/types";
import { makeSamplePdf } from "./sample-pdf";

/**
 * Sample legal updates (beyond the first three in seed-data.ts), library items with small generated
 * PDF files, and job postings (issue 3 §5). Every row is marked is_sample; fixed ids make it
 * idempotent. The laws named are Qatar's, at a general level, with no article numbers; the PDFs
 * say on their face that they are samples, not official texts.
 */

const LAWYER = {
  family: "5a1e0000-0000-4000-8000-000000000001",
  commercial: "5a1e0000-0000-4000-8000-000000000002",
  contracts: "5a1e0000-0000-4000-8000-000000000003",
  criminal: "5a1e0000-0000-4000-8000-000000000004",
  arbitration: "5a1e0000-0000-4000-8000-000000000005",
  qfc: "5a1e0000-0000-4000-8000-000000000006",
} as const;

/** Tags and authors of the three updates defined in seed-data.ts (filled in when still empty). */
const FIRST_UPDATE_DETAILS = [
  { id: "5a1e0000-0000-4000-9000-000000000001", tags: ["leases", "rental-law"], author_id: LAWYER.contracts },
  { id: "5a1e0000-0000-4000-9000-000000000002", tags: ["arbitration", "contracts"], author_id: LAWYER.arbitration },
  { id: "5a1e0000-0000-4000-9000-000000000003", tags: ["custody", "family-law"], author_id: LAWYER.family },
];

interface SampleUpdate {
  id: string;
  category: UpdateCategory;
  tags: string[];
  author_id: string | null;
  published_at: string;
  title_ar: string;
  title_en: string;
  summary_ar: string;
  summary_en: string;
  body_ar: string;
  body_en: string;
}

export const MORE_SAMPLE_UPDATES: SampleUpdate[] = [
  {
    id: "5a1e0000-0000-4000-9000-000000000004",
    category: "employment",
    tags: ["end-of-service", "labour-law"],
    author_id: LAWYER.commercial,
    published_at: "2026-07-14T08:00:00Z",
    title_ar: "مكافأة نهاية الخدمة: ما يجب أن يعرفه العامل وصاحب العمل",
    title_en: "End-of-service gratuity: what workers and employers should know",
    summary_ar: "لمحة عامة عن استحقاق مكافأة نهاية الخدمة في قانون العمل القطري وكيفية حسابها.",
    summary_en: "An overview of when the end-of-service gratuity is due under Qatar's Labour Law and how it is calculated.",
    body_ar:
      "ينظم قانون العمل رقم (١٤) لسنة ٢٠٠٤ حقوق العامل عند انتهاء خدمته.\n\n## متى تُستحق المكافأة؟\n\nيستحق العامل الذي أمضى سنة كاملة أو أكثر في الخدمة مكافأة نهاية خدمة لا تقل عن أجر ثلاثة أسابيع عن كل سنة، ما لم يتفق الطرفان على ما هو أفضل للعامل.\n\n## ما الذي يدخل في الحساب؟\n\n- الأجر الأساسي الأخير\n- مدة الخدمة الفعلية\n- أي شروط أفضل في عقد العمل أو لائحة الشركة\n\nننصح بمراجعة العقد وكشوف الرواتب قبل أي مطالبة.",
    body_en:
      "The Labour Law, Law No. 14 of 2004, sets out a worker's rights when employment ends.\n\n## When is the gratuity due?\n\nA worker who has completed at least one year of service is entitled to an end-of-service gratuity of no less than three weeks' wages for each year, unless the parties agreed on something better for the worker.\n\n## What goes into the calculation?\n\n- The last basic wage\n- The actual length of service\n- Any better terms in the employment contract or company policy\n\nWe recommend reviewing the contract and payslips before making any claim.",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000005",
    category: "corporate",
    tags: ["companies", "company-formation"],
    author_id: LAWYER.contracts,
    published_at: "2026-06-30T08:00:00Z",
    title_ar: "اختيار الشكل القانوني لشركتك في قطر",
    title_en: "Choosing the legal form of your company in Qatar",
    summary_ar: "مقارنة مبسطة بين أشكال الشركات في قانون الشركات التجارية من حيث المسؤولية والإدارة.",
    summary_en: "A simple comparison of the company forms in the Commercial Companies Law by liability and management.",
    body_ar:
      "ينظم قانون الشركات التجارية رقم (١١) لسنة ٢٠١٥ وتعديلاته أشكال الشركات في قطر.\n\nأكثر الأشكال شيوعًا لدى رواد الأعمال هي **الشركة ذات المسؤولية المحدودة**، إذ تقتصر مسؤولية الشريك على حصته في رأس المال.\n\n## أسئلة قبل الاختيار\n\n1. كم عدد الشركاء، ومن سيدير الشركة؟\n2. هل يحتاج النشاط إلى ترخيص خاص؟\n3. هل تخطط لجذب مستثمرين لاحقًا؟\n\nيساعدك المحامي في صياغة عقد التأسيس بما يحمي حقوق جميع الشركاء.",
    body_en:
      "The Commercial Companies Law, Law No. 11 of 2015 as amended, governs company forms in Qatar.\n\nThe form most entrepreneurs choose is the **limited liability company**, where each partner's liability is limited to their share of the capital.\n\n## Questions before you choose\n\n1. How many partners are there, and who will manage the company?\n2. Does the activity need a special licence?\n3. Do you plan to bring in investors later?\n\nA lawyer helps you draft articles of association that protect every partner's rights.",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000006",
    category: "qfc",
    tags: ["qfc", "licensing"],
    author_id: LAWYER.qfc,
    published_at: "2026-06-02T08:00:00Z",
    title_ar: "التأسيس في مركز قطر للمال: نظرة عامة على الترخيص",
    title_en: "Setting up in the Qatar Financial Centre: a licensing overview",
    summary_ar: "الجهات المعنية بالترخيص في مركز قطر للمال والخطوات العامة للتسجيل.",
    summary_en: "Who licenses firms in the QFC and the general steps to register.",
    body_ar:
      "أُنشئ مركز قطر للمال بموجب القانون رقم (٧) لسنة ٢٠٠٥، وله إطار قانوني وتنظيمي خاص به.\n\n## الجهات الرئيسية\n\n- **هيئة مركز قطر للمال**: تسجيل الشركات وترخيص الأنشطة غير المنظمة\n- **هيئة تنظيم مركز قطر للمال**: تنظيم الخدمات المالية\n- **محكمة قطر الدولية ومركز تسوية المنازعات**: الفصل في المنازعات\n\nيبدأ التسجيل بتقديم خطة عمل ووثائق المساهمين، ويختلف الوقت المطلوب بحسب النشاط.",
    body_en:
      "The Qatar Financial Centre was established by Law No. 7 of 2005 and has its own legal and regulatory framework.\n\n## The main bodies\n\n- **QFC Authority**: registers companies and licenses non-regulated activities\n- **QFC Regulatory Authority**: regulates financial services\n- **Qatar International Court and Dispute Resolution Centre**: decides disputes\n\nRegistration starts with a business plan and shareholder documents; how long it takes depends on the activity.",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000007",
    category: "commercial",
    tags: ["commercial-agency", "distribution"],
    author_id: LAWYER.commercial,
    published_at: "2026-05-18T08:00:00Z",
    title_ar: "الوكالة التجارية: نقاط أساسية قبل التعاقد",
    title_en: "Commercial agency: key points before you sign",
    summary_ar: "ما الذي ينبغي مراجعته في عقد الوكالة التجارية وتسجيلها في قطر.",
    summary_en: "What to review in a commercial agency contract and its registration in Qatar.",
    body_ar:
      "ينظم القانون رقم (٨) لسنة ٢٠٠٢ أعمال الوكلاء التجاريين في قطر.\n\nقبل توقيع عقد الوكالة راجع:\n\n- نطاق المنتجات والمنطقة الجغرافية\n- مدة العقد وشروط إنهائه\n- حدود الحصرية\n- التزامات التسجيل لدى الجهة المختصة\n\nصياغة واضحة اليوم تجنّب نزاعًا مكلفًا غدًا.",
    body_en:
      "Law No. 8 of 2002 governs commercial agents in Qatar.\n\nBefore signing an agency contract, review:\n\n- The products and territory covered\n- The term and how the contract ends\n- The limits of exclusivity\n- The registration requirements with the competent authority\n\nClear drafting today avoids a costly dispute tomorrow.",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000008",
    category: "criminal",
    tags: ["criminal-procedure", "rights"],
    author_id: LAWYER.criminal,
    published_at: "2026-04-27T08:00:00Z",
    title_ar: "حقوقك عند الاستدعاء للتحقيق",
    title_en: "Your rights when called in for questioning",
    summary_ar: "مبادئ عامة في قانون الإجراءات الجنائية تساعدك على الاستعداد للتحقيق.",
    summary_en: "General principles of the Code of Criminal Procedure that help you prepare for questioning.",
    body_ar:
      "يحدد قانون الإجراءات الجنائية رقم (٢٣) لسنة ٢٠٠٤ ضمانات المتهم في مراحل الاستدلال والتحقيق والمحاكمة.\n\n## قبل التحقيق\n\n- اطلب معرفة صفتك في الإجراء: شاهد أم متهم\n- من حقك الاستعانة بمحامٍ\n- لا توقّع على أقوال لم تقرأها أو لم تفهمها، واطلب مترجمًا إن احتجت\n\nتواصل مع محامٍ في أقرب وقت، فالخطوات الأولى تؤثر في مسار القضية.",
    body_en:
      "The Code of Criminal Procedure, Law No. 23 of 2004, sets out the safeguards for an accused person during inquiry, investigation and trial.\n\n## Before questioning\n\n- Ask whether you are being heard as a witness or as an accused\n- You have the right to be assisted by a lawyer\n- Do not sign a statement you have not read or understood, and ask for an interpreter if you need one\n\nContact a lawyer as early as you can: the first steps shape the whole case.",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000009",
    category: "dispute-resolution",
    tags: ["mediation", "settlement"],
    author_id: LAWYER.arbitration,
    published_at: "2026-03-09T08:00:00Z",
    title_ar: "الوساطة في المنازعات المدنية والتجارية",
    title_en: "Mediation in civil and commercial disputes",
    summary_ar: "كيف تعمل الوساطة وفق القانون رقم (٢٠) لسنة ٢٠٢١ ومتى تكون مناسبة.",
    summary_en: "How mediation works under Law No. 20 of 2021 and when it is a good fit.",
    body_ar:
      "صدر القانون رقم (٢٠) لسنة ٢٠٢١ بشأن الوساطة في تسوية المنازعات المدنية والتجارية.\n\nالوساطة إجراء طوعي وسري يساعد فيه وسيط محايد الطرفين على الوصول إلى اتفاق.\n\n> تناسب الوساطة النزاعات التي يهم فيها الحفاظ على العلاقة التجارية.\n\nإذا تم التوصل إلى اتفاق تسوية، يمكن طلب تذييله بالصيغة التنفيذية وفق الإجراءات المقررة.",
    body_en:
      "Law No. 20 of 2021 on mediation in the settlement of civil and commercial disputes set up a framework for mediation in Qatar.\n\nMediation is a voluntary, confidential process in which a neutral mediator helps the parties reach an agreement.\n\n> Mediation suits disputes where keeping the business relationship matters.\n\nWhen the parties reach a settlement agreement, they can apply for it to be made enforceable under the prescribed procedure.",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000010",
    category: "real-estate",
    tags: ["leases", "registration"],
    author_id: LAWYER.contracts,
    published_at: "2026-02-16T08:00:00Z",
    title_ar: "تسجيل عقد الإيجار: لماذا يهم؟",
    title_en: "Registering your lease: why it matters",
    summary_ar: "أهمية تسجيل عقود الإيجار والمستندات المطلوبة عادة.",
    summary_en: "Why lease registration matters and the documents usually needed.",
    body_ar:
      "يوجب قانون الإيجار رقم (٤) لسنة ٢٠٠٨ تسجيل عقود الإيجار لدى مكتب تسجيل عقود الإيجار.\n\n## مستندات مطلوبة عادة\n\n- عقد الإيجار موقعًا من الطرفين\n- صورة البطاقة الشخصية أو السجل التجاري\n- ما يثبت ملكية العقار أو صفة المؤجر\n\nالعقد المسجل يسهّل إثبات الحقوق أمام لجنة فض المنازعات الإيجارية.",
    body_en:
      "The Rental Law, Law No. 4 of 2008, requires leases to be registered with the Lease Registration Office.\n\n## Documents usually needed\n\n- The lease signed by both parties\n- A copy of the ID card or commercial registration\n- Proof of ownership of the property or of the landlord's capacity\n\nA registered lease makes it easier to prove your rights before the Rental Disputes Settlement Committee.",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000011",
    category: "family",
    tags: ["maintenance", "family-law"],
    author_id: LAWYER.family,
    published_at: "2026-01-20T08:00:00Z",
    title_ar: "النفقة: المبادئ العامة في قانون الأسرة",
    title_en: "Maintenance (nafaqa): the general principles of the Family Law",
    summary_ar: "من يستحق النفقة، وكيف تقدّرها المحكمة بوجه عام.",
    summary_en: "Who is entitled to maintenance and how the court generally assesses it.",
    body_ar:
      "ينظم قانون الأسرة رقم (٢٢) لسنة ٢٠٠٦ أحكام النفقة للزوجة والأولاد.\n\nتراعي المحكمة عند تقدير النفقة حال المنفق سعةً وضيقًا، وحاجة المنفق عليه، والظروف الاقتصادية.\n\nاحتفظ بما يثبت الدخل والمصروفات، فذلك يساعد المحكمة على تقدير نفقة عادلة.",
    body_en:
      "The Family Law, Law No. 22 of 2006, sets out the rules on maintenance for a wife and children.\n\nWhen assessing maintenance, the court considers the means of the person who pays, the needs of the person maintained and the economic circumstances.\n\nKeep evidence of income and expenses: it helps the court set fair maintenance.",
  },
  {
    id: "5a1e0000-0000-4000-9000-000000000012",
    category: "corporate",
    tags: ["data-protection", "compliance"],
    author_id: null,
    published_at: "2025-12-08T08:00:00Z",
    title_ar: "حماية البيانات الشخصية: التزامات أساسية للشركات",
    title_en: "Personal data protection: core obligations for businesses",
    summary_ar: "ما الذي يعنيه قانون حماية خصوصية البيانات الشخصية للشركات العاملة في قطر.",
    summary_en: "What the Personal Data Privacy Protection Law means for businesses operating in Qatar.",
    body_ar:
      "صدر القانون رقم (١٣) لسنة ٢٠١٦ بشأن حماية خصوصية البيانات الشخصية.\n\n## خطوات عملية\n\n1. حدّد البيانات الشخصية التي تجمعها ولماذا\n2. أبلغ الأفراد بأغراض المعالجة\n3. اتخذ تدابير أمنية مناسبة\n4. ضع إجراءً للتعامل مع الاختراقات\n\nمراجعة دورية للسياسات تقلل المخاطر.",
    body_en:
      "Law No. 13 of 2016 on the protection of personal data privacy applies to businesses that process personal data in Qatar.\n\n## Practical steps\n\n1. Map the personal data you collect and why\n2. Tell individuals the purposes of processing\n3. Put appropriate security measures in place\n4. Set up a procedure for handling breaches\n\nReviewing your policies regularly reduces the risk.",
  },
];

interface SampleLibraryItem extends Omit<NewLibraryItem, "body" | "content_type" | "is_sample"> {
  pdfLines: string[];
}

export const SAMPLE_LIBRARY_ITEMS: SampleLibraryItem[] = [
  {
    id: "5a1e0000-0000-4000-b000-000000000001",
    kind: "law",
    jurisdiction: "qatar",
    year: 2004,
    document_language: "ar",
    title_ar: "القانون المدني (القانون رقم ٢٢ لسنة ٢٠٠٤)",
    title_en: "Civil Code (Law No. 22 of 2004)",
    summary_ar: "القواعد العامة للالتزامات والعقود والمسؤولية المدنية والحقوق العينية في قطر.",
    summary_en: "The general rules on obligations, contracts, civil liability and property rights in Qatar.",
    file_name: "civil-code-law-22-2004.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "Civil Code - Law No. 22 of 2004", "Sample sheet, not the official text."],
  },
  {
    id: "5a1e0000-0000-4000-b000-000000000002",
    kind: "law",
    jurisdiction: "qatar",
    year: 2006,
    document_language: "ar",
    title_ar: "قانون التجارة (القانون رقم ٢٧ لسنة ٢٠٠٦)",
    title_en: "Commercial Law (Law No. 27 of 2006)",
    summary_ar: "أحكام الأعمال التجارية والتجار والعقود التجارية والأوراق التجارية.",
    summary_en: "Rules on commercial acts, traders, commercial contracts and negotiable instruments.",
    file_name: "commercial-law-27-2006.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "Commercial Law - Law No. 27 of 2006", "Sample sheet, not the official text."],
  },
  {
    id: "5a1e0000-0000-4000-b000-000000000003",
    kind: "law",
    jurisdiction: "qatar",
    year: 2004,
    document_language: "both",
    title_ar: "قانون العمل (القانون رقم ١٤ لسنة ٢٠٠٤)",
    title_en: "Labour Law (Law No. 14 of 2004)",
    summary_ar: "حقوق العمال وأصحاب العمل: عقود العمل والأجور والإجازات ومكافأة نهاية الخدمة.",
    summary_en: "Rights of workers and employers: employment contracts, wages, leave and end-of-service gratuity.",
    file_name: "labour-law-14-2004.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "Labour Law - Law No. 14 of 2004", "Sample sheet, not the official text."],
  },
  {
    id: "5a1e0000-0000-4000-b000-000000000004",
    kind: "law",
    jurisdiction: "qfc",
    year: 2005,
    document_language: "both",
    title_ar: "قانون مركز قطر للمال (القانون رقم ٧ لسنة ٢٠٠٥)",
    title_en: "QFC Law (Law No. 7 of 2005)",
    summary_ar: "القانون المنشئ لمركز قطر للمال وهيئاته وإطاره القانوني.",
    summary_en: "The law establishing the Qatar Financial Centre, its bodies and its legal framework.",
    file_name: "qfc-law-7-2005.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "QFC Law - Law No. 7 of 2005", "Sample sheet, not the official text."],
  },
  {
    id: "5a1e0000-0000-4000-b000-000000000005",
    kind: "regulation",
    jurisdiction: "qfc",
    year: 2020,
    document_language: "en",
    title_ar: "لوائح التوظيف في مركز قطر للمال",
    title_en: "QFC Employment Regulations",
    summary_ar: "قواعد التوظيف التي تطبق على الجهات المسجلة في مركز قطر للمال وموظفيها.",
    summary_en: "The employment rules that apply to QFC-registered firms and their employees.",
    file_name: "qfc-employment-regulations.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "QFC Employment Regulations", "Sample sheet, not the official text."],
  },
  {
    id: "5a1e0000-0000-4000-b000-000000000006",
    kind: "judgment",
    jurisdiction: "qfc",
    year: 2023,
    document_language: "en",
    title_ar: "ملخص حكم (مثال توضيحي): مطالبة بمبالغ متأخرة بموجب عقد خدمات",
    title_en: "Judgment summary (illustrative): late payment under a services contract",
    summary_ar: "مثال توضيحي خيالي يبيّن كيف يُعرض ملخص حكم في المكتبة؛ ليس حكمًا حقيقيًا.",
    summary_en: "A fictional, illustrative example of how a judgment summary appears in the library; not a real judgment.",
    file_name: "judgment-summary-illustrative.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "Judgment summary - illustrative, fictional", "Not a real judgment."],
  },
  {
    id: "5a1e0000-0000-4000-b000-000000000007",
    kind: "guide",
    jurisdiction: "qatar",
    year: 2025,
    document_language: "both",
    title_ar: "دليل: خطوات تسجيل عقد الإيجار",
    title_en: "Guide: the steps to register a lease",
    summary_ar: "دليل عملي مبسط للمستأجرين والمؤجرين حول تسجيل عقود الإيجار والمستندات المطلوبة.",
    summary_en: "A plain-language guide for tenants and landlords on registering a lease and the documents needed.",
    file_name: "guide-lease-registration.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "Guide: registering a lease in Qatar", "General information, not legal advice."],
  },
  {
    id: "5a1e0000-0000-4000-b000-000000000008",
    kind: "guide",
    jurisdiction: "qfc",
    year: 2024,
    document_language: "en",
    title_ar: "دليل: تأسيس شركة في مركز قطر للمال",
    title_en: "Guide: setting up a company in the QFC",
    summary_ar: "الخطوات العامة للتسجيل والترخيص في مركز قطر للمال والمستندات المعتادة.",
    summary_en: "The general steps to register and be licensed in the QFC, and the usual documents.",
    file_name: "guide-qfc-company-setup.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "Guide: setting up a company in the QFC", "General information, not legal advice."],
  },
  {
    id: "5a1e0000-0000-4000-b000-000000000009",
    kind: "template",
    jurisdiction: "qatar",
    year: 2025,
    document_language: "both",
    title_ar: "نموذج: عقد إيجار سكني",
    title_en: "Template: residential lease agreement",
    summary_ar: "نموذج قابل للتعديل لعقد إيجار سكني ثنائي اللغة، يُراجع مع محامٍ قبل الاستخدام.",
    summary_en: "An editable bilingual residential lease template; review it with a lawyer before use.",
    file_name: "template-residential-lease.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "Template: residential lease agreement", "Review with a lawyer before use."],
  },
  {
    id: "5a1e0000-0000-4000-b000-000000000010",
    kind: "template",
    jurisdiction: "qatar",
    year: 2025,
    document_language: "both",
    title_ar: "نموذج: خطاب مطالبة بفاتورة غير مدفوعة",
    title_en: "Template: demand letter for an unpaid invoice",
    summary_ar: "نموذج خطاب مطالبة ودية قبل اللجوء إلى القضاء، مع مواضع لإدخال البيانات.",
    summary_en: "A template for a friendly demand letter before going to court, with places to fill in the details.",
    file_name: "template-demand-letter.pdf",
    pdfLines: ["Qanun Legal - legal library (sample)", "Template: demand letter for an unpaid invoice", "Review with a lawyer before use."],
  },
];

interface SamplePosting extends PostingTextColumns {
  id: string;
  employment_type: EmploymentType;
  /** Days from the seeding day; negative means already closed (and so hidden). */
  closesInDays: number;
}

export const SAMPLE_POSTINGS: SamplePosting[] = [
  {
    id: "5a1e0000-0000-4000-a000-000000000001",
    employment_type: "full_time",
    closesInDays: 365,
    title_ar: "محامٍ مشارك — التقاضي",
    title_en: "Associate lawyer — litigation",
    description_ar: "انضم إلى فريق التقاضي لتمثيل الموكلين أمام المحاكم القطرية في القضايا المدنية والتجارية، وإعداد المذكرات وحضور الجلسات.",
    description_en: "Join our litigation team to represent clients before Qatar's courts in civil and commercial cases, drafting pleadings and attending hearings.",
    requirements_ar: ["شهادة في القانون", "قيد في جدول المحامين في قطر", "ثلاث سنوات خبرة على الأقل في التقاضي", "إجادة العربية والإنجليزية كتابةً وتحدثًا"],
    requirements_en: ["A law degree", "Admission to the Qatar Bar roll", "At least three years of litigation experience", "Fluent written and spoken Arabic and English"],
    location_ar: "الدوحة",
    location_en: "Doha",
  },
  {
    id: "5a1e0000-0000-4000-a000-000000000002",
    employment_type: "full_time",
    closesInDays: 365,
    title_ar: "مترجم قانوني (عربي — إنجليزي)",
    title_en: "Legal translator (Arabic — English)",
    description_ar: "ترجمة العقود والأحكام والمذكرات القانونية بين العربية والإنجليزية بدقة والتزام بالمواعيد.",
    description_en: "Translate contracts, judgments and legal memoranda between Arabic and English accurately and on time.",
    requirements_ar: ["شهادة في الترجمة أو القانون", "خبرة سنتين على الأقل في الترجمة القانونية", "معرفة بالمصطلحات القانونية في القانونين القطري والإنجليزي"],
    requirements_en: ["A degree in translation or law", "At least two years of legal translation experience", "Knowledge of legal terminology in Qatari and English law"],
    location_ar: "الدوحة",
    location_en: "Doha",
  },
  {
    id: "5a1e0000-0000-4000-a000-000000000003",
    employment_type: "internship",
    closesInDays: 365,
    title_ar: "برنامج المحامين المتدربين",
    title_en: "Trainee lawyer programme",
    description_ar: "برنامج تدريبي لخريجي القانون يشمل العمل مع محامين ذوي خبرة في التقاضي والاستشارات وصياغة العقود.",
    description_en: "A training programme for law graduates, working alongside experienced lawyers in litigation, advisory work and contract drafting.",
    requirements_ar: ["شهادة في القانون أو سنة التخرج الأخيرة", "رغبة في التعلم والعمل ضمن فريق", "إجادة العربية؛ والإنجليزية ميزة إضافية"],
    requirements_en: ["A law degree, or in the final year of one", "Eagerness to learn and work in a team", "Fluent Arabic; English is an advantage"],
    location_ar: "الدوحة ولوسيل",
    location_en: "Doha and Lusail",
  },
  {
    id: "5a1e0000-0000-4000-a000-000000000004",
    employment_type: "part_time",
    closesInDays: 365,
    title_ar: "مساعد قانوني (دوام جزئي)",
    title_en: "Paralegal (part time)",
    description_ar: "دعم المحامين في تنظيم الملفات ومتابعة المواعيد وإعداد المستندات وتحديث سجلات القضايا.",
    description_en: "Support our lawyers by organising files, tracking deadlines, preparing documents and keeping case records up to date.",
    requirements_ar: ["خبرة سنة على الأقل في مكتب محاماة أو إدارة قانونية", "دقة وتنظيم", "إجادة العربية والإنجليزية"],
    requirements_en: ["At least one year in a law firm or legal department", "Accuracy and good organisation", "Fluent Arabic and English"],
    location_ar: "الدوحة",
    location_en: "Doha",
  },
  {
    id: "5a1e0000-0000-4000-a000-000000000005",
    employment_type: "full_time",
    closesInDays: -30,
    title_ar: "محامٍ أول — الشركات (أُغلق التقديم)",
    title_en: "Senior associate — corporate (closed)",
    description_ar: "وظيفة مغلقة تبقى في البيانات لتوضيح أن الوظائف المغلقة لا تظهر للزوار.",
    description_en: "A closed posting kept in the data to show that closed postings are hidden from visitors.",
    requirements_ar: ["سبع سنوات خبرة في قانون الشركات"],
    requirements_en: ["Seven years of corporate law experience"],
    location_ar: "الدوحة",
    location_en: "Doha",
  },
];

export const SAMPLE_LIBRARY_IDS = SAMPLE_LIBRARY_ITEMS.map((item) => item.id);
export const SAMPLE_POSTING_IDS = SAMPLE_POSTINGS.filter((p) => p.closesInDays > 0).map((p) => p.id);
export const CLOSED_SAMPLE_POSTING_ID = SAMPLE_POSTINGS.find((p) => p.closesInDays < 0)!.id;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedPublications(db: DB, opts: { storage?: StorageDriver; log?: (line: string) => void } = {}) {
  const log = opts.log ?? (() => {});
  const storage = opts.storage ?? getStorage();

  for (const details of FIRST_UPDATE_DETAILS) {
    await db
      .updateTable("legal_updates")
      .set({ tags: details.tags, author_id: details.author_id })
      .where("id", "=", details.id)
      .where(sql<boolean>`cardinality(tags) = 0`)
      .execute();
  }
  log(`seed: ${MORE_SAMPLE_UPDATES.length} more sample legal updates`);
  for (const update of MORE_SAMPLE_UPDATES) {
    await db
      .insertInto("legal_updates")
      .values({ ...update, is_sample: true })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }

  log(`seed: ${SAMPLE_LIBRARY_ITEMS.length} sample library items with generated PDF files`);
  for (const { pdfLines, ...item } of SAMPLE_LIBRARY_ITEMS) {
    await upsertLibraryItem({
      db,
      storage,
      item: { ...item, content_type: "application/pdf", body: makeSamplePdf(pdfLines), is_sample: true },
    });
  }

  log(`seed: ${SAMPLE_POSTINGS.length} sample job postings`);
  for (const { closesInDays, ...posting } of SAMPLE_POSTINGS) {
    await db
      .insertInto("job_postings")
      .values({ ...posting, closes_at: new Date(Date.now() + closesInDays * DAY_MS), is_sample: true })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
  }
}
