import { GAME_TITLES_AR, GAME_TITLES_EN, MATCH_CALLS_AR, MATCH_CALLS_EN } from "./games";
import { arabiziReadings, fold } from "./text";

/**
 * Issue 27 §3: questions where someone may be in danger now, and questions that are not for a law firm at
 * all. Matched on the folded question (./text.ts: no diacritics, أ/إ/آ → ا, ة → ه, ى → ي, lower case) with
 * spaces around every word, so a pattern " word " is a whole word and " word" a word's beginning.
 * Both lists are deliberately small and obvious: a false "safety" only puts the emergency number first.
 */
export type SafetyTopic = "self_harm" | "domestic_violence" | "violence" | "threat" | "detention" | "employer_abuse";

/** The question as the patterns read it: folded, punctuation as spaces, a space at each end. */
export function spaced(question: string): string {
  return ` ${fold(question).replace(/[^\p{L}\p{N}]+/gu, " ").trim()} `;
}

/**
 * The question spaced as above, followed by its Arabizi reading in Arabic letters when it is Arabizi ("ana ma7boos",
 * "kam se3r el estishara"), the reading with long vowels ("skakeen" سكاكين) and the one with ق for "2" ("a2tal" اقتل):
 * what the safety, out-of-scope and fact patterns read. `emphatic` adds the reading with emphatic letters (below) too.
 */
export function spacedReadings(question: string, opts: { emphatic?: boolean } = {}): string {
  const arabizi = arabiziReadings(question);
  if (arabizi.length === 0) return spaced(question);
  const plain = arabizi[0]!;
  const readings = [question, ...arabizi, ...(opts.emphatic ? [emphatic(plain)] : []), ...(plain.includes("ء") ? [qaf(plain)] : [])];
  return readings.map(spaced).join("");
}

/**
 * Arabic word families: a pattern matches a whole word made of an optional conjunction (و/ف), an optional
 * article or attached preposition (ال, بال, لل, ب, ل) or an imperfect verb's prefix (Gulf future ب/ح/س, then
 * ي/ت/ن/ا), one of the stems, and an optional pronoun or plural ending (ني, نا, ه, ها, هم, وه, وا, تني...).
 * So "ضرب" reaches ضربني, يضربني, بضربني (ى folded to ي), تضربنا, ضربوها, والضرب, and "هدد" يهددني, هددوني; the Maghrebi
 * present's ك (كيضربني, he is hitting me) is read like the Gulf ب.
 */
const AR_PREFIX = "(?:و|ف)?(?:ال|بال|لل|ب|ل|(?:[سبحك]?[يتنا]))?";
const AR_SUFFIX = "(?:وني|ونا|وها|وهم|وه|وا|و|ون|ين|تني|تنا|تها|ته|تو|ت|ني|نا|ها|هم|هن|كم|ك|ه|ي)?";
function family(stems: string[], suffix = AR_SUFFIX): RegExp {
  // A three-letter root's active participle (ضرب → ضارب, حبس → حابس: "حابسني", he is keeping me locked in) is the same word.
  const participles = stems.filter((stem) => stem.length === 3).map((stem) => `${stem[0]}ا${stem.slice(1)}`);
  return new RegExp(` ${AR_PREFIX}(?:${[...new Set([...stems, ...participles])].join("|")})${suffix} `);
}

/**
 * Arabizi writes د for ض, ت for ط, س for ص and ز for ظ alike ("yedrebni" is يضربني): the emphatic reading of a
 * transliteration, read beside the plain one.
 */
// Gulf Arabizi also types ذ as "th" ("5athaw" خذوا), which the letters read as ث.
// Gulf Arabizi types ض with the 9 of ص too ("y9arbni" يضربني), so the emphatic reading takes ص for ض before س becomes ص.
const emphatic = (arabic: string) => arabic.replace(/ص/g, "ض").replace(/د/g, "ض").replace(/ت/g, "ط").replace(/س/g, "ص").replace(/ز/g, "ظ").replace(/ث/g, "ذ");
/** Egyptian and Levantine Arabizi type ق as "2" (a glottal stop in their speech: "a2tal" اقتل, "2adiya" قضية). */
const qaf = (arabic: string) => arabic.replace(/ء/g, "ق");
/** Only with a person as its object (يحبسني, بيذبحنا): without one the word is often the law's own (الحبس, القتل). */
const ON_ME = "(?:ني|نا|ك|ها|ه|هم|وني|ونا|وها|وه)";

