import type { Intent } from "./intents";
import { spaced, spacedReadings } from "./safety";
import { editDistance, isCommonEnglishWord } from "./text";

/**
 * Issue 27 §2: which of the firm's own facts a question asks for (the office, its hours and numbers, what
 * a consultation costs and how long it lasts, cancelling and refunds, which lawyers), in Arabic (formal and
 * Gulf: وين مكتبكم، متى تفتحون، بكم الاستشارة، اقدر الغي الموعد) and in English as typed, typos included
 * (adress, ofice, consultaion, whatsap, lawers). Read by ./facts.ts, which answers them from the data.
 */
export type FactKey =
  | "address"
  | "hours"
  | "phone"
  | "whatsapp"
  | "email"
  | "map"
  | "consultation_fees"
  | "consultation_durations"
  | "cancellation"
  | "refund"
  | "lawyers";

/**
 * English words a visitor misspells: a typed word of four letters or more within one edit (a swap of neighbours
 * is one) of a listed word of five or more counts, unless it is a common word of its own ("prize" is not "price",
 * "open" is not "opening"), which counts only as the listed word's singular ("hour" for "hours").
 */
function hasWord(words: string[], list: string[]): boolean {
  return words.some((w) =>
    list.some((k) => w === k || (k.length >= 5 && w.length >= 4 && (isCommonEnglishWord(w) ? `${w}s` === k : editDistance(w, k, 1) <= 1))),
  );
}

const EN = {
  office: ["office", "offices", "firm", "premises"],
  map: ["map", "maps", "directions", "navigate"],
  // Not "opening": "we're opening a branch" is a story; "opening hours" is read as "hours".
  hours: ["hours", "timings", "timing"],
  phone: ["phone", "telephone", "mobile", "landline", "hotline"],
  whatsapp: ["whatsapp", "whatapp", "watsapp", "whatsap", "watsap", "whatsaap"],
  consultation: ["consultation", "consultations", "consult", "appointment", "appointments", "booking", "book", "booked"],
  price: ["price", "prices", "pricing", "cost", "costs", "fee", "fees", "expensive", "cheap", "cheaper", "cheapest", "costlier", "pay", "free", "charge", "charges"],
  cancel: ["cancel", "cancels", "cancelling", "canceling", "cancellation", "cancelation", "cancelled", "canceled"],
  refund: ["refund", "refunds", "refunded", "reimburse", "reimbursed", "reimbursement"],
  lawyer: ["lawyer", "lawyers", "lawer", "lawers", "lawyr", "lawyrs", "attorney", "attorneys", "advocate", "advocates", "solicitor", "solicitors"],
  which: ["which", "who", "what", "have", "any", "list", "many", "show", "names"],
};

