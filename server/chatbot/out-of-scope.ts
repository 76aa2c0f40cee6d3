import { GAME_TITLES_AR, GAME_TITLES_EN, MATCH_CALLS_AR, MATCH_CALLS_EN } from "./games";
import { any, spacedReadings } from "./safety";

/**
 * What this site does not answer (issue 27 §3): the weather, recipes, sport, shopping, another country's law or visas,
 * a phone's password… declined in words that fit them, unless the question also names a legal or firm subject. Read
 * after the danger patterns (./safety.ts): a question about danger is never declined.
 */

/** Words that make a question a legal or firm one, whatever else it mentions ("medical malpractice lawyer"). */
const LEGAL = [
  /\b(disciplinary|staff rules|our staff|our employees|hr policy|law|laws|legal|lawyers?|lawers?|attorneys?|advocates?|court|courts|sue|suing|lawsuit|claim|compensation|contract|rights?|liabl\w*|malpractice|negligence|police|fine|fined|penalty|visa|permit|residency|sponsor|employer|salary|firm|office|consultation|copyright|trademark|licen[cs]e|divorce|custody|inheritance|rent|tenant|landlord|cheque|debt|company|insurance|responsib\w*|agreement|partners?|partnership|profits?|shares?|shareholders?|owns?|ownership|push(ed|ing)? me out|complaint|prosecut\w*|summon\w*|accused|charged|crime|criminal|fraud|scam\w*|stolen|theft|ban|banned|fired|dismiss\w*|terminat\w*|sued?|judg(e)?ment|notary|power of attorney|hospital liable|airline liable|refund|owed?|unpaid|franchis\w*|royalt\w*|complain\w*|fake|forged|cheated|conned|swindl\w*|hit and run|drove (off|away)|before (i|we) sign|review (the|my|our|a|this) (contract|agreement|deal|terms))\b/,
  // The asker's own business (our restaurant, my clinic, we run a gym): a business's legal question, not an outing.
  /\b(our|my) (restaurant|cafe|gym|clinic|dental clinic|salon|shop|store|hotel|bakery|pharmacy|business)\b|\b(we|i) (run|own|manage) an? \w+|\b(putting|put|invest\w*) (money|capital) (into|in)\b|\b(written down|in writing)\b/,
  / (مطعمي|مطعمنا|محلي|محلنا|عيادتي|عيادتنا|صالوني|صالوننا|فندقنا|نادينا|مخبزي|مخبزنا|صيدليتي|صيدليتنا|الكافيه حقي|الكافيه حقنا) /,
  // "We still haven't been paid": a claim, whatever the story mentions (a hotel project, a restaurant).
  /\b(haven t|hasn t|have not|has not|not|never|still not) (been )?paid\b/,
  / (قانون|قانوني|قانونيه|القانون|محامي|محاميه|محامين|محكمه|المحكمه|دعوي|قضيه|قضايا|حق|حقوق|حقوقي|تعويض|عقد|خطا طبي|الخطا الطبي|اهمال|مسووليه|شرطه|غرامه|مخالفه|اقامه|تاشيره|كفيل|الكفيل|راتب|مكتب|مكتبكم|استشاره|العقد|عقود|العقود|طلاق|الطلاق|زوجي|زوجتي|شركه|الشركه|نفقه|حضانه|ميراث|الورث|ايجار|الايجار|شيك|الشيك|تامين|التامين|مطالبه|منع سفر|منع السفر|ممنوع من السفر|قرض|القرض|فصلني|فصلوني|يفصلني|مسوول|المسوول|مسووليته|شريك|شريكي|الشريك|شراكه|الشراكه|ارباح|الارباح|حصتي|تعويضي|يعوضني|تعوضني|قضيه|ارفع|نرفع|اشتكي|شكوي|بلاغ|حكم|الحكم) /,
];
const OUT_OF_SCOPE = [
  // Weather and time.
  /\b(weather|temperature|forecast|rain(ing)?|humidity|sunny|what time is it|time now)\b/,
  / (الطقس|طقس|الجو|جو اليوم|درجه الحراره|الحراره|الامطار|مطر|تمطر|كم الساعه|الساعه كم) /,
  // Sport.
  /\b(football|soccer|world cup|league|basketball|tennis|cricket|team won|who won|fifa|messi|ronaldo)\b/,
  / (مباراه|المباراه|ماتش|الماتش|كوره|الكوره|كره القدم|الدوري|كاس العالم|منتخب|المنتخب|نتيجه المباراه|ميسي|رونالدو) /,
  // Food and recipes.
  /\b(recipes?|cook(ing)?|bake|baking|ingredients?|dinner|lunch|breakfast|restaurants?|food|dish|shawarma|falafel|pizza|burgers?|sushi|karak|machboos|biryani|cake)\b/,
  // With an article or a preposition too ("طريقة المجبوس بالدياي"): a dish is named with its article as often as not.
  / (?:و)?(?:ال|بال|لل)?(طريقه عمل|وصفه|طبخ|اطبخ|طبخه|مكونات|مطعم|مطاعم|اكل|غدا|عشا|فطور|كبسه|مجبوس|مكبوس|هريس|كيكه|حلويات|شاورما|شاورمه|فلافل|برجر|بيتزا|كرك|قهوه|كافيه|كوفي|دياي|ثريد|لقيمات|بلاليط|ناكل|ناكله|كشري|مقلوبه|منسف|ملوخيه|محشي|طعميه) /,
  // Schools to choose, prayer times.
  /\b(best|good|top|which|recommend\w*|cheap\w*|affordable) (\S+ ){0,2}(schools?|nurser(y|ies)|kindergartens?|universit(y|ies)|colleges?)\b|\bprayer times?\b|\b(enrol\w*|enroll\w*|register|registration|admission|apply) (in|at|to|for) (qatar university|the university|a university|university|a college|college|a school|school)\b/,
  / (احسن|افضل|ارخص|انصحوني ب|وش احسن|ايش احسن) (مدرسه|مدارس|حضانه|روضه|جامعه)| (اسجل|اتسجل|التسجيل|تسجيل|القبول|قبول|نسجل) (في|ب) ?(جامعه|الجامعه|الكليه|كليه|مدرسه|المدرسه|الروضه)| (مواعيد|مواقيت|وقت|اوقات) (الصلاه|الاذان) /,
  // Health (a medical error or a medical report for a case is legal: see LEGAL).
  /\b(headache|fever|flu|cold|cough|symptoms?|medicine|medication|doctor|diet|pain|tooth|toothache|pregnan\w*|covid|vaccine|disease|diabetes|blood pressure)\b/,
  / (صداع|حمي|حراره|زكام|كحه|سعال|اعراض|دوا|دواء|علاج|طبيب|دكتور|رجيم|ريجيم|الم|وجع|ضرس|حامل|كورونا|لقاح|مرض|ضغط الدم|مرض السكر) /,
  // Shopping: which phone, laptop or car to buy (a product named with buying or choosing; a contract of sale is legal).
  /(?=.*\b(buy|buying|purchase|shopping|cheapest|best|recommend|should i get|worth it)\b).*\b(phones?|mobiles?|iphone|samsung|galaxy|pixel|laptops?|computer|tv|television|cars?|suv|headphones|earbuds|camera|smartwatch|tablet|ipad|playstation|xbox|perfume|fridge|fridges|washing machine|air ?conditioner|microwave)\b/,
  /(?=.* (سعر|كم سعر|بكم|اشتري|اشتريه|نشتري|شراء|افضل|احسن|ارخص|رخيص|رخيصه|رخيصين|عروض|عرض|خصم|انصحني|تنصحني|تنصحوني|يستاهل) ).* (جوال|الجوال|جوالات|موبايل|تلفون|التلفون|هاتف|ايفون|الايفون|سامسونج|لابتوب|اللابتوب|كمبيوتر|سياره|السياره|سيارات|تلفزيون|شاشه|سماعه|سماعات|كاميرا|ايباد|بلايستيشن|عطر|ثلاجه|ثلاجات|الثلاجه|الثلاجات|غساله|غسالات|الغساله|الغسالات|مكيف|مكيفات|المكيفات|فريزر|ميكرويف|عربيه مستعمله|عربيات) /,
  // A shop's delivery and opening times ("does Lulu deliver on Fridays?"): not the firm's.
  /\b(deliver|delivers|delivery)\b.*\b(lulu|carrefour|talabat|snoonu|rafeeq|amazon|noon|ikea|monoprix|al meera|almeera|spar)\b|\b(lulu|carrefour|talabat|snoonu|rafeeq|amazon|noon|ikea|monoprix|al meera|almeera|spar)\b.*\b(deliver|delivers|delivery|open|opens|close|closes)\b/,
  // An exam's results abroad, a car to sell and what it is worth, a pet's kittens to feed: everyday questions.
  / (نتيجه الشهاده|نتيجة الشهاده|الشهاده السودانيه|نتايج الشهاده|نتيجه الشهاده السودانيه) | (كم تسوي|كم يسوي|تسوي كم|يسوي كم|كم سعرها|بكم ابيعها|بكم ابيعه) /,
  /(?=.* (قطوه|قطوتي|القطوه|قطه|القطه|قطتي|بسه|البسه|بسي|بستي|بستنا|كلبي|الكلب|جرو|الجرو) ).* (ولدت|اكل|اكّل|ااكل|يكلو|ياكلو|ناكل|اطعم|حليب|صغار|الصغار) /,
  // Worship asked about (a ruling for a mufti): prayer, fasting, pilgrimage ("can I pray jummah at home if I'm sick").
  /\b(pray|praying|prayers?|jumm?ah|jumu ah|salah|salat|namaz|wudu|wuzu|fasting|fast in ramadan|umrah|hajj)\b|\bis it (halal|haram)\b|\b(halal|haram) or (haram|halal)\b/,
  / (حلال ولا حرام|حرام ولا حلال|حلال او حرام|حرام او حلال|هل يجوز شرعا|يجوز شرعا|الحكم الشرعي|حكمه الشرعي) /,
  // Getting back a phone's deleted photos or chats; the oil an engine takes.
  /\b(recover|restore|get back|retrieve)\b.*\b(deleted|lost) (photos?|pictures?|pics|videos?|files|messages|chats|contacts)\b|\b(engine|motor) oil\b|\bwhich oil\b/,
  / (ارجع|استرجع|رجع|استعيد|ترجع|نرجع) (الصور|صوري|الفيديوهات|الملفات|الرسايل|الرسائل|المحادثات|الاسماء) .*(انحذفت|انمسحت|المحذوفه|الممسوحه|راحت) | (زيت|الزيت) (\S+ )?(ل|لل|ال)?(مكينه|ماكينه|سياره|سيارتي|محرك|موتر|باترول|بنزين) /,
  / (?:ال|بال)?(كنافه|بسبوسه|قطايف|مندي|مقلوبه|منسف|ملوخيه|محشي|كبه|تبوله|مسخن|ورق عنب|معمول|لقيمات|ساقو|بلاليط) /,
  /\b(kunafa|knafeh|kunafeh|hummus|mandi|mansaf|maqluba|luqaimat|baklava)\b/,
  // Small talk and general knowledge.
  /\b(joke|poem|song|songs|movie|movies|film|k-?dramas?|dramas?|tv series|netflix series|anime|music|capital of|translate this|stock price|bitcoin|ethereum|crypto|dogecoin|gold price|exchange rate|horoscope|tell me a story)\b/,
  / (نكته|قصيده|شعر|اغنيه|اغاني|فيلم|افلام|مسلسل|عاصمه|سعر الذهب|الذهب اليوم|سعر الصرف|بيتكوين|الابراج|برجي|سالفه|قصه) /,
  // Travel and tourism (a travel ban is legal: see LEGAL).
  /\b(flights?|hotels?|resorts?|holiday|vacation|tourist\w*|sightseeing|itinerary|airfare|cheap tickets|places to visit|things to do in|beach|beaches|theme park|to visit this weekend)\b/,
  /\b(python|javascript|typescript|java|c\+\+|programming|excel formula|sql query|html|css)\b|\bcode to (sort|print|read|write|make|build)\b/,
  /\b(parade|fireworks|national day (events|celebrations?|show)|concert|festival|air show)\b/,
  / (تذاكر|التذاكر|تذكره طيران|تذكره الطيران|تذكرة الطيران|طيران رخيص|الالعاب الناريه|العرض العسكري|مسيره اليوم الوطني|مهرجان|حفله|الحفله|رحلات|فندق|فنادق|الفندق|منتجع|سياحه|سياحيه|السياحه|سياحي|وجهه|وجهات|مصيف|اجازه الصيف|عطله) /,
  // Technology support.
  // A password or an account of this site is its own page (./account-pages.ts); a phone's, an email's or the wifi's is not.
  /\b(wi-?fi|router|internet connection|reset my (phone|iphone|laptop|router|wifi|modem|tv)|format my|install (an? )?app|update my (phone|iphone|laptop)|screen (is )?broken|printer|bluetooth|virus on my)\b/,
  /\b(fix|reset|repair|unlock|format)\b.*\b(phone|iphone|laptop|computer|pc|wifi|tv|printer|app)\b|\b(phone|iphone|laptop|computer|tv|screen)\b.*\b(fix|repair|cracked|broken)\b/,
  /\b(gmail|hotmail|outlook|yahoo|instagram|facebook|tiktok|snapchat|whatsapp|wifi|iphone|icloud|apple id|phone|netflix|spotify|amazon|shahid|osn|paypal|steam|playstation|xbox|google|microsoft|twitter|linkedin|zoom|teams|uber|careem|talabat) (password|account|subscription)\b/,
  // Another country's passport is its embassy's (renewed, lost, applied for); one held by an employer is not this.
  /\b(renew\w*|lost|replace|apply for|get a new|expired)\b.*\b(ghana\w*|india\w*|pakistan\w*|philippine|filipino|nepal\w*|sri lank\w*|bangladesh\w*|kenya\w*|uganda\w*|nigeria\w*|egypt\w*|sudan\w*|british|uk|us|american|canadian|jordanian|syrian|lebanese) passport\b/,
  /\b(phone|iphone|mobile|laptop|computer|pc|tv|printer|screen|charger|battery|ipad|tablet)\b( \S+)? (won t|wont|doesn t|doesnt|does not|isn t|is not|not|can t|cant|stopped) (charge|charging|turn on|turning on|switch on|boot|connect|connecting|work|working)\b/,
  // An app that will not load, send or open ("الواتساب عندي مو راضي يحمل الصور"): the phone's trouble.
  / (الواتساب|واتساب|الواتس|الانستا|الانستقرام|السناب|التيك توك|اليوتيوب|التطبيق|البرنامج) (عندي )?(مو راضي|مش راضي|ما يرضي|ما يبي|ما يبغي|ما|مو|مش) ?(يحمل|يتحمل|ينزل|يفتح|يشتغل|يرسل|يحدث|يتحدث) /,
  / (الواي فاي|الوايفاي|واي فاي|الراوتر|راوتر|للراوتر|ريستارت|رستارت|النت|الانترنت|فورمات|تحديث الجوال) /,
  / (باسورد|الباسورد|كلمه السر|كلمه المرور|حساب) (الواي فاي|الوايفاي|الجوال|الايفون|الانستقرام|الانستا|الفيس|السناب|التيك توك|الجيميل|الايميل حقي) /,
  /(?=.* (جوال|الجوال|جوالي|لابتوب|اللابتوب|كمبيوتر|الكمبيوتر|تلفوني|التلفون|الطابعه|حقي|الايفون|ايفون|ايفوني|السامسونج|الايباد|الشاحن|البطاريه|عندي) ).* (ما يشتغل|مايشتغل|ما يشحن|مايشحن|ما عم يشحن|ما عم يشتغل|مش بيشحن|مش بيشتغل|ما يفتح|مايفتح|طافي|خربان|خرب|معلق|يعلق|اصلح|اصلحه) /,
  // Homework and writing for someone.
  /\b(homework|essay|assignment|math|maths|algebra|equation|physics|chemistry|school project|write me (an?|a) (essay|poem|story|song|letter to my friend)|write (me )?(a |an |my )?(cover letter|resume|cv)(?! (to|for) (you|your)))\b/,
  / (واجب|الواجب|واجبي|الرياضيات|رياضيات|فيزياء|كيمياء|تعبير|بحث مدرسي|المدرسه حقتي|حاصل ضرب|حاصل جمع|جدول الضرب|معادله) /,
  /\b(what is|what s|whats|calculate|how much is) \d+ (\d+ )?(percent )?of \d+/,
  // Shopping that is not a product to choose (clothes, the mall).
  /\b(mall|abayas?|clothes|dress|shoes|perfume|gift ideas?|discount code|coupon)\b/,
  / (المول|مول|عبايه|عبايات|ملابس|فستان|جزمه|هدايا|هديه|كوبون|تخفيضات|سوق) /,
  // Sport results.
  /\b(score|scores|match|game|champions league|premier league|arsenal|real madrid|barcelona|liverpool|chelsea|manchester|goal|goals)\b/,
  / (من|مين|منو) (فاز|يفوز|غلب|بيفوز|بيغلب) | (الهدف|اهداف|الاهداف|النتيجه) /,
  // Weather with a typo or the heat.
  / (الطقص|طقص|حار اليوم|رطوبه|الرطوبه|غبار|الغبار) /,
  /\b(humid\w*|hot today|sandstorm|windy)\b/,
  // Everyday places and numbers: transport times, a dentist or gym to pick, calories, a club to support, exchange rates.
  /\b(metro|bus times?|dentist|gym|calories|exchange rate|which club|taxi fare)\b/,
  / (المترو|الباص|طبيب اسنان|دكتور اسنان|جيم|نادي رياضي|سعره|سعرات|سعر صرف|اشجع|تشجع) /,
  // Health.
  /\b(stomach|vomit\w*|allerg\w*|rash|insomnia|vitamins?|flu)\b/,
  / (انفلونزا|الانفلونزا|بطني|معدتي|حساسيه|فيتامين|اسهال|ترجيع|حرارته|حرارتها|حرارتي|سخونه|سخونيه|مسخن|مسخنه|حمي) /,
  // A car's service, a pet that will not eat.
  /\b(oil change|change the oil|service interval|my cat|my kitten|my puppy|the vet|a vet)\b(?!.*\b(bit|bite|attacked|neighbour|sue|claim)\b)/,
  / (غيار الزيت|تغيير الزيت|كل كم كيلو|قطوتي|قطتي|بسي|البيطري|بيطري|كلبي ما) /,
  // Gold and currency prices, lottery numbers, dreams to read, the nearest pharmacy: everyday questions, never the firm's.
  /\b(gold price|price of gold|gold rate|dollar rate|bitcoin price|lottery|lotto|winning numbers|interpret my dream|my dream mean|dream meaning|nearest pharmacy|pharmacy open|open pharmacy)\b/,
  /\b(exam results|school results|high school results|thanaweya)\b| (الثانويه العامه|نتيجه الثانويه|نتايج الثانويه|الثنويا العما|نتيجه الامتحان|نتايج الامتحانات) /,
  / (سعر الذهب|سعر الدهب|جرام الذهب|جرام الدهب|غرام الذهب|الذهب اليوم|الدهب النهارده|سعر الدولار|اللوتو|لوتو|اليانصيب|باللوتو|ارقام بتربح|الارقام الرابحه|تفسير حلم|تفسير الاحلام|فسر لي حلم|فسري لي حلم|اقرب صيدليه|صيدليه فاتحه|صيدليه مفتوحه|سيدليا|صيدليه) /,
  // Learning a language (a course, not a translation of papers).
  /\b(learn english|english course|language course|ielts|toefl|learn arabic|arabic classes|english classes)\b| (دوره|كورس|كورسات|دورات) (ل|في|لتعلم|تعلم)? ?(اللغه|لغه|الانجليزي|الانقليزي|انجليزي)| (تعلم|اتعلم|لتعلم) (اللغه|الانجليزي|الانقليزي) /,
];
/** A phrase to translate into a language ("translate good morning into French"), not a document: declined whatever the subject model says. */
const TRANSLATE_PHRASE = [
  /^(?!.*\b(nikah|nikahnama|nama|stamp|stamped|attested|certified|seal|certificates?|documents?|contracts?|degrees?|diplomas?|licen[cs]es?|passports?|deeds?|judg(e)?ments?|statements?|reports?|papers?|agreements?|records?)\b).*\btranslate (me )?\S+( \S+){0,3} (into|to|in) (french|spanish|german|italian|chinese|hindi|urdu|english|arabic|russian|turkish)\b/,
  /^(?!.* (شهاده|شهادات|عقد|عقود|وثيقه|وثائق|مستند|مستندات|صك|حكم|جواز|رخصه|اوراق|ورقه|سجل) ).* (ترجم|ترجملي|ترجمي) (لي )?\S+( \S+){0,3} (بالفرنسي|للفرنسي|بالفرنساوي|بالاسباني|بالالماني|بالايطالي|بالصيني|بالانجليزي|للانجليزي|بالانقليزي|بالعربي|بالتركي|بالروسي) /,
];
/** A question about another country's law (not Qatar's, not a case to bring here). */
const FOREIGN_LAW = [
  // Another country's certificate of good conduct or police clearance.
  / (شهاده حسن سيره|حسن سيره وسلوك|شهاده لا حكم عليه|فيش وتشبيه) .*(من|في|ب) ?(البحرين|الكويت|السعوديه|الامارات|عمان|مصر|الاردن|الهند|باكستان|الفلبين|نيبال|سريلانكا|بنغلاديش|السودان|سوريا|لبنان|المغرب|تونس|الجزاير)|\b(police clearance|good conduct) (certificate )?(from|in) (india|pakistan|nepal|the philippines|philippines|sri lanka|bangladesh|egypt|kenya|uganda|nigeria|the uk|uk|the us|bahrain|kuwait|saudi|uae|dubai)\b/,
  /(?=.*\b(law|laws|legal|rules?|regulations?|penalty|punishment|trials?|jury|juries|patent|register|registration|divorce|get divorced|getting divorced|annul\w*|custody|procedure|courts?|tenancy|deposit|visa|lottery|green card|file for|tax|taxes|probate|inheritance tax|land records?|property records?|patwari|mutation|registry office)\b)(?=.*\b(in|of|under) (the us\b|(the )?(saudi\w*|ksa|uae|dubai|abu dhabi|kuwait|bahrain|oman|egypt|jordan|lebanon|india|pakistan|philippines|uk|england|britain|usa|america|united states|germany|german|france|french|canada|australia|turkey|japan|china|texas|california|florida|new york|ontario|london|cairo|riyadh|mumbai|manila|karachi|kerala|punjab|sindh|lahore|delhi|new delhi|hyderabad|pune|bangalore|bengaluru|kolkata|ahmedabad|kochi|cochin|trivandrum|thiruvananthapuram|mangalore|lucknow|jaipur|chandigarh|rawalpindi|faisalabad|multan|cebu|davao|quezon city|pokhara|mombasa|kampala|addis ababa|accra|alexandria|chennai|tamil nadu|karnataka|gujarat|goa|dhaka|kathmandu|colombo|islamabad|peshawar|amman|beirut|damascus|baghdad|khartoum|nairobi|lagos|morocco|algeria|tunisia|libya|sudan|iraq|yemen|syria|nepal|sri lanka|bangladesh|kenya|nigeria|ethiopia|uganda|ghana)\b))/,
  /\b(german|french|american|british|indian|saudi|emirati|egyptian|canadian|australian|uk|us|filipino|philippine|pakistani|jordanian|lebanese|kuwaiti) (inheritance tax|income tax|tax|taxes|probate|pension|law|laws|courts?|tenancy|labou?r law|divorce|visa|immigration|rules|green card|citizenship|passport)\b/,
  // Another country's immigration status, and companies set up in another country's free zone, state or mainland.
  /\b(green card|h-?1b visa|schengen|indefinite leave to remain)\b/,
  // Another country named before its own institution ("Dubai RERA", "UAE labour law"), or the institution alone.
  /\b(dubai|abu dhabi|sharjah|saudi|ksa|uae|kuwait|bahrain|oman|egypt|india|pakistan|philippines)\b (rera|ejari|rent|tenancy|labou?r|visa|law|laws|court|courts|municipality)\b|\b(rera|ejari|mohre|gosi|absher)\b/,
  /\b(dubai|abu dhabi|sharjah|ajman|ras al khaimah|rak|jafza|dmcc|difc|adgm|saudi|ksa|riyadh|bahrain|oman|delaware|wyoming|nevada|texas|florida|california|uk|england|hong kong|singapore|cyprus|estonia)\b( \S+)? (free ?zone|freezone|mainland|company (setup|set up|formation|registration)|business setup|llc|ltd|trade licen[cs]e|e-?residency)\b|\b(llc|ltd|company|business|free ?zone company|corporation) (in|under) (the )?(dubai|abu dhabi|sharjah|delaware|wyoming|nevada|texas|florida|california|hong kong|singapore|cyprus|estonia)\b/,
  // The country after في, ب or الى ("الطلاق في مصر", "الهجرة الى كندا"), not goods from it ("بضاعة من الصين").
  /(?=.* (قانون|القانون|نظام|انظمه|قوانين|عقوبه|براءه|اسجل|تسجيل|الهجره|هجره|اللجوء|لجوء|الفيزا|فيزا|تاشيره|التاشيره|قضيه|دعوي|طلاق|الطلاق|محكمه|المحكمه|ارفع|اسس شركه|افتح شركه|تاسيس شركه) ).* (في|ب|بـ|داخل|الي|لل) ?(السعوديه|الامارات|دبي|الكويت|البحرين|مصر|الاردن|لبنان|الهند|باكستان|الفلبين|بريطانيا|امريكا|المانيا|فرنسا|كندا|تركيا|اليابان|الصين|القاهره|الاسكندريه|الرياض|جده|ابوظبي|بيروت|دمشق|بغداد|الخرطوم|الشارقه|عمان|سلطنه عمان|مسقط|المغرب|الجزائر|تونس|ليبيا|السودان|العراق|اليمن|سوريا|نيبال|سريلانكا|بنغلاديش|كينيا|نيجيريا|اثيوبيا|الرباط|الدار البيضاء|صنعاء) /,
  // A case to bring before another country's courts ("أرفع قضية في محاكم الأردن"), and another country's identity card
  // renewed through its consulate ("بطاقة الرقم القومي من القنصلية", "CNIC from NADRA").
  / (في|ب|امام|عند) ?(محاكم|المحاكم|محكمه|القضاء|قضاء) (السعوديه|الامارات|دبي|ابوظبي|الكويت|البحرين|عمان|مصر|الاردن|لبنان|سوريا|العراق|اليمن|السودان|المغرب|الجزاير|الجزائر|تونس|ليبيا|الهند|باكستان|الفلبين|تركيا|بريطانيا|امريكا|كندا) /,
  / (بطاقه الرقم القومي|بطاقه رقم قومي|الرقم القومي|رقم قومي) |\b(cnic|nicop|nadra|aadhaa?r card|aadhaa?r)\b/,
  // "المحاكم المصرية", "قانون العمل السعودي", "القضاء الأردني": a court or a law of another country by its adjective.
  // Morocco's family code is its مدونة ("مدونة الأسرة المغربية"), typed joined to في as often as not ("فمدونه").
  / (قانون|القانون|المحاكم|محاكم|المحكمه|القضاء|نظام|النظام|العمل|الاحوال الشخصيه|الشريعه|مدونه|المدونه|فمدونه|بمدونه)( \S+)? (المصري|المصريه|السعودي|السعوديه|الاماراتي|الاماراتيه|الكويتي|الكويتيه|البحريني|العماني|الاردني|الاردنيه|اللبناني|اللبنانيه|السوري|السوريه|الهندي|الهنديه|الباكستاني|الفلبيني|البريطاني|البريطانيه|الامريكي|الامريكيه|الفرنسي|الفرنسيه|الالماني|التركي|التركيه|المغربي|المغربيه|الجزائري|الجزائريه|التونسي|التونسيه|السوداني|السودانيه|العراقي|العراقيه|اليمني|اليمنيه|الليبي|الليبيه) /,
];
const VISA_COUNTRIES =
  "uk|us|usa|america|american|british|britain|schengen|europe|european|canada|canadian|australia|australian|germany|german|france|french|italy|turkey|japan|china|india|indian|dubai|uae|saudi|بريطانيا|البريطانيه|امريكا|الامريكيه|شنغن|الشنغن|اوروبا|الاوروبيه|كندا|الكنديه|استراليا|المانيا|فرنسا|ايطاليا|تركيا|اليابان|الصين|الهند|دبي|الامارات|السعوديه";