const SELF_HARM = [
  /\b(suicid\w*|kill(ing)? my ?self|kil my ?self|end(ing)? my life|end(ing)? it all|hurt(ing)? my ?self|self[ -]?harm|want to die|wanna die|take my (own )?life|(do ?n ?t|dont|do not|don t) want to (live|be alive)|no reason to live|better off dead)\b/,
  family(["نتحر", "نتحار"], "(?:ي|ه)?"),
  / (اقتل|اموت|اذي|اوذي|ااذي|اذيت|انهي|اخلص علي) (نفسي|حياتي|روحي) /,
  // "أفكر في إنهاء حياتي": ending one's life as a noun too; not "إنهاء حياتي الزوجية" (a marriage) or a career.
  / (انهاء|انهي|قتل) (حياتي|حياته|حياتها|نفسي|نفسه|نفسها) (?!(الزوجيه|المهنيه|العمليه|الوظيفيه|الدراسيه) )/,
  // With a conjunction before it too ("تعبت من كل شي وابي اموت").
  / (?:و|ف)?(ابي|ابغي|ابغا|ابا|ودي|اريد|اريد ان|بدي|افكر|قاعد افكر|فكرت|نبي|نبغي|بغيت|حاب|عايز|عايزه|عاوز|عاوزه) (اموت|الموت|انتحر|اخلص من حياتي|انط|ارمي نفسي) /,
  / (ما|مب|مو|لا|ماني) (ابي|ابغي|ابغا|ودي|اريد|بدي) (اعيش|العيش|الحياه|ان اعيش) /,
  / (ماابي|ماابغي|ماودي) اعيش | (تعبت|مليت|زهقت) من (الحياه|حياتي|العيشه|الدنيا) /,
  // Levantine "حالي" is "myself": "خلّص من حالي", "ما عاد فيني كمّل".
  / (اخلص|خلص|اقتل|انهي|اذي|اموت) (من |علي )?(حالي|نفسي|روحي) | ما (عاد|عاد في|عدت) ?فيني (كمل|اكمل|اتحمل|عيش|اعيش) /,
  /\b(no|see no|don t see a|dont see a|do not see a|don t see any|lost every) reason to (keep living|live|go on|be alive|carry on)\b/,
  /\bbetter off (without me|if i (wasn t|weren t|was not|were not|wasnt|werent) (around|here|alive))|\b(not|wasn t|wasnt) (be )?around any ?more\b/,
  // "ما عاد ابي اعيش", "ما عدت ابغى الحياة": no longer wanting to live, with the Gulf "not any more" between.
  / (ما|مب|مو|لا) (عاد|عدت|صرت|بعد) (ابي|ابغي|ابغا|ودي|اريد|بدي) (اعيش|عيش|العيش|الحياه|ان اعيش|اكمل) /,
  // Someone else in danger of harming themselves ("بنتي قالت بتأذي نفسها", "my son said he'd hurt himself").
  / (?:[سبح]?[يت])?(اذي|يذي|قتل|موت|ذبح|نتحر|ينتحر|تنتحر|جرح|يجرح|تجرح|ءزي|ءذي|ءظي) (نفسه|نفسها|روحه|روحها|حاله|حالها|حلها|حله) /,
  /\b(hurt|harm|kill|cut) (himself|herself|themselves)\b/,
  // Signs of a plan or a farewell (a rope, a goodbye message, things given away, a car running in a closed garage).
  /\b((end|ending) (it|everything|it all) (tonight|today|now|soon)|(thinking|think|thought|thinkin) (of|about) (ending|end) (it|everything|it all|things)|(hang|hanging) (myself|himself|herself)|finish myself|disappear forever|(rope|noose) (is )?(ready|in my room|tied)|goodbye (message|note|letter|post|video)|saying goodbye to (us|everyone|all of us|the family)|last day on earth|gave away (all )?(his|her|my) (things|stuff|belongings)|(written|wrote|writing) (a |my )?(goodbye |farewell |last )?(letters?|notes?) to my (kids|children|family|mum|mom|mother|parents|wife|husband)|been cutting (again|myself)|(cutting|cut) my (wrists?|arms?)|engine running in (a |the )?(closed |shut )?garage|(drank|drunk|drink|took|ate|swallowed) (some |the )?(rat poison|poison|bleach|pesticide|insecticide|kerosene))\b/,
  / (كتبت رسالتي|رساله وداع|رسالة وداع|رسالتي الاخيره|اودعكم|بودعكم|ودعتكم|لقيت حبل|شفت حبل|حبل في غرفته|حبل بغرفته|شرب سم|شربت سم|شرب فار|سم فيران|سم الفيران|بينط|بتنط|راح ينط|بيرمي نفسه|بترمي نفسها|اقفز|اءفز|نقتل راسي|اقتل راسي|يقتل راسه|تقتل راسها) | (بدي|بدي ا|ابي|ابغي|يبي|يبغي|بده|بدها|تبي|تبغي|عايز|عايزه) ?(موت|يموت|تموت) | (مابي|مابغي|ماابي|مابدي) (اكمل حياتي|اعيش|اكمل بهالحياه) /,
  // Jumping from a height, an overdose, someone who does not wake or breathe: the ambulance first, whoever it is.
  /\b(jump(ing)? (off|from|out of) (the |a |my |our )?(balcony|building|roof|bridge|window|tower)|overdos\w*|(took|taken|swallowed|ate|drank) (a lot of |lots of |too many |many |some |several |a handful of |all (my |his |her |the )?|a bottle of |the whole )(pills|tablets|sleeping pills|painkillers|medicine|panadol)|swallowed (bleach|poison|pills)|not (waking up|breathing)|stopped breathing|(is|he s|she s|hes|shes) unconscious)\b/,
  / (انط|بنط|ارمي نفسي|اطيح نفسي) (من|م) (البلكونه|الشباك|الدريشه|السطح|الجسر|العماره|البرج) | (بلع|بلعت|شرب|شربت|اخذ|اخذت|خذ|خذت) (علبه حبوب|علبه دوا|كل الحبوب|كل الدوا|حبوب كثير|حبوب كثيره|شريط حبوب|كلور|فلاش) | (ما|مو|مب) (يصحي|تصحي|يتنفس|تتنفس|يقوم|تقوم) | (مغمي|مغما|اغمي) عليه /,
];
const ROAD_ACCIDENT = /\bhit my (parked )?(car|vehicle)|\b(was|got|been|were) (hit|run over|knocked down) by (a|the|an) (car|vehicle|truck|bus|taxi|driver)\b|\bhit (a|one) (man|person|pedestrian) and (ran|run|drove)|\bhit and run\b|\bhit (a|the|his|her|my|our|their|another|someone s) (parked )?(car|motorbike|motorcycle|bike|cyclist|pedestrian|vehicle|rider|wall|lamp ?post)\b|\b(a|the|another|his|her|their) (car|vehicle|truck|lorry|bus|taxi|van|motorbike|motorcycle|driver) (hit|hits|crashed into|ran into|knocked)\b|\b(rear[- ]ended|road accident|car accident|traffic accident)\b| (ضربه|ضربات) (مخفيه|خفيفه|قديمه)? ?(ب|في|بال|فال)?(الشاصي|شاصي|الصدام|صدام|الرفرف|الكبوت|البودي)| (الشاصي|شاصي) (مضروب|فيه ضربه)| (?:و)?(صدم|صدمني|صدمت|صدمه|صدمها|دعم|دعمني|دعمت|خبط|خبطني|خبط في) (سيارتي|السياره|سيارته|سيارتنا|عربيتي|العربيه|فيني بسيارته|فيني) | (حادث|حادثه) (سياره|سير|مروري)|(حادث|حادثه).* (ديه|الديه|بالديه) | (مات|توفي|ماتت|توفت) (في|ب|بال) ?(حادث|حادثه|الحادث) /;
const FAMILY_MEMBER = /\b(husb\w*|wife|spouse|partner|ex|father|dad|mother|mom|brother|sister|son|daughter|in[- ]?laws?|family|uncle|stepfather)\b| (زوجي|زوجتي|زوج|زوجى|رجلي|ريلي|راجلي|جوزي|مرتي|مراتي|طليقي|طليقتي|ابوي|ابويه|والدي|امي|اخوي|اخي|اختي|ولدي|بنتي|عمي|خالي|اهلي|اهل زوجي|عائلتي|الزوج|زوجها|ابوها|ابوه) /;
const VIOLENCE = [
  /\b(hits?|hitting|beats?|beating|beaten|punch\w*|slapp?\w*|kick(s|ed|ing)? me|chok\w*|strangl\w*|attack(s|ed|ing)?|assault\w*|abus(e|es|ed|ive|ing)|violen(t|ce)|rap(e|ed)|sexual(ly)? assault\w*|hurts? me|harm(s|ed)? me|stab\w*|locked me|locks me|in danger|torture\w*)\b/,
  // Unsafe as a person is ("I'm not safe at home"), not as scaffolding or a building was.
  /\b(i m|im|i am|we re|we are|i feel|we feel|she is|he is|they are|kids are|children are) not safe\b|\b(don t|do not) feel safe\b|\bnot safe (at|in) (home|the house|my house|the villa|the flat)\b/,
  /\bhurt(s|ing)? (me|us|him|her|them|(my|his|her|their|our|a|the) (little |small |young )?(child|children|kids?|son|daughter|girl|boy|baby|wife|sister|mother))\b/,
  /\b(touching|touches) (her|him|my (little |young )?(daughter|son|child|kids?|girl|boy|sister|niece|nephew))\b| (يلمسها|يلمسني|يلمسه|لمسها|لمسني|يتلمسها|يلمس بنتي|يلمس ولدي|يلمس ابني|يلمس اختي) /,
  /\b((keeps?|kept|keep on|started) )?touch(es|ing|ed)? me\b|\b(grop\w*|molest\w*|sexually harass\w*|harass(es|ed|ing)? me)\b/,
  family(["ضرب", "ضارب", "نضرب", "انضرب", "تنضرب", "ينضرب", "عذب", "عذيب", "عنف", "عنيف", "معنف", "عتدي", "عتدا", "عتداء", "كفخ", "لطم", "صفع", "رفس", "خنق", "تحرش", "حرش", "غتصب", "غتصاب"]),
  family(["حبس", "ذي", "وذي", "يذي", "ذا"], ON_ME),
  / (في|ب|تحت) ?خطر | بخطر | خطر علي /,
  // طعن is also the law's word for an appeal (الطعن بالاستئناف): a stabbing only with a person as its object.
  family(["طعن"], ON_ME),
  / (طعن|طعنو|طعنوا|طاعن|ضرب|ضربو|ضربوا) (اخوي|اخي|ابني|ولدي|زوجي|ابوي|صاحبي|خويي) (ب|بال)? ?(سكين|سكهكهين|سكين|ساطور|حديده|عصا) /,
  // Signs that a child is harmed or left without care: bruises, burns, a child left alone or locked in.
  // Abandoned is a person left (a child, a wife), not a building site or a project.
  /\b(bruis\w*|burn marks|neglect\w*|left alone for|left (him|her|them) alone|starv\w*|abandon\w* (me|us|him|her|them|(my|his|her|our|their|the|a) (little |small |young )?(child|children|kids?|son|daughter|girl|boy|baby|wife|mother|family)))\b/,
  / (كدمات|كدمه|اثار ضرب|حروق|مهمل|اهمال|يجوعون|جوعان|مرمي|تاركينه|تاركينها|متروك|متروكه) /,
];
/** Threats to a person's life, body or dignity: safety even when the question also names a legal step. */
const THREAT_TO_PERSON = [
  /\b(break|smash|cut) (my|his|her|your|our) (legs?|arms?|bones|neck|head|face|hands?)\b/,
  /\b(pay|money|send money|qr|riyals?)\b.*\bor\b.*\b(send|sends|post|posts|share|shares|leak|leaks|show|shows)\b.*\b(video|videos|photos?|pictures?|pics|chats?|messages|conversations|secrets)\b|\b(video|videos|photos?|pictures?|pics)\b.*\bto my (wife|husband|family|boss|parents|father|mother)\b/,
  /\b((with|of) acid|acid attack|disfigure\w*|(?<!\b(?:that|it|this|which) )(will|going to|gonna|wants to|threaten\w* to) (kill|hurt|burn|stab|beat|shoot|harm|attack) (me|us|you|him|her|them|my)|throw\w* acid)\b/,
  / (موية نار|مويه نار|ماء النار|اسيد|يحرقني|بيحرقني|يشوه وجهي|يشوهني) | (بيحرق|يحرق|راح يحرق|بحرق|حيحرق|هيحرق) (البيت|الشقه|السياره|بيتي|بيتها|بيتنا) /,
  / (?:و)?(يعرف وين رحت|يعرف وين اروح|يعرف وين كنت|يعرف وش لبست|يعرف ايش لبست|يعرف شو لبست|لقيته في نفس|يراقبني|يتبعني وين ما) /,
  // Someone walking behind a person day after day ("واحد بيمشي ورايا كل يوم", "يلحقني من الدوام للبيت").
  / (?:و)?(بيمشي|يمشي|ماشي|ماشيه|بيلحقني|يلحقني|بيلحقنا|يلحقنا|بيتبعني|يتبعني|يمشون|بيمشوا|ماشيين) (ورايا|وراي|ورايه|ورائي|خلفي|ورانا) /,
  / (يعرف وين اسكن|يعرف وين ساكن|يعرف وين ساكنه|يعرف بيتي|يوقف سيارته عند البيت|يوقف سيارته عند بيتي|واقف عند البيت|ينتظرني عند البيت) |\bknows where (i|we) live\b/,
  /\b(blackmail\w*|extort\w*|stalk\w*|follow(s|ed|ing)? me|going to kill|will kill|kill (me|us|him|her)|(threat\w*|says he will) to (kill|hurt|stab|beat|harm))\b/,
  /\b(sextort\w*|watch your back|make me disappear|do me in|(will|gonna|going to|would|swore he would|says he will) (cut|slaughter|finish|burn|shoot|stab) (me|us|my (?!(salary|sahod|pay|wages?|allowance|bonus|commission|hours|leave|benefits|ticket|budget|share|price|fees?)\b)\w+)|teach me a lesson tonight|track(s|ed|ing)? my (location|phone|car)|texts? me where i am|followed my (daughter|son|kids|wife|child) (to|from) (school|work|home)|(same|a) car (is )?parked outside my (house|home|building) (for )?(\w+ )?(nights|days))\b/,
  family(["بتز", "بتزاز"]),
  /\b(publish|post|leak|share|send|release|expose)\b.*\b(chats?|messages|photos?|pictures?|videos?|data|emails|files|secrets)\b.*\bunless (we|i|you) pay\b|\bpay\b.*\b(in )?(bitcoin|crypto|btc|usdt)\b.*\b(or|unless|by)\b/,
  /\b(ruin|destroy|expose|shame|finish)\b.*\bunless (we|i|you) (pay|send|transfer)\b/,
  /\b(new|fake|different|another) accounts? to (message|contact|text|follow|harass|reach) (me|us|her|him)\b|\bsent (me |us )?(a )?(photo|picture|pic) of (our|my) (building|house|home|door|car|school|street)\b/,
  // Private pictures held over someone ("he'll send them to my family unless I pay"), someone following them home.
  /\b(pictures|photos|pics|videos?|images|screenshots)\b.*\b(send|post|share|publish|leak|show)\b.*\b(unless|if i (don t|do not|dont))\b/,
  /\b(keeps?|kept|keep on|started) (showing|turning|coming) (up )?(at|to|outside) my (work|office|workplace|house|home|door|school|flat|apartment|building)\b|\b(scared|afraid|frightened|terrified) (to|of) (go|going|be|being|stay|staying) (home|back home|alone)\b|\b(slash\w*|smash\w*) my (tyres|tires|car)\b/,
  / (خايف|خايفه|خايفين) (ارجع|نرجع|اروح|نروح|ابات|انام) (البيت|للبيت|الشقه|للشقه|في البيت|بالبيت|لحالي) /,
  /\b(know|knows) (which school|where my (kids|children|daughter|son|family) (go|goes|study|studies|live|lives))\b|\bfollow(s|ed|ing)? (my|me) (car|home|house)|\bfollows? (me|my car) home|\bwait(s|ed|ing)? outside my (building|house|home|door|flat|apartment|work)/,
  family(["قتل", "ذبح", "موت"], ON_ME),
  /(?=.* (صور|الصور|بالصور|صوري|فيديو|بالقتل|بالذبح|بالموت|بالضرب) ).* [يتب]?[يت]?(هدد|هدذ|هديد)/,
  // Banks, creditors or a court "chasing us" over a debt are not a stalker.
  new RegExp(` (?<!(?:البنوك|البنك|بنوك|الدائنين|الديانه|الديون|الشركه|الشركات|المحكمه|المحاكم|الحكومه) (?:و)?)(?:[يتب]|بي)(?:تبع|تتبع|لاحق|لحق|راقب|طارد|ترصد)(?:ني|نا) `),
  // Not "ملاحقة قضائية" (prosecution), nor photos of a car after an accident.
  / (ملاحقه|للملاحقه|ملاحقتي|مطارده|مراقبتي|يطاردني|يراقب بيتي|يراقب البيت)(?! (قضائيه|القضائيه|قانونيه|قضائي)) |\b(sends?|sent|sending|posts?|posted|texts?|texted) (me )?(photos?|pictures?|pics) of my (house|home|door|kids|children|family)\b/,
];
/** A child being taken out of the country now without the other parent's consent. */
const CHILD_TAKEN = [
  /\b(taking|driving|flying|leaving|going|travell?ing)\b.*\b(our|my) (son|daughter|kids?|children|child|baby)\b.*\b(without my (consent|permission|knowledge)|out of (qatar|the country)|to leave (qatar|the country))\b/,
  / (ماخذ|اخذ|ياخذ|طالع|بيطلع|مسافر|بيسافر|هربان|هرب) .*(العيال|عيالي|ولدي|بنتي|الاولاد|اولادي|البنت|الولد|الاطفال) .*(بدون|بلا|من غير) (اذني|علمي|موافقتي) /,
];

