/**
 * The bilingual concept map of the assistant (issues 11 and 27 §1): each concept is one idea with the
 * words people in Qatar use for it, in English, Modern Standard Arabic and Gulf dialect (ابي/وين/ما عطاني,
 * كفيل, فلوسي, قبضوا عليه), and where on the site it points: the practice areas whose service pages treat
 * it (`areas`) and other pages (`pages`). A question's word and a page's word meet when they fall in the
 * same concept, whatever the language or spelling; a concept that points to an area also lifts that
 * area's service page in the ranking, so "الكفيل ما عطاني راتبي" reaches the employment page even though
 * the page says "صاحب العمل" and "الأجور". `area` is the one area a request about it books or filters by.
 *
 * Words are folded and stemmed like every text (./text.ts), so one spelling per stem is enough; a
 * phrase (two words or more) counts only as a whole ("ما دفع", "end of service"), never through one of
 * its words. `subject: false` marks concepts that say what kind of answer is wanted (fees, documents,
 * steps), not what the question is about: they weigh like any word, not like a legal subject.
 * Keep it obvious: a word that means two things belongs to the concept a client of a law firm means.
 */
export interface Concept {
  id: string;
  area?: string;
  areas?: string[];
  pages?: string[];
  subject?: false;
  /** A passage must name it too, or it does not answer the question (another country's law). */
  required?: true;
  words: string[];
}

const W = (s: string) => s.split("|");

/**
 * Another country's law is not this firm's to answer ("divorce in India", "الطلاق في مصر"): the country
 * named after "in"/"في" or with "law"/"قانون", not a nationality in a story ("my Indian driver").
 */
const COUNTRIES: [string, string][] = [
  ["india", "الهند"], ["pakistan", "باكستان"], ["egypt", "مصر"], ["jordan", "الاردن"], ["lebanon", "لبنان"], ["syria", "سوريا"], ["sudan", "السودان"],
  ["saudi arabia", "السعودية"], ["saudi", "السعوديه"], ["uae", "الامارات"], ["dubai", "دبي"], ["kuwait", "الكويت"], ["bahrain", "البحرين"], ["oman", "عمان"],
  ["the uk", "بريطانيا"], ["england", "انجلترا"], ["the us", "امريكا"], ["usa", "الولايات المتحدة"], ["america", "أمريكا"], ["canada", "كندا"],
  ["france", "فرنسا"], ["germany", "المانيا"], ["japan", "اليابان"], ["china", "الصين"], ["philippines", "الفلبين"], ["nepal", "نيبال"],
  ["bangladesh", "بنغلاديش"], ["sri lanka", "سريلانكا"], ["kenya", "كينيا"], ["turkey", "تركيا"], ["iran", "ايران"], ["australia", "استراليا"],
];
const FOREIGN = COUNTRIES.flatMap(([en, ar]) => [`in ${en}`, `${en} law`, `law of ${en}`, `laws of ${en}`, `في ${ar}`, `قانون ${ar}`]);