/** The same countries as a destination ("تأشيرة عمرة للسعودية", "فيزا لبريطانيا"). */
const VISA_COUNTRIES_TO = "للسعوديه|للامارات|لبريطانيا|لامريكا|لكندا|لاستراليا|لالمانيا|لفرنسا|لايطاليا|لتركيا|لليابان|للصين|للهند|لدبي|لاوروبا";
const FOREIGN_VISA = new RegExp(` (visa|visas|فيزا|الفيزا|تاشيره|التاشيره|فيزه|لفيزا|للفيزا|لتاشيره)( \\S+)? (${VISA_COUNTRIES}|${VISA_COUNTRIES_TO}) | (umrah|hajj|عمره|العمره|الحج) (visa|visas|فيزا|تاشيره)|(visa|visas|فيزا|تاشيره|التاشيره|الفيزا) (umrah|hajj|عمره|العمره|الحج) | (${VISA_COUNTRIES})( \\S+){0,2} (visa|visas) `);
// A document in Arabic, or one to translate, is Qatar's paper wherever the reader sits ("our head office in London").
// Living here ("وأنا مقيمة هنا", "I live here") says where the asker is, not that the matter is Qatar's.
const HERE = /\b(qatar|doha|(?<!\b(same as|like|than|compared (to|with)|as|live|living|resident|residing|staying|based) )here|your firm|you|arabic|translat\w*)\b| (قطر|بقطر|لقطر|الدوحه|بالدوحه|للدوحه|(?<! (?:مقيم|مقيمه|مقيمين|ساكن|ساكنه|ساكنين|اعيش|عايش|عايشه|نعيش)) هنا|عندكم|عندنا|تترجمون|ترجمه|تنفيذ|حكم) /;