/** …happening now (on the way to the airport), not a trip asked about beforehand ("يحق له يسافر فيه بدون موافقتي؟"). */
const CHILD_TAKEN_NOW = /\b(right now|now|at the airport|to the airport|on the way)\b| (الحين|هلق|دلوقتي|الان|هسه|في المطار|بالمطار|للمطار|عالمطار) /;

/** An attack, or a weapon in someone's hand (after threats: "threatened me with a knife" is a threat). */
const ATTACK = [
  /\b(knife|knives|gun|guns|pistol|weapon|weapons|armed|machete|attacked me|came at me|pulled a)\b/,
  family(["هجم", "هاجم", "سكين", "سكاكين", "سلاح", "مسدس", "مسلح", "ساطور"]),
];
const THREAT = [/\b(threat\w*|intimidat\w*)\b/, family(["هدد", "هدذ", "هديد"])];
/** What makes a threat a legal matter (an employer's over a visa, a landlord's of eviction): not danger now. */
const LEGAL_THREAT = /\b(visa|permit|residency|sue|suing|court|case|fire|fired|expel\w*|refer (my|the|his|her) file|report (me|my|the|him|her)|deactivate|disconnect|access cards?|service fees?|charges|fine|fines|dismiss\w*|terminat\w*|cancel\w*|deport\w*|report|complaint|contract|salary|rent|evict\w*|ban|lawsuit|legal action)\b| (?:و)?(بيرفع علي|بيرفع عليه|بيرفع علينا|راح يرفع|رح يرفع|يرفع علي|يرفع عليه|يرفع علينا|يرفعون علي|دعوه|بدعوه|يطلعنا|يطردني|يطردنا|بالطرد|تفصل|يفصل|يحول ملفي|للنيابه|هتبلغ|بتبلغ|تبلغ عن|يبلغ عن|الاقامه|اقامه|اقامتي|يلغي|الغاء|بالفصل|بالطرد|بالترحيل|بالتسفير|بالغاء|بقضيه|بالشكوي|بالمحكمه|يلغون|يفصلني|فصل|الفصل|يسفرني|تسفير|ترحيل|قضيه|قضايا|دعاوي|دعوي|بدعوي|يرفعون|شكوي|بلاغ|ببلاغ|بالبلاغ|المحكمه|محكمه|عقد|العقد|راتب|راتبي|الايجار|يطردني من الشقه|يطلعني|حقوقي|يشتكي|بيشتكي|بيشتكيني|يشتكيني|هيشتكيني|حيشتكيني|هيشتكي|حيشتكي|هيشتكينا|يشكيني|بيشكيني|حصته|حصتي|بيسحب|يسحب|ينسحب|الطلاق|بالطلاق|طلاق|الحضانه|بالحضانه|تدي مني|تاخذ مني الولد|تاخد مني الولد) /;
const DETENTION = [
  /\b((taken|picked up|grabbed|held|detained|stopped|locked up) by (the )?(cid|police|security|state security|cops|authorities|criminal investigation|immigration|airport security))\b/,
  // The CID or immigration came and took someone; held at the airport; the police at the door now.
  /\b(cid|police|cops|immigration|security|officers)\b.*\b(took|taken|take|taking|grabbed|dragged|picked up) (me|him|her|them|us|my (husband|wife|son|daughter|brother|sister|father|dad|mother|mom|friend|cousin|uncle|boy|girl|child|kids?|colleague|roommate))\b/,
  /\b(stopped|held|holding|kept|keeping|detained|pulled) (me|him|her|us|them|my \w+) (at|in) (the )?airport|\bairport\b.*\b(in a room|a small room|won t let (me|him|her)|not letting (me|him|her)|took my (phone|passport))\b|\b(departure gate|boarding gate|passport control|immigration counter)\b.*\b(holding|keeping|held|kept) (me|him|her|us)\b/,
  /\b(police|cops|cid|immigration|officers)( officers?| officials?| men| people)? (is |are )?(at|outside|banging on|knocking on) (my|the|our) (door|house|flat|home|villa|room)\b/,
  /\b(police|cops|cid)\b.*\b(cuffed|handcuffed) (me|him|her|us|them|my \w+|our \w+)\b|\b(sitting|sit|am|m|is|are|now|still) (inside|in) (the |a )?(police|cid|immigration) (car|van|vehicle|bus)\b/,
  /\b(holding|keeping|kept|held) (me|him|her|us|them) (at|in) (the )?(police station|station|cid|jail|lock ?up)\b|\b(police|cops|cid|immigration|security)\b.*\b(picked|picks|pick) (me|him|her|us|them) up\b|\b(police|immigration|cid|officers)\b.*\b(holding|keeping|hold) (me|him|her|us|them|my \w+)\b/,
  /\b(held|kept|locked up|detained|stuck|is|are|was|been|still|am|m|im|taken|taken to|sent|sent to|brought) (in|at|to)? ?(the |a )?(deportation|detention|immigration|search and follow.?up) (centre|center|camp|jail|prison)\b|\b(in|at|from) (the )?(police )?lock ?up\b/,
  // Stuck at the airport with officers there now ("they are standing with me now"), not a flight delay or a ban found before.
  /\b(stuck|held|kept|waiting|sitting|standing) (at|in) (the )?(\w+ )?airport\b(?=.*\b(officers?|police|immigration|security|cid)\b)(?=.*\bnow\b)/,
  /\b((in|from) the back of (a|the) police (car|van)|(messaging|texting|writing) from the (police )?(van|car|cell)|(in|from) the cell (now|right now)|being interrogated (at|in|by)|taken (away )?in handcuffs|(took|take|takes|taking|led|dragged|walked|marched) (\w+ ){1,3}away in handcuffs|in handcuffs by (the )?police|taken by (plain ?clothes|plainclothes) (men|officers|police)|caught me at (a |the )?checkpoint|(sat|sitting|kept|held) in a room (at|in) (arrivals|the airport|departures)|holding me in an office)\b/,
  /^(?=.*\b(stopped|case|ban|held|police|officers|immigration|won t let|not let)\b).*\b(still|i m|im|i am|we are|we re) (inside |at |in )(the )?airport\b/,
  /\b(officers?|police|immigration|security)\b.*\b(took|taken|holding|have|has) my passport\b.*\b(gate|airport|departures?|counter|wait)\b|\btold me to (sit and )?wait\b.*\b(flight|gate|boarding)\b/,
  /\b(stopped|held|holding|kept) (me |him |her |us )?at (the )?(passport control|immigration counter|border)\b|\bbeing held in (a|the) (side |small |back )?room\b|\b(stopped|held) (me |him |her |us |them |my \w+ )?at (the )?(airport|departures?|arrivals?|departure hall)\b|\bairport\b.*\b(won t|will not|wont|didn t|did not|not) let (me|him|her|us) (fly|travel|leave|board|go)\b/,
  // A summons to the police station ("come tomorrow to give a statement") is not detention: being held there is.
  /\b(arrest\w*|arest\w*|detain\w*|detention|in(to)? (police )?custody|police (took|take)(?! ((my|his|her|their|our|a|the|all|both) )?(statements?|reports?|complaints?|details|fingerprints?|finger ?prints?|photos?|information))|police (have (him|her|them|my \w+)|has (him|her|them|my \w+)|are holding|is holding|arrested|detained|picked up)|held (by|at) (the )?police|in jail|in prison|locked up|(is|am|m|im|are|re|was|were|being|been|kept|held|taken|locked|still|now) (at|in|to) (the )?police station)\b/,
  // قبض is also to collect (يقبض الإيجار, قبضت راتبي): an arrest only on someone (قبضوا عليه, القبض على اخوي).
  / (?:و|ف)?(?:ال|ات|ان|[سبح]?[يتن])?قبض(?:وا|و|ون|ت)? (علي|عليه|عليها|عليهم|عليني|علينا) /,
  family(["مقبوض", "نقبض", "عتقل", "معتقل", "عتقال", "حتجز", "محتجز", "حتجاز", "مسجون", "نسجن", "سجنو", "سجنوا", "مسكو", "مسكوا", "انمسك", "ينمسك", "تنمسك", "انلزم", "ينلزم", "انقبض", "انحبس", "انسجن", "موقوف", "توقيف"]),
  // "وقفوا" alone is "they stopped" (paying, answering): stopped by the police only with the person ("وقفوه", "وقفوني").
  / (?:و|ف)?(وقفوني|وقفوه|وقفوها|وقفوهم|وقفونا) /,
  // "ماسكين" holds things as well ("ماسكين كل شي", the estate): detention only with a person ("ماسكينه").
  family(["ماسكين"], ON_ME),
  / (في السجن|بالسجن|حبسوه|حبسوني|محبوس|محبوسه) /,
  // The station alone is also where a complaint is filed ("فتح بلاغ في المخفر"): held there, or someone there now.
  / (محجوز|محجوزه|موقوف|موقوفه|محبوس|ماسكينه|حاجزينه|هو|هي|انا|اخوي|ابني|ولدي|زوجي|رجلي|بنتي|ابوي) (الحين|الحين في|الان|دلوقتي|هلق)? ?(في|ب) ?(المخفر|مركز الشرطه|القسم) /,
  // محجوز is also "booked": held only in a police station (القسم in Egypt, المخفر in the Gulf) or in custody.
  / (محجوز|محجوزه|محجوزين) (في|ب|بال)? ?(القسم|قسم الشرطه|المخفر|الحجز|التوقيف|السجن) | (انا|اخوي|ابني|زوجي|ولدي) (محجوز|محجوزه) /,
  / (الشرطه|الشرطة|الشرطا|الشرته|الشرتا|الامن|الشرطي|الشرطيه) (اخذت|اخذو|اخذوا|خذت|خذو|خدت|خادت|خدو|خدوا|شلت|شالت|شلو|شالو|مسكت|ماسكه|حجزت|قبضت|اعتقلت|ساحبين|سحبت) /,
  / (الشرطه|الامن|المباحث|البوليس) (اجت|جت|جات|اجو|جو|جاو|جايين|جايه|جاءت) (علي|عند|ل|لل)? ?(بيتي|البيت|بيتنا|شقتي|الشقه) | (تدور علي|يدورون علي|بيدورو علي|عم تدور علي|يدوروا علي) | (?:و)?(قبضوه|قبضوها|قبضوني|قبضوهم|قبضونا|شالوه القسم|شالوه للقسم|شالوه على القسم) /,
  / (شلو|شالو|شلوا|شالوا|اخذو|خذو|اخذوا|خذوا|سحبو|سحبوا) .*(الشرطه|المخفر) | (ناس|رجال|جماعه) القسم .*(شالو|شالوا|شلو|اخدو|اخدوا|خدو|خدوا|اخذو|خذو|سحبو) /,
  // The police (or CID, immigration) at the door, or about to take someone ("الشرطة عند الباب يبون ياخذوني").
  / (الشرطه|الامن|المباحث|الجوازات|الهجره|سي اي دي) (عند|على|علي|برا|قدام) (الباب|البيت|بابي|باب البيت) | (يبون|يبغون|بدهم|عايزين|جايين|بيجون) (ياخذوني|ياخذونه|ياخذوها|يقبضون علي|يسجنوني|يحبسوني|يمسكوني) /,
  / (المطار|بالمطار|مطار) .*(وقفوني|موقفيني|حاجزيني|حجزوني|ماسكيني|منعوني|ما خلوني|رجعوني|في غرفه|بغرفه|ما يخلونه|ما يخلوه|ما خلوه|ما يخلونها|ما خلوها|ما يخلوني|منعوه|منعوها|وقفوه|حجزوه) | (وقفوني|حجزوني|ماسكيني|موقفيني|منعوني) (في|ب) ?المطار /,
  // Police as North Africa and Egypt call them (البوليس), and "took him" as they say it (خدوه، داوه).
  / (البوليس|بوليس|الشرطه|شرطه|المباحث|الامن|الهجره|الجوازات|البحث والمتابعه|البحث و المتابعه) .*(اخذو|اخدو|اخدوا|خذو|خدو|خدوا|داو|داوه|شالو|شلو|سحبو|قبضو|مسكو|اخذوه|خدوه|ماسكين|ماسكه|ماسك|شدو|شدوه|لزمو|لزموه)(?:ا|ه|ها|هم|ني)? /,
  family(["لزمو", "لزموه", "لزموها", "لزموني"], ""),
  // "أنا في شرطة الحين" (a worker's pidgin: at the police now); the CID named in Latin letters taking someone.
  / (انا|احنا|هو|هي) (في|فى|ب) ?(الشرطه|شرطه|المخفر|مخفر|السجن|الحجز) (الحين|الحين|الان|هلا|هسه|دحين|now) |\bcid (اخذوا|اخذو|خذوا|خذو|اخذ|قبضوا|قبضو|مسكوا|مسكو|اعتقلوا|شالوا) /,
  / (مركز الترحيل|الترحيل|الابعاد|التوقيف|الحجز) .*(من|صار له|له|لها|صار لها) .*(اسبوع|اسبوعين|يوم|ايام|شهر) | (محجوز|محتجز|موقوف) (في|ب) ?(مركز الترحيل|الترحيل|الابعاد) /,
];

