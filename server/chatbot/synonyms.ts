import { fold, terms } from "./text";

/**
 * A small bilingual list of the legal words people actually use (issue 11 §1). Each group is one idea;
 * a question's word and a page's word meet when they fall in the same group, whatever the language or
 * spelling (divorce/طلاق/خلع, inheritance/ميراث/تركة, labour/labor/عمل/عمال). Groups with an `area`
 * also tell the assistant which practice area a request is about, for the booking and directory actions.
 * Keep it small and obvious: a word that means two things (عمل: work, labour) belongs to the group a
 * client of a law firm means by it.
 */
export interface ConceptGroup {
  id: string;
  area?: string;
  words: string[];
}

export const CONCEPTS: ConceptGroup[] = [
  { id: "divorce", area: "family", words: ["divorce", "divorced", "separation", "khula", "طلاق", "طلق", "مطلقة", "خلع", "انفصال", "تفريق"] },
  { id: "children", area: "family", words: ["children", "child", "kids", "son", "daughter", "أطفال", "اطفال", "أولاد", "اولاد", "عيال", "عيالي", "ابني", "بنتي", "الأبناء", "محضون"] },
  { id: "custody", area: "family", words: ["custody", "guardianship", "visitation", "حضانة", "حضانه", "ولاية", "رؤية الأطفال", "زيارة الأطفال"] },
  { id: "alimony", area: "family", words: ["alimony", "maintenance", "nafaqa", "child support", "نفقة", "نفقه", "مؤخر", "مهر", "dowry"] },
  { id: "family", area: "family", words: ["family", "marriage", "married", "wife", "husband", "personal status", "أسرة", "اسره", "أسري", "عائلة", "عائلي", "زواج", "زوجة", "زوج", "أحوال شخصية"] },
  { id: "inheritance", area: "civil", words: ["inheritance", "inherit", "estate", "heirs", "will", "probate", "ميراث", "ورث", "إرث", "تركة", "تركه", "ورثة", "وصية", "حصر إرث"] },
  { id: "labour", area: "civil", words: ["labour", "labor", "employment", "employer", "employee", "worker", "workers", "dismissal", "fired", "salary", "wages", "end of service", "gratuity", "عمل", "عمال", "عامل", "عمالية", "موظف", "فصل تعسفي", "راتب", "رواتب", "أجور", "نهاية الخدمة", "مكافأة نهاية الخدمة", "كفيل"] },
  { id: "rent", area: "civil", words: ["rent", "rental", "lease", "tenant", "landlord", "eviction", "إيجار", "ايجار", "مستأجر", "مؤجر", "إخلاء", "عقد إيجار"] },
  { id: "debt", area: "civil", words: ["debt", "loan", "cheque", "check", "bounced", "owed", "compensation", "damages", "دين", "ديون", "قرض", "شيك", "شيكات", "بدون رصيد", "مطالبة مالية", "تعويض"] },
  { id: "questioning", area: "criminal", words: ["questioning", "interrogation", "interrogated", "summoned", "investigation", "تحقيق", "التحقيق", "استدعاء", "استدعوني", "استدعيت", "استجواب"] },
  { id: "rights", words: ["rights", "right", "حقوق", "حقوقي", "حق"] },
  { id: "represent", words: ["represent", "representation", "representing", "تمثيل", "تمثلون", "يمثل", "تمثل", "نمثل", "يمثلني"] },
  { id: "sign", words: ["sign", "signing", "signed", "توقيع", "اوقع", "أوقع", "يوقع", "التوقيع"] },
  { id: "criminal", area: "criminal", words: ["criminal", "crime", "police", "arrest", "arrested", "detained", "prosecution", "bail", "charge", "charged", "theft", "fraud", "assault", "جنائي", "جنائية", "جريمة", "جرائم", "شرطة", "قبض", "موقوف", "نيابة", "كفالة", "تهمة", "سرقة", "احتيال", "اعتداء", "حبس", "سجن"] },
  { id: "company", area: "company-services", words: ["company", "companies", "corporate", "business", "llc", "startup", "shareholder", "shareholders", "commercial registration", "incorporation", "شركة", "شركات", "مؤسسة", "تجاري", "سجل تجاري", "تأسيس", "مساهم", "شركاء", "شريك"] },
  { id: "contract", area: "contract-drafting", words: ["contract", "contracts", "agreement", "agreements", "drafting", "draft", "review", "nda", "عقد", "عقود", "اتفاقية", "اتفاقيات", "صياغة", "صياغه", "تصيغون", "يصيغ", "نصيغ", "مراجعة", "يراجع", "تراجع", "تراجعون", "بنود"] },
  { id: "litigation", words: ["court", "courts", "litigation", "lawsuit", "sue", "case", "claim", "appeal", "hearing", "judge", "محكمة", "محاكم", "دعوى", "دعاوى", "قضية", "قضايا", "تقاضي", "استئناف", "جلسة", "قاضي", "رفع دعوى"] },
  { id: "arbitration", area: "dispute-resolution", words: ["arbitration", "mediation", "settlement", "dispute", "disputes", "negotiation", "تحكيم", "وساطة", "تسوية", "نزاع", "نزاعات", "منازعات", "صلح", "ودية", "resolve", "resolving", "تحلون", "حل النزاع", "بدون محكمة", "without court"] },
  { id: "qfc", area: "qfc-litigation", words: ["qfc", "qicdrc", "qatar financial centre", "qatar financial center", "financial centre", "مركز قطر للمال", "قطر للمال", "مركز قطر الدولي للتوفيق والتحكيم"] },
  { id: "translation", area: "legal-translation", words: ["translation", "translate", "translated", "translator", "certified", "ترجمة", "ترجمه", "مترجم", "مترجمة", "معتمدة"] },
  { id: "fee", words: ["fee", "fees", "cost", "costs", "price", "prices", "charge", "pay", "payment", "how much", "expensive", "cheap", "qar", "riyal", "رسوم", "رسم", "تكلفة", "تكلفه", "كلفة", "سعر", "أسعار", "أتعاب", "اتعاب", "بكم", "كم السعر", "ريال", "دفع", "مبلغ", "فلوس"] },
  { id: "documents", words: ["documents", "document", "papers", "paperwork", "bring", "required", "requirements", "id", "passport", "مستندات", "مستند", "وثائق", "أوراق", "اوراق", "ورق", "المطلوبة", "أحضر", "احضر", "جواز", "بطاقة"] },
  { id: "duration", words: ["long", "duration", "time", "takes", "take", "weeks", "days", "months", "مدة", "مده", "وقت", "يستغرق", "تستغرق", "تاخذ", "ياخذ", "أيام", "أسابيع", "شهور"] },
  { id: "steps", words: ["steps", "process", "procedure", "how does it work", "start", "خطوات", "إجراءات", "اجراءات", "طريقة", "كيف تتم", "مراحل", "أبدأ", "تعمل", "يعمل", "آلية", "work", "works"] },
  { id: "lawyer", words: ["lawyer", "lawyers", "attorney", "attorneys", "advocate", "counsel", "solicitor", "محامي", "محامية", "محامين", "محاميه", "محامٍ", "مستشار قانوني", "محاماة"] },
  { id: "consultation", words: ["consultation", "consult", "appointment", "book", "booking", "meeting", "advice", "session", "استشارة", "استشاره", "موعد", "حجز", "احجز", "أحجز", "مقابلة", "جلسة استشارية"] },
  { id: "voice", words: ["voice", "call", "phone", "telephone", "مكالمة", "اتصال", "هاتف", "تلفون", "صوتية", "صوتيه"] },
  { id: "video", words: ["video", "zoom", "online", "فيديو", "مرئية", "مرئيه", "أونلاين", "اونلاين", "عن بعد"] },
  { id: "inperson", words: ["in person", "office", "visit", "address", "location", "حضوري", "حضورية", "مكتب", "المكتب", "زيارة", "عنوان", "موقع"] },
  { id: "written", words: ["written", "writing", "email question", "مكتوبة", "مكتوب", "كتابي", "كتابية"] },
  { id: "about", words: ["about", "who are you", "values", "firm", "قيم", "قيمنا", "من انتم", "من أنتم", "مكتبكم", "مكتب المحاماة", "نبذة"] },
  { id: "services", words: ["services", "service", "offer", "provide", "خدمات", "خدمة", "خدماتكم"] },
  { id: "hours", words: ["hours", "open", "opening", "working hours", "when", "closed", "friday", "saturday", "دوام", "ساعات العمل", "مفتوح", "الجمعة", "السبت"] },
  { id: "contact", words: ["contact", "email", "reach", "message", "تواصل", "اتصل", "التواصل", "بريد", "إيميل", "ايميل", "رسالة", "رسائل", "راسل", "reply", "replies", "respond", "response", "ترد", "تردون", "الرد", "يرد"] },
  { id: "careers", words: ["job", "jobs", "career", "careers", "vacancy", "vacancies", "hiring", "internship", "cv", "وظيفة", "وظائف", "توظيف", "شاغرة", "تدريب", "سيرة ذاتية"] },
  { id: "updates", words: ["news", "update", "updates", "new law", "amendment", "changed", "decree", "مستجدات", "تحديثات", "قانون جديد", "تعديل", "تعديلات", "مرسوم", "أخبار", "latest", "recent", "آخر", "أحدث", "احدث", "جديد"] },
  { id: "library", words: ["library", "template", "templates", "form", "download", "law text", "code", "نص", "مكتبة", "نموذج", "نماذج", "تحميل", "نص القانون"] },
  { id: "english", words: ["english", "انجليزي", "إنجليزي", "انجليزية", "الإنجليزية", "انقليزي", "انجلش"] },
  { id: "arabic", words: ["arabic", "عربي", "العربية", "عربية"] },
  { id: "confidential", words: ["confidential", "privacy", "secret", "secure", "سرية", "سري", "خصوصية", "آمن", "معلوماتي", "بياناتي", "information", "data"] },
];