/** An employer or sponsor in the question: another country's passport kept by them is a matter for Qatar's law. */
const HELD_BY_EMPLOYER = /\b(employer|sponsor|kafeel|kafil|boss|madam)\b| (الكفيل|كفيلي|المعزب|معزبي|صاحب العمل) /;

/** Pay still owed by the company here to someone who has left ("company not cancel, I am in Dhaka now, salary pending"). */
const OWED_BY_COMPANY = /\b(company|employer|sponsor|kafeel)\b.*\b(salary|salaries|wages|dues|gratuity)\b| (الشركه|شركتي|الكفيل|المعزب) .*(راتبي|رواتبي|مستحقاتي|معاشي) /;

/** Qatar's large employers in Arabic, as typed (أريدو and اوريدو alike): their vacancies are theirs to answer. */
const EMPLOYERS_AR = "قطر للطاقه|قطر للبترول|الخطوط القطريه|القطريه للطيران|اوريدو|اريدو|فودافون|كهرماء|اشغال|حمد الطبيه|مؤسسه حمد|سدره|مواصلات|كروه";

/**
 * Listings and other firms' vacancies ("1 bedroom flat for rent in al sadd under 5000", "is Ooredoo hiring?"): declined
 * though "rent" is a legal word, unless the question names a contract, a landlord or a dispute.
 */