DETENTION.push(
  // Held at a land border ("stopped at the Abu Samra border… holding me in a room").
  /\b(border|checkpoint|crossing)\b.*\b(holding|keeping|held|kept|detain\w*) (me|him|her|us|them)\b|\b(stopped|held|detained) at (the )?(\w+ ){0,2}(border|checkpoint|crossing)\b/,
  // Held for a deportation centre as a pidgin says it ("dem don hold me for deportation centre"); "حجزوه", they held him.
  /\b(hold|holds|holding|held|keep|keeps|keeping|kept|lock|locked|put|dey)\b.*\b(deportation|detention) (centre|center|camp|jail)\b/,
  / (?:و|ف)?(حجزوه|حجزوني|حجزوهم|حجزونا|حاجزينه|حاجزيني|حاجزينها|حاجزينهم|حاجزينا) /,
  // Someone at the prosecution or in the lockup now ("وهو في النيابة دلوقتي").
  / (?:و)?(هو|هي|انا|اخوي|ابني|ولدي|زوجي|جوزي|رجلي|بنتي|ابوي) (في|ب) ?(النيابه|الحجز|التوقيف) (الحين|دلوقتي|الان|هلق|هسه|للحين|لسه|لحد الحين) /,
  / (في|ب) ?(المركز|المخفر|القسم|الحجز|السجن|التوقيف) .*(ما|محد|مو|ممنوع) .*(نشوفه|نشوفها|نزوره|نزورها|نكلمه|نكلمها|اشوفه|اشوفها|نشوفهم) /,
  /\b(held|kept|locked up|detained|custody|at the station|in the station)\b.*\b(won t|will not|wont|don t|do not|not) (let|letting|allow\w*) (us|me|anyone|the family|family) (see|visit|talk to|speak to|meet)\b/,
);

