/**
 * The assistant's evaluation set (issue 11 §4): questions as visitors ask them, in English and in Arabic
 * (Modern Standard and Gulf phrasing, with and without hamza, ة written as ه, Arabic-Indic digits), each
 * with the page(s) an answer should cite, or `out` when the site does not answer it and the assistant
 * must decline with a next step, or `action` when it is a request that must lead to a prefilled link.
 * Paths are compared without #anchor and ?query; a path ending in * matches every page under it.
 * `npm run eval:chatbot` (scripts/chatbot/eval.ts) runs it over the sample content.
 *
 * Issue 27 §6: this is the TUNING set; whoever improves the assistant may read it and add to it. The
 * held-out set (./held-out-set.ts) is scored apart and is never read while tuning. Each case has a
 * `kind` (./eval-types.ts).
 */
import type { EvalCase } from "./eval-types";

export type { EvalCase };

const U = (n: number) => `/legal-updates/5a1e0000-0000-4000-9000-${String(n).padStart(12, "0")}`;
const FAMILY = "/services/family";
const CRIMINAL = "/services/criminal";
const CIVIL = "/services/civil-cases";
const COMMERCIAL = "/services/commercial";
const COMM_LIT = "/services/commercial/litigation";
const COMM_CASES = "/services/commercial-cases";
const DISPUTES = "/services/dispute-resolution";
const CONTRACTS = "/services/contract-drafting";
const TRANSLATION = "/legal-translation";
const COMPANY = "/company-services";
const QFC = "/company-services/qfc-qicdrc/litigation";
const SERVICES = "/services";
const LIBRARY = "/legal-library*";
const CAREERS = "/careers*";