const AR = {
  where: / (وين|ووين|فين|اين|واين|اي منطقه|اي مكان|وش المنطقه|مكانكم|موقعكم|مقركم|عنوانكم|العنوان|عنوان|لوكيشن|اللوكيشن|لوكيشنكم|كيف اوصل|كيف اوصلكم|كيف اجيكم|اجيكم) /,
  office: / (مكتب|مكتبكم|المكتب|مقر|مقركم|المقر|شركتكم|فرعكم|موقعكم|مكانكم|عنوانكم|لوكيشن|اللوكيشن|لوكيشنكم|اوصلكم|اجيكم|وينكم) /,
  map: / (عالخريطه|عالخارطه|عالماب|فالخريطه|بالخريطه|لوكاليزاسيون|اللوكاليزاسيون|خريطه|الخريطه|خرائط|قوقل ماب|جوجل ماب|لوكيشن|اللوكيشن|لوكيشنكم) /,
  hoursStrong: / (تعملون يوم|تعملوا يوم|تشتغلون يوم|تشتغلوا يوم|تداومون يوم|تعملون ايام|تشتغلون ايام|تفتحون|تفتحوا|تفتحو|بتفتحو|بتفتحوا|هتفتحو|تسكرو|بتسكرو|تسكرون|تسكروا|تقفلون|تقفلوا|تغلقون|دوامكم|اوقاتكم|تداومون|تداوموا|يفتح المكتب|يسكر المكتب|يغلق المكتب|المكتب بيفتح|المكتب يفتح|المكتب بيقفل|المكتب يقفل|المكتب يسكر|المكتب بيسكر|المكتب يغلق|مكتبكم يفتح|مكتبكم بيفتح) /,
  // "فاتحين" is also "we have opened" (a shop, a restaurant): it asks the hours only with a word of the office or a day.
  hoursWeak: / (مفتوحين|فاتحين|دوام|الدوام|ساعات العمل|ساعات الدوام|اوقات العمل|اوقات الدوام|مواعيد العمل|مواعيد الدوام|مواعيد الشغل|ساعات الشغل|اوقات الشغل|مواعيدكم) /,
  firm: / (عندكم|عندكن|لديكم|لديكن|المكتب|مكتبكم|مكتب|متي|الجمعه|السبت|الاحد|الاثنين|الثلاثاء|الاربعاء|الخميس|اليوم|بكره|الحين|لين كم|لين متي|الي متي|الي كم|من كم) /,
  phoneStrong: / (خط ساخن|الخط الساخن|رقم طوارئ|رقم الطوارئ|للحالات المستعجله|للحالات الطارئه|رقمكم|ارقامكم|رقم التلفون|رقم الهاتف|رقم الجوال|رقم التواصل|رقم المكتب|رقم تلفون|رقم هاتف|رقم جوال|رقم تواصل|تلفونكم|هاتفكم|جوالكم|اتصل عليكم|اتصل بكم|اكلمكم|نتصل بكم|نتصل عليكم|رقم للتواصل) /,
  phoneWeak: / (رقم|الرقم|نمره|النمره|تلفون|التلفون|تليفون|التليفون|هاتف|الهاتف|جوال) /,
  // "مالتكم" / "مالكم": yours in Iraqi and Kuwaiti speech ("شنو الإيميل مالتكم؟").
  contact: / (عندكم|عندكن|لكم|لديكم|المكتب|مكتبكم|التواصل|اتواصل|اتصل|للتواصل|حقكم|حقتكم|تبعكم|تبعكن|بتاعكم|بتاعتكم|مالتكم|مالكم|ديالكم|ديالكوم|تاعكم|ارسل عليه|ارسلكم|ابعتلكم|ابعث لكم) /,
  whatsapp: / (واتساب|واتس|الواتس|الواتساب|وتساب|واتسب|واتس اب|وتس اب) /,
  emailStrong: / (ايميلكم|بريدكم|اميلكم|بريدكم الالكتروني) /,
  emailGeneric: / (البريد الالكتروني|بريد الكتروني) /,
  emailWeak: / (ايميل|الايميل|اميل|الاميل|البريد) /,
  consultation: / (استشاره|الاستشاره|بالاستشاره|للاستشاره|بالموعد|استشارات|الاستشارات|استشارتي|مكالمه|المكالمه|موعد|الموعد|موعدي|المواعيد|ميعاد|الميعاد|ميعادي|حجز|الحجز|حجزي|حجزت|حجزنا|مقابله|المقابله|الجلسه الاولي|اول جلسه|جلسه مع المحامي|الجلسه مع المحامي|قعده مع المحامي|لقاء مع المحامي|اول لقاء) /,
  priceStrong: / (ب(?:ميه|ميتين|\S{2,6}ميه|الف|الفين|\d+) (ولا|او|والا) (اكتر|اكثر|اقل)|بكم|سعر|السعر|اسعار|الاسعار|اسعاركم|رسوم|الرسوم|رسومكم|تكلفه|التكلفه|تكاليف|كلفه|قيمه|اتعاب|الاتعاب|مجانا|مجانيه|مجاني|ببلاش|كتسوي|بقداش|بشحال|بكام) /,
  // Moroccan "شحال", Levantine "قديش" (also "how long": weak, like كم).
  priceWeak: / (كم|كام|ادفع|الدفع|فلوس|شحال|قديش|قداش) /,
  duration: / (مده|المده|كم دقيقه|دقيقه|دقايق|دقائق|ب?تطول|ب?تستغرق|ب?يستغرق|كم تاخذ|كم ياخذ|قديش ب?تاخد|قد ايه|اد ايه|مدتها|نص ساعه|ساعه كامله|يعطوني وقت|كم وقت|قد ايش وقت|الوقت مع المحامي|وقت مع المحامي) /,
  cancel: / (الغي|الغيت|لغيت|الغينا|كنسلت|الغاء|الغا|لغي|الغيها|الغيه|نلغي|يلغي|تلغي|اكنسل|كنسل|كانسل|اغير الموعد|تغيير الموعد|اغير موعد|اغير موعدي|اغير الحجز|تغيير الحجز|اغير حجزي|ابدل الموعد|اغيره ليوم|اغيرها ليوم|اغيره لوقت|اغيرها لوقت|نغيره ليوم|اوجل|ااجل|اجل|ناجل|يتاجل|تاجيل|اقدم الموعد) /,
  refund: / (ارجع فلوسي|ترجع فلوسي|يرجعون فلوسي|ترجعون فلوسي|فلوسي ترجع|هترجعلي|ترجعلي|بترجعلي|هترجعولي|يتخصم|هيتخصم|بيتخصم|حيتخصم|تخصمون|يخصمون|استرداد|استرجاع|استرجع|نسترجع|تسترد|يسترد|استرد|نسترد|ترد الفلوس|ترجع الفلوس|ترجع|ترجعون|ترجعوا|يرجع|ترجعولي|هترجعولي|حترجعولي|بترجعولي|هترجعوا|ارجاع|فلوسي|المبلغ|مبلغي) /,
  lawyer: / (محامي|محام|محاميه|محامين|المحامين|محامون|المحامون|محاميين|محاميات|مستشار|مستشارين) /,
  which: / (مين|من هم|من هو|اي|ايش|شو|وش|عندكم|عندكن|عندكو|لديكم|فيه|في عندكم|في محامي|هل يوجد|هل عندكم|كم عدد|كم محامي|اسماء|قائمه) /,
};