const LISTINGS = [
  /^(?!.*\b(contract|deposit|landlord|evict\w*|lease|tenant|agreement|rights?|dispute|sue|court)\b).*\b\d*(bed(room)?s?|bhk|studio|flat|apartment|villa|room)\b.*\bfor rent\b/,
  /^(?!.* (عقد|المالك|المؤجر|تامين|اخلاء|قضيه|نزاع) ).* (شقه|فيلا|استوديو|غرفه|غرفتين) .*(للايجار|للإيجار) /,
  // Looking for a flat ("عم دوّر على شقة غرفتين", "looking for 2BHK in Al Mansoura"), with no dispute about one.
  /^(?!.* (عقد|المالك|المؤجر|تامين|اخلاء|قضيه|نزاع|محكمه) ).* (ادور|دور|بدور|ندور|ابحث|نبحث|بدي|ابغي|ابي) (علي |عن )?(شقه|فيلا|استوديو|ملحق) /,
  /^(?!.*\b(contract|deposit|landlord|evict\w*|lease|tenant|rights?|dispute|sue|court)\b).*\b(looking for|any) (a |an )?\d*(bhk|bed(room)?s?|studio|flat|apartment|villa|room)\b(?=.*\b(under|below|budget|for rent|near|in)\b)/,
  /\b(is|are) (?!(you|u|your|ur|the firm|qanun)\b)\w+( \w+)? hiring\b|\b(their|other) (job )?(openings|vacancies)\b/,
  / (وظايف|وظائف) (شاغره )?(في|ب) (?!(مكتبكم|عندكم|المكتب|مكتب))\S+ /,
  / (شركه|شركة) (?!(كم|ي|نا)\b)(\S+ ){1,3}(عم|قاعد|قاعده|قاعدين)? ?(توظف|بتوظف|يوظفون|يوظفوا|تطلب موظفين) /,
  new RegExp(`\\b(cheat codes?|playstation games?|xbox games?|${GAME_TITLES_EN})\\b| (${GAME_TITLES_AR}) `),
  // A match's referee (a penalty given, a red card): sport, though "الحكم" is also a judgment and "penalty" a fine.
  new RegExp(`^(?!.*\\b(sue|court|lawyer|contract|claim|compensation|injur\\w*|assault\\w*)\\b).*\\b(${MATCH_CALLS_EN})\\b`),
  new RegExp(` (${MATCH_CALLS_AR}) `),
  / (شركه|شركة) (?!(كم|ي|نا)\b)(\S+ ){1,3}(عندهم|فيها|عندها|يبون|تبي) (وظايف|وظائف|شواغر|موظفين) /,
  // Jobs at another employer, named: Qatar's large employers, in either language.
  /\b(vacanc(y|ies)|openings?|jobs?|hiring|positions?|careers?|apply|recruit\w*)\b.*\b(qatar airways|qatarenergy|qatar energy|qatar petroleum|ooredoo|vodafone|kahramaa|ashghal|hamad medical|hmc|sidra|qnb|aspire|lulu|carrefour|mowasalat|karwa)\b/,
  new RegExp(` (وظيفه|وظايف|وظائف|شواغر|اقدم|التقديم|توظيف|قدم علي شغل|اقدم علي شغل|اتقدم علي شغل) .*(${EMPLOYERS_AR}) `),
  new RegExp(` (${EMPLOYERS_AR}) .*(يبون|تبي|يبي|عندهم|محتاجين|تحتاج|يحتاجون|يوظفون|توظف|تطلب|يطلبون) (موظفين|موظف|وظايف|وظائف|شواغر|مضيفين|مضيفات|مهندسين|ممرضين|ممرضات|سواقين|عمال|محاسبين) `),
  // A government e-service's how-to ("pay my traffic violation through Hukoomi"): the portal's, not the firm's.
  /\b(how|where) (do|can|should) i (pay|check|renew|print|download)\b.*\b(through|on|via|in|with) (the )?(hukoomi|metrash2?|sahel|the app)\b/,
  // Studying law (a degree, an assignment) and a TV courtroom drama: not a client's matter.
  /\b(law degree|llb|llm|law school|law faculty|study law|studying law)\b.*\b(worth|requirements?|admission|assignment|essay|coursework|homework|exam|university|college)\b|\b(my|an|the) (llb|llm|law school) (assignment|essay|coursework|homework|exam)\b/,
  /\b(mike ross|harvey specter|better call saul|saul goodman|boston legal|the good wife|law and order|how to get away with murder|courtroom drama|tv (show|series|drama)|netflix (show|series))\b/,
  / (كليه القانون|كليه الحقوق|كليه الشريعه والقانون|دراسه القانون|دراسه الحقوق|ادرس قانون|ادرس القانون|ادرس حقوق) .*(القبول|قبول|النسبه|المعدل|معدل|التسجيل|الرسوم الدراسيه|التخصص)| (القبول|قبول|النسبه|المعدل|معدل|التسجيل) .*(كليه القانون|كليه الحقوق) /,
  / (مسلسل|المسلسل|الحلقه|حلقه امس) /,
  // Pain or symptoms asked about (what could it be): a doctor's question, unless an injury, a claim or an employer is named.
  /^(?!.*\b(injur\w*|accident|compensation|claim|employer|negligen\w*|malpractice|insurance|sick leave|hospital|company|work)\b).*\b(sharp pain|severe pain|pain in my|what could it be|stomach ache|belly ache|chest pain)\b/,
  // A religious ruling (fasting, prayer): a question for a mufti, not a law firm.
  / (صيام|الصيام|صوم|شوال|فتوي|الوضوء|الصلاه|صلاه) /,
  // Beauty: henna for the hair, make-up, skin care.
  / (الحنه|حنه|للشعر|صبغه شعر|مكياج|ميكب|ميك اب|بشرتي|للبشره|كريم للوجه) /,
];

export function isOutOfScope(question: string, opts: { learntInScope?: boolean } = {}): boolean {
  // Arabizi ("shu a7san telefon") is read in Arabic letters too, as the safety patterns read it.
  const s = spacedReadings(question);
  // Another country's visa is its embassy's matter, asked from Qatar or not ("فيزا بريطانيا من قطر"); Qatar's own is not.
  if (FOREIGN_VISA.test(s) && !/ (قطر|qatar|qatari|قطريه) (visa|فيزا|تاشيره)|(visa|فيزا|تاشيره|الفيزا|التاشيره) (قطر|qatar)/.test(s)) return true;
  if (any(s, FOREIGN_LAW) && !HERE.test(s) && !HELD_BY_EMPLOYER.test(s) && !OWED_BY_COMPANY.test(s)) return true;
  if (any(s, TRANSLATE_PHRASE) && !any(s, LEGAL)) return true;
  if (any(s, LISTINGS)) return true;
  // A word of everyday life (a restaurant, a hotel, a phone) declines a question unless the subject model is sure the
  // question is one the site answers (decision 045); another country's law is declined whatever the model says.
  return any(s, OUT_OF_SCOPE) && !any(s, LEGAL) && !opts.learntInScope;
}