/** Someone locked in or kept from leaving (by a husband, an employer, anyone). */
const LOCKED_IN = [
  /\b(lock(s|ed|ing)? (me|us|her|him|them) (in|inside|up)|locks? (the |all the )?(camp |villa |house |main |front )?(doors?|gates?)|(can t|cant|cannot|can not|not allowed to|never allowed to) (go|step|get) (out|outside)( of)? (at all|the house|the villa|the room|the camp|the flat|alone)|(nobody|no one|none of us) (can |is allowed to |allowed to )?(goes|go|leaves|leave) (out|outside|the camp|the villa|the house|the site)|locked my (room|door)|(can t|cant|cannot|not allowed to) leave until (we|i|they) (repay|pay|finish)|(keeps?|kept|keeping) (\w+ of us|us|them|me) in (one|a|the|a small) room|(not|never) allowed out|not giving (her|him|me|us|them) (food|enough food|proper food)|locked (the door|us in|me in)|(can t|cant|cannot|can not) leave the (house|villa|camp|room|flat|apartment|accommodation)|(not|never) (allowed|let) (me |us )?to (leave|go out)(?! (the country|qatar|doha))|won t let (me|us|her|him|them) (leave|go out|out)|(not|don t|dont|doesn t|doesnt|won t|never) (allow|allows|allowing|let|lets) (me|us|her|him|them) (to )?(go )?(out|outside|leave)\b(?! (the country|qatar|doha))|wont let (me|us|her|him|them) (leave|go out|out)|not letting (me|us|her|him|them) (go out|leave|out|go)|no food (since|for))\b/,
  / (?:و|ف)?(قفل|يقفل|تقفل|مقفل|مقفله|قافل|قافله|قافلين|قافلتني|سكر|يسكر|تسكر|مسكر|مسكره|مسكرين|يقفلون|قفلو|قفلوا|سكرو|بيقفل|بيقفلوا|بيقفلو|بتقفل|بيسكر|بيسكروا|بتسكر) (علي|علينا|عليها|عليه|عليهم|علي الباب|الباب علي|الباب علينا) | (?:و|ف)?(ما|مو|مب|مش) ?(بي|ب)?(يخليني|يخلوني|خلاني|يخلونا|خلونا|تخليني|يخليها|يخلي|تخلي|مخليني|مخلياني|مخليانا|مخلينا|مخليينا|مخليها|مخلياها) (اطلع|نطلع|اخرج|نخرج|تطلع|تخرج) | (?:و)?(حابسته|حابستها|حابستني|حابستنا|قافلتها|قافلته) | (ما في|مافي|ما) (خلي|يخلي) (انا )?(روح|اروح|اطلع|يطلع) | (يسكر|يقفل|سكر|قفل) (باب|الباب) (غرفه|الغرفه|غرفتي) | (محبوسين|محبوسه|محبوس|مسجونين) (في|ب) ?(السكن|البيت|الغرفه|الكامب|الفيلا) | (بدون|بلا|ما في|مافي) (اكل|طعام) | (?:و)?(محد|ما احد|ماحد|ولا احد) (يطلع|يقدر يطلع|يطلعون|يخرج) | ممنوع (نطلع|الطلوع|نخرج|الخروج) | (ما في|مافي|ممنوع) (خروج|طلوع) | (ماما|بابا|مدام|المدام) (يقفل|قفل|يسكر|سكر) (باب|الباب) | (?:و)?(سكر|قفل|يسكر|يقفل|سكرو|قفلو) باب (ما في|مافي|ما) (روح|اروح|طلع|اطلع|خروج) /,
];
/** A passport held by someone (an employer, a sponsor): with being locked in, threats or fear, danger now. */
const PASSPORT_HELD = /\b(keeps?|kept|keeping|took|taken|has|have|holding|holds|with) (my|our|all|all our|her|his|the|all the) (\w+ and )?passports?\b|\b(took|take|takes|taken|keeps?|kept|holding|holds|collected|collects) passports\b|\b(keeps?|kept|took|taken|has|have|holding|holds) (all|both) (\w+ )?(of )?(our|their|my) passports\b|\bpassports? (are |is )?(with|held by|taken by) (the )?(company|employer|sponsor|kafeel|boss|madam|them|him|her)\b| (?:و)?(ماخذ|ماخذه|اخذ|خذ|شايل|شايله|ماسك|ماسكه|حاجز|حاجزين|ساحب|ساحبين|شايلين|ماخذين|واخد|واخده|واخدين|ماخد|ماخده|اخده|اخدين) (جوازي|جوازاتنا|جوازها|جوازه|الجواز|جواز|جوازنا|الجوازات|جوازاتهم|جوازاتهن|جوازهم|جوازات العيال|الباسبور|الباسبورت|الباسبورات|باسبوري|باسبورتي|باسبوراتنا) | (الجوازات|جوازاتنا|جوازي|الجواز|جوازها) (عندنا|عنده|عندهم|معه|معهم|عند الكفيل|عند الشركه|عند المقاول) |\b(keeps?|kept|keeping) (all )?(my|our|her|his) (documents|papers|ids)\b|\bconfiscated (our|my|their|her|his) (ids|passports?|documents|papers)\b|\bpassports? (is |are )?(locked )?in (the |a )?(office |company )?safe\b|\bno passport\b| (ما|مو|مب) ?(يطيني|يعطيني|يرجع لي|يرد لي|يرجعلي|عطوني) (جوازي|الجواز) | (ما|مو|مب) ?(يبي|يبغي|يرضي|راضي|يبا) (يرجع|يعطي|يسلم|يرد) ?(لي|ني)? ?(جوازي|الجواز) | (?:و)?(الجواز|جوازي|الاوراق|اوراقي|جواز|باسبور|باسبورت) (كلها )?(عندهم|عند ?المدام|عند ?الكفيل|عند ?الشركه|عند ?بابا|عند ?ماما|عند ?مدام|عند ?المعزب|عند ?معزبي) | (جواز|الجواز|باسبور|باسبورت) مال (انا|انه|هو|هي) .*(شيل|شال|ماخذ|اخذ|ماسك|مسك|عنده|عندها|خلي) | (ماما|بابا|مدام|المدام|الكفيل|كفيل) (ياخذ|اخذ|ماخذ|شيل|شال|يشيل|ماسك|يمسك) (جواز|الجواز|جوازي|باسبور) /;
/** A passport held once and given back ("I got it back last month", "رجع لي الجواز"): a claim or a threat to answer, not held now. */
const PASSPORT_BACK = /\b(got|get|getting|have) (it|them|my passports?|our passports?|the passports?|it all) back\b|\b(returned|gave back|handed back|gave me back|handed me back) (it|them|my passports?|the passports?)\b|\b(my|the) passports? (was|were) (returned|given back|handed back)\b| (?:و)?(رجع لي|رجعلي|رجعو لي|رجعوا لي|ردو لي|ردوا لي|عطوني|سلموني|استلمت|استرجعت|رجعت) (جوازي|الجواز|جوازاتنا) | (جوازي|الجواز) (رجع|رجعلي|رجع لي|استلمته|استرجعته) /;
/** Taken on from the airport to a house or a farm, or made to work: where the passport was taken does not make it an officer's detention. */
const WORKED_ELSEWHERE = /\b((kept|locked|held) (in|inside) (a|the|one|their) (villa|house|camp|flat|farm|building)|must (also )?work|forc\w* (me|us|her|him|them) to work|forced to work|to pay (back|off) (the|my|our))\b/;
/** Made to work or kept from going anywhere: with papers held, someone trapped by an employer. */
const FORCED_OR_KEPT = /\b(forc\w* (me|us|her|him|them) to work|forced to work|must (also )?work (for|on|at|until|to pay)|(we are|we re|i am|i m|they are|she is|he is) (now )?(kept|locked|held) (in|inside) (a|the|one|their) (villa|house|room|camp|flat|building|farm)|work (\w+ ){0,3}to pay (back|off) (the|my|our) (visa|debt|ticket|agency|recruitment)|not allowed (to )?go (out|outside)|makes? (me|us|her|them) work|(the )?(camp |villa |house |main |front |compound )?(doors?|gates?) (is|are) (kept )?locked|(we|i) (do not|don t|dont) eat|no food|can ?never go (outside|out)|(can t|cant|cannot|can not) (leave|go anywhere|go outside|go out)(?! (the country|qatar|doha|my job|the job|the company|before))|shut (us|me|them) (inside|in)|brought (me|us) to a farm)\b| (غصبا عننا|غصبا عني|غصب عنا|غصب عني|غصب عننا|بالغصب|يجبرني|يجبروني|تجبرني|يغصبني|ممنوعه اطلع|ممنوع اطلع|ما اقدر اطلع|مااقدر اطلع|ما تخليني اطلع|بلا راتب|بدون راتب|من غير فلوس|بدون فلوس|من غير راتب|من غير مرتب|بدون مرتب|ما استلمت راتب|ما في راتب|مافي راتب) | (ما|ماا|مافي) ?(يقدر|اقدر|نقدر|يقدرون|تقدر) (يطلع|اطلع|نطلع|تطلع|يروح|اروح|يخرج|اخرج) (من )?(بيت|البيت|برا|بره|فيلا|الفيلا)? /;
const FEAR = /\b(scared|afraid|frightened|terrified|help me|please help|runaway|absconding|ran away|run away|ran from|escaped|looking for me|searching for me)\b| (خايف|خايفه|خايفين|ساعدوني|بلاغ هروب|هروب|بلغ عني|تغيب) /;
const EMPLOYER = /\b(employer|boss|sponsor|kafeel|kafil|company|manager|madam|supervisor|camp|housemaid|maid|domestic worker|nanny)\b| (الكفيل|كفيلي|كفيلنا|المعزب|معزبي|المعزبه|معزبتي|المعازيب|المدير|مديري|الشركه|شركتي|المدام|مدامتي|صاحب العمل|السكن|شغاله|خدامه|عامله منزليه|صاحبته|صاحبه العمل|صاحب المحل|صاحبه المحل|صاحبه الصالون|بابا كبير|ماما كبير|بابا كبير|مدام كبير) /;

export function any(value: string, patterns: RegExp[]): boolean {
  return patterns.some((p) => p.test(value));
}