/** Districts of Doha and towns of Qatar: "is your office in West Bay or Lusail?" asks where the office is. */
const QA_PLACES_AR = "الخليج الغربي|الدفنه|لوسيل|الوكره|الريان|السد|مشيرب|الخور|اللؤلؤه|بن محمود|المنصوره|الغرافه|الوعب|العزيزيه|الهلال|النصر|الدوحه|ام صلال|الظعاين|مسيمير|عين خالد|المرخيه|الدحيل|ابو هامور|بوهامور|السيليه|المطار القديم|الكورنيش|الابراج";
const QA_PLACES_EN = "west bay|lusail|the pearl|pearl|al sadd|msheireb|al wakra|al wakrah|wakra|al rayyan|rayyan|doha|al khor|bin mahmoud|mansoura|al waab|aziziya|old airport|c ring|d ring|corniche|dafna|al dafna";
const IN_A_PLACE = new RegExp(
  ` (مكتبكم|مقركم|فرعكم|مكتبكو|مكتبكن|انتم|انتو|انتوا|المكتب) (في|ب) ?(${QA_PLACES_AR}) | (your|ur) (office|firm) (is |are )?(in|at|located in) (${QA_PLACES_EN}) | (are you|r u|are u|you are|you re) (in|at|located in) (${QA_PLACES_EN}) `,
);

/** The Latin words of a spaced question (English, or Arabizi as typed). */
const latinWords = (s: string) => s.trim().split(" ").filter((w) => /^[a-z0-9-]+$/.test(w));

const EN_WHICH_LAWYER = new RegExp(` (${EN.which.join("|")})( \\S+){0,3} (${EN.lawyer.join("|")}) `);

/**
 * The facts a question asks for, most specific first; empty when it asks none (the content answers it).
 * A request for a lawyer that names an area or a language asks who: the `lawyers` fact beside the directory link.
 */