export const EVAL_SET: EvalCase[] = [
  // ---------------------------------------------------------------- English, in scope
  { q: "What documents do I need for a divorce case?", kind: "keyword", expect: [FAMILY] },
  { q: "how much does a family case cost", kind: "keyword", expect: [FAMILY] },
  { q: "Can you help me get custody of my children after divorce?", kind: "keyword", expect: [FAMILY, U(3)] },
  { q: "What are the principles of custody after a divorce in Qatar?", kind: "keyword", expect: [U(3), FAMILY] },
  { q: "My husband stopped paying nafaqa, what can I do?", kind: "story", expect: [U(11), FAMILY] },
  { q: "what is maintenance under the family law", kind: "keyword", expect: [U(11), FAMILY] },
  { q: "How does a family matter work with your firm, step by step?", kind: "keyword", expect: [FAMILY] },
  { q: "I was called in for questioning by the police, what are my rights?", kind: "story", expect: [U(8), CRIMINAL] },
  { q: "Do you defend people accused of a crime?", kind: "keyword", expect: [CRIMINAL] },
  { q: "My brother was arrested, can a lawyer help him?", kind: "story", expect: [CRIMINAL] },
  { q: "Do you represent victims in criminal cases?", kind: "keyword", expect: [CRIMINAL] },
  { q: "fees for criminal defence", kind: "keyword", expect: [CRIMINAL] },
  { q: "What documents should I bring for a criminal case?", kind: "keyword", expect: [CRIMINAL] },
  { q: "How much does contract drafting cost?", kind: "keyword", expect: [CONTRACTS] },
  { q: "Can you review my employment contract before I sign it?", kind: "keyword", expect: [CONTRACTS] },
  { q: "how long does a contract review take", kind: "keyword", expect: [CONTRACTS] },
  { q: "Do you draft shareholder agreements?", kind: "keyword", expect: [CONTRACTS, COMPANY] },
  { q: "I need an NDA drafted in Arabic and English", kind: "keyword", expect: [CONTRACTS] },
  { q: "What should I check before signing a commercial lease?", kind: "keyword", expect: [U(1), CONTRACTS] },
  { q: "Why should I register my lease?", kind: "keyword", expect: [U(10), LIBRARY] },
  { q: "steps to register a lease in Qatar", kind: "keyword", expect: [LIBRARY, U(10)] },
  { q: "Do you have a template for a residential lease agreement?", kind: "keyword", expect: [LIBRARY] },
  { q: "Is there a demand letter template for an unpaid invoice?", kind: "keyword", expect: [LIBRARY] },
  { q: "Where can I read the Civil Code?", kind: "keyword", expect: [LIBRARY] },
  { q: "Labour Law No. 14 of 2004 text", kind: "keyword", expect: [LIBRARY] },
  { q: "What is the end of service gratuity for workers?", kind: "keyword", expect: [U(4)] },
  { q: "my employer did not pay my end-of-service benefit", kind: "story", expect: [U(4), CIVIL] },
  { q: "When is arbitration the right choice in Qatar?", kind: "keyword", expect: [U(2), DISPUTES] },
  { q: "Can you help with mediation in a commercial dispute?", kind: "keyword", expect: [U(9), DISPUTES] },
  { q: "How do you resolve disputes without going to court?", kind: "keyword", expect: [DISPUTES, U(9)] },
  { q: "What does dispute resolution cost?", kind: "keyword", expect: [DISPUTES] },
  { q: "Do you handle cases at the QFC court?", kind: "keyword", expect: [QFC, COMPANY] },
  { q: "litigation before the Qatar International Court", kind: "keyword", expect: [QFC] },
  { q: "How do I set up a company in the Qatar Financial Centre?", kind: "keyword", expect: [U(6), LIBRARY, COMPANY] },
  { q: "Which legal form should my company take in Qatar?", kind: "keyword", expect: [U(5), COMPANY] },
  { q: "What services do you offer to companies?", kind: "keyword", expect: [COMPANY] },
  { q: "Do you help businesses comply with personal data protection rules?", kind: "keyword", expect: [U(12), COMPANY] },
  { q: "What should I know before signing a commercial agency agreement?", kind: "keyword", expect: [U(7), COMMERCIAL] },
  { q: "commercial law services", kind: "keyword", expect: [COMMERCIAL] },
  { q: "A client has not paid us, can you sue them in the commercial court?", kind: "story", expect: [COMM_LIT, COMM_CASES] },
  { q: "How long does a commercial case take?", kind: "keyword", expect: [COMM_LIT, COMM_CASES] },
  { q: "What are your fees for commercial litigation?", kind: "keyword", expect: [COMM_LIT, COMM_CASES] },
  { q: "Someone gave me a bounced cheque, what can I do?", kind: "story", expect: [COMM_CASES, CIVIL] },
  { q: "What civil cases do you take?", kind: "keyword", expect: [CIVIL] },
  { q: "Is there a deadline to file a civil claim?", kind: "keyword", expect: [CIVIL] },
  { q: "I need a certified legal translation of a court judgment", kind: "keyword", expect: [TRANSLATION] },
  { q: "how much is a certified translation per page", kind: "keyword", expect: [TRANSLATION] },
  { q: "How long does legal translation take?", kind: "keyword", expect: [TRANSLATION] },
  { q: "Which legal services do you provide?", kind: "keyword", expect: [SERVICES, "/services/comprehensive-list"] },
  { q: "full list of your services", kind: "keyword", expect: ["/services/comprehensive-list", SERVICES] },
  { q: "What are your office hours?", kind: "keyword", expect: ["/contact"] },
  { q: "How quickly do you reply to messages?", kind: "keyword", expect: ["/contact"] },
  { q: "Are you open on Friday?", kind: "keyword", expect: ["/contact"] },
  { q: "Who are you and where is your firm based?", kind: "keyword", expect: ["/about"] },
  { q: "What are the values of your law firm?", kind: "keyword", expect: ["/about"] },
  { q: "Do your lawyers work in English?", kind: "keyword", expect: ["/about", "/browse-law-firms"] },
  { q: "Is my information kept confidential?", kind: "keyword", expect: ["/about"] },
  { q: "How do I book a consultation?", kind: "keyword", expect: ["/consultations"] },
  { q: "What kinds of consultation can I book?", kind: "keyword", expect: ["/consultations"] },
  { q: "How does a voice consultation work?", kind: "keyword", expect: ["/voice-consultation"] },
  { q: "Are you hiring lawyers?", kind: "keyword", expect: [CAREERS] },
  { q: "Do you have a trainee lawyer programme?", kind: "keyword", expect: [CAREERS] },
  { q: "Is there a job for a legal translator?", kind: "keyword", expect: [CAREERS] },
  { q: "paralegal part time job", kind: "keyword", expect: [CAREERS] },
  { q: "Where can I read your latest legal updates?", kind: "keyword", expect: ["/legal-updates", U(1), U(2)] },
  // ---------------------------------------------------------------- English, requests
  { q: "I need a family lawyer in Al Wakrah who speaks English", kind: "action", action: "/browse-law-firms?area=family&city=al-wakrah&language=en" },
  { q: "find me a criminal lawyer in Doha", kind: "action", action: "/browse-law-firms?area=criminal&city=doha" },
  { q: "I want to book a video consultation about my divorce", kind: "action", action: "/consultations?service=family&kind=video" },
  { q: "book a voice consultation for a labour problem", kind: "action", action: "/consultations?service=civil&kind=voice" },
  { q: "Can I talk to a real person?", kind: "action", action: "/chatbot#handoff" },
  // ---------------------------------------------------------------- English, out of scope
  { q: "What's the weather in Doha tomorrow?", kind: "out", out: true },
  { q: "Who won the World Cup in 2022?", kind: "out", out: true },
  { q: "Write me a poem about the sea", kind: "out", out: true },
  { q: "What is the capital of France?", kind: "out", out: true },
  { q: "How do I cook machboos?", kind: "out", out: true },
  { q: "What is the penalty for insider trading in Japan?", kind: "out", out: true },
  { q: "How do I patent an invention in Germany?", kind: "out", out: true },
  { q: "Which football club should I support?", kind: "out", out: true },
  { q: "What time does the metro close tonight?", kind: "out", out: true },
  { q: "Can you recommend a good dentist?", kind: "out", out: true },
  { q: "What is the exchange rate of the riyal to the euro today?", kind: "out", out: true },
  { q: "How many calories are in a date?", kind: "out", out: true },

  // ---------------------------------------------------------------- Arabic, in scope
  { q: "ما هي المستندات المطلوبة لقضية الطلاق؟", kind: "keyword", expect: [FAMILY] },
  { q: "ما هي المستندات المطلوبه للطلاق", kind: "typo", expect: [FAMILY] },
  { q: "كم تكلفة قضية أسرية؟", kind: "keyword", expect: [FAMILY] },
  { q: "ابي حضانة عيالي بعد الطلاق وش اسوي", kind: "dialect", expect: [U(3), FAMILY] },
  { q: "ما هي المبادئ العامة للحضانة بعد الطلاق؟", kind: "keyword", expect: [U(3), FAMILY] },
  { q: "زوجي ما يدفع النفقه", kind: "typo", expect: [U(11), FAMILY] },
  { q: "ما هي النفقة في قانون الأسرة", kind: "keyword", expect: [U(11), FAMILY] },
  { q: "كيف تتم خطوات قضايا الأسرة عندكم؟", kind: "keyword", expect: [FAMILY] },
  { q: "استدعوني للتحقيق في الشرطة ما هي حقوقي", kind: "dialect", expect: [U(8), CRIMINAL] },
  { q: "هل تدافعون عن المتهمين في القضايا الجنائية؟", kind: "keyword", expect: [CRIMINAL] },
  { q: "اخوي موقوف في قضية جنائية هل يقدر محامي يساعده", kind: "dialect", expect: [CRIMINAL] },
  { q: "هل تمثلون المجني عليهم؟", kind: "keyword", expect: [CRIMINAL] },
  { q: "كم اتعاب الدفاع الجنائي", kind: "keyword", expect: [CRIMINAL] },
  { q: "كم رسوم صياغة عقد؟", kind: "keyword", expect: [CONTRACTS] },
  { q: "ابغى احد يراجع عقد العمل حقي قبل لا اوقع", kind: "dialect", expect: [CONTRACTS] },
  { q: "كم مدة مراجعة العقد", kind: "keyword", expect: [CONTRACTS] },
  { q: "هل تصيغون اتفاقيات المساهمين؟", kind: "keyword", expect: [CONTRACTS, COMPANY] },
  { q: "ما الذي يجب معرفته قبل توقيع عقد ايجار تجاري", kind: "keyword", expect: [U(1), CONTRACTS] },
  { q: "لماذا يجب تسجيل عقد الإيجار؟", kind: "keyword", expect: [U(10), LIBRARY] },
  { q: "خطوات تسجيل عقد الايجار", kind: "keyword", expect: [LIBRARY, U(10)] },
  { q: "عندكم نموذج عقد إيجار سكني؟", kind: "keyword", expect: [LIBRARY] },
  { q: "نموذج خطاب مطالبة بفاتورة غير مدفوعة", kind: "keyword", expect: [LIBRARY] },
  { q: "وين القى نص القانون المدني", kind: "dialect", expect: [LIBRARY] },
  { q: "قانون العمل رقم ١٤ لسنة ٢٠٠٤", kind: "keyword", expect: [LIBRARY] },
  { q: "كيف تحسب مكافأة نهاية الخدمة للعامل؟", kind: "keyword", expect: [U(4)] },
  { q: "الكفيل ما عطاني مكافأة نهاية الخدمه", kind: "typo", expect: [U(4), CIVIL] },
  { q: "متى يكون التحكيم الخيار الأنسب في قطر؟", kind: "keyword", expect: [U(2), DISPUTES] },
  { q: "هل تقدمون الوساطة في النزاعات التجارية؟", kind: "keyword", expect: [U(9), DISPUTES] },
  { q: "كيف تحلون النزاعات بدون محكمة؟", kind: "keyword", expect: [DISPUTES, U(9)] },
  { q: "كم تكلفة تسوية المنازعات", kind: "keyword", expect: [DISPUTES] },
  { q: "هل تترافعون أمام محكمة مركز قطر للمال؟", kind: "keyword", expect: [QFC, COMPANY] },
  { q: "التقاضي امام محكمة قطر الدولية", kind: "keyword", expect: [QFC] },
  { q: "كيف أؤسس شركة في مركز قطر للمال؟", kind: "keyword", expect: [U(6), LIBRARY, COMPANY] },
  { q: "ما الشكل القانوني المناسب لشركتي في قطر؟", kind: "keyword", expect: [U(5), COMPANY] },
  { q: "ما هي الخدمات التي تقدمونها للشركات؟", kind: "keyword", expect: [COMPANY] },
  { q: "ما هي التزامات الشركات في حماية البيانات الشخصية؟", kind: "keyword", expect: [U(12), COMPANY] },
  { q: "ماذا أعرف قبل توقيع عقد وكالة تجارية؟", kind: "keyword", expect: [U(7), COMMERCIAL] },
  { q: "خدمات القانون التجاري", kind: "keyword", expect: [COMMERCIAL] },
  { q: "عميل ما دفع لنا فلوسنا نبي نرفع عليه دعوى تجارية", kind: "dialect", expect: [COMM_LIT, COMM_CASES] },
  { q: "كم تستغرق القضية التجارية؟", kind: "keyword", expect: [COMM_LIT, COMM_CASES] },
  { q: "ما هي اتعابكم في التقاضي التجاري", kind: "keyword", expect: [COMM_LIT, COMM_CASES] },
  { q: "عندي شيك بدون رصيد وش الحل", kind: "dialect", expect: [COMM_CASES, CIVIL] },
  { q: "ما هي القضايا المدنية التي تتولونها؟", kind: "keyword", expect: [CIVIL] },
  { q: "هل هناك مهلة لرفع الدعوى المدنية؟", kind: "keyword", expect: [CIVIL] },
  { q: "أحتاج ترجمة قانونية معتمدة لحكم محكمة", kind: "keyword", expect: [TRANSLATION] },
  { q: "كم سعر الترجمه المعتمده للصفحة", kind: "typo", expect: [TRANSLATION] },
  { q: "كم تستغرق الترجمة القانونية؟", kind: "keyword", expect: [TRANSLATION] },
  { q: "ما هي الخدمات القانونية التي تقدمونها؟", kind: "keyword", expect: [SERVICES, "/services/comprehensive-list"] },
  { q: "القائمة الشاملة لخدماتكم", kind: "keyword", expect: ["/services/comprehensive-list", SERVICES] },
  { q: "ما هي ساعات العمل عندكم؟", kind: "keyword", expect: ["/contact"] },
  { q: "متى الدوام عندكم", kind: "dialect", expect: ["/contact"] },
  { q: "كم تاخذون وقت عشان تردون على الرسائل", kind: "dialect", expect: ["/contact"] },
  { q: "هل انتم فاتحين يوم الجمعة؟", kind: "dialect", expect: ["/contact"] },
  { q: "من انتم وأين يقع مكتبكم؟", kind: "keyword", expect: ["/about"] },
  { q: "ما هي قيم مكتب المحاماة؟", kind: "keyword", expect: ["/about"] },
  { q: "هل معلوماتي سرية عندكم", kind: "keyword", expect: ["/about"] },
  { q: "كيف أحجز استشارة؟", kind: "keyword", expect: ["/consultations"] },
  { q: "ما أنواع الاستشارات المتاحة؟", kind: "keyword", expect: ["/consultations"] },
  { q: "كيف تعمل الاستشارة الصوتية؟", kind: "keyword", expect: ["/voice-consultation"] },
  { q: "هل عندكم وظائف شاغرة للمحامين؟", kind: "keyword", expect: [CAREERS] },
  { q: "عندكم برنامج للمحامين المتدربين؟", kind: "keyword", expect: [CAREERS] },
  { q: "ابحث عن وظيفة مترجم قانوني", kind: "keyword", expect: [CAREERS] },
  { q: "وظيفة مساعد قانوني دوام جزئي", kind: "keyword", expect: [CAREERS] },
  { q: "وين اقرا آخر المستجدات القانونية", kind: "dialect", expect: ["/legal-updates", U(1), U(2)] },
  // ---------------------------------------------------------------- Arabic, requests
  { q: "أبغى محامي أسرة في الوكرة يتكلم انجليزي", kind: "action", action: "/browse-law-firms?area=family&city=al-wakrah&language=en" },
  { q: "ابي محامي جنائي في الدوحة", kind: "action", action: "/browse-law-firms?area=criminal&city=doha" },
  { q: "أريد حجز استشارة مرئية بخصوص الطلاق", kind: "action", action: "/consultations?service=family&kind=video" },
  { q: "أريد حجز استشارة صوتية بخصوص الميراث", kind: "action", action: "/consultations?service=civil&kind=voice" },
  { q: "ابي اتكلم مع موظف", kind: "action", action: "/chatbot#handoff" },
  // ---------------------------------------------------------------- Arabic, out of scope
  { q: "كيف الطقس في الدوحة بكرة؟", kind: "out", out: true },
  { q: "مين فاز بكأس العالم ٢٠٢٢؟", kind: "out", out: true },
  { q: "اكتب لي قصيدة عن البحر", kind: "out", out: true },
  { q: "ما هي عاصمة فرنسا؟", kind: "out", out: true },
  { q: "كيف اطبخ مجبوس دجاج", kind: "out", out: true },
  { q: "ما عقوبة التداول بناءً على معلومات داخلية في اليابان؟", kind: "out", out: true },
  { q: "كيف أسجل براءة اختراع في ألمانيا؟", kind: "out", out: true },
  { q: "أي نادي كرة قدم أشجع؟", kind: "out", out: true },
  { q: "متى يسكر المترو الليلة؟", kind: "out", out: true },
  { q: "تنصحني بطبيب أسنان زين؟", kind: "out", out: true },
  { q: "كم سعر صرف الريال مقابل اليورو اليوم؟", kind: "out", out: true },
  { q: "كم سعرة حرارية في التمرة؟", kind: "out", out: true },
];