/** Violence is domestic when a family member is named. */
const violenceBy = (s: string): SafetyTopic => (FAMILY_MEMBER.test(s) ? "domestic_violence" : EMPLOYER.test(s) ? "employer_abuse" : "violence");
/** Someone accused of hitting ("شاكيني إني ضربته", "he claims I hit him"): a defence, not danger now. */
/** A shop or office locked by its landlord over rent is a tenancy dispute, not someone locked in. */
const PREMISES = /\b(landlord|rent|shop|office|store|warehouse|premises)\b| (مؤجر|المؤجر|المالك|الايجار|ايجار|المحل|محل|الدكان|المكتب|المخزن|المستودع) /;
/** A past assault told to claim for it (a medical report, "أبي آخذ حقي"), with nothing of fear or now. */
const PAST_CLAIM = /\b(medical report|police report|compensation|claim (for|money)|ask for money|sue (him|her|them)|medical bills|hospital bills|dentist bills|lost wages|damages|(bills|wages|costs|expenses) back|claim (the |my |his |her )?(\w+ )?(bills|costs|expenses)|(pay|paid) for (the |my )?(surgery|treatment|operation|hospital|bills|damage)|convicted)\b| (تقرير طبي|تقرير من المستشفي|تعويض|بتعويض|انحكم عليه|اخذ حقي|آخذ حقي|اشتكي عليه|ارفع عليه|ارفع قضيه) /;
const NOW_OR_FEAR = /\b((?<!(fine|okay|ok|better|alright|can i|could i|can (she|he|we|they)|could (she|he|we|they)|may (i|she|he|we|they)) )(?<!(compensation|damages|claim|money|case|court) )now(?! (i want|we want|she wants|he wants|they want|she s asking|he s asking|i d like|the case|the court|it s in court|it is in court|my case|i m asking|i am asking|((he|she|they|it) )?(also )?(wants|asks|demands|expects|insists|says|refuses))\b)|right now|tonight|scared|afraid|help me|still(?! (have|has|had|owe|owes|own|owns|run|runs|paying|pay|waiting|need|needs|got|get|getting|in pain from the|claim|sue|appeal|ask)\b))\b| (?:و)?((?<!(قضيه|دعوي|تعويض|يقدر) )(الحين|دلوقتي)(?! (اطالب|ارفع|اشتكي|طاب|بخير|زين|تمام|الحمد|ب?ا?قا?[دض]م|بتقدم|متقدم|ابي اقدم|بشتغل|اشتغل|ابي اشتغل|رجع|اتاخر|تاخر|ما دفع|مادفعش|وقف))|هلق|الان|خايف|خايفه|ساعدوني|للحين) /;
/** "Could that hurt us legally?": harm to a position, not to a body. Out on bail: the arrest is over. */
const NOT_BODILY = /\b(destroy|ruin) (our|my|his|her|their|the) (restaurant|business|shop|store|company|reputation|name|career|brand)\b|\bfake reviews?\b|\bfollow (me|us|him|her) go\b|\bfollow (me|us) to (the )?(court|committee|labou?r|hearing|office|ministry)\b|\b(hurt|harm)(s|ed|ing)? (us|me|him|her|them|my|our) (legally|financially|business|reputation|case|chances|credit|in court|in the case|at the hearing)\b|\b(that|it|this|which) (will|would|could|can|might) (hurt|harm) (me|us|him|her|them)\b/;
const RELEASED = /\b((?<!\b(not|never|hasn t|haven t|hasnt|havent) )(is|was|got|now|already|been) (out on bail|released)|(?<!\b(not|won t|wont|don t|dont|didn t|didnt|refuse to|refused to|never) )let (him|her|them|me|us) (come|go) (home|back)|(?<!\b(haven t|have not|havent|hasn t|has not|hasnt|didn t|did not|didnt|won t|will not|wont|not|never|still not|not yet|not been|never been|hasn t been|haven t been|hasnt been|havent been) )released (him|her|them|me|my \w+)?( on bail)?|got bail|bailed out|let (him|her|them|me) go|(was|were|got|been|then|and) let (go|out))\b| (وبعدين|بعدين|وبعدها|بعدها|ثم) (خلوني|خلوه|خلوها|سمحولي|سمحوا لي|طلعوني|طلعوه) | (بكفاله|طلعوه|طلع بكفاله|افرجو عنه|افرجوا عنه|الافراج|انفرج عنه|خرج بكفاله|طلع الحين|وطلع|بتعهد|طلعوا نفس الليله|طلعوها|طلعت نفس الليله) | (?:و)?(هلق|الحين|الان|دلوقتي) طلع /;
/**
 * Told of the past or of a sentence being served, not of someone taken now: "two years ago I was held at the airport,
 * it is settled now", "he got one year in prison and we want to appeal", "أخوي مسجون في قضية شيكات من سنة".
 */
const PAST_OR_SERVED = / (سنه|عام|في سنه|في عام) (٢٠[٠-٢][٠-٩]|20[0-2][0-9]) | (?:و)?(طلعوه|طلعوها|طلعوني|فكوه) بعد (ساعه|ساعات|ساعتين|يوم|يومين)|\b(\w+ )?(years?|months?) ago\b|\b(?<!since )last (year|month)\b|\b(long ago|healed|has healed|all healed)\b|\b(old|former) (stalker|case|assault case)\b|\bno contact for (years|months)\b|\bin (19|20)\d\d\b|\b(acquitted|completed (my |his |her |the )?sentence|served (my |his |her |the )?sentence|released from (jail|prison)|pardoned)\b| محكوم (سنه|سنتين|\S+ سنين|\S+ سنوات|شهر|شهرين|\S+ شهور) | (انحكم|حكم|حكموا) (عليه|عليها|علي) (بالسجن|سجن)? ?(سنه|سنتين|شهر|شهرين|\S+ سنوات|\S+ سنين|\S+ شهور) | (كان عندي|كانت عندي|جان عندي|كان علي|كانت علي) (قضيه|قضيت|قضيه ضرب|بلاغ|دعوي) | (انحكمت|انحكم عليه|حكموا علي|حكمو علي) (غرامه|بغرامه) | (غرامه|غرما|بغرامه) و ?(خلاص|خلس|خالاس|خلص|انتهت|انتهي) |\b(paid|got) (a )?fine and (it s |it was )?(done|over|closed)\b| (الشهر الفات|الشهر اللي فات|الشهر الي فات|الشهر الماضي|الاسبوع اللي فات|الاسبوع الماضي|السنه اللي طافت|السنه الي طافت|السنه اللي راحت|قبل سنه|قبل سنتين|قبل سنوات|قبل \S+ سنين|قبل \S+ سنوات|قبل \S+ شهور|خلصت المده|خلص المده|خلصت مدتي|قضيت المده|من سنه|من سنتين|السنه اللي فاتت|السنه الماضيه|ايام الزواج|بالصلح|انتهت بالصلح|عملنا صلح|وعملنا صلح|اتصالحنا|واتصالحنا|تصالحنا|وتصالحنا|انتهي بالبراءه|بالبراءه|براءه|بعفو|عفو اميري|طلع من السجن|طلعت من السجن|خلص محكوميته|خلصت محكوميتي) |\b(in prison|in jail|locked up) (for )?(\w+ )?(months?|years?)\b|\b(it is|it s|its|was|now|been) settled\b|\b(got|sentenced to|serving|was given) (a |an |one |two |three |\d+ )?(years?|months?|year s)\b| (مسجون|محبوس|في السجن|بالسجن) .*(من|صار له|له) (سنه|سنتين|سنين|شهور|اشهر) /;
/** Abuse told as over ("كان يضربني قبل الطلاق", "he used to hit me"), without fear now: the story's past. */
const PAST_ABUSE = / (كان|كانت|جان|كنت) (يضربني|يضربها|يعنفني|يعنفهم|يعنفنا|يضربنا|تضربني|يهددني|اتعرض|تتعرض) | (كان|جان) (يضرب|يعنف|يهدد) (امي|امنا|امه|زوجته|مرته|اختي|اخوي|اخواتي|ولده|بنته|اولاده) |\b(was|were|had been) (violent|abusive)\b|\b(abusive|violent) (marriage|relationship)\b.*\b(ago|separated|divorced)\b|\bused to (threaten|abuse)\b| قبل الطلاق |\b(used to|would) (hit|beat|slap)\b|\b(years|months) ago\b.*\b(hit|beat|slapped|pushed)\b|\b(hit|beat|slapped|pushed) me\b.*\b(it was|that was) (\w+ )?(years|months) ago\b|\b(hit|beat|slapped) me once\b/;
/** Called in to give a statement: a summons, not someone taken (the patterns' own detention rules still apply). */
const SUMMONED = /\b(summon\w*|called (me|him|her) in|come in for (questioning|a statement)|take my statement)\b| (اقوالي|اقواله|اقوالها|اقولي|استدعاء|استدعوه|استدعوني|للاقوال|لاخذ الاقوال|طلبت يجي|طلبوا يجي|يحضر للتحقيق|للتحقيق|شاهد علي|كشاهد|اشهد علي|للشهاده|يبوني شاهد|يبغوني شاهد|بدهم ياني شاهد) |\b(as a witness|to be a witness|witness statement)\b/;
/**
 * Worried about how a legal matter ends ("خايفة على العيال" while a divorce is thought of, "worried about custody"): with
 * a legal process named (LEGAL_PROCESS), for the learnt signal a concern about an outcome, not fear of someone (خايف منه)
 * or for one's life.
 */
const WORRIED_FOR_OUTCOME = / (خايف|خايفه|خايفين) (انه )?(ما|مو) (يرجعه|يرجعها|يرجعهم|يرجع|ترجع) | (?:و)?(اخشي|اخاف|خايفه|خايف) (الا|ان لا|انه ما|ما) (يعيدها|يعيده|يعيدهم|يرجعها|يرجعه|يرجعهم) | (خايف|خايفه|خايفين|خايفي|خيفي|خيفه|قلقان|قلقانه|قلقانين) (علي|عل|عال|ع) ?(العيال|عيالي|الاولاد|اولادي|الولاد|ولاد|ولادي|ولد|الولد|البنات|بناتي|مستقبل|مستقبلهم|الحضانه|حضانه|البيت|بيتي|شغلي|الشغل|اقامتي|الاقامه|فلوسي|حقي|حقوقي)(?! (منه|منها|منهم)) |\b(worried|anxious|concerned) (about|for) (the kids|my kids|the children|my children|custody|what happens|the future|my job|my visa|my residency|the money)\b/;
/** A legal process the worry is about (a divorce thought of, custody, a case). */
const LEGAL_PROCESS = /\b(divorce|divorced|custody|court|case|lawsuit|visa|residency)\b| (انفصلت|انفصلنا|منفصله|منفصلين|مطلقه|مطلق|طليقها|طليقي|طليقتي|طلاق|الطلاق|بالطلاق|بل طلاق|حضانه|الحضانه|بالحضانه|حدني|حاداني|حضني|قضيه|القضيه|المحكمه|الاقامه|نفقه|النفقه) /;
/**
 * "The heat is killing me", "مديري بيذبحني لو تأخرت هههه": a figure of speech (a thing that kills, or a laugh after it),
 * not a threat to a person.
 */