export function factKeysOf(question: string, intent: Intent): FactKey[] {
  // Arabizi ("kam se3r el estishara") is read in Arabic letters as well, like the safety patterns read it.
  const s = spacedReadings(question);
  const words = latinWords(s);
  // Counted on the question as typed: an Arabizi question is followed in `s` by its readings in Arabic letters.
  const typedWords = question.trim().split(/\s+/).length;
  const keys = new Set<FactKey>();
  const en = (list: string[]) => hasWord(words, list);
  const has = (re: RegExp) => re.test(s);
  const yourFirm = has(/ (your|ur|you|u|the office|the firm|qanun) /);

  const namesOffice =
    (has(AR.where) && has(AR.office)) ||
    has(/ (عنوانكم|مقركم|لوكيشنكم|وينكم) /) ||
    // "العنوان لو سمحت؟", "wain maktabkom": the address asked for alone, or in Arabizi.
    (has(/ (العنوان|عنوان المكتب|اللوكيشن) /) && typedWords <= 4) ||
    // "ممكن العنوان بالتفصيل؟": the address asked for, politely or in detail, whatever the greeting before it.
    has(/ (ممكن|ابي|ابغي|عطني|عطوني|ارسل|ارسلوا|ابعت|ابعتوا|بدي|عايز|اريد) (لي )?(العنوان|اللوكيشن)( بالتفصيل| كامل| لو سمحت| من فضلك)? /) ||
    // "مكتبكم في الخليج الغربي ولا لوسيل؟" asks; "أقابل محامي في مكتبكم بالدوحة، كيف أحجز؟" books.
    (has(IN_A_PLACE) && (has(/ (هل|ولا|او|والا|is|are|or) /) || typedWords <= 5)) ||
    has(/ (wain|wein|wen|wayn|fein|fen) (maktabkom|maktabkum|maktabku|maktabko|mkankom|makankom|mqarkom|ma8arkom|location|office) /) ||
    (has(/ (وين|فين|اين) /) && has(/ (انتم|انتوا|موجودين|تقعون|مكانكم) /)) ||
    (en(["address", "adress", "addres"]) && (yourFirm || en(EN.office) || words.length <= 3) && !has(/ (e ?mail|mail|email|emial|web|website|ip) (address|adress|addres) /)) ||
    (en(["location", "located", "locaton", "directions"]) && (yourFirm || en(EN.office) || words.length <= 3)) ||
    // "pin location pls", "send me your location pin": the map pin of the office.
    has(/ (pin location|location pin|google pin|map pin|drop (me )?(a |the |your )?pin|send (me )?(the |your |ur )?(location|pin)) /) ||
    // "Which building is your office in, what floor?": the building, tower or floor of the firm's own office.
    (has(/ (اي برج|اي دور|اي طابق|رقم الدور|رقم المكتب|اسم البرج) /) && has(AR.office)) ||
    (has(/ (building|tower|floor|street|area) /) && has(/ (your|ur) (office|firm) | (office|firm) (in|on|at) | (are you|r u|are u) (on|in|at) /) && has(/ (what|which|where) /)) ||
    // "Where is your office?"; not a firm in a story ("I work for a firm… where would this be heard?").
    // "were" is "where" misspelt only before is/are ("were is ur office"): "we were arguing at the office" asks nothing.
    // "Where can I see the invoice and pay it?" asks for a page of one's own, not the office.
    (has(/ (where|wher|whre|wheres|whr|wher s) | were (is|are|r|s) /) && !has(/ (invoice|receipt|pay it|see it|download it|my case|my documents|page where|section where|where i can see|where can i see) /) && ((en(EN.office) && (yourFirm || words.length <= 6)) || has(/ (are you|r u|are u|is your|is ur) /)));
  // "فيه استشارة بالتلفون ولا لازم اجيكم؟": coming to the office as one kind of consultation, not where it is.
  const remoteKind = has(/ (بالتلفون|بالتليفون|بالهاتف|بالجوال|فيديو|بالفيديو|اونلاين|عن بعد|by phone|over the phone|on the phone|by telephone|online|video|zoom) /) && !has(/ (وين|فين|اين|عنوان|العنوان|where|address) /);
  // "على فكرة موقعكم حلو": the website praised in passing, not where the office is.
  const websiteMeant = has(/ موقعكم (حلو|جميل|ممتاز|رائع|سهل|بطيء|بطي|مرتب|واضح|خربان|وايد حلو|مره حلو|كتير حلو) /);
  const asksOffice = namesOffice && !remoteKind && !websiteMeant;
  if (asksOffice) keys.add("address");
  // "اشتريت شقة على الخريطة": a flat bought off-plan, not the firm's map.
  const offPlan = has(/ (علي|على) (الخريطه|الخارطه|المخطط) | off ?plan /);
  if (asksOffice || (has(AR.map) && !offPlan) || (en(EN.map) && !has(/ (road ?map|mind ?map) /))) keys.add("map");

  const asksHours =
    has(AR.hoursStrong) ||
    // Not overtime or a full-time job ("دوام كامل"): those are about work, not the office's hours.
    (has(AR.hoursWeak) && has(AR.firm) && !has(/ (اضافي|الاضافي|اضافيه|كامل|جزيي|نص دوام|نصف دوام|دوام جزيي) /)) ||
    (en(EN.hours) && (yourFirm || en(EN.office) || words.length <= 3)) ||
    has(/ (opening|closing|openning) (times?|time) /) ||
    has(/ (are you|r u|are u|is the office|is your office) (open|closed) | (you|u|office|firm) (open|close|closed|opens|closes) (?!(it|them|again|the (job|role|post|position|posting|vacancy|applications?|case|file|account))\b)| (you|u|office|firm) (work|works|working) (on )?(fridays?|saturdays?|sundays?|weekends?|the weekend) | (open|opened) (on|today|tomorrow|now) (friday|saturday)? /);
  // "Will you open it again?" of a job posting or a case is not the office's hours ("(?!it|again…)" above).
  // A lawyer's own hours or fees ("I'm a lawyer… where do I set my hours?") are the lawyer's desk, not the office's hours.
  if (asksHours && !has(/ (my|set my|set the) (hours|availability|working hours|fees) /)) keys.add("hours");

  // "A first meeting with one of your lawyers", "to talk to a lawyer" is the consultation; a shareholders' meeting is not.
  // A visa centre's, an embassy's or a clinic's appointment ("how long is the wait for a Schengen appointment") is theirs,
  // unless the question also names the consultation, a lawyer or the firm.
  const othersAppointment =
    has(/ (visa|schengen|embassy|consulate|vfs|hospital|clinic|doctor|dentist|medical|فيزا|الفيزا|تاشيره|التاشيره|شنغن|شنجن|السفاره|سفاره|القنصليه|المستشفي|مستشفي|العياده|عياده|الدكتور|الطبيب) /) &&
    !has(/ (استشاره|الاستشاره|consultation|consult|lawyer|lawyers|attorney|محامي|المحامي|محاميه|your|ur|عندكم|معكم|وياكم|مكتبكم) /);
  const aboutConsultation = !othersAppointment && (
    has(AR.consultation) ||
    en(EN.consultation) ||
    has(/ (first|initial|1st) (meeting|session|sitting) | written (question|consultation|advice|opinion) | (in person|in-person|face to face|office) (meeting|consultation|visit|appointment) | (meeting|session) with (a |an |the |one of (your|ur|the) |your |ur )?(lawyer|lawyers|attorney|advocate) | meeting (a|an|the|your|ur) (lawyer|attorney|advocate) /) ||
    has(/ (talk|talking|speak|speaking|sit|meet|meeting) (to|with) (a |the |one of (your|ur|the) |your |ur )?(lawyer|lawyers|attorney|advocate) /) ||
    // The call itself ("is the video call 30 min?") and a lawyer who did not come to it ("لو المحامي ما حضرش").
    has(/ (video|phone|voice|zoom|teams|online) (call|meeting|session) | (lawyer|attorney) (doesn t|didn t|does not|did not|never) (show|showed|come|came|turn up|turned up|join|joined) /) ||
    has(/ (المحامي|المحاميه) (ما|مو|لم) ?(حضر|حضرش|حضرت|جا|جاش|اجا|جاء|يحضر|دخل|حصل|حصلته|حصلناه) /));
  const byPhone = has(/ (by|over|on|via|for) (the |a )?(phone|telephone|mobile|fone) | phone (consultation|call|meeting) /);
  // A phone is the firm's only when the question is about the firm ("your phone", "the office's number") or is
  // nothing but the word ("phone number?"): "the best phone to buy" or "the embassy's phone number" is not.
  const aboutFirm = yourFirm || en(EN.office) || words.length <= 3;
  // The asker's own number ("غيرت رقم جوالي", "ما عندي ايميل، عندي رقم جوال بس") is the account's, not the firm's.
  const ownPhone = has(/ (رقم جوالي|رقمي|جوالي|رقم تلفوني|تلفوني|عندي رقم|غيرت رقم|رقمي الجديد|رقمي القديم) /) && !has(/ (رقمكم|ارقامكم|تلفونكم|هاتفكم|جوالكم|رقم المكتب) /);
  const asksPhoneAr = has(AR.phoneStrong) || (has(AR.phoneWeak) && has(AR.contact) && !has(/ رقم (القضيه|الدعوي|الطلب|العقد|المرجع|القانون) /));
  const asksPhoneEn = (en(EN.phone) && aboutFirm && !byPhone && !aboutConsultation) || has(/ (your|ur|contact|office|firm) (phone |telephone |mobile |contact )?(number|numbr|nmber|numer|nbr|no|num) | call (you|u) (?!in )/)
    // "What number can I call to reach the firm?"
    || (has(/ (what|whats|what s|which) (is )?(the )?(phone )?(number|no|num) /) && has(/ (call|ring|phone|reach|contact) /) && aboutFirm)
    // "What number can I call to speak to someone?": asked of whoever answers, the firm.
    || has(/ (what|which) (phone )?(number|no|num) (can|could|do|should) (i|we) (call|ring|phone|use to reach|reach|contact) /)
    // "Is there a number for urgent matters?": the firm's urgent line.
    || has(/ (number|line|phone) for urgent | urgent (number|line|phone|matters) /)
    // "Give me a number I can call the office on."
    || (has(/ (give|send|tell) (me|us) (a|the|your|ur)? ?(phone )?(number|no|num) /) && has(/ (call|ring|phone|reach|contact) /)) || (has(/ phone (number|no(?! (time|need|way|more|longer))) /) && aboutFirm);
  if ((asksPhoneAr || asksPhoneEn) && !ownPhone) keys.add("phone");
  // WhatsApp inside a story ("fired by a WhatsApp message", "we have it all on WhatsApp") is not a request for the firm's number.
  const whatsappNamed = has(AR.whatsapp) || en(EN.whatsapp) || has(/ (whats?|wats?|watts?) app | (ur|your|the) wa (number|no|num) /);
  const asksOurWhatsapp = yourFirm || words.length + s.split(" ").filter((w) => /[\u0600-\u06FF]/.test(w)).length <= 4 || has(/ (whats ?app|wats ?app|watsapp|whatsap) (no|num|number|numbr) / ) || has(/ (number|contact|chat with (you|u)|chat to (you|u)|message you|text you|رقم|رقمكم|تواصل|اتواصل|عندكم|لكم|نراسلكم|اراسلكم|اكلمكم) /);
  if (whatsappNamed && asksOurWhatsapp) keys.add("whatsapp");
  // "email adress for the firm", "email to send my documents to": an email of the firm's, not the employer's or a bank's.
  // "What email can I send my documents to?": which address, asked of the firm.
  const firmEmail = en(["email", "emails", "emial", "e-mail"]) && (aboutFirm || has(/ (e ?mail|emial)( address| adress)? (to|for) (send|sending|submit|email) | (what|which) (e ?mail|email address|emial) (can|should|do|to) /)) && !has(/ (their|his|her|employer|company s|bank) (e ?mail|email) /)
    // "we have all the emails", "I kept his emails": emails as evidence, not an address asked for.
    && !has(/ (all (the|our|my|his|her|their)|the|these|those|our|my|his|her|their|old|previous|some|any) (e ?mails|emails|emials) /);
  // The account's own email (to confirm, to change, an invitation or a link received) is the account pages', not the firm's.
  const ownEmail = has(/ (التحقق من|تحقق من|توثيق|verify|verification|confirm|confirmation|change|update|reset|new|my e ?mail|activation|forgot|forgotten|used|registered|signed up with|activate|invitation|invite|اغير|تغيير|غيرت|افعل|تفعيل|تاكيد|وصلني|مسجل|حسابي|الحساب|دعوه|ايميلي|بريدي|لينك|الرابط|الباسورد|كلمه المرور|ما يوصل|مش بيوصل|ما بيوصل|ما وصل|ماوصل) /);
  if ((firmEmail && !ownEmail) || has(AR.emailStrong) || (has(AR.emailGeneric) && !ownEmail) || (has(AR.emailWeak) && has(AR.contact) && !ownEmail) || has(/ (your|ur|contact|office|firm) (e ?mail|email address|mail) | e ?mail (you|u) |(email|mail) (you|u) /)
    // "Email address?" asked of the firm; not "I've moved to a new e-mail address" (the account's own).
    || (has(/ e ?mail address /) && aboutFirm && !ownEmail && !has(/ (his|her|their) e ?mail /))) keys.add("email");
  const asksContact = has(/ (اتواصل معكم|التواصل معكم|اتواصل وياكم|نتواصل معكم|اكلمكم|اوصل لكم|كيف اتواصل|طرق التواصل|وسائل التواصل|contact you|reach you|contact u|reach u|get in touch|contact details|contact info) /);
  if (asksContact && !intent.wantsHuman && !["phone", "email", "whatsapp", "address"].some((k) => keys.has(k as FactKey))) {
    keys.add("phone");
    keys.add("whatsapp");
    keys.add("email");
  }

  const moneyBack = has(/ (money back|get my money|my money) /);
  // "cancelation polcy": the firm's own policy, asked with nothing else.
  const cancelPolicy = en(EN.cancel) && (words.length <= 3 || has(/ (policy|polcy|policies|rules|terms) /)) && !intent.area;
  // A purchase's refund (a car dealer, a shop) is the story's claim, not the consultation's policy.
  // A wedding hall's or a venue's deposit is the story's claim too.
  const purchase = has(/ (bought|dealer|shop|store|purchased|seller|venue|hall|deposit|اشتريت|المحل|المعرض|البايع|البائع|قاعه|القاعه|عربون|العربون|الفندق) /) && !aboutConsultation;
  // "اذا ما قدرت احضر اقدر الغي؟": a short question to cancel, with no subject of its own, is the appointment's.
  const shortCancel = has(/ (الغي|الغيه|لغيت|الغيت|نلغي|اكنسل|كنسل|اكنسله) /) && typedWords <= 6 && !intent.area && !has(/ (الحساب|حسابي|منع|سفر|العقد|الوكاله|الاقامه|الحكم|الاشتراك) /);
  const asksCancel =
    ((has(AR.cancel) || en(EN.cancel) || has(/ call(ing|ed)? off /)) && (aboutConsultation || has(AR.refund) || en(EN.refund) || moneyBack)) ||
    cancelPolicy ||
    shortCancel ||
    (en(["reschedule", "postpone"]) && aboutConsultation) ||
    // "Need to move tomorrow's consultation to another day": a booking moved is the cancellation policy's.
    (has(/ (move|moving|shift|change) (my |the |our |tomorrow s |today s |this |that )?(consultation|appointment|booking|session) /) && aboutConsultation);
  const asksRefund =
    (has(AR.refund) && (aboutConsultation || asksCancel) && !purchase) ||
    // "استرجاع المبلغ بعد الدفع ممكن؟": the money paid back, asked with no subject of its own.
    (has(/ (استرداد|استرجاع|استرجع|نسترجع|ارجع|ارجاع|رجوع|يرجع|ترجع) (المبلغ|الفلوس|المدفوع|الرسوم|المبلغ المدفوع) /) && !intent.area && !purchase) ||
    has(/ (سياسه|شروط) (الاسترداد|الاسترجاع) | refund policy /) ||
    // "Get my money back" from a tenant, a cousin or an agency is the story's claim, not the firm's refund.
    ((en(EN.refund) || moneyBack) && !has(/ (court|case|legal|lawsuit) (fee|fees|cost|costs) /) && !purchase && (aboutConsultation || asksCancel || !intent.area));
  if (asksRefund) keys.add("refund");
  if ((asksCancel || asksRefund) && !purchase) keys.add("cancellation");
  // "How many minutes do I get with the lawyer?": the time with a lawyer is the consultation's.
  const timeWithLawyer = has(/ (minutes|mins|time|long) .*\b(with|of) (a |the |your |ur )?(lawyer|lawyers|attorney|advocate) /);
  // "كم دقيقة مع المحامي؟": the time with a lawyer, in Arabic.
  const asksDuration = (aboutConsultation || timeWithLawyer || has(/ (مع|ويا) (المحامي|المحاميه) /) || has(/ (meeting|session|call) /)) && (has(/ \d+ ?(min|mins|minutes) (or|vs) (a |an )?(full |whole )?hour /) || has(AR.duration) || has(/ (how long|duration|length|how many minutes|how many mins|minutes|mins|last(?! (year|month|week|time|night|summer|friday))|lasts|\d+ ?(min|mins|minute)|(one|an|1|half an?) hour|ساعه|نص ساعه) /));
  if (asksDuration) keys.add("consultation_durations");
  const strongPrice = has(AR.priceStrong) || en(EN.price) || has(/ how much /);
  // "نسيت الساعة كم": the time of a booking, not its price.
  const price = strongPrice || (has(AR.priceWeak) && !asksCancel && !asksDuration && !has(/ (الساعه كم|كم الساعه|الساعه كام) /));
  // "Your fees for commercial litigation" asks the service's fee (its page answers); "your fees" alone, the consultation's.
  const yourFees = has(/ (اسعاركم|رسومكم|اتعابكم|بكم تاخذون|(your|ur) (fees|prices|rates|charges)) /) && !intent.area;
  // A lawyer of the directory setting their own fee ("انا محامي مسجل عندكم وابي اغير اتعاب الاستشاره") asks their desk.
  const lawyerSettingFee = has(/ (انا محامي|انا محاميه|i m a lawyer|im a lawyer|i am a lawyer|as a lawyer on) /) && has(/ (اغير|اعدل|احدث|change|set|update|edit) /);
  if (((aboutConsultation && price && !asksRefund) || yourFees) && !lawyerSettingFee) keys.add("consultation_fees");

  // A lawyer asking for a job at the firm ("انا محامي… فيه وظيفة؟") asks the careers page, not who practises what.
  const aboutJobs = intent.concepts.has("careers");
  // "محامي أحوال شخصية": a lawyer and an area in a few words asks who; "anyone who can speak Malayalam" asks by language.
  const fewWords = typedWords <= 4;
  // "I don't know what kind of lawyer I need": which service, answered by the services and the booking, not a name.
  const kindOfLawyer = has(/ (what|which) (kind|type|sort) of (lawyer|attorney|advocate) | (don t|dont|do not) know (which|what) (kind of |type of )?(lawyer|attorney) | (اي|ايش|وش|شو) نوع (من )?(المحامين|محامي|المحامي) | اي محامي احتاج /);
  const someoneSpeaking = Boolean(intent.language) && has(/ (anyone|someone|somebody|احد|حد) /);
  // Wanting to talk to a lawyer by phone or video ("can I just talk to a lawyer on the phone?") asks how to book that kind.
  if (!aboutJobs && (mentionsLawyer(s, words) || someoneSpeaking) && (intent.area || intent.language) && (asksWhichLawyers(question) || (intent.wantsLawyer && !remoteKind) || fewWords || someoneSpeaking) && !kindOfLawyer) keys.add("lawyers");
  // A city alone ("any lawyer in Al Wakrah?") when the question asks who; living in Al Khor and wanting a call is a booking.
  else if (!aboutJobs && intent.city && (asksWhichLawyers(question) || intent.wantsLawyer) && !intent.kind) keys.add("lawyers");
  // "How many lawyers do you have?": the directory's count, without a filter.
  if (has(/ (كم محامي|كم عدد المحامين|كم عدد محامين|عدد المحامين|how many lawyers|how many attorneys|number of lawyers) /)) keys.add("lawyers");
  return [...keys];
}

