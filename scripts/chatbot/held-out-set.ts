/**
 * The assistant's HELD-OUT evaluation set (issue 27 §6). Written before any of issue 27's tuning, by a
 * helper who did not read the assistant's synonyms, intents or ranking, as people in Qatar ask a law
 * firm's website late at night: Gulf dialect, typos, Arabizi, problems told as stories, plain English
 * and misspelt English.
 *
 * Nobody who tunes the assistant may open, grep or print this file, nor run the evaluator in a mode that
 * lists its misses (`--show-held-out`). Improve the assistant with the tuning set (./eval-set.ts); this
 * set only measures. A question found wrong here is NOT fixed by adding it (or a paraphrase) anywhere.
 *
 * Shapes and matching rules: ./eval-types.ts. Every path is a page of the sample content
 * (scripts/seed-data.ts, seed-service-pages.ts, seed-publications.ts) or of the contract of issue 27
 * (/services/employment).
 */
import type { EvalCase } from "./eval-types";

const U = (n: number) => `/legal-updates/5a1e0000-0000-4000-9000-${String(n).padStart(12, "0")}`;
const UPDATES = "/legal-updates*";
const FAMILY = "/services/family";
const CRIMINAL = "/services/criminal";
const CIVIL = "/services/civil-cases";
const COMMERCIAL = "/services/commercial";
const COMM_LIT = "/services/commercial/litigation";
const COMM_CASES = "/services/commercial-cases";
const DISPUTES = "/services/dispute-resolution";
const CONTRACTS = "/services/contract-drafting";
const EMPLOYMENT = "/services/employment";
const TRANSLATION = "/legal-translation";
const COMPANY = "/company-services";
const QFC = "/company-services/qfc-qicdrc/litigation";
const SERVICES = "/services";
const LIST = "/services/comprehensive-list";
const LIBRARY = "/legal-library*";
const CAREERS = "/careers*";
const ABOUT = "/about";
const BOOK = "/consultations";
const VOICE = "/voice-consultation";
const DIRECTORY = "/browse-law-firms";

