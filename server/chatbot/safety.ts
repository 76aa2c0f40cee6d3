import { fold } from "./text";

/**
 * Issue 27 §3: questions where someone may be in danger now, and questions that are not for a law firm at
 * all. Matched on the folded question (./text.ts: no diacritics, أ/إ/آ → ا, ة → ه, ى → ي, lower case) with
 * spaces around every word, so a pattern " word " is a whole word and " word" a word's beginning.
 * Both lists are deliberately small and obvious: a false "safety" only puts the emergency number first.
 */
export type SafetyTopic = "self_harm" | "domestic_violence" | "violence" | "threat" | "detention";

/** The question as the patterns read it: folded, punctuation as spaces, a space at each end. */
export function spaced(question: string): string {
  return ` ${fold(question).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
}

const SELF_HARM = [
  /\b(suicid\w*|kill(ing)? my ?self|end(ing)? my life|hurt(ing)? my ?self|self[ -]?harm|want to die|wanna die|take my (own )?life)\b/,
  / (انتحار|الانتحار|انتحر|انتحاري|اقتل نفسي|اموت نفسي|اذي نفسي|اذيت نفسي|انهي حياتي|ابي اموت|ابغي اموت|ابغى اموت|اريد ان اموت|اريد الموت|ما ابي اعيش|ماابي اعيش|لا اريد العيش) /,
];
const FAMILY_MEMBER = /\b(husband|wife|spouse|partner|ex|father|dad|mother|mom|brother|sister|son|in[- ]?laws?|family)\b| (زوجي|زوجتي|زوج|طليقي|ابوي|والدي|امي|اخوي|اخي|اختي|ولدي|عمي|خالي|اهلي|اهل زوجي|عائلتي|الزوج) /;
const VIOLENCE = [
  /\b(hits?|hitting|beats?|beating|beaten|punch\w*|slapp?\w*|chok\w*|strangl\w*|attack(s|ed|ing)?|assault\w*|abus(e|es|ed|ive|ing)|violen(t|ce)|rap(e|ed)|sexual(ly)? assault\w*|hurts? me|harm(s|ed)? me)\b/,
  / (يضربني|ضربني|يضربنا|يضربها|يضربون|ضربوني|ضربها|يضرب|ضرب|تضربني|يعنفني|عنف|العنف|معنفه|تعنيف|يعتدي|اعتدي|اعتداء|الاعتداء|اعتدا|تحرش|يتحرش|اغتصاب|اغتصبني|يحبسني|حبسني في|ياذيني|يوذيني|يئذيني|اذاني) /,
];
const THREAT = [/\b(threat(s|en|ens|ened|ening)?|blackmail\w*|extort\w*|stalk(s|ed|ing|er)?|going to kill|will kill|kill me)\b/, / (يهددني|هددني|يهدد|تهديد|تهديدات|التهديد|يبتزني|ابتزاز|الابتزاز|يبتز|بيقتلني|يقتلني|راح يقتلني|يلاحقني) /];
const DETENTION = [
  /\b(arrest(ed)?|detain(ed)?|detention|in (police )?custody of (the )?police|police (took|have|has|are holding|arrested|detained)|held (by|at) (the )?police|in jail|in prison|locked up|police station)\b/,
  / (قبض علي|القبض علي|قبضوا|مقبوض|انقبض|اعتقل|اعتقلوا|اعتقال|محتجز|محتجزه|احتجاز|احتجزوه|احتجزوني|موقوف|موقوفه|توقيف|اوقفوه|اوقفوني|مسجون|مسجونه|في السجن|بالسجن|حبسوه|حبسوني|محبوس|في المخفر|المخفر|مركز الشرطه|الشرطه اخذت|الشرطه اخذو|الشرطه اخذوا|الشرطه ماسكه|ماسكينه|مسكته الشرطه|مسكوه) /,
];

function any(value: string, patterns: RegExp[]): boolean {
  return patterns.some((p) => p.test(value));
}

/** The kind of danger a question is about, or null. Self-harm first: it needs the emergency number most. */
export function safetyTopicOf(question: string): SafetyTopic | null {
  const s = spaced(question);
  if (any(s, SELF_HARM)) return "self_harm";
  if (any(s, VIOLENCE)) return FAMILY_MEMBER.test(s) ? "domestic_violence" : "violence";
  if (any(s, THREAT)) return "threat";
  if (any(s, DETENTION)) return "detention";
  return null;
}

/** The practice area whose page a safety answer cites after the emergency numbers. */
export function areaOfSafety(topic: SafetyTopic): string | undefined {
  if (topic === "domestic_violence") return "family";
  if (topic === "self_harm") return undefined;
  return "criminal";
}

/** Words that make a question a legal or firm one, whatever else it mentions ("medical malpractice lawyer"). */
const LEGAL = [
  /\b(law|laws|legal|lawyers?|lawers?|attorneys?|advocates?|court|courts|sue|suing|lawsuit|claim|compensation|contract|rights?|liabl\w*|malpractice|negligence|police|fine|fined|penalty|visa|permit|residency|sponsor|employer|salary|firm|office|consultation|copyright|trademark|licen[cs]e|divorce|custody|inheritance|rent|tenant|landlord|cheque|debt|company|insurance)\b/,
  / (قانون|قانوني|قانونيه|القانون|محامي|محاميه|محامين|محكمه|المحكمه|دعوي|قضيه|قضايا|حق|حقي|حقوق|تعويض|عقد|خطا طبي|الخطا الطبي|اهمال|مسووليه|شرطه|غرامه|مخالفه|اقامه|تاشيره|كفيل|الكفيل|راتب|مكتب|مكتبكم|استشاره|العقد|عقود|العقود|طلاق|الطلاق|زوجي|زوجتي|شركه|الشركه|نفقه|حضانه|ميراث|الورث|ايجار|الايجار|شيك|الشيك|تامين|التامين|مطالبه) /,
];
const OUT_OF_SCOPE = [
  // Weather and time.
  /\b(weather|temperature|forecast|rain(ing)?|humidity|sunny|what time is it|time now)\b/,
  / (الطقس|طقس|الجو|جو اليوم|درجه الحراره|الحراره|الامطار|مطر|تمطر|كم الساعه|الساعه كم) /,
  // Sport.
  /\b(football|soccer|world cup|league|basketball|tennis|cricket|team won|who won|fifa|messi|ronaldo)\b/,
  / (مباراه|المباراه|ماتش|الماتش|كوره|الكوره|كره القدم|الدوري|كاس العالم|منتخب|المنتخب|نتيجه المباراه|ميسي|رونالدو) /,
  // Food and recipes.
  /\b(recipes?|cook(ing)?|bake|baking|ingredients?|dinner|lunch|breakfast|restaurants?|food|dish|machboos|biryani|cake)\b/,
  / (وصفه|طبخ|اطبخ|طبخه|مكونات|مطعم|مطاعم|اكل|الاكل|غدا|عشا|فطور|كبسه|مجبوس|مكبوس|هريس|كيكه|حلويات) /,
  // Health (a medical error or a medical report for a case is legal: see LEGAL).
  /\b(headache|fever|flu|cold|cough|symptoms?|medicine|medication|doctor|diet|pain|tooth|toothache|pregnan\w*|covid|vaccine|disease|diabetes|blood pressure)\b/,
  / (صداع|حمي|حراره|زكام|كحه|سعال|اعراض|دوا|دواء|علاج|طبيب|دكتور|رجيم|ريجيم|الم|وجع|ضرس|حامل|كورونا|لقاح|مرض|ضغط الدم|مرض السكر) /,
  // Shopping: which phone, laptop or car to buy (a product named with buying or choosing; a contract of sale is legal).
  /(?=.*\b(buy|buying|purchase|shopping|cheapest|best|recommend|should i get|worth it)\b).*\b(phones?|mobiles?|iphone|samsung|galaxy|pixel|laptops?|computer|tv|television|cars?|suv|headphones|earbuds|camera|smartwatch|tablet|ipad|playstation|xbox|perfume)\b/,
  /(?=.* (اشتري|اشتريه|نشتري|شراء|افضل|احسن|ارخص|انصحني|تنصحني|تنصحوني|يستاهل) ).* (جوال|الجوال|جوالات|موبايل|تلفون|التلفون|هاتف|ايفون|الايفون|سامسونج|لابتوب|اللابتوب|كمبيوتر|سياره|السياره|سيارات|تلفزيون|شاشه|سماعه|سماعات|كاميرا|ايباد|بلايستيشن|عطر) /,
  // Small talk and general knowledge.
  /\b(joke|poem|song|songs|movie|movies|film|music|capital of|translate this|stock price|bitcoin|crypto|gold price|exchange rate|horoscope|tell me a story)\b/,
  / (نكته|قصيده|شعر|اغنيه|اغاني|فيلم|افلام|مسلسل|عاصمه|سعر الذهب|الذهب اليوم|سعر الصرف|بيتكوين|الابراج|برجي|سالفه|قصه) /,
];

/** A question about something else than law or the firm: declined in words that fit it. */
export function isOutOfScope(question: string): boolean {
  const s = spaced(question);
  return any(s, OUT_OF_SCOPE) && !any(s, LEGAL);
}