/** Every term of every word or phrase of a group, mapped to the group's concept token. */
const CONCEPT_BY_TERM = new Map<string, string[]>();
for (const group of CONCEPTS) {
  // Single words only: a phrase ("ساعات العمل", "end of service") counts as a whole (phraseConcepts),
  // never through one of its words (عمل alone is labour, not office hours).
  for (const word of group.words.filter((w) => !w.trim().includes(" "))) {
    for (const term of terms(word)) {
      const list = CONCEPT_BY_TERM.get(term) ?? [];
      if (!list.includes(group.id)) list.push(group.id);
      CONCEPT_BY_TERM.set(term, list);
    }
  }
}

export const CONCEPT_PREFIX = "~";

/** The concept tokens (prefixed with ~) that the terms of a text fall in. */
export function conceptsOf(textTerms: readonly string[]): string[] {
  const out = new Set<string>();
  for (const term of textTerms) for (const id of CONCEPT_BY_TERM.get(term) ?? []) out.add(CONCEPT_PREFIX + id);
  return [...out];
}

export function areaOfConcept(id: string): string | undefined {
  return CONCEPTS.find((c) => c.id === id)?.area;
}

/** Multi-word phrases ("end of service", "مركز قطر للمال") found in a folded text, as concept ids. */
export function phraseConcepts(value: string): string[] {
  const folded = ` ${fold(value).replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const out = new Set<string>();
  for (const group of CONCEPTS) {
    for (const word of group.words) {
      if (word.includes(" ") && folded.includes(` ${fold(word)} `)) out.add(group.id);
    }
  }
  return [...out];
}