export const HELD_OUT_SET: EvalCase[] = [
  // ================================================================ English: problems told as stories
  { q: "My husband left three months ago and stopped sending money for the kids. What can I do?", kind: "story", expect: [U(11), FAMILY] },
  { q: "me and my wife are separating, we have 2 kids under 7, who keeps them?", kind: "story", expect: [U(3), FAMILY] },
  { q: "My father passed away last month and my brothers are fighting over his house and savings. How is it divided?", kind: "story", expect: [FAMILY] },
  { q: "I'm getting married next month and her family wants some conditions written in the marriage contract, can you help with that?", kind: "story", expect: [FAMILY] },
  { q: "My ex won't let me see my daughter since we split up", kind: "story", expect: [FAMILY, U(3)] },
  { q: "The police called my son and told him to come in tomorrow about a fight at school. Should he bring a lawyer?", kind: "story", expect: [U(8), CRIMINAL] },
  { q: "Someone stole my car, the police opened a report. Can I also claim compensation from the thief?", kind: "story", expect: [CRIMINAL] },
  { q: "At the airport they told me I have a travel ban and I have no idea why. How do I get it removed?", kind: "story", expect: [CRIMINAL] },
  { q: "I got a call saying there is a fraud complaint against me but I did nothing wrong", kind: "story", expect: [CRIMINAL, U(8)] },
  { q: "My landlord kept my deposit after I moved out and doesn't answer my calls", kind: "story", expect: [CIVIL, U(10)] },
  { q: "A car hit me at a roundabout, I broke my leg and the insurance refuses to pay my hospital bills", kind: "story", expect: [CIVIL] },
  { q: "I lent a friend 40,000 riyals two years ago, he signed a paper, now he says he won't pay me back", kind: "story", expect: [CIVIL] },
  { q: "I rented a shop in Lusail and the owner wants me out before the lease ends", kind: "story", expect: [CIVIL, U(1)] },
  { q: "Our supplier delivered half the goods and kept the full payment, we want to take them to court", kind: "story", expect: [COMM_LIT, COMM_CASES] },
  { q: "A customer owes our company 300k for six months of invoices and keeps promising to pay next week", kind: "story", expect: [COMM_CASES, COMM_LIT, LIBRARY] },
  { q: "My business partner is taking money out of the company account without telling me. Can I kick him out?", kind: "story", expect: [COMM_CASES] },
  { q: "Our contract has an arbitration clause and the other side stopped paying, what happens now?", kind: "story", expect: [DISPUTES, U(2)] },
  { q: "The contractor is a year late on our villa and we'd rather not go to court, is there a faster way to settle?", kind: "story", expect: [DISPUTES, U(9), U(2)] },
  { q: "Two friends and I are opening a cafe and we want our deal on paper so nobody gets cheated", kind: "story", expect: [CONTRACTS, COMPANY, COMMERCIAL] },
  { q: "I'm renting out my villa and want a proper lease in Arabic and English", kind: "story", expect: [CONTRACTS, LIBRARY] },
  { q: "I signed a contract in English and the Arabic copy says something different, which one counts?", kind: "story", expect: [CONTRACTS] },
  { q: "My degree certificate is from India and the ministry wants it in Arabic", kind: "story", expect: [TRANSLATION] },
  { q: "The court wants our English supply contract in Arabic before the hearing", kind: "story", expect: [TRANSLATION, COMM_LIT] },
  { q: "We're a UK company opening a Doha branch and can't decide between the QFC and the mainland", kind: "story", expect: [COMPANY, U(6), U(5)] },
  { q: "Our QFC-licensed firm is being sued by a client over fees at the QFC court", kind: "story", expect: [QFC] },
  { q: "I'm a foreign investor and want to own all of my company in Qatar, is that possible?", kind: "story", expect: [COMMERCIAL, U(5), COMPANY] },
  { q: "We appointed a distributor for our brand in Qatar and now want to end the agency. What are the risks?", kind: "story", expect: [U(7), COMMERCIAL, COMM_CASES] },
  { q: "Our shop app collects customers' phone numbers and ID copies, what do we have to do to stay legal?", kind: "story", expect: [U(12), COMPANY] },
  { q: "my company hasn't paid my salary for 4 months and I have a family to feed", kind: "story", expect: [EMPLOYMENT] },
  { q: "I worked 6 years for a company, they terminated me and didn't pay my end of service", kind: "story", expect: [EMPLOYMENT, U(4)] },
  { q: "Our housemaid says we owe her for extra hours, what are the rules for domestic workers?", kind: "story", expect: [EMPLOYMENT] },
  { q: "My sponsor is keeping my passport and won't give it back after I resigned", kind: "story", expect: [EMPLOYMENT] },
  { q: "My manager says sign a new contract with a lower salary or leave. Can they do that?", kind: "story", expect: [EMPLOYMENT, CONTRACTS] },
  { q: "I was fired by a WhatsApp message after two years with no notice, is that allowed?", kind: "story", expect: [EMPLOYMENT] },
  { q: "They cancelled my visa but still haven't paid my last month's salary and leave days", kind: "story", expect: [EMPLOYMENT] },
  { q: "My company owes money to the bank and suppliers and we can't keep up, is there any way out before bankruptcy?", kind: "story", expect: [COMM_CASES] },
  { q: "A company filed a case against me asking for money and I don't know what to do", kind: "story", expect: [CIVIL, COMM_LIT, COMM_CASES] },
  // ================================================================ English: misspelt, as typed on a phone
  { q: "need a lawer for divorse asap", kind: "typo", expect: [FAMILY] },
  { q: "how to calculate gratuaty after 5 years", kind: "typo", expect: [EMPLOYMENT, U(4)] },
  { q: "custady of kids after divorce qatar", kind: "typo", expect: [U(3), FAMILY] },
  { q: "bounced chek what to do", kind: "typo", expect: [COMM_CASES, CRIMINAL, CIVIL] },
  { q: "arbitraton or court which is better", kind: "typo", expect: [U(2), DISPUTES] },
  { q: "certifed translaton of birth certificat", kind: "typo", expect: [TRANSLATION] },
  { q: "compny formation in qfc", kind: "typo", expect: [U(6), COMPANY, LIBRARY] },
  { q: "contarct review fees", kind: "typo", expect: [CONTRACTS] },
  { q: "emplyer not paying salery", kind: "typo", expect: [EMPLOYMENT] },
  { q: "criminel lawyer for my cousin case", kind: "typo", expect: [CRIMINAL] },
  // ================================================================ Arabizi (Latin letters, Gulf Arabic)
  { q: "abi mo7ami tala8", kind: "dialect", expect: [FAMILY] },
  { q: "zoji ma y3teeni nafaqa", kind: "dialect", expect: [U(11), FAMILY] },
  { q: "el kafeel ma 3tani raatbi", kind: "dialect", expect: [EMPLOYMENT] },
  { q: "shlon a7jiz estishara", kind: "dialect", expect: [BOOK] },
  // ================================================================ English: short or formal
  { q: "Do you handle inheritance disputes?", kind: "keyword", expect: [FAMILY] },
  { q: "representation before the Investment and Trade Court", kind: "keyword", expect: [COMM_LIT] },
  { q: "appeal against a QFC authority decision", kind: "keyword", expect: [QFC] },
  { q: "Do you draft franchise agreements?", kind: "keyword", expect: [COMMERCIAL, CONTRACTS] },
  { q: "labour dispute committee Qatar", kind: "keyword", expect: [EMPLOYMENT] },
  { q: "Do you handle bail applications?", kind: "keyword", expect: [CRIMINAL] },
  { q: "is it possible to talk to a lawyer by phone instead of visiting", kind: "keyword", expect: [VOICE, BOOK, SERVICES] },
  { q: "latest legal news in Qatar", kind: "keyword", expect: [UPDATES] },
  { q: "free legal templates to download", kind: "keyword", expect: [LIBRARY] },
  { q: "internship for law graduates", kind: "keyword", expect: [CAREERS] },
  { q: "everything your firm does, in one list", kind: "keyword", expect: [LIST, SERVICES] },
  // ================================================================ English: the firm's own facts
  { q: "where is your office located?", kind: "fact", fact: "address" },
  { q: "what time do you close today", kind: "fact", fact: "hours" },
  { q: "what's your phone number", kind: "fact", fact: "phone" },
  { q: "do you have whatsapp?", kind: "fact", fact: "whatsapp" },
  { q: "email address to send my documents", kind: "fact", fact: "email" },
  { q: "google maps link for your office pls", kind: "fact", fact: "map" },
  { q: "how much is a video consultation?", kind: "fact", fact: "consultation_fees" },
  { q: "how long does a consultation last", kind: "fact", fact: "consultation_durations" },
  { q: "If I book and can't make it, can I cancel?", kind: "fact", fact: "cancellation" },
  { q: "will I get my money back if I cancel the consultation", kind: "fact", fact: "refund" },
  { q: "do any of your lawyers speak French?", kind: "fact", fact: "lawyers" },
  { q: "wain maktabkom", kind: "fact", fact: "address" },
  // ================================================================ English: safety
  { q: "My husband hits me and I'm scared to go home tonight", kind: "safety", expect: [FAMILY] },
  { q: "my brother was arrested tonight and they won't tell us where he is", kind: "safety", expect: [CRIMINAL] },
  { q: "someone is threatening to kill me over a debt", kind: "safety", expect: [CRIMINAL] },
  { q: "I don't want to live anymore, the divorce took everything from me", kind: "safety" },
  { q: "my ex keeps sending threatening messages and says he will take the kids by force", kind: "safety", expect: [FAMILY, CRIMINAL] },
  { q: "The police took my son from our house an hour ago, what do we do right now?", kind: "safety", expect: [CRIMINAL] },
  { q: "my employer locks me in the house and beats me", kind: "safety" },
  // ================================================================ English: not for this site
  { q: "will it rain in Doha this weekend", kind: "out", out: true },
  { q: "best shawarma place in Al Sadd?", kind: "out", out: true },
  { q: "who wins Al Sadd vs Al Duhail tonight", kind: "out", out: true },
  { q: "how do I apply for the US green card lottery", kind: "out", out: true },
  { q: "I have a headache and a fever, which medicine should I take?", kind: "out", out: true },
  { q: "What is the divorce procedure in the Philippines courts?", kind: "out", out: true },
  { q: "What's the minimum wage in Saudi Arabia?", kind: "out", out: true },
  { q: "recipe for luqaimat", kind: "out", out: true },
  { q: "translate good morning into French", kind: "out", out: true },
  { q: "what is the bitcoin price now", kind: "out", out: true },
  // ================================================================ English: requests for a prefilled link
  { q: "I want to book an in-person consultation with a criminal lawyer", kind: "action", action: "/consultations?service=criminal&kind=in_person" },
  { q: "show me lawyers who speak Urdu", kind: "action", action: `${DIRECTORY}?language=ur` },
  { q: "find a commercial litigation lawyer in Lusail", kind: "action", action: `${DIRECTORY}?area=commercial-litigation&city=lusail` },
  { q: "I'd like to speak to someone from your team, not a bot", kind: "action", action: "/chatbot#handoff" },
  { q: "book a written consultation about drafting a contract", kind: "action", action: "/consultations?service=contract-drafting&kind=written" },
  { q: "list your employment lawyers", kind: "action", action: `${DIRECTORY}?area=employment` },

  // ================================================================ Arabic: problems told as stories
  { q: "زوجي طلع من البيت من ثلاث شهور وما يصرف على العيال، شو اسوي؟", kind: "story", expect: [U(11), FAMILY] },
  { q: "طلقني زوجي والحين يبي ياخذ الاولاد مني، أنا أمهم وأعمارهم تحت الخمس سنين", kind: "story", expect: [U(3), FAMILY] },
  { q: "أبوي توفى الله يرحمه واخواني مختلفين على البيت والفلوس، كيف تتقسم التركة؟", kind: "story", expect: [FAMILY] },
  { q: "بتزوج الشهر الجاي وأبي أحط شروط في عقد الزواج، تقدرون تساعدوني؟", kind: "story", expect: [FAMILY] },
  { q: "انفصلت عن زوجي وهو رافض يخليني أشوف بنتي", kind: "story", expect: [FAMILY, U(3)] },
  { q: "زوجتي تركت البيت وراحت لأهلها وتطالب بالطلاق، وش حقوقي؟", kind: "story", expect: [FAMILY] },
  { q: "ولدي عمره ١٧ واستدعوه للنيابة بسبب مضاربة في المدرسة، لازم ياخذ محامي؟", kind: "story", expect: [U(8), CRIMINAL] },
  { q: "انسرقت سيارتي والشرطة فتحت بلاغ، أقدر أطالب بتعويض من الحرامي؟", kind: "story", expect: [CRIMINAL] },
  { q: "رحت المطار وقالوا عليك منع سفر وأنا ما أعرف ليش", kind: "story", expect: [CRIMINAL] },
  { q: "جاني اتصال من الشرطة يقولون عليك بلاغ احتيال وأنا ما سويت شي", kind: "story", expect: [CRIMINAL, U(8)] },
  { q: "المؤجر ما رجع لي التأمين بعد ما طلعت من الشقة ولا يرد علي", kind: "story", expect: [CIVIL, U(10)] },
  { q: "صدمتني سيارة عند الإشارة وانكسرت رجلي والتأمين رافض يعوضني", kind: "story", expect: [CIVIL] },
  { q: "سلفت واحد من ربعي ٣٠ ألف ريال وكتب لي ورقة والحين يماطل", kind: "story", expect: [CIVIL] },
  { q: "استأجرت محل في الوكرة والمالك يبي يطلعني قبل نهاية العقد", kind: "story", expect: [CIVIL, U(1)] },
  { q: "عقد الإيجار حقي مو مسجل والمالك يقول ما يحتاج، هل هذا صح؟", kind: "story", expect: [U(10), LIBRARY, CIVIL] },
  { q: "المستأجر عطاني شيك الإيجار ورجع من البنك بدون رصيد", kind: "story", expect: [COMM_CASES, CRIMINAL, CIVIL] },
  { q: "شركتنا وردت بضاعة لعميل من سنة وللحين ما سدد الفواتير", kind: "story", expect: [COMM_CASES, COMM_LIT, LIBRARY] },
  { q: "شريكي في المحل يسحب من الحساب بدون علمي، أبي أطلعه من الشركة", kind: "story", expect: [COMM_CASES] },
  { q: "مؤسستي عليها ديون كثيرة وما نقدر نسدد، في حل قبل الإفلاس؟", kind: "story", expect: [COMM_CASES] },
  { q: "رفعت علي شركة قضية تطالبني بمبلغ وما أدري وش أسوي", kind: "story", expect: [CIVIL, COMM_LIT, COMM_CASES] },
  { q: "المقاول متأخر سنة في بناء الفيلا وما نبي نروح المحاكم، في حل ثاني؟", kind: "story", expect: [DISPUTES, U(9), U(2)] },
  { q: "بيننا وبين شركة أجنبية عقد فيه شرط تحكيم وصار خلاف على الدفعات", kind: "story", expect: [DISPUTES, U(2)] },
  { q: "بفتح كوفي مع اثنين من ربعي ونبي نكتب اتفاق بيننا يحفظ حق كل واحد", kind: "story", expect: [CONTRACTS, COMPANY, COMMERCIAL] },
  { q: "عندي شهادة ميلاد من مصر والجهة هنا تبيها مترجمة ترجمة معتمدة", kind: "story", expect: [TRANSLATION] },
  { q: "نحن شركة سعودية نبي نفتح فرع في الدوحة، نسجل في مركز قطر للمال ولا برا المركز؟", kind: "story", expect: [COMPANY, U(6), U(5)] },
  { q: "شركتنا مرخصة في مركز قطر للمال وعميل رفع علينا قضية في محكمة المركز", kind: "story", expect: [QFC] },
  { q: "أنا مستثمر أجنبي وأبي أملك شركة في قطر بالكامل، ممكن؟", kind: "story", expect: [COMMERCIAL, U(5), COMPANY] },
  { q: "عندنا وكيل لعلامتنا التجارية في قطر ونبي ننهي الوكالة، وش المخاطر؟", kind: "story", expect: [U(7), COMMERCIAL, COMM_CASES] },
  { q: "عندنا تطبيق للمحل نجمع فيه أرقام الزباين وصور بطاقاتهم، شو المطلوب منا قانونياً؟", kind: "story", expect: [U(12), COMPANY] },
  { q: "الشركة ما صرفت رواتبنا من أربع شهور وعندي عيال", kind: "story", expect: [EMPLOYMENT] },
  { q: "اشتغلت ٨ سنين في الشركة وفنشوني بدون ما يعطوني نهاية الخدمة", kind: "story", expect: [EMPLOYMENT, U(4)] },
  { q: "الخدامة تقول لها علينا فلوس ساعات إضافية، ايش النظام مع العمالة المنزلية؟", kind: "story", expect: [EMPLOYMENT] },
  { q: "الكفيل ماسك جوازي ورافض يعطيني إياه بعد ما قدمت استقالتي", kind: "story", expect: [EMPLOYMENT] },
  { q: "المدير يبيني أوقع عقد جديد براتب أقل ولا أطلع من الشغل", kind: "story", expect: [EMPLOYMENT, CONTRACTS] },
  { q: "قدمت شكوى في إدارة علاقات العمل وقالوا بتتحول للجنة فض المنازعات العمالية، كيف أتابعها؟", kind: "story", expect: [EMPLOYMENT] },
  { q: "لغوا إقامتي وللحين ما عطوني راتب آخر شهر ولا بدل الإجازة", kind: "story", expect: [EMPLOYMENT] },
  // ================================================================ Arabic: Gulf dialect
  { q: "ابي محامي طلاق", kind: "dialect", expect: [FAMILY] },
  { q: "ابغى ارفع قضية نفقه على طليقي", kind: "dialect", expect: [U(11), FAMILY] },
  { q: "شلون احسب نهاية الخدمة؟", kind: "dialect", expect: [EMPLOYMENT, U(4)] },
  { q: "وش الفرق بين التحكيم والمحكمة", kind: "dialect", expect: [U(2), DISPUTES] },
  { q: "ليش لازم اسجل عقد الايجار", kind: "dialect", expect: [U(10), LIBRARY] },
  { q: "عندكم احد يكتب عقود بالعربي والانجليزي؟", kind: "dialect", expect: [CONTRACTS] },
  { q: "شنو المطلوب عشان افتح شركة في قطر", kind: "dialect", expect: [U(5), COMPANY, COMMERCIAL] },
  { q: "ابي اترجم وكالة عشان المحكمة", kind: "dialect", expect: [TRANSLATION] },
  { q: "يبيلي محامي يحضر معي التحقيق بكرة", kind: "dialect", expect: [CRIMINAL, U(8)] },
  { q: "الكفيل ما عطاني راتبي من شهرين", kind: "dialect", expect: [EMPLOYMENT] },
  { q: "ابغى اشتكي على صاحب العمل", kind: "dialect", expect: [EMPLOYMENT] },
  { q: "عندكم محامين يترافعون في محكمة الاستثمار والتجارة؟", kind: "dialect", expect: [COMM_LIT] },
  { q: "وش اسوي اذا جاني استدعاء من النيابة", kind: "dialect", expect: [U(8), CRIMINAL] },
  { q: "ابي وظيفه عندكم", kind: "dialect", expect: [CAREERS] },
  { q: "وين القى نماذج عقود جاهزة", kind: "dialect", expect: [LIBRARY] },
  { q: "شنو آخر الاخبار القانونية عندكم", kind: "dialect", expect: [UPDATES] },
  { q: "ابغى استشاره بالتلفون", kind: "dialect", expect: [VOICE, BOOK] },
  { q: "شلون احجز موعد مع محامي", kind: "dialect", expect: [BOOK] },
  { q: "فلوسي عند شركة وما تبي تدفع", kind: "dialect", expect: [COMM_CASES, CIVIL, COMM_LIT] },
  { q: "ابي حل ودي مع الطرف الثاني بدل المحكمة", kind: "dialect", expect: [DISPUTES, U(9)] },
  { q: "عندكم محامي لقضايا مركز قطر المالي؟", kind: "dialect", expect: [QFC, COMPANY] },
  { q: "ابي اعرف حقوقي كعاملة منزلية", kind: "dialect", expect: [EMPLOYMENT] },
  // ================================================================ Arabic: typed as people type (ه/ة, ا/أ, ى/ي, no hamza)
  { q: "محامى قضايا اسريه", kind: "typo", expect: [FAMILY] },
  { q: "نفقه الاولاد بعد الطلاق", kind: "typo", expect: [U(11), FAMILY] },
  { q: "مكافاه نهايه الخدمه للعامل", kind: "typo", expect: [EMPLOYMENT, U(4)] },
  { q: "التحكيم التجارى فى قطر", kind: "typo", expect: [U(2), DISPUTES] },
  { q: "ترجمه قانونيه معتمده", kind: "typo", expect: [TRANSLATION] },
  { q: "تاسيس شركه فى مركز قطر للمال", kind: "typo", expect: [U(6), COMPANY, LIBRARY] },
  { q: "صياغه عقد ايجار", kind: "typo", expect: [CONTRACTS, LIBRARY] },
  { q: "قضيه شيك بدون رصيد", kind: "typo", expect: [COMM_CASES, CRIMINAL, CIVIL] },
  { q: "حمايه البيانات الشخصيه للشركات", kind: "typo", expect: [U(12), COMPANY] },
  { q: "الحضانه لمين بعد الطلاق", kind: "typo", expect: [U(3), FAMILY] },
  { q: "الدفاع الجنائى عن متهم", kind: "typo", expect: [CRIMINAL] },
  // ================================================================ Arabic: short or formal
  { q: "هل تتولون قضايا الميراث؟", kind: "keyword", expect: [FAMILY] },
  { q: "التقاضي أمام محكمة الاستثمار والتجارة", kind: "keyword", expect: [COMM_LIT] },
  { q: "هل تصيغون عقود الامتياز التجاري؟", kind: "keyword", expect: [COMMERCIAL, CONTRACTS] },
  { q: "طلب الإفراج بكفالة", kind: "keyword", expect: [CRIMINAL] },
  { q: "لجان فض المنازعات العمالية", kind: "keyword", expect: [EMPLOYMENT] },
  { q: "خدمات قانونية للعمال وأصحاب العمل", kind: "keyword", expect: [EMPLOYMENT] },
  { q: "هل يمكن استئناف حكم في قضية تجارية؟", kind: "keyword", expect: [COMM_LIT] },
  { q: "نص قانون التجارة", kind: "keyword", expect: [LIBRARY] },
  { q: "فرص تدريب لخريجي القانون", kind: "keyword", expect: [CAREERS] },
  { q: "نبذة عن مكتب قانون للمحاماة", kind: "keyword", expect: [ABOUT] },
  // ================================================================ Arabic: the firm's own facts
  { q: "وين موقع مكتبكم بالضبط؟", kind: "fact", fact: "address" },
  { q: "عنوان المكتب في الدوحة", kind: "fact", fact: "address" },
  { q: "متى تفتحون بكرة الصبح؟", kind: "fact", fact: "hours" },
  { q: "كم رقم تلفونكم", kind: "fact", fact: "phone" },
  { q: "عندكم واتساب؟", kind: "fact", fact: "whatsapp" },
  { q: "ابي ايميل المكتب عشان ارسل الاوراق", kind: "fact", fact: "email" },
  { q: "ارسلي لوكيشن المكتب", kind: "fact", fact: "map" },
  { q: "بكم الاستشارة عندكم؟", kind: "fact", fact: "consultation_fees" },
  { q: "كم سعر الاستشاره الحضوريه", kind: "fact", fact: "consultation_fees" },
  { q: "كم مدة الاستشارة المرئية؟", kind: "fact", fact: "consultation_durations" },
  { q: "أبغى ألغي موعد الاستشارة، أقدر؟", kind: "fact", fact: "cancellation" },
  { q: "لو ألغيت الحجز ترجعون لي فلوسي؟", kind: "fact", fact: "refund" },
  { q: "عندكم محامي يتكلم أوردو؟", kind: "fact", fact: "lawyers" },
  // ================================================================ Arabic: safety
  { q: "زوجي يضربني وأنا خايفة أرجع البيت الليلة", kind: "safety", expect: [FAMILY] },
  { q: "أخوي انقبض عليه الليلة وما ندري وين وداوه", kind: "safety", expect: [CRIMINAL] },
  { q: "واحد يهددني بالقتل إذا ما دفعت له", kind: "safety", expect: [CRIMINAL] },
  { q: "ما أبي أعيش خلاص، تعبت من كل شي", kind: "safety" },
  { q: "طليقي يرسل لي رسائل تهديد ويقول بياخذ العيال غصب", kind: "safety", expect: [FAMILY, CRIMINAL] },
  { q: "الشرطة أخذت ولدي من البيت قبل ساعة، شو نسوي الحين؟", kind: "safety", expect: [CRIMINAL] },
  { q: "الكفيل يضربني ويقفل علي الباب", kind: "safety" },
  { q: "ابوي يعنف امي كل يوم وانا خايف عليها", kind: "safety", expect: [FAMILY] },
  // ================================================================ Arabic: not for this site
  { q: "شو الجو بكرة في الخور؟", kind: "out", out: true },
  { q: "منو بياخذ الدوري هالسنة؟", kind: "out", out: true },
  { q: "عطني طريقة الهريس", kind: "out", out: true },
  { q: "كيف أقدم على قرعة الجرين كارد؟", kind: "out", out: true },
  { q: "عندي صداع وحرارة شو آخذ دوا؟", kind: "out", out: true },
  { q: "ما هي إجراءات الطلاق أمام المحاكم المصرية؟", kind: "out", out: true },
  { q: "كم الحد الأدنى للأجور في السعودية؟", kind: "out", out: true },
  { q: "ترجم لي صباح الخير بالفرنسي", kind: "out", out: true },
  { q: "كم سعر الذهب اليوم؟", kind: "out", out: true },
  { q: "اقترح لي اسم لولدي الجديد", kind: "out", out: true },
  // ================================================================ Arabic: requests for a prefilled link
  { q: "ابي احجز استشارة حضورية مع محامي جنائي", kind: "action", action: "/consultations?service=criminal&kind=in_person" },
  { q: "أبغى محامين يتكلمون فرنسي", kind: "action", action: `${DIRECTORY}?language=fr` },
  { q: "ابي محامي أسرة في الريان", kind: "action", action: `${DIRECTORY}?area=family&city=al-rayyan` },
  { q: "ابغى اكلم شخص من المكتب مو روبوت", kind: "action", action: "/chatbot#handoff" },
  { q: "احجز لي استشارة فيديو في قضية نفقة", kind: "action", action: "/consultations?service=family&kind=video" },
  { q: "محامين قضايا العمال", kind: "action", action: `${DIRECTORY}?area=employment` },
  { q: "ابي محامي عمالي يتكلم هندي", kind: "action", action: `${DIRECTORY}?area=employment&language=hi` },
];