const HYPERBOLE = / (ذابحني|قاتلني|ذابحنا|قاتلنا|مموتني|مموتنا|ذبحني|قتلني|موتني|ذبحنا|قتلنا) (ب|بال)\S* |\b(haha\w*|lol|jk|just kidding|shooting games?|video games?|if i (don t|dont|do not) finish|if i m late|if i forget|if (the |my |our )?(\w+ )?(reports?|work|homework|files?|project|figures|numbers|deadline) (is|are) late|just how (he|she|they) talks?|(it s |it is |is |was )?(just|only) talk|laughs? when (she|he|they) says? (it|that|this)|(just|only) (a )?joke|as a joke|jokingly|everyone laughs|jokes? (that )?(he ll|he will|she ll|she will|they ll)|(in|on) (the|a|an|this) (online |mobile |video )?game(?! (room|centre|center|shop|store|zone|cafe)))\b| (باللعبه|اللعبه|يلعب|العاب|لو تاخرت|اذا تاخرت|اذا ما خلصت|لو ما خلصت) | (ههه\S*) | (?<! (?:ما|مو|مش|مب|موب|لا))(?: )(?:يمزح|بيمزح|تمزح|بتمزح|عم يمزح|يمزحون|بيمزحوا|يهزر|بيهزر|تهزر|بتهزر|يتمسخر) |\b(heat|commute|traffic|deadline|overtime|workload|exam|exams|heat here) (is )?(slowly )?(killing|will kill)\b| (الحر|الحراره|الديدلاين|الاوفرتايم|الزحمه|الدوام|الشغل|الامتحانات) (ذابحني|ذابحنا|قاتلني|قاتلنا|بيذبحني|بيقتلني) /;
/** A game's or a match's words (./games.ts): "he killed me in Fortnite", "the referee robbed us" are figures of speech. */
const PLAYED = new RegExp(`\\b(${GAME_TITLES_EN}|${MATCH_CALLS_EN})\\b| (${GAME_TITLES_AR}|${MATCH_CALLS_AR}) `);
/**
 * A question about the law itself (a penalty, a rule, a study, the news, a novel, a company's policy), not about someone
 * in danger: "what is the penalty for assault", "شو عقوبة التهديد بالقتل؟ سؤال نظري".
 */
const ABOUT_THE_LAW = /\b((what|whats|what s) (is|are) the (penalty|punishment|sentence|rules?)|penalty for|punishment for|how many years in prison|(purely |just )?theoretical|law student|my (graduation project|dissertation|thesis|research|assignment)|writing (my|a) (dissertation|thesis|paper)|in the news|on the news|saw (on|in) the news|the novel|a novel|a film|a movie|training session|awareness (workshop|session|training)|(harassment|bullying) (policy|training|workshop)|(hr|team|training) workshop|we had a debate|(a |our |the |hr )?policy on (harassment|bullying|threats|violence)|writing (a|an|our) (hr )?policy|(just )?(want|wanted) to know the rule|hypothetical\w*|journalist|as defence counsel|defence lawyer here)\b| (عقوبه|العقوبه|عقوبة|كم سنه سجن|سوال نظري|سوال عام|سؤال نظري|سؤال عام|نناقشها|في الاخبار|شفت خبر|خبر القبض|روايه|رواية|فيلم|سياسه داخليه|ورشه توعيه|ورشة توعيه|لمكافحه التحرش|لمكافحة التحرش|مشروع تخرج|بحث تخرج|كفاله ماليه|الكفاله الماليه|الكفاله للخروج|كفاله للخروج) /;
/** Suicide told of, not threatened: a death in the past ("died by suicide in 2022"), a study of it. */
const SELF_HARM_TOLD_OF = /\b(died by suicide|committed suicide|took (his|her|their) own life|dissertation|thesis|research paper)\b| (انتحر من|انتحرت من|توفي منتحرا|بحث عن الانتحار|رساله ماجستير) /;
/** Violence denied in the telling ("no violence, just a messy split", "careless rather than violent"). */
const NO_VIOLENCE = /\b(no violence|not violent|never violent|never been violent|(has|have) (never|not) been violent|(hasn t|hasnt|haven t) (ever )?been violent|rather than violent|no abuse|not abusive|never (hit|touched|laid a (finger|hand) on) (me|us|her|him|them))\b| (ما في عنف|مافي عنف|بدون عنف|مو عنيف|مش عنيف|ما يضرب) /;
/** An employer's worker who ran away (with the takings): the employer's matter, not someone in danger. */
const WORKER_RAN_AWAY = / (الشغاله|الخادمه|العامله) (طلعت|راحت) (من البيت )?(وما|و ما) (رجعت|ردت) | (العامل|العامله|الخادمه|الشغاله|السايق|السواق|الموظف|الخدامه) (هرب|هربت|شرد|شردت|تغيب|تغيبت) |\b(our|my) (worker|maid|driver|employee|housemaid|nanny) (ran away|absconded|has absconded)\b/;
/** A neighbour's noise, smoke or dust: a nuisance to complain of, not danger now (for the learnt signal). */
const NUISANCE = /\b(noise|noisy|loud music|parties|party every|smoke|dust|smell)\b| (صوت|ازعاج|دوشه|ضجيج|غبار|ريحه|دخان|مكاين|حفلات|حفلت|حفله) /;
/** The other side caught ("الحرامي انمسك", "the thief was arrested"): the asker's claim, not someone of theirs held. */
/** "رخصتي موقوفة", "السيارة محجوزة", "موقوف عن العمل": a licence, a car or a job suspended, not someone held. */
const SUSPENDED_THING = / (رخصتي|الرخصه|رخصه|السياره|سيارتي|السيارة) (موقوفه|محجوزه|محجوز|موقوف) | (موقوف|موقوفه) (عن العمل|التنفيذ) |(محجوزه|موقوفه) (بسبب النقاط|بسبب المخالفات)/;
/** Someone asking what their rights are ("داير اعرف حقي شنو"): unless now or fear is told, the learnt signal does not call it danger. */
const RIGHTS_ASKED = / (اعرف حقي|اعرف حقوقي|حقي شنو|حقوقي شنو|شنو حقي|وش حقوقي|ايش حقوقي|شو حقوقي|وش حقي) |\b(know my rights|what are my rights|what rights do i have)\b/;
/** Money collected ("كيفاش نقبضوهم" of dues, "نقبض الراتب"): قبض is to receive as well as to arrest. */
const MONEY_COLLECTED = / (نقبضوهم|نقبضها|نقبضهم|اقبضها|اقبضهم|نقبض (الفلوس|المستحقات|الراتب|المبلغ|فلوسه|مستحقاته)) /;
/** Pay, a ticket or dues not given by the employer: a claim, which the learnt signal does not call danger. */
const DUES_WITHHELD = / (ما|مو|مب) ?(عطاني|عطوني|عتني|عاتني|يعطيني|يعطوني|دفع|دفعوا|دفعو) (تكت|تككت|تكيت|تذكره|التذكره|تيكت|تيكيت|راتبي|الراتب|رواتبي|مستحقاتي|اجازتي) |\b(ma|mo|not|didn t|did not|never|won t) (3atoni|3tani|3atani|3teni|give me|gave me|giving me|pay me|paid me|pay|paid) (my |the )?(ticket|salary|dues|wages)\b/;
/** Told that nobody was arrested ("ما تم القبض عليه", "he was not arrested"). */
const NOT_ARRESTED = / (?:و)?(ما تم القبض|لم يتم القبض|ما قبضوا عليه|ما قبضو عليه|ما مسكوه) |\b(not|never) (been )?(arrested|detained)\b|\bwasn t arrested\b|\b(nobody|no one) (has )?(arrested|detained) (me|him|her|us)\b/;
const OTHER_CAUGHT = / (?:و)?(بلغت الشرطه|بلغنا الشرطه|سجلت بلاغ|قدمت بلاغ|فتحت بلاغ) |\b(i|we) (reported it to|told) the police\b| (?:و|ف)?(الحرامي|السارق|اللص|النصاب|الجاني|المعتدي) (انمسك|انقبض عليه|مسكوه|قبضوا عليه|اعتقلوه|اتمسك) | (مسكو|مسكوا|قبضو علي|قبضوا علي) (الحرامي|السارق|اللص|النصاب|اللي سرق\S*|اللي نصب\S*|اللي ضرب\S*)|\b(thief|robber|scammer|culprit|attacker|burglar|suspect) (was|were|got|has been|have been) (caught|arrested)\b| (الشرطه|الشرطة) (مسكته|مسكتهم|قبضت عليه|قبضت عليهم) |\b(caught|arrested) the (thief|robber|scammer|culprit|attacker|burglar)\b/;
/**
 * "He was arrested" after a thief or an attacker is the other side caught; after "my son" it is one's own taken. A bare
 * pronoun counts as the other side only when nobody of the family is named.
 */
const PRONOUN_CAUGHT = /\b(he|she|they) (was|were|got|has been|have been) (caught|arrested)\b/;
const otherCaught = (s: string) => OTHER_CAUGHT.test(s) || (PRONOUN_CAUGHT.test(s) && !FAMILY_MEMBER.test(s));
/** Insults, curses and defamation (a complaint to make), not danger: any threat or blow beside them is the patterns' to find. */
const INSULTED = / (?:و)?(يسبني|سبني|سبوني|يسبوني|تسبني|يشتمني|شتمني|شتموني|تشتمني|يهينني|اهانني|يستهزي بي|يتنمر علي|يتمسخر علي) |\b(insult(s|ed|ing)? me|curs(es|ed|ing) (me|at me)|swear(s|ing)? at me|bad-?mouth\w*|defam\w*|slander\w*)\b/;
/** "حاصل ضرب" is a multiplication, not a blow. */
const ARITHMETIC = / (حاصل ضرب|جدول الضرب|ضرب [\d٠-٩]+ في|اضرب [\d٠-٩]+) /;
const ACCUSED = /\b(acquitted of|convicted of|my (\w+ )?conviction|accus\w*|claims? (that )?i|says? (that )?i (hit|beat|attacked|hurt)|told (\w+ ){1,14}that i (hit|beat|attacked|hurt|abused)|complaint against me|case against me)\b| (?:د)?(تقول|يقول|يقولون|تكول|يكول|يكولون|تحجي|يحجي)( للناس| عني)? (اني|انني) | (تقول عني|تتهمني|اتهمتني|بيرفع علينا|يرفع علينا|رفع علينا|غيابي|حكم غيابي|تحكم علي|حكم علي|انحكم علي|محكوم|شاكيني|شاكي علي|شاكيه علي|اتهمني|اتهموني|متهم|متهمني|يتهمني|يدعي|تدعي|بلاغ ضدي|بلاغ علي|قضيه ضدي) /;