export const CONCEPTS: Concept[] = [
  { id: "divorce", area: "family", words: W("divorce|divorced|divorcing|separation|khula|talaq|طلاق|طلق|طلقني|يطلقني|يطلق|تطلق|تطلقت|مطلقة|طليقي|طليقتي|طليقها|خلع|اخلع|انفصال|تفريق") },
  { id: "children", area: "family", words: W("boys|girls|my boys|my girls|schooling|school fees|ولدي|بناتي|بنات|ولد|children|child|kids|kid|son|daughter|sons|daughters|أطفال|طفل|طفلين|أولاد|عيال|عيالي|العيال|ابني|بنتي|البنات|عياله|الأبناء|محضون") },
  { id: "custody", area: "family", words: W("haven't seen|have not seen|won't let me see|not let me see|took the kids|took the children|took our|ما يخليني اشوفهم|ابيهم عندي|custody|guardianship|visitation|visit the kids|see my kids|see the kids|see my children|حضانة|ولاية|رؤية|رؤية الأطفال|زيارة الأطفال|اشوفهم|اشوف عيالي|حضانه") },
  { id: "alimony", area: "family", words: W("stopped sending|not sending money|doesn't send money|does not send money|make him pay|pay every month|monthly support|ما يرسل|مايرسل|ما يبعت|مبيبعتش|ما يبعث|مصاريف|مصروف|ينفق علينا|يصرف علينا|مبيصرفش|ما بيصرف|مش بيصرف|ما يصرف|مايصرف|بيصرف|مش بيصرف|ما بيصرف|مابيصرف|pay for the children|pays for the kids|support the kids|ما يصرف عليهم|يصرف عليهم|alimony|maintenance|nafaqa|nafaga|child support|support payments|نفقة|نفقه|مؤخر|مهر|dowry|يصرف على|ما يصرف|مصروف العيال|مصاريف العيال") },
  { id: "family", area: "family", words: W("ex husband|ex wife|my ex|stepmother|stepfather|in-laws|parents' house|اهلها|بيت اهلها|family law|family court|family case|family matter|family lawyer|family dispute|family problem|family problems|family issue|family issues|family home|marriage|married|wife|husband|ex-husband|ex-wife|personal status|أسرة|اسري|أسرية|عائلة|عائلي|زواج|زوجة|زوجتي|زوج|زوجي|رجلي|حرمتي|ابو عيالي|ام عيالي|أحوال شخصية") },
  { id: "inheritance", area: "civil", areas: ["family", "civil"], words: W("died|dies|death|deceased|passed|left a house|savings|divided|divide|heir|توفى|خلف|ميراثه|inheritance|inherit|estate|heirs|will|probate|passed away|what he left|split what|ميراث|ورث|الورث|إرث|تركة|ورثة|وصية|حصر إرث|توفي|مات ابوي|قسمة|تقسيم") },
  { id: "labour", area: "employment", areas: ["employment"], words: W("annual leave|leave days|vacation pay|sick leave|minimum wage|اجازة سنوية|الاجازة السنوية|اجازتي|اجازاتي|اجازة مرضية|الحد الادنى للاجور|الحد الأدنى للرواتب|الحد الادنى للرواتب|hasn't paid me|has not paid me|haven't been paid|have not been paid|not been paid|hasn't paid my salary|unpaid salary|late salary|boss|sacked|sack|fire me|laid me off|payslip|payslips|my manager|the manager|المدير|مديري|الشغل|اشتغل عند|استلمت راتبي|ما استلمت|labour|labor|employment|employer|employers|employee|employees|worker|workers|staff|dismissal|dismissed|fired|terminated|termination|laid off|let me go|let go|resign|resignation|salary|salaries|wage|wages|unpaid wages|end of service|gratuity|overtime|sponsor|kafeel|kafala|work permit|عمل|عمال|عامل|عمالية|عمالة|موظف|موظفين|فصل|فصلني|فصلوني|فصل تعسفي|فنش|فنشوني|فنشوا|طردوني|انهاء خدمات|إنهاء الخدمة|استقالة|استقلت|راتب|راتبي|رواتب|معاش|أجر|أجور|اجور|نهاية الخدمة|نهاية خدمة|مكافأة نهاية الخدمة|مستحقاتي|كفيل|الكفيل|كفيلي|صاحب العمل|صاحب الشغل|الشركة اللي اشتغل|اشتغل|اشتغلت|شغلي|دوام اضافي|اضافي") },
  { id: "domestic", area: "employment", areas: ["employment"], words: W("maid|housemaid|domestic worker|domestic workers|nanny|driver|recruitment office|recruitment agency|ran away|absconded|absconding|خادمة|خدامة|الخدامه|شغالة|الشغاله|عاملة منزلية|عمالة منزلية|سايق|سائق خاص|مكتب استقدام|مكتب الاستقدام|هربت|هروب|بلاغ هروب") },
  // Road accidents, injuries and the insurer's refusal: a civil claim for compensation.
  { id: "accident", area: "civil", areas: ["civil"], words: W("hit and run|drove off|صدمته|صدمتها|صدمه|صدمها|صدم سيارتي|صدمت سيارتي|وشرد|وهرب|accident|crash|crashed|collision|rear-ended|rear ended|hit me|hit my car|injury|injuries|injured|broke my|insurer|insurance company|insurance refuses|hospital bills|medical bills|حادث|حادث سير|حادث مروري|صدمني|صدمتني|صدموني|صدم سيارتي|اصابة|اصابات|انكسرت|كسر|شركة التأمين|التأمين رافض|فواتير المستشفى") },
  // Building work and property: a contractor who did not finish, a neighbour's wall on one's land, a car dealer.
  { id: "building", area: "civil", areas: ["civil"], words: W("contractor|builder|renovation|renovate|renovating|construction|built|cracks|defects|advance payment|neighbour|neighbor|boundary|my land|plot|used car|car dealer|showroom|odometer|refuses to take it back|مقاول|المقاول|ترميم|بناء|بنى|تشققات|عيوب|جاري|الجيران|جار|جدار|أرضي|ارضي|قطعة أرض|حدود الأرض|سيارة مستعملة|معرض|المعرض|عداد|يرفض استرجاعها") },
  // A claim or a warning letter against the person: defending a money claim.
  { id: "claimAgainst", area: "civil", areas: ["civil", "commercial-cases", "commercial-litigation"], words: W("filed a case against me|case against me|sued me|suing me|claim against me|demand letter|legal notice|warning letter|رفع علي|رفعوا علي|رافعين علي|دعوى ضدي|قضية ضدي|سترفع دعوى|إنذار|انذار|تطالبني|يطالبني|مطالبة ضدي") },
  { id: "rent", area: "civil", areas: ["civil"], words: W("rent|rental|lease|tenant|landlord|eviction|evict|deposit|apartment|flat|إيجار|مستأجر|مؤجر|المؤجر|المالك|صاحب البيت|صاحب الشقة|الشقة|شقه|إخلاء|يطلعني|طلعني|طردني من|التأمين|عقد إيجار") },
  { id: "debt", area: "civil", areas: ["civil", "commercial-cases"], words: W("lent|lend|lending|borrow|pay me back|blocked me|signed paper|سلفت|سلفته|استلفت|استلف مني|ورقة بخط يده|انذار|باقي المبلغ|debt|debts|loan|borrowed|owed|owes|owe|compensation|damages|collect|collection|recover|money back|my money|invoice|invoices|دين|ديون|قرض|سلف|سلفة|متسلف|استلف|تسلف|فلوس|فلوسي|فلوسنا|مستحقات|مستحقاتنا|مطالبة مالية|تعويض|تحصيل|احصلها|نحصلها|فاتورة|فواتير|رجعها|يرجع فلوسي|مبالغ") },
  { id: "unpaid", subject: false, areas: ["civil", "commercial-cases"], words: W("unpaid|not paid|has not paid|have not paid|hasn't paid|haven't paid|didn't pay|did not pay|never paid|stopped paying|refuses to pay|won't pay|ما دفع|ما دفعت|ما دفعوا|ما يدفع|ما تدفع|ما سدد|ما سددوا|لم يدفع|لم يسدد|غير مسددة|غير مدفوعة|متأخرات|ما عطاني|ما عطوني|ما عطونا|ما اعطاني|ما رجعها|ما رجع") },
  // A partner who does not pay in, one to remove, one leaving with a share: a dispute between partners (commercial cases).
  { id: "partners", area: "commercial-cases", areas: ["commercial-cases", "commercial", "company-services"], words: W("اطلع من الشراكة|أطلع من الشراكة|اخرج من الشراكة|انسحب من الشركة|نطلعه من الشركة|نخرجه من الشركة|اخذ حصتي|آخذ حصتي|حصتي في الشركة|لا يدفع حصته|ما يدفع حصته|خلاف بين الشركاء|خلاف مع شريكي|exit the partnership|leave the partnership|remove a partner|remove him as a partner|kick out a partner|buy me out|buy out my share|partner won't pay|partner refuses to pay|dispute with my partner|dispute between partners") },
  { id: "cheque", area: "commercial-cases", areas: ["criminal", "commercial-cases"], words: W("cheque|cheques|check bounced|bounced|bounce|bounced check|bounced cheque|dishonoured cheque|شيك|شيكات|بدون رصيد|شيك مرتجع|شيك راجع|مرتجع|ارتجاع") },
  { id: "questioning", area: "criminal", areas: ["criminal"], words: W("البوليس|بوليس|اقوالي|أقوالي|اخذ اقوالي|ياخدو اقوالي|ياخذون اقوالي|take my statement|give a statement|questioning|interrogation|interrogated|summoned|summons|investigation|answer questions|called me in|come in for questions|تحقيق|التحقيق|استدعاء|استدعوني|استدعيت|استجواب|النيابة|النيابه|بلاغ|بلاغ ضدي|شكوى ضدي|اشتكى علي") },
  { id: "rights", subject: false, words: W("rights|right|حقوق|حقوقي|حق") },
  { id: "represent", subject: false, words: W("represent|representation|representing|تمثيل|تمثلون|يمثل|تمثل|نمثل|يمثلني") },
  { id: "sign", subject: false, words: W("sign|signing|signed|توقيع|اوقع|يوقع|التوقيع") },
  { id: "criminal", area: "criminal", areas: ["criminal"], words: W("embezzle|embezzled|embezzlement|breach of trust|moved money into his own account|stole from the company|convicted|conviction|suspended sentence|sentenced|verdict|bale|اختلاس|اختلس|خيانة الأمانة|خيانة امانة|مدان|ادانة|إدانة|حكم بالسجن|حكم جنائي|fraud|defrauded|conned|cheated|report it|file a report|filed a complaint|complaint against me|نصب علي|نصاب|اقدم بلاغ|criminal|crime|crimes|police|arrest|arrested|picked up|detained|detention|jail|prison|prosecution|prosecutor|bail|charge|charged|accused|theft|stolen|stole|scam|scammed|assault|blackmail|travel ban|جنائي|جنائية|جنايات|جناية|جنحة|جريمة|جرائم|شرطة|الشرطه|مخفر|قبض|قبضوا|قبضوا عليه|مسكوه|مسكوني|موقوف|محبوس|نيابة|كفالة|تهمة|اتهموني|متهم|سرقة|سرقوا|سرقه|احتيال|نصب|اعتداء|ابتزاز|حبس|سجن|انسجن|منع من السفر|منعوني من السفر|منع سفر") },
  { id: "trade", area: "commercial", areas: ["commercial", "commercial-cases", "commercial-litigation"], words: W("supplier|suppliers|supply|supplied|shipment|shipments|the goods|our goods|of goods|goods to|merchandise|delivered|delivery|ordered|purchase order|trading|trader|merchant|distributor|agency agreement|commercial agency|مورد|موردين|بضاعة|بضايع|شحنة|توريد|ورّدنا|وردنا|تاجر|تجارة|مقاولات|مقاول|محل تجاري|وكالة تجارية|الوكالة|موزع") },
  // Harm done online to a person (an account hacked, private photos posted, insults and defamation in a group):
  // a complaint under the cybercrime law, which the criminal defence and complaints service handles.
  { id: "online", area: "criminal", areas: ["criminal"], words: W("hacked my|hacked into my|my account was hacked|account hacked|instagram|snapchat|tiktok|facebook|social media|posted my|posting my|private photos|private pictures|fake account|defamation|defamed|slander|libel|insulted me|cursing me|هكر|هكروا|تهكير|اخترق حسابي|اخترقوا حسابي|حسابي|انستقرام|انستغرام|سناب|سناب شات|تيك توك|فيسبوك|تويتر|مواقع التواصل|السوشيال ميديا|حساب وهمي|صوري الخاصة|نشر صوري|سبني|سبوني|يسبني|شتمني|شتموني|يشتمني|قذف|قذفني|تشهير|شهر فيني|شهروا فيني|سب وقذف|سب وشتم|الجرائم الإلكترونية|جرائم إلكترونية|cybercrime|cyber crime") },
  // Personal data a business collects or leaked: the data-protection law (a company's duty).
  { id: "dataProtection", area: "company-services", areas: ["company-services"], words: W("people's info|people's information|patient files|patients' files|customer details|customers' details|her details|his details|personal details|passed her details|phone numbers and home addresses|phone numbers and addresses|ارقام جوالات الزباين|ارقام الزباين|ارقام العملاء|عناوين الزباين|عناوينهم|بيانات الناس|ملفات المرضى|personal data|customer data|customers' data|data protection|data leak|data leaked|leaked|hacked|breach|privacy law|id copies|حماية البيانات|البيانات الشخصية|بيانات العملاء|بيانات الزباين|تسريب|تسربت|اختراق|اخترقوا|صور بطاقاتهم|ارقام الزباين") },
  // Money trouble of a business: bankruptcy, a composition with creditors, restructuring (the commercial cases service).
  { id: "insolvency", area: "commercial-cases", areas: ["commercial-cases"], words: W("bankruptcy|bankrupt|insolvency|insolvent|creditors|restructuring|composition with creditors|إفلاس|افلاس|مفلس|مفلسة|الدائنين|الدائنون|الصلح الواقي|صلح واقي|إعادة الهيكلة|اعادة هيكلة|تعثر الشركة") },
  { id: "franchise", area: "commercial", areas: ["commercial", "contract-drafting"], words: W("brand owner|international brand|well-known brand|under a brand|under their brand|upfront fees|franchise|franchising|franchisee|franchisor|brand licence|brand license|امتياز تجاري|الامتياز التجاري|فرنشايز|فرانشايز|وكالة علامة") },
  { id: "company", area: "company-services", areas: ["company-services"], words: W("register a company|kind of company|type of company|which company type|open a business|start a business|opening a branch|open a branch|a branch in|sell his half|sell his share|sell her share|sell my share|his shares|capital of the company|share capital|تأسيس شركة|افتح شركة|أفتح شركة|اسجل شركة|نوع الشركة|فتح فرع|فرع في|راس مال الشركة|رأس مال الشركة|راس المال|شريك جديد|ادخل شريك|يبيع حصته|بيع حصته|ذات مسؤولية محدودة|ذات المسؤولية المحدودة|limited liability|partner|partners|partnership|co-owner|company|companies|corporate|business|llc|startup|shareholder|shareholders|commercial registration|incorporation|formation|set up a company|open a company|شركة|شركات|مؤسسة|تجاري|سجل تجاري|تأسيس|مساهم|شركاء|شريك|افتح شركة|اسوي شركة|نفتح مشروع|مشروع") },
  { id: "contract", area: "contract-drafting", words: W("contract|contracts|agreement|agreements|drafting|draft|review|nda|non disclosure|non-disclosure|confidentiality agreement|عدم إفصاح|عدم الافصاح|عدم افصاح|unlimited liability|liability clause|payment terms|in writing|عقد|عقود|اتفاق|اتفاقية|اتفاقيات|صياغة|تصيغون|يصيغ|نصيغ|مراجعة|يراجع|تراجع|تراجعون|بنود|نكتب اتفاق") },
  { id: "litigation", words: W("court|courts|litigation|lawsuit|sue|case|claim|appeal|hearing|judge|judgment|محكمة|محاكم|دعوى|دعاوى|قضية|قضايا|قضيه|تقاضي|استئناف|جلسة|قاضي|رفع دعوى|ارفع قضية|حكم") },
  { id: "arbitration", area: "dispute-resolution", words: W("neutral person|neutral third party|someone neutral|mediator|help us agree|وسيط|طرف محايد|شخص محايد|حل ودي|بشكل ودي|بدل المحكمة|بدل المحاكم|بدون المحكمة|بدون محاكم|خارج المحكمة|argue|arguing|argument|quarrel|settle|settle it|faster way|amicably|out of court|بالتفاهم|تفاهم|وديا|ودي|بالحسنى|ما نبي نوصل للمحكمة|arbitration|mediation|settlement|dispute|disputes|negotiation|disagree|cannot agree|fight|تحكيم|وساطة|تسوية|نزاع|نزاعات|منازعات|صلح|ودية|resolve|resolving|تحلون|حل النزاع|بدون محكمة|without court|خلاف|مختلفين|نختلف") },
  { id: "qfc", area: "qfc-litigation", words: W("qfc|qicdrc|qatar financial centre|qatar financial center|financial centre|مركز قطر للمال|قطر للمال|مركز قطر المالي|قطر المالي|مركز قطر الدولي للتوفيق والتحكيم") },
  { id: "translation", area: "legal-translation", areas: ["legal-translation"], words: W("مختوم|مختومة|ختم السفارة|سفارتنا طلبت|السفارة طلبت|embassy asked for|embassy wants|embassy needs|attestation|attested|apostille|accepted here|تصديق|مصدق|مصدقة|تصديق السفارة|wants it in arabic|want it in arabic|needs it in arabic|need it in arabic|in arabic for the|into arabic|into english|يبونها بالعربي|يبونه بالعربي|translation|translations|translate|translated|translating|translator|certified|ترجمة|ترجمه|ترجمات|مترجم|مترجمة|معتمدة|يترجم|ترجمها|اترجم|نترجم|تترجم|تترجمون|يترجمون|ترجمت|ترجمتها|ترجموا") },
  { id: "fee", subject: false, words: W("fee|fees|cost|costs|price|prices|charge|pay|payment|how much|expensive|cheap|qar|riyal|رسوم|رسم|تكلفة|كلفة|سعر|أسعار|أتعاب|بكم|كم السعر|ريال|دفع|مبلغ|كم تاخذون") },
  { id: "documents", subject: false, words: W("documents|document|papers|paperwork|bring|required|requirements|id|passport|مستندات|مستند|وثائق|أوراق|ورق|المطلوبة|أحضر|جواز|بطاقة") },
  { id: "duration", subject: false, words: W("long|duration|time|takes|take|weeks|days|months|مدة|وقت|يستغرق|تستغرق|تاخذ|ياخذ|أيام|أسابيع|شهور") },
  { id: "steps", subject: false, words: W("steps|process|procedure|how does it work|start|خطوات|إجراءات|طريقة|كيف تتم|مراحل|أبدأ|تعمل|يعمل|آلية|work|works") },
  { id: "lawyer", subject: false, words: W("lawyer|lawyers|attorney|attorneys|advocate|counsel|solicitor|محامي|محامية|محامين|محاميه|محامٍ|مستشار قانوني|محاماة") },
  { id: "consultation", subject: false, words: W("consultation|consult|appointment|book|booking|meeting|advice|session|استشارة|استشاره|موعد|حجز|احجز|مقابلة|جلسة استشارية") },
  { id: "voice", subject: false, words: W("voice|call|phone|telephone|مكالمة|اتصال|هاتف|تلفون|صوتية") },
  { id: "voiceNote", subject: false, pages: ["/voice-consultation"], words: W("تسجيل صوتي|رسالة صوتية|رساله صوتيه|فويس|ما بعرف اكتب|ما اعرف اكتب|voice note|voice message|voice recording|record my voice|can't write|cannot write well") },
  { id: "video", subject: false, words: W("video|zoom|online|فيديو|مرئية|أونلاين|عن بعد") },
  { id: "inperson", subject: false, pages: ["/contact", "/about"], words: W("in person|office|visit|address|location|where are you|where is your office|حضوري|حضورية|مكتب|المكتب|مكتبكم|زيارة|عنوان|عنوانكم|موقع|موقعكم|لوكيشن|مقركم|وين مكتبكم|وين مقركم|وين موقعكم") },
  { id: "written", subject: false, words: W("written|writing|email question|مكتوبة|مكتوب|كتابي|كتابية") },
  { id: "about", subject: false, pages: ["/about"], words: W("about|who are you|values|firm|قيم|قيمنا|من انتم|من أنتم|مكتبكم|مكتب المحاماة|نبذة") },
  { id: "services", subject: false, words: W("services|service|offer|provide|خدمات|خدمة|خدماتكم") },
  // The lawyers' directory: a list to choose from oneself (the directory answers, not a service page).
  { id: "directory", subject: false, pages: ["/browse-law-firms"], words: W("list of lawyers|lawyers list|lawyer directory|lawyers directory|choose a lawyer|pick a lawyer|choose my own lawyer|قائمة محامين|قايمة محامين|قائمة المحامين|قايمة المحامين|دليل المحامين|اختار محامي|اختار المحامي|اختار منها") },
  { id: "allServices", subject: false, pages: ["/services/comprehensive-list", "/services"], words: W("what services|which services|services do you offer|services you offer|ما هي خدماتكم|وش خدماتكم|شو خدماتكم|ايش خدماتكم|وش تقدمون|ايش تقدمون|شو بتقدموا|in one list|full list|complete list|all your services|everything you do|everything your firm does|كل خدماتكم|جميع خدماتكم|قائمة الخدمات|قائمة كاملة") },
  { id: "hours", subject: false, pages: ["/contact"], words: W("hours|open|opening|working hours|when|closed|friday|saturday|دوام|ساعات العمل|مفتوح|فاتحين|الجمعة|السبت") },
  { id: "contact", subject: false, pages: ["/contact"], words: W("contact|email|reach|message|تواصل|اتصل|التواصل|بريد|إيميل|رسالة|رسائل|راسل|reply|replies|respond|response|ترد|تردون|الرد|يرد") },
  { id: "careers", subject: false, pages: ["/careers"], words: W("اتدرب|أتدرب|تدريب عملي|متدرب|حديث التخرج|لسه متخرج|متخرج جديد|fresh graduate|training contract|السي في|سي في|السيفي|سيفي|resume|اقدم عندكم|اشتغل عندكم|ashteghil|wazayif|wazifa|وظايف|job|jobs|career|careers|vacancy|vacancies|hiring|internship|trainee|graduate|cv|وظيفة|وظائف|توظيف|شاغرة|تدريب|متدرب|تخرجت|خريج|كلية القانون|اقدم على وظيفة|تبون محامين|سيرة ذاتية") },
  { id: "updates", subject: false, words: W("news|update|updates|new law|amendment|changed|decree|مستجدات|تحديثات|قانون جديد|تعديل|تعديلات|مرسوم|أخبار|latest|recent|آخر|أحدث|جديد") },
  { id: "library", subject: false, pages: ["/legal-library"], words: W("أحكام قضائية|احكام قضائيه|أحكام المحاكم|سوابق قضائية|ملخصات|case law|precedents|court judgments|past judgments|library|template|templates|form|download|law text|full text|text of the law|code|نص|مكتبة|نموذج|نماذج|تحميل|نص القانون") },
  { id: "english", subject: false, words: W("english|انجليزي|إنجليزي|انجليزية|الإنجليزية|انقليزي|انجلش|بالانجليزي") },
  { id: "arabic", subject: false, words: W("arabic|عربي|العربية|عربية|بالعربي") },
  { id: "foreign", subject: false, required: true, words: FOREIGN },
  { id: "confidential", subject: false, words: W("confidential|privacy|secret|secure|سرية|سري|خصوصية|آمن|معلوماتي|بياناتي|information|data") },
];