/** A lawyer named, not a power of attorney ("a power of attorney made in India"). */
function mentionsLawyer(s: string, words: string[]): boolean {
  const withoutPowers = s.includes(" of attorney ") ? latinWords(s.replace(/ powers? of attorney /g, " ")) : words;
  return AR.lawyer.test(s) || hasWord(withoutPowers, EN.lawyer);
}

/** "Which lawyers…", "do you have a lawyer who…", "عندكم محامي…": the directory's answer is the reply itself. */
export function asksWhichLawyers(question: string): boolean {
  const s = spaced(question);
  const words = latinWords(s);
  // In English the asking word stands before the lawyer (a few words apart): "I have his number… a lawyer?" does not ask which.
  // "what your lawyers write about new laws" asks for their articles, not for which lawyers.
  if (/ (write|writes|wrote|articles|publish\w*|blog|posts) /.test(s)) return false;
  return mentionsLawyer(s, words) && (AR.which.test(s) || EN_WHICH_LAWYER.test(s) || new RegExp(` do (you|u) have( \\S+){0,4} (${EN.lawyer.join("|")}) | show me( \\S+){0,4} (${EN.lawyer.join("|")}) | (speaks?|speaking) `).test(s));
}

/** "Who are you?", "من انتم؟", "منو انتو؟", "what does your firm do": the firm's own page answers beside its facts. */
export function asksWhoWeAre(question: string): boolean {
  return / (who are (you|u)|who r u|what (does|do) (your|ur) (firm|office) do|tell me about (your|ur) (firm|office)|من انتم|من انتو|منو انتو|منو انتم|مين انتو|مين انتم|من نحن|about us|عرفونا عليكم|عرفني عليكم|نبذه عنكم) /.test(spaced(question));
}