/** Fear or a present emergency told in so many words (narrower than NOW_OR_FEAR: "now" alone is also "can I claim now"). */
const FEAR_NOW = /\b(right now|tonight|scared|afraid|help me|at the moment)\b| (خايف|خايفه|خايفين|ساعدوني|الليله) /;
/**
 * A harm told as over: claimed for with nothing of fear or now, abuse in the past tense without fear now, or a harm of
 * a year or more ago claimed for ("two years ago I was beaten; can I still claim now?", "انضرب من سنة... أطالب بتعويض؟").
 */
const toldAsOver = (s: string) =>
  (PAST_CLAIM.test(s) && (!NOW_OR_FEAR.test(s) || (PAST_OR_SERVED.test(s) && !FEAR_NOW.test(s)))) || (PAST_ABUSE.test(s) && !FEAR.test(s));

/**
 * Idioms of harm that harm nobody ("he stabbed me in the back", "I nearly had a heart attack at the bill", "my mum will
 * kill me if she finds out", "أمي بتذبحني لو عرفت"): taken out of the question before the patterns read it, whatever else
 * it says (a mother's "kill me if she finds out" is only ever said of a telling-off).
 */
const IDIOMS = /\b((nearly|almost) had a heart attack|gave me a heart attack|stabbed (me|us|him|her|them) in the back|backstab\w*|(my )?(mum|mom|mother|mother[- ]in[- ]law|mil) (will|would|is going to|s going to|gonna) (literally )?kill me (if|when))\b| (الكرا|الكراء|الايجار|الغلا|الاسعار|الفواتير|الاقساط|الشغل|الدوام) (غادي|راح|رح|بي|ب|حي|ه)? ?(يقتلني|يذبحني|يموتني|قاتلني|ذابحني|تقتلني|تذبحني) | (امي|امي راح|امي رح|الوالده) (بتذبحني|تذبحني|بتقتلني|تقتلني|بتموتني|راح تذبحني|رح تذبحني|حتذبحني|هتموتني|بتكفخني) (اذا|لو|ان|لما) | (حماتي|امي|الوالده|اختي) (تقول |قالت )?(راح|رح|غادي)? ?(بتذبحني|تذبحني|بتقتلني|تقتلني) (اذا|لو|ان|لما) |\bmy (sister|mum|mom|mother) (says|said) she ll kill me if\b/g;
/** The question as the patterns read it: its readings (spacedReadings, emphatic too) without the idioms above. */
/** A laughing face after a "he'll kill me" is a laugh: read as the "ههههه" HYPERBOLE knows (spacing drops the emoji). */
const LAUGHS = /[\u{1F602}\u{1F923}\u{1F606}\u{1F605}\u{1F639}]/gu;
const readForDanger = (question: string) => spacedReadings(question.replace(LAUGHS, " ههههه "), { emphatic: true }).replace(IDIOMS, " ");

/**
 * Prison asked about as a possibility ("يقولون اللي يكتب عن شركة ممكن ينسجن", "could I be jailed for a bounced cheque?"):
 * a question about the law, not someone taken, unless fear or tonight is told.
 */
const MIGHT_BE_JAILED = / (ممكن|يمكن|ممكن انه|ممكن اني|قد|راح|رح|بيخلوني) (ينسجن|يتسجن|يسجن|انسجن|اتسجن|ينحبس|انحبس|يحبسوني|يسجنوني|تنسجن|تنحبس|ادخل السجن|يدخل السجن) |\b(could|can|might|may|would|will) (i|he|she|you|someone|people|they|we) (go|be sent|get sent|be put|end up) (to |in )?(jail|prison)\b|\b(i|he|she|you|they|we) (could|can|might|may|would|will|ll) (go|be sent|get sent|be put|end up) (to |in )?(jail|prison)\b|\b(could|can|might|may|would) (i|he|she|you|someone|people|they|we) (be|get) (jailed|arrested|imprisoned|detained)\b/;
/** An employee's lateness or work "killing" the manager ("هالموظف بيذبحني، ثالث مرة يتأخر"): a figure of speech. */
const WORK_KILLS_ME = /(?=.* (يتاخر|تاخر|متاخر|يتاخرون|الدوام|غياب|يغيب|يغيبون|كسل|اهمال|الشغل) ) (بيذبحني|ذابحني|بيقتلني|قاتلني|بيموتني|مموتني|بيجلطني|جالطني|بيفقعني) /;
/** The kind of danger a question is about, or null. Self-harm first: it needs the emergency number most. */
/** The law asked about, a figure of speech or a game, with no "now" or fear told beside it. */
const notDangerTold = (s: string) => (ABOUT_THE_LAW.test(s) || HYPERBOLE.test(s) || PLAYED.test(s)) && !NOW_OR_FEAR.test(s);

export function safetyTopicOf(question: string): SafetyTopic | null {
  // Arabizi ("ana ma7boos") is read in Arabic letters as well: danger is typed the way a phone allows.
  const s = readForDanger(question);
  if (any(s, SELF_HARM) && !SELF_HARM_TOLD_OF.test(s)) return "self_harm";
  // A vehicle that hit someone is a road accident (a claim), not a person's violence.
  // A shop or office locked is a tenancy matter; its owner named as an employer ("صاحبة المحل") is not the premises.
  const lockedIn = any(s, LOCKED_IN) && (!PREMISES.test(s.replace(/ صاحب(ه)? (المحل|المكتب|الصالون|الدكان) /g, " ")) || PASSPORT_HELD.test(s) || FORCED_OR_KEPT.test(s));
  if (lockedIn || (PASSPORT_HELD.test(s) && !PASSPORT_BACK.test(s) && (FEAR.test(s) || any(s, THREAT) || FORCED_OR_KEPT.test(s)))) {
    // Kept from leaving at the airport is detention (the criminal page), not a home or a camp.
    // Taken at the airport but kept in a villa or made to work is the employer's abuse, not an officer's detention.
    if (/\b(airport|departure gate|boarding gate|passport control)\b| (المطار|بالمطار|في المطار) /.test(s) && !WORKED_ELSEWHERE.test(s)) return "detention";
    return FAMILY_MEMBER.test(s) && !EMPLOYER.test(s) ? "domestic_violence" : "employer_abuse";
  }
  if (notDangerTold(s)) return null;
  if (WORK_KILLS_ME.test(s) && !FEAR_NOW.test(s)) return null;
  const pastClaim = toldAsOver(s) || NO_VIOLENCE.test(s) || (PAST_OR_SERVED.test(s) && !NOW_OR_FEAR.test(s));
  if (any(s, VIOLENCE) && !ROAD_ACCIDENT.test(s) && !ACCUSED.test(s) && !ARITHMETIC.test(s) && !NOT_BODILY.test(s) && !pastClaim) return violenceBy(s);
  if (any(s, CHILD_TAKEN) && CHILD_TAKEN_NOW.test(s)) return "domestic_violence";
  if (any(s, THREAT_TO_PERSON) && !NOT_BODILY.test(s) && !pastClaim) return "threat";
  if (any(s, THREAT) && !LEGAL_THREAT.test(s) && !NOT_BODILY.test(s) && !pastClaim) return "threat";
  if (any(s, ATTACK) && !ROAD_ACCIDENT.test(s) && !ACCUSED.test(s) && !pastClaim) return violenceBy(s);
  if (any(s, DETENTION) && !RELEASED.test(s) && !otherCaught(s) && !PAST_OR_SERVED.test(s) && !SUSPENDED_THING.test(s) && !NOT_ARRESTED.test(s) && !MONEY_COLLECTED.test(s) && !(MIGHT_BE_JAILED.test(s) && !FEAR_NOW.test(s))) return "detention";
  return null;
}

/**
 * What the patterns read as a past or legal matter rather than danger now: someone released or on bail, the other side
 * caught, the asker accused, a past harm claimed for, a road accident, a threat of a legal step, harm "in court". The
 * learnt danger signal (./danger.ts) does not overrule them.
 */
export function toldAsPastOrLegal(question: string): boolean {
  const s = readForDanger(question);
  return toldAsOver(s) || otherCaught(s) || [RELEASED, ACCUSED, ROAD_ACCIDENT, NOT_BODILY, LEGAL_THREAT, PAST_OR_SERVED, WORK_KILLS_ME, PAST_ABUSE, SUMMONED, NUISANCE, SUSPENDED_THING, WORKER_RAN_AWAY, INSULTED, NOT_ARRESTED, MONEY_COLLECTED, DUES_WITHHELD].some((p) => p.test(s)) || (RIGHTS_ASKED.test(s) && !NOW_OR_FEAR.test(s)) ||
    // A passport held is the patterns' to judge (with someone locked in, forced or afraid, it is danger; alone, it is not).
    (PASSPORT_HELD.test(s) && !/\b(airport|gate|departures?|officers?|police|immigration)\b| (المطار|مطار|بالمطار|الجوازات|الشرطه) /.test(s)) || notDangerTold(s) || (WORRIED_FOR_OUTCOME.test(s) && LEGAL_PROCESS.test(s));
}

/** The practice area whose page a safety answer cites after the emergency numbers. */
export function areaOfSafety(topic: SafetyTopic): string | undefined {
  if (topic === "domestic_violence") return "family";
  if (topic === "self_harm") return undefined;
  if (topic === "employer_abuse") return "employment";
  return "criminal";
}
