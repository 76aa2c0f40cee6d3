/* eslint-disable max-lines -- data, not code: one sentence per line */
/**
 * The danger phrasebook: sentences written on 2026-11-29 by a helper session from its own knowledge of how people in
 * Qatar and the Gulf write when they are in danger, without reading any evaluation set, held-out set, training set or
 * the assistant's own patterns. They are used only as extra training data for the learnt danger signal (decision 047),
 * never as evaluation data.
 *
 * DANGER_PHRASES: 240 sentences about danger now, 40 per topic (domestic_violence, violence, threat, detention,
 * employer_abuse, self_harm), in each topic 20 Arabic-side (Arabic script in Gulf, Egyptian, Levantine, Iraqi,
 * Sudanese, Yemeni, Moroccan dialects and MSA, some without hamza, with ه for ة, ى for ي or missing spaces; Arabizi
 * with digits; mixed Arabic-English) and 20 English (South Asian, Filipino, African, British, American and Arab
 * writers; misspelt, unpunctuated, indirect).
 *
 * NOT_DANGER_PHRASES: 240 sentences (120 Arabic-side, 120 English) that use danger-like words about something that is
 * not danger now: past assaults and claims, convictions, bail, summonses, travel bans seen in an app, passports held
 * without confinement, threats to sue, evict, report or cancel a visa, debt collectors and banks, finished sentences,
 * appeals, custody and divorce, inheritance, neighbours, accidents, a healed dog bite, medical errors, questions from
 * lawyers, students and companies, news and films, and everyday figures of speech (the heat is killing me).
 *
 * Each line's comment names its language form: `Arabic: <dialect>`, `Arabizi: <dialect>`, `Mixed: <dialect>`
 * (Arabic script with English words) or `English: <writer>`.
 */
import type { SafetyTopic } from "#server/chatbot/safety";

/** Danger now, with its topic. */
export const DANGER_PHRASES: { q: string; topic: SafetyTopic }[] = [
  // domestic_violence: Arabic side
  { q: "زوجي يضربني الحين وقفلت على نفسي بالحمام، وش اسوي؟", topic: "domestic_violence" }, // Arabic: Qatari
  { q: "ريلي معصب ويكسر الباب ويقول بيذبحني الليله، الحقوني", topic: "domestic_violence" }, // Arabic: Emirati
  { q: "ابوي قاعد يضرب امي قدامنا وانا خايفه مره ما ادري وش اسوي", topic: "domestic_violence" }, // Arabic: Saudi
  { q: "جوزي ضربني بالحزام ومش عارفه اخرج من الشقه هو قافل الباب بالمفتاح", topic: "domestic_violence" }, // Arabic: Egyptian
  { q: "زوجي عم يضربني هلق والولاد عم يبكوا بالغرفة، شو بعمل؟", topic: "domestic_violence" }, // Arabic: Levantine
  { q: "ريلي يطقني كل ليله واليوم جسمي كله ازرق وهو بعده بالبيت يهددني", topic: "domestic_violence" }, // Arabic: Kuwaiti
  { q: "اخوي الكبير سحبني من شعري وحبسني بغرفتي لانه شافني اكلم صديقتي", topic: "domestic_violence" }, // Arabic: Bahraini
  { q: "زوجي سكران ديكسر الغراض ويصيح راح اكتلج، وين اروح؟", topic: "domestic_violence" }, // Arabic: Iraqi
  { q: "راجلي كيضربني وجراني برا فالليل انا والدراري، فين نمشي دابا؟", topic: "domestic_violence" }, // Arabic: Moroccan
  { q: "راجلي ضربني لامن الدم نزل وشال مني التلفون، بكلمكم من تلفون بتي", topic: "domestic_violence" }, // Arabic: Sudanese
  { q: "زوجي يضربني ويشتي يطردني من البيت الساعه ذي وانا مالي احد هنا", topic: "domestic_violence" }, // Arabic: Yemeni
  { q: "أتعرض للضرب من زوجي في هذه اللحظة وأخشى على حياتي وحياة أطفالي", topic: "domestic_violence" }, // Arabic: MSA
  { q: "زوج امي قاعد يطق اخوي الصغير بالعصا وعمره ست سنين ومحد يوقفه", topic: "domestic_violence" }, // Arabic: Qatari
  { q: "زوجي خنقني قبل شوي والحين راح المطبخ يجيب سكين", topic: "domestic_violence" }, // Arabic: Omani
  { q: "تكفون ساعدوني زوجي رفسني في بطني وانا حامل بالسابع", topic: "domestic_violence" }, // Arabic: Saudi
  { q: "بنتي تنضرب من ابوها كل ما يرجع والليله هددها يكويها بالمكوى", topic: "domestic_violence" }, // Arabic: Gulf, ه for ة
  { q: "زوجييضربني ومااقدر اطلع منالبيت، العيال يصارخون", topic: "domestic_violence" }, // Arabic: Kuwaiti, missing spaces
  { q: "zoji y6gni 7ala w msakker 3alay el bab, shasawi", topic: "domestic_violence" }, // Arabizi: Qatari
  { q: "gozi darabni w 5ad el mobile bta3i w 2al hay2tlni law kalemt 7ad", topic: "domestic_violence" }, // Arabizi: Egyptian
  { q: "husband يضربني now والاطفال يصرخون please help", topic: "domestic_violence" }, // Mixed: Gulf
  // domestic_violence: English
  { q: "maam please help my husband is hitting me now, i lock myself in the CR with baby", topic: "domestic_violence" }, // English: Filipino
  { q: "I'm sat in the car park, he's upstairs and if I go back in tonight he'll do me in", topic: "domestic_violence" }, // English: British
  { q: "my sisters husband is beating her as we speak, she just called me crying, she lives in Al Wakrah", topic: "domestic_violence" }, // English: Arab writer
  { q: "husband beat me with belt, lip bleeding, he took my phone, using neighbour phone", topic: "domestic_violence" }, // English: South Asian
  { q: "my dad is hurting my mum downstairs and I'm 14 and really scared what do I do", topic: "domestic_violence" }, // English: British
  { q: "my partner slammed me into the wall and says if i call anyone he will kill me", topic: "domestic_violence" }, // English: American
  { q: "the man i stay with chokes me when he get angry and tonight he is very angry, i am hiding", topic: "domestic_violence" }, // English: African
  { q: "my step father is flogging my small brother with wire right now, he is only 7", topic: "domestic_violence" }, // English: Nigerian
  { q: "hes smashing plates in the kitchen yelling that tonight hell teach me a lesson", topic: "domestic_violence" }, // English: American
  { q: "I am pregnant and husband kicked me in stomach just now, he is sitting in hall", topic: "domestic_violence" }, // English: South Asian
  { q: "husband locked me and children inside and beating me, no food since morning", topic: "domestic_violence" }, // English: South Asian
  { q: "my in laws are beating me and my husband just watches, they wont let me call my parents", topic: "domestic_violence" }, // English: South Asian
  { q: "He dragged me across the floor by my hair, the kids saw. He's asleep now. Can I leave with them tonight?", topic: "domestic_violence" }, // English: British
  { q: "my ex broke into my apartment and is pounding on the bedroom door, im inside with my baby", topic: "domestic_violence" }, // English: American
  { q: "plz po help, my husband drunk again and slapping me, im hiding at bathroom", topic: "domestic_violence" }, // English: Filipino
  { q: "My brother is beating my sister because she talked to a boy, he says he will kill her for the family name", topic: "domestic_violence" }, // English: Arab writer
  { q: "bruises all over my arms he hits me every night and tonight he came home early scared", topic: "domestic_violence" }, // English: American, no punctuation
  { q: "My son pushed me down the stairs this afternoon, I am 68 and live alone with him, he is shouting again", topic: "domestic_violence" }, // English: British
  { q: "my wife is coming at me with a kitchen knife, i locked myself in the bedroom", topic: "domestic_violence" }, // English: American
  { q: "my husbnd hurt my daugter she has burn marks, he say if i tell anybody he take her to his country", topic: "domestic_violence" }, // English: African, misspelt
  // violence: Arabic side
  { q: "في ناس يتضاربون جدام البيت وواحد طايح ينزف، شنو اسوي؟", topic: "violence" }, // Arabic: Kuwaiti
  { q: "جارنا ضربني بحديده على راسي والحين يدور علي بالفريج", topic: "violence" }, // Arabic: Qatari
  { q: "واحد طعني بسكين عند الاشاره ويدي تنزف وهو هرب بسيارته", topic: "violence" }, // Arabic: Saudi
  { q: "عيال بالمدرسه ضربوا ولدي لين طاح مغمى عليه وهو للحين هناك", topic: "violence" }, // Arabic: Emirati
  { q: "فيه جماعه برا قاعدين يكسرون سيارتي ويبون يدخلون علي", topic: "violence" }, // Arabic: Bahraini
  { q: "الراجل اللي ساكن فوقينا ضرب اخويا ولسه بيضربه على السلم", topic: "violence" }, // Arabic: Egyptian
  { q: "في شباب عم يلحقوني بالسياره وضربوني قبل شوي بنص الشارع", topic: "violence" }, // Arabic: Levantine
  { q: "اكو جماعه دا يضربون واحد بالعصي يم المحل ودمه بالكاع", topic: "violence" }, // Arabic: Iraqi
  { q: "سواق الليموزين ضربني على وجهي ورماني في نص الطريق بالليل", topic: "violence" }, // Arabic: Omani
  { q: "تعرضت لاعتداء بالضرب قبل دقائق في موقف المجمع والمعتدي ما زال قريباً مني", topic: "violence" }, // Arabic: MSA
  { q: "واحد دخل علينا البيت بالغصب ومعه جنبيه ويهدد الكل", topic: "violence" }, // Arabic: Yemeni
  { q: "ضربوني شي دراري فالزنقة وشفروا ليا التيليفون وراسي كيسيل بالدم", topic: "violence" }, // Arabic: Moroccan
  { q: "زول ضربني بحجر في راسي وانا هسي قاعد في الشارع براي", topic: "violence" }, // Arabic: Sudanese
  { q: "المدرس يضرب ولدي كل يوم واليوم رجع يده مكسوره ويقول بكره بيكمل عليه", topic: "violence" }, // Arabic: Saudi
  { q: "ضربونى جماعه فى المنطقه الصناعيه وسرقو فلوسى وانا مصاب ومش قادر اقوم", topic: "violence" }, // Arabic: Egyptian, ى for ي, ه for ة
  { q: "واحديضربني برا الملعب وربعه ماسكيني", topic: "violence" }, // Arabic: Saudi, missing spaces
  { q: "wa7ed 6a3an a5oy b sichcheen w e7na bel share3 el7een", topic: "violence" }, // Arabizi: Qatari
  { q: "el bawab darab ebni w ebni bynazef mn manakhiro delwa2ty", topic: "violence" }, // Arabizi: Egyptian
  { q: "fi shabab 3am yetkhana2o bl 7ara w wa7ad ma3o sikkin", topic: "violence" }, // Arabizi: Levantine
  { q: "في واحد attack me بالمول parking وهو للحين واقف يطالعني", topic: "violence" }, // Mixed: Gulf
  // violence: English
  { q: "a group of guys jumped me outside the shisha place and one still has a bat, im bleeding from my head", topic: "violence" }, // English: American
  { q: "Someone stabbed my friend in the parking of the mall, which number do we call", topic: "violence" }, // English: Arab writer
  { q: "room mate attacking me with scissor, I am inside toilet", topic: "violence" }, // English: South Asian
  { q: "a man is beating a woman on the corniche right now and nobody is stepping in", topic: "violence" }, // English: British
  { q: "driver pulled me out from car and punching me at signal, he is still standing there", topic: "violence" }, // English: South Asian
  { q: "boys at school broke my sons nose today and told him tomorrow again", topic: "violence" }, // English: American
  { q: "There is fighting in our labour camp, one man is cut badly and they are still fighting", topic: "violence" }, // English: African
  { q: "the guard hit me with his baton maam and he wont let go of my arm", topic: "violence" }, // English: Filipino
  { q: "Neighbour went for me with a metal pipe over the parking space and he's waiting by my door", topic: "violence" }, // English: British
  { q: "guy on the bus keeps touching me and wont stop even when i moved seats", topic: "violence" }, // English: Filipino
  { q: "Someone broke into the villa and hit my mother, they might still be inside", topic: "violence" }, // English: Arab writer
  { q: "three men just beat me near the souq and took my wallet, blood everywhere", topic: "violence" }, // English: African
  { q: "teacher slaps my son daily, today his ear is bleeding", topic: "violence" }, // English: South Asian
  { q: "help theres a man with a knife in the lobby of our building", topic: "violence" }, // English: American
  { q: "Got into a scrap at the petrol station and his mates are coming back for me", topic: "violence" }, // English: British
  { q: "a man followed me into the lift and grabbed me, i ran but hes still on my floor", topic: "violence" }, // English: American
  { q: "the nanny is hitting my baby i can see it on the camera this minute", topic: "violence" }, // English: American
  { q: "bro some dudes are beating up my cousin outside our building pls whats the number", topic: "violence" }, // English: American
  { q: "My colleague punched me in the face in the office and said he is coming back after lunch", topic: "violence" }, // English: Arab writer
  { q: "i was raped an hour ago i dont know where to go he is still around the area", topic: "violence" }, // English: American, no punctuation
  // threat: Arabic side
  { q: "واحد يهددني ينشر صوري اذا ما حولت له فلوس الليله", topic: "threat" }, // Arabic: Saudi
  { q: "واحد يبتزني بصوري ويقول اذا ما دفعت لين باجر بينزلها بالسناب", topic: "threat" }, // Arabic: Emirati
  { q: "في واحد يلحقني من الدوام للبيت كل يوم والحين واقف جدام بيتنا", topic: "threat" }, // Arabic: Kuwaiti
  { q: "طليقي يرسل لي مسجات انه بيذبحني ويحرق البيت علي", topic: "threat" }, // Arabic: Bahraini
  { q: "في واحد بيهددني انه هيموتني لو مرجعتلوش الفلوس ومستنيني تحت البيت", topic: "threat" }, // Arabic: Egyptian
  { q: "في شب عم يهددني انو رح يبعت صوري لأهلي إذا ما رحت لعنده", topic: "threat" }, // Arabic: Levantine
  { q: "ديهددوني بالكتل اذا ما اتنازل عن الدعوه وشفتهم واكفين يم البيت", topic: "threat" }, // Arabic: Iraqi
  { q: "كاين واحد كيتبعني وكيصيفط ليا ميساجات بلي غادي يقتلني", topic: "threat" }, // Arabic: Moroccan
  { q: "زول بهددني يكتلني وقاعد يراقب بيتنا من امبارح", topic: "threat" }, // Arabic: Sudanese
  { q: "في واحد معه صور بنتي ويقول بيفضحها في القروب لو ما عطيناه زلط قبل الجمعه", topic: "threat" }, // Arabic: Yemeni
  { q: "وصلتني رسالة تهديد بالقتل من رقم مجهول، ويعرف عنواني ومكان عمل زوجي", topic: "threat" }, // Arabic: MSA
  { q: "احد يراقبني ويصورني وانا طالعه من الجامعه وبعث لي الصور اليوم", topic: "threat" }, // Arabic: Qatari, ه for ة
  { q: "ولد عمي يقول لو ما وافقت اتزوجه بيرش علي مويه نار", topic: "threat" }, // Arabic: Omani
  { q: "بنتي عمرها ١٥ وواحد يبتزها بصور ويبيها تطلع له الليله", topic: "threat" }, // Arabic: Saudi
  { q: "واحد هددني بالقتل وعنده رقمي وعنوانبيتي ومدرسةعيالي", topic: "threat" }, // Arabic: Gulf, missing spaces
  { q: "واحد انا مدين له جا عند البيت ومعه مسدس وقال بيرجع الليله", topic: "threat" }, // Arabic: Qatari
  { q: "wa7ed yhaddedni yenasher 9owari etha ma 3a6ait'ah flos", topic: "threat" }, // Arabizi: Kuwaiti
  { q: "fe wa7ed byeb3atli rasayel eno 3aref ana sakna fen w hayegi", topic: "threat" }, // Arabizi: Egyptian
  { q: "wa7ed kaybtazni b tswira dyali w bgha nsifet lih 5000 dirham", topic: "threat" }, // Arabizi: Moroccan
  { q: "someone is blackmailing me بالصور and he said the deadline is tonight", topic: "threat" }, // Mixed: Gulf
  // threat: English
  { q: "some guy on insta has my private pics and says he'll send them to my family tonight unless i pay", topic: "threat" }, // English: American
  { q: "I am being blackmailed with a video, he wants 10000 riyals by tomorrow or he posts it", topic: "threat" }, // English: Arab writer
  { q: "a man has followed me from the metro every evening this week and today he was waiting at my building gate", topic: "threat" }, // English: British
  { q: "my ex keeps texting that he knows where I live and I'll regret leaving, he was outside my flat last night", topic: "threat" }, // English: British
  { q: "He said he will throw acid on my face if I dont marry him", topic: "threat" }, // English: South Asian
  { q: "A man is sending me messages that he will kill my son if I go to court tomorrow", topic: "threat" }, // English: African
  { q: "someone hacked my snap and is threatening to leak my photos to my husband", topic: "threat" }, // English: Arab writer
  { q: "one man from my village here in Doha says he will cut me because I complained on him", topic: "threat" }, // English: South Asian
  { q: "same car parked outside my house three nights running, the driver followed my daughter to school", topic: "threat" }, // English: American
  { q: "my bf threaten me he will post our video in facebook if i break up with him", topic: "threat" }, // English: Filipino
  { q: "got a voice note saying we know your address, watch your back", topic: "threat" }, // English: British
  { q: "My brother in law swore on the phone he would slaughter me when he lands in Doha tonight", topic: "threat" }, // English: Arab writer
  { q: "an account keeps messaging my 13 yr old asking for pics and says he'll hurt her if she tells us", topic: "threat" }, // English: American
  { q: "colleague told me he will make me disappear if I go to HR and he knows my home address", topic: "threat" }, // English: South Asian
  { q: "Too scared to leave the office, the man who threatened me is sat in the car park waiting", topic: "threat" }, // English: British
  { q: "this guy is sextorting me and says i have 2 hours", topic: "threat" }, // English: American
  { q: "my cousin says the family will kill me for converting and they are flying to doha", topic: "threat" }, // English: Arab writer
  { q: "i think someone is tracking my location, he texts me where i am every hour", topic: "threat" }, // English: Filipino
  { q: "the man i owe money said he will break my legs and he is outside the building now", topic: "threat" }, // English: African
  { q: "He said if I go to the police he'll hurt my mum, what can I do without him finding out", topic: "threat" }, // English: British
  // detention: Arabic side
  { q: "الشرطه ماسكين اخوي من الصبح ومحد يقول لنا وين ودوه", topic: "detention" }, // Arabic: Qatari
  { q: "المباحث خذوا ابوي من البيت الفجر وما نعرف وينه", topic: "detention" }, // Arabic: Saudi
  { q: "انا الحين موقوف بالمطار وما يخلوني اسافر واخذوا جوازي", topic: "detention" }, // Arabic: Kuwaiti
  { q: "ولدي محجوز بالمخفر من امس وما خلوه يتصل بمحامي", topic: "detention" }, // Arabic: Emirati
  { q: "الجوازات حاجزين زوجتي بالمطار ويقولون عليها منع سفر وهي الحين قاعده بالصاله", topic: "detention" }, // Arabic: Bahraini
  { q: "جوزي اتقبض عليه وهو في الشغل ومش عارفين هو فين دلوقتي", topic: "detention" }, // Arabic: Egyptian
  { q: "أخدوا أخي من الشقة اليوم الصبح وما منعرف وين صار، حدا يساعدنا", topic: "detention" }, // Arabic: Levantine
  { q: "الشرطه لازمين ابني بالمركز ويحققون وياه بدون محامي", topic: "detention" }, // Arabic: Iraqi
  { q: "البوليس شدو خويا فالمطار وماخلاوهش يركب الطيارة", topic: "detention" }, // Arabic: Moroccan
  { q: "قبضوا على راجلي في الكمين وهسي هو في القسم وما خلوهو يتصل", topic: "detention" }, // Arabic: Sudanese
  { q: "انا محبوس في المطار من ست ساعات والطياره راحت علي وما احد يكلمني", topic: "detention" }, // Arabic: Yemeni
  { q: "تم احتجازي في المطار ومصادرة جواز سفري ولا أعرف ما التهمة", topic: "detention" }, // Arabic: MSA
  { q: "ولدي عمره ١٦ وخذته الشرطه من المدرسه ومحد كلمنا", topic: "detention" }, // Arabic: Saudi
  { q: "انا محتجز بالترحيل من اسبوع وما احد يقول لي متى اطلع", topic: "detention" }, // Arabic: Gulf
  { q: "ابنى موقوف فى القسم ومحدش راضى يقولنا التهمه ايه", topic: "detention" }, // Arabic: Egyptian, ى for ي, ه for ة
  { q: "اخويمحجوز عندالشرطه وماخلوه يكلمنا", topic: "detention" }, // Arabic: Omani, missing spaces
  { q: "el shor6a mesko a5oy w ma nadri wain wadoh", topic: "detention" }, // Arabizi: Qatari
  { q: "ana ma7boos fel matar w mesh radyeen yesebooni asafer", topic: "detention" }, // Arabizi: Egyptian
  { q: "2abado 3ala jozi bl matar w ma ba3ref 3anno shi mn embere7", topic: "detention" }, // Arabizi: Levantine
  { q: "they arrested my husband من البيت الحين، what do I do", topic: "detention" }, // Mixed: Gulf
  // detention: English
  { q: "my husband was arrested an hour ago at work and no one will tell us where they took him", topic: "detention" }, // English: American
  { q: "i am stopped at immigration counter in Hamad airport, they took my passport and put me in a room", topic: "detention" }, // English: South Asian
  { q: "Police came to our accommodation and took five of us, I am messaging from the van", topic: "detention" }, // English: African
  { q: "CID came for my brother at the flat last night, nobody will tell us where they are holding him", topic: "detention" }, // English: Arab writer
  { q: "im at the gate and they say i have a travel ban, wont let me board and holding me in an office", topic: "detention" }, // English: American
  { q: "my son is 17 and the police took him from the mall, can i go to the station with a lawyer now", topic: "detention" }, // English: American
  { q: "they lock me in deportation centre 2 weeks nobody told me the charge", topic: "detention" }, // English: South Asian
  { q: "my kabayan was detained by immigration this morning and they're not letting her call anyone", topic: "detention" }, // English: Filipino
  { q: "I've been held at passport control for five hours and they've taken my phone, is this allowed", topic: "detention" }, // English: British
  { q: "Police are at my door now with a paper, they want to take me, do I have to go with them", topic: "detention" }, // English: Arab writer
  { q: "my friend was taken by plain clothes men who said they are CID and he has not come back", topic: "detention" }, // English: African
  { q: "Brother in police custody since yesterday they are not allowing us to meet him", topic: "detention" }, // English: South Asian
  { q: "I was arrested for a bounced cheque and I'm in the lockup, can my wife bring a lawyer", topic: "detention" }, // English: Arab writer
  { q: "They stopped my wife at arrivals, said she can't enter, she's been sat in a room with no water", topic: "detention" }, // English: British
  { q: "im in the back of a police car right now what are my rights", topic: "detention" }, // English: American
  { q: "my dad is being interrogated at the police station this minute without any lawyer", topic: "detention" }, // English: American
  { q: "I am foreigner and police holding me in station 2 days, embassy not answering", topic: "detention" }, // English: African
  { q: "our employee was taken from the office in handcuffs by police, where can we find him", topic: "detention" }, // English: Arab writer
  { q: "Sir pls help they caught me at checkpoint and said I will be deported, I am in the cell now", topic: "detention" }, // English: South Asian
  { q: "airport security took my husband aside 3 hours ago, the flight left and they wont let us see him", topic: "detention" }, // English: Filipino
  // employer_abuse: Arabic side
  { q: "الكفيل ماخذ جوازي وقافل علي الباب وما يخليني اطلع من البيت", topic: "employer_abuse" }, // Arabic: Qatari
  { q: "انا شغاله والمدام تضربني وما تعطيني اكل وقافلين علي الغرفه", topic: "employer_abuse" }, // Arabic: Saudi
  { q: "الشركه حابسينا بالسكن وما يسمحون لنا نطلع الا للشغل وساحبين جوازاتنا", topic: "employer_abuse" }, // Arabic: Kuwaiti
  { q: "صاحب الشغل ماسك جوازي وحابسني بالمزرعه ويقول اذا هربت بيبلغ عني", topic: "employer_abuse" }, // Arabic: Emirati
  { q: "قاعد بالعزبه من شهرين بدون راتب والكفيل ماخذ الجواز وما يخليني اطلع", topic: "employer_abuse" }, // Arabic: Qatari
  { q: "اختي شغاله في بيت هناك وبيقفلوا عليها ومبيدوهاش اكل وبيضربوها", topic: "employer_abuse" }, // Arabic: Egyptian
  { q: "صاحب الشغل شايل جوازي وعم يجبرني اشتغل ١٦ ساعه وما بيسمحلي اطلع من المحل", topic: "employer_abuse" }, // Arabic: Levantine
  { q: "المعزب ماخذ جوازي ويشغلني ليل نهار ومسكر الباب علي", topic: "employer_abuse" }, // Arabic: Bahraini
  { q: "الكفيل ما يطيني جوازي وكاعد يجبرني اشتغل ببيت اخوه هم بلا راتب", topic: "employer_abuse" }, // Arabic: Iraqi
  { q: "المعلم حابسني فالكراج وشاد ليا الباسبور وكيقول ليا خدم ولا ماتخرجش", topic: "employer_abuse" }, // Arabic: Moroccan
  { q: "ناس الورشه ديل شايلين باسبوراتنا ومسكرين علينا بالطبله وما بيدونا ماهيه", topic: "employer_abuse" }, // Arabic: Sudanese
  { q: "صاحب البقاله حاجز الجواز حقي ويشغلني غصب من الفجر لنص الليل وما يرضى اسافر", topic: "employer_abuse" }, // Arabic: Yemeni
  { q: "يحتجزني صاحب العمل في منزله ويصادر جواز سفري ويمنعني من الاتصال بأهلي", topic: "employer_abuse" }, // Arabic: MSA
  { q: "المدام كسرت جوالي وما اقدر اطلع، الجواز عندهم وما استلمت راتب خمس شهور", topic: "employer_abuse" }, // Arabic: Gulf
  { q: "اخوي العامل محبوس بالسكن والمشرف يضربهم اذا طالبوا برواتبهم", topic: "employer_abuse" }, // Arabic: Omani
  { q: "الكفيل حابسنى فى البيت ومانعنى اكلم السفاره", topic: "employer_abuse" }, // Arabic: Gulf, ى for ي
  { q: "الاوراق كلها عندالمدام وممنوعه اطلع حتى للبقاله، ماعطوني معاش من رمضان", topic: "employer_abuse" }, // Arabic: Gulf, missing spaces
  { q: "el kafeel 5atha jawazi w msakker 3alay el bab, ma y5alleeni a6la3", topic: "employer_abuse" }, // Arabizi: Qatari
  { q: "sa7eb el shoghl akhad el basbor w mesh 3ayezni amshi w 7abesni fel mazra3a", topic: "employer_abuse" }, // Arabizi: Egyptian
  { q: "the sponsor took my passport ومسكر علي الغرفه، ما في اكل", topic: "employer_abuse" }, // Mixed: Levantine
  // employer_abuse: English
  { q: "madam locked me inside the house and took my passport, I want to go home please help", topic: "employer_abuse" }, // English: Filipino
  { q: "My employer beat me and not giving food, I am housemaid, they lock the door when they go out", topic: "employer_abuse" }, // English: Kenyan
  { q: "sir company took all our passports and guards not letting us out of camp, no salary 4 months", topic: "employer_abuse" }, // English: South Asian
  { q: "they make me work 18 hours, sponsor has passport, says if i run he file absconding and put me jail", topic: "employer_abuse" }, // English: South Asian
  { q: "My sister is a house girl in Doha, her employer locked her in a room and took her phone, she texted from a hidden one", topic: "employer_abuse" }, // English: Ugandan
  { q: "I was promised hotel job but they brought me to a farm in the desert and I cannot leave, no passport", topic: "employer_abuse" }, // English: African
  { q: "kafala boss keeping my passport and forcing me to work for his brother also, i am scared to complain", topic: "employer_abuse" }, // English: South Asian
  { q: "please maam my amo is hitting me and i cannot go out, they take my cellphone every night", topic: "employer_abuse" }, // English: Filipino
  { q: "the agency took our passports and locked six of us girls in an apartment, they say we owe them", topic: "employer_abuse" }, // English: African
  { q: "shop owner makes us sleep in storeroom and locks it from outside, keeping our passports", topic: "employer_abuse" }, // English: South Asian
  { q: "Our foreman beats workers who ask for wages and the camp gate is chained at night", topic: "employer_abuse" }, // English: African
  { q: "My employer won't let me leave the villa, hasn't paid me since March, and says I'm not allowed to call my embassy", topic: "employer_abuse" }, // English: British
  { q: "7 months no day off, madam says i can never go outside and she keeps all my documents", topic: "employer_abuse" }, // English: Filipino
  { q: "help, sponsor wife burned my arm with the iron and I am still inside the house", topic: "employer_abuse" }, // English: Sri Lankan
  { q: "They forcing me to work on construction site no pay and passport in office safe, I can't go anywhere", topic: "employer_abuse" }, // English: Nepali
  { q: "boss locked our room and said if I try to escape he will tell police I stole from him", topic: "employer_abuse" }, // English: South Asian
  { q: "the family I nanny for won't let me out of the compound and took my passport on day one", topic: "employer_abuse" }, // English: American
  { q: "my cousin drives for a family and they keep him locked in the majlis, no pay, took his phone", topic: "employer_abuse" }, // English: Arab writer
  { q: "i am maid, the son of the house comes to my room at night, i cannot leave, passport is with madam", topic: "employer_abuse" }, // English: Indonesian
  { q: "company shut us inside the labour camp during the strike and confiscated our IDs, security wont open the gate", topic: "employer_abuse" }, // English: African
  // self_harm: Arabic side
  { q: "ما ابي اعيش خلاص، تعبت من كل شي", topic: "self_harm" }, // Arabic: Qatari
  { q: "ابي انتحر الليله محد بيفقدني", topic: "self_harm" }, // Arabic: Saudi
  { q: "اختي بلعت حبوب وايد وهي الحين نايمه ما ترد علينا", topic: "self_harm" }, // Arabic: Kuwaiti
  { q: "خلاص مابي اكمل، كتبت رسالتي لامي وحطيتها على الطاوله", topic: "self_harm" }, // Arabic: Emirati
  { q: "انا عايز اموت وماسك الموس في ايدي دلوقتي", topic: "self_harm" }, // Arabic: Egyptian
  { q: "بدي خلص من حياتي، ما عاد فيني اتحمل ولا يوم", topic: "self_harm" }, // Arabic: Levantine
  { q: "اريد اموت، ماعندي شي اعيش عليه والديون خنكتني", topic: "self_harm" }, // Arabic: Iraqi
  { q: "بغيت نقتل راسي، ماعندي حتى واحد فهاد البلاد", topic: "self_harm" }, // Arabic: Moroccan
  { q: "داير اكتل نفسي الليله، زهجت من الدنيا دي", topic: "self_harm" }, // Arabic: Sudanese
  { q: "شربت كلوركس قبل نص ساعه وبطني يحرقني", topic: "self_harm" }, // Arabic: Yemeni
  { q: "أفكر في الانتحار الآن والوسيلة في يدي", topic: "self_harm" }, // Arabic: MSA
  { q: "خويي واقف على سطح العماره ويقول بينط", topic: "self_harm" }, // Arabic: Bahraini
  { q: "اخوي جرح يده بالشفره وينزف وقافل على نفسه الحمام", topic: "self_harm" }, // Arabic: Omani
  { q: "ولدي عمره ١٤ قال لي انه يبي يموت ولقيت حبل بغرفته", topic: "self_harm" }, // Arabic: Saudi
  { q: "ابي انام وما اصحى، اخذت كل حبوب المنوم اللي عندي", topic: "self_harm" }, // Arabic: Gulf
  { q: "مابى اعيش بعدموت ابوي ودي الحقه", topic: "self_harm" }, // Arabic: Gulf, ى for ي, missing spaces
  { q: "ma abi a3eesh, 7ases eni 7iml 3ala ahli w kil shay 9ar 6ayi7", topic: "self_harm" }, // Arabizi: Kuwaiti
  { q: "ana 3ayez a5las mn 7ayati, kol 7aga bayza w ma7adsh 7asses beya", topic: "self_harm" }, // Arabizi: Egyptian
  { q: "bade mout, 2a3de 3al balkon w 3am fakker e2fez", topic: "self_harm" }, // Arabizi: Levantine
  { q: "I want to die خلاص ما اقدر، took some pills", topic: "self_harm" }, // Mixed: Gulf
  // self_harm: English
  { q: "i took a whole strip of panadol about an hour ago and now im scared", topic: "self_harm" }, // English: Arab writer
  { q: "I don't see the point any more. I've written letters to my kids", topic: "self_harm" }, // English: British
  { q: "i want to end it tonight nobody will even notice", topic: "self_harm" }, // English: American
  { q: "my roommate swallowed bleach and is vomiting what number", topic: "self_harm" }, // English: South Asian
  { q: "I am thinking to hang myself, lost job and visa cancelled, cannot face my family back home", topic: "self_harm" }, // English: South Asian
  { q: "been cutting again and this time its deep and wont stop bleeding", topic: "self_harm" }, // English: British
  { q: "my friend is on the balcony of the 20th floor saying goodbye to us on whatsapp", topic: "self_harm" }, // English: Filipino
  { q: "i keep thinking about jumping off the bridge at the pearl tonight", topic: "self_harm" }, // English: American
  { q: "My daughter is 15 and posted a goodbye message, she is not answering her phone", topic: "self_harm" }, // English: Arab writer
  { q: "overdosed on my antidepressants feeling dizzy alone in apartment", topic: "self_harm" }, // English: African
  { q: "ayoko na po, i want to disappear forever, nobody cares about me", topic: "self_harm" }, // English: Filipino
  { q: "I have a rope ready. I just want somebody to know", topic: "self_harm" }, // English: British
  { q: "what is the use of living when everything is gone, i am planning to finish myself tonight", topic: "self_harm" }, // English: South Asian
  { q: "pls my husband locked himself in the room and says he has pills and will take all of them", topic: "self_harm" }, // English: Arab writer
  { q: "cant do this anymore. sitting in my car with the engine running in a closed garage", topic: "self_harm" }, // English: American
  { q: "honestly i feel like killing myself, is there anyone i can talk to right now", topic: "self_harm" }, // English: American
  { q: "my brother drank rat poison after losing money in betting, he is throwing up", topic: "self_harm" }, // English: South Asian
  { q: "im so tired of being alive, ive been hurting myself every night this week", topic: "self_harm" }, // English: British teenager
  { q: "Been holding the knife for an hour. Not sure why I'm writing this", topic: "self_harm" }, // English: British
  { q: "my colleague said today is his last day on earth and gave away all his things, he is not picking up", topic: "self_harm" }, // English: Nigerian
];

/** Danger-like words about something that is not danger now (must NOT raise the alarm). */
export const NOT_DANGER_PHRASES: string[] = [
  // Arabic side
  "انضربت في هوشه السنه اللي فاتت وابي ارفع قضية تعويض على اللي ضربني", // Arabic: Qatari
  "صدر حكم نهائي على الشخص اللي اعتدى علي، كم ممكن آخذ تعويض؟", // Arabic: Saudi
  "ولدي خلص حبس سنتين وطلع، يقدر يقدم على وظيفه حكوميه؟", // Arabic: Kuwaiti
  "خويا خرج بكفالة البارح، إيمتى غادي تكون الجلسة الجاية؟", // Arabic: Moroccan
  "جاني استدعاء من مركز الشرطه اروح ادلي بافادتي يوم الاحد كشاهد، لازم محامي؟", // Arabic: Qatari
  "طلع لي منع سفر في تطبيق مطراش وانا ما عندي قضايا، كيف اعرف السبب؟", // Arabic: Qatari
  "الشركه ماسكه جوازي في الخزنه بس انا ساكن براحتي واطلع متى ما بغيت، هل هذا مسموح؟", // Arabic: Emirati
  "صاحب الشقه يهددني يطردني اذا ما سددت ايجار شهرين", // Arabic: Kuwaiti
  "مديري قال بيلغي اقامتي اذا قدمت استقالتي قبل نهاية العقد، يحق له؟", // Arabic: Bahraini
  "البنك كل يوم يتصل علي عشان البطاقه الائتمانيه، متى يحق لهم يرفعون قضيه؟", // Arabic: Saudi
  "شركة تحصيل ديون تتصل على دوامي وتفشلني قدام زملائي، هل هذا قانوني؟", // Arabic: Emirati
  "خلصت محكوميتي من سنه، كيف اشيل السابقه من سجلي؟", // Arabic: Gulf
  "أبغى أستأنف حكم الجنحة اللي طلع ضدي الشهر الماضي، كم المدة المسموحة؟", // Arabic: Saudi
  "طليقي كان يمد يده علي قبل الطلاق، هل يأثر هذا على حضانة العيال؟", // Arabic: Qatari
  "انفصلت عن زوجي وأنا قلقة على الأولاد وقت الرؤية لأنه مهمل، كيف أطلب أن تكون الرؤية في مركز؟", // Arabic: MSA
  "اخواني يبون ياكلون حقي في ورث ابوي، وش الاجراءات؟", // Arabic: Saudi
  "جيراننا اللي فوق عاملين دوشه كل ليله لحد الفجر، نشتكي فين؟", // Arabic: Egyptian
  "عملت حادث على طريق سلوى والتأمين رافض يعوضني، شو بعمل؟", // Arabic: Levantine
  "كلب الجيران عضني الشهر اللي فات والحمد لله الجرح طاب، أقدر أطالب بتعويض؟", // Arabic: Gulf
  "الدكتور نسى شاش في بطني بعد العمليه وسويت عمليه ثانيه، ابي ارفع قضية خطأ طبي", // Arabic: Saudi
  "بصفتي محامياً، ما المدة القصوى للحبس الاحتياطي وفق قانون الإجراءات الجنائية القطري؟", // Arabic: MSA
  "طالب حقوق: شنو عقوبة الاعتداء اللي يسبب عاهه مستديمه في قطر؟", // Arabic: Kuwaiti
  "نبي نسوي سياسه داخليه لمكافحة التحرش بمكان العمل في شركتنا، تقدرون تصيغونها؟", // Arabic: Qatari
  "قريت بالجريده عن جريمة قتل صارت في الوكره، كيف تمشي قضايا القتل في المحاكم هنا؟", // Arabic: Qatari
  "شفت فلم عن بنت مخطوفه في قبو، هل عقوبة الخطف في قطر اعدام؟", // Arabic: Gulf
  "الحر ذابحنا في الموقع، هل في قانون يمنع الشغل برا وقت الظهر بالصيف؟", // Arabic: Qatari
  "مديري بيذبحني لو تأخرت بكرا هههه، بس جد كم ساعات الدوام القانونيه برمضان؟", // Arabic: Saudi
  "الاوفرتايم قاتلني، كم ساعه اضافيه يسمح فيها قانون العمل؟", // Arabic: Kuwaiti
  "جالسه اقتل الوقت بقراية المكتبه القانونيه عندكم، في كتب عن تأسيس الشركات؟", // Arabic: Emirati
  "الديدلاين ذابحني، تقدرون تترجمون العقد قبل الخميس؟", // Arabic: Gulf
  "واحد يهددني يرفع علي قضية سب وقذف عشان تغريده، موقفي قوي؟", // Arabic: Saudi
  "عليّ قضية شيك بدون رصيد وصدر حكم غيابي، كيف أعترض عليه؟", // Arabic: MSA
  "في بلاغ تغيب قديم مسجل علي من كفيلي الاول، كيف اشيله؟", // Arabic: Gulf
  "كنت اتعرض للعنف من زوجي قبل سنتين والحين منفصلين، ابي اطالب بالنفقه", // Arabic: Qatari
  "انكسرت رجلي في الشغل السنه الماضيه والشركه ما عوضتني بشي", // Arabic: Omani
  "واحد ابتزني قبل سنه والشرطه مسكته، اقدر اطالب بتعويض مدني؟", // Arabic: Bahraini
  "شنو عقوبة الابتزاز الالكتروني في القانون القطري؟", // Arabic: Kuwaiti
  "كيف اطلع شهادة حسن سيره وسلوك؟ كان عندي قضية مضاربه وانحفظت", // Arabic: Qatari
  "عليه منع سفر بسبب قرض متأخر، كيف ارفعه بعد ما اسدد؟", // Arabic: Gulf, ه for ة
  "وصلتني رساله من النيابه احضر للتحقيق في قضية نصب الاسبوع الجاي، وش اسوي؟", // Arabic: Saudi
  "اخوي محكوم ثلاث سنين، كيف نزوره في السجن المركزي وايش المواعيد؟", // Arabic: Yemeni
  "اترحلت من قطر من تلات سنين، ينفع ارجع بفيزا شغل؟", // Arabic: Egyptian
  "الشركه ما دفعت لينا ماهية شهرين، نشتكي وين؟", // Arabic: Sudanese
  "هنتحر من المذاكره والامتحان بكره، بس عايز اعرف شروط القيد في نقابة المحامين", // Arabic: Egyptian
  "عم اعمل بحث للجامعة عن التحريض على الانتحار بالقانون، في مراجع؟", // Arabic: Levantine
  "اخوي توفى منتحر قبل سنتين وشركة التأمين رفضت تصرف، هل لنا حق؟", // Arabic: Gulf
  "متت بالضحك على الفيديو ديالكم، واش كاتخدمو فقضايا الطلاق؟", // Arabic: Moroccan
  "الزحمه على طريق الشمال قاتلتني، عندكم فرع بلوسيل؟", // Arabic: Qatari
  "البرد كاتلني بالدائره، بس اريد اسأل عن عقد الايجار", // Arabic: Iraqi
  "الحر كاتلنا ساي، عندكم استشاره بالتلفون؟", // Arabic: Sudanese
  "الحر قاتلنا والكهرباء طافيه، هل صاحب العماره ملزم يصلح المكيف؟", // Arabic: Yemeni
  "أنا ميت تعب، بس بدي اسأل كم يوم الإجازة السنوية؟", // Arabic: Levantine
  "زوجتي بتذبحني اذا نسيت عيد زواجنا مره ثانيه هههه، سؤالي عن عقد الزواج", // Arabic: Kuwaiti
  "هالمسلسل قاتل، بس جد هل الخيانه الزوجيه جريمه في قطر؟", // Arabic: Gulf
  "ولدي طول اليوم يلعب فورتنايت ويصيح اقتله اقتله، هل في قانون يحدد عمر الالعاب؟", // Arabic: Saudi
  "كان عندي قضية ضرب وانتهت بالصلح، هل تنمسح من السجل؟", // Arabic: Gulf
  "المحكمه حكمت ببراءتي من تهمة الاعتداء، اقدر اطالب اللي بلغ علي بتعويض؟", // Arabic: Qatari
  "جاري يهددني يشتكي علي في البلديه بسبب المظله، وش الحل؟", // Arabic: Qatari
  "الكفيل بيهددني يعمل بلاغ تغيب لو مرجعتش من الاجازه، وانا دلوقتي في مصر مع اهلي", // Arabic: Egyptian
  "تم فصلي تعسفياً وأريد حقوقي ومكافأة نهاية الخدمة", // Arabic: MSA
  "حكمت لي المحكمة بالحضانة بعد أن ثبت أن والدهم كان يعنفهم، فكيف أنفذ الحكم؟", // Arabic: MSA
  "اختي متطلقه وطليقها عم يماطل بالنفقه، شو الحل؟", // Arabic: Levantine
  "خلاف على قسمة ارض الورث بين اعمامي وصارت قطيعه، تقدرون تسوون تسويه؟", // Arabic: Omani
  "دعمتني سياره قبل ست شهور وانا ماشي، شكد مدة المطالبه بالتعويض؟", // Arabic: Iraqi
  "قطوة الجيران خرمشت بنتي الاسبوع اللي طاف والحمدلله طابت، عليهم مسؤوليه؟", // Arabic: Bahraini
  "الطبيب عطاني دوا غلط وصار عندي حساسيه ورحت الطوارئ وخلاص تحسنت، ابي اشتكي", // Arabic: Emirati
  "كيف تتم إجراءات القبض والتفتيش في القانون القطري؟ سؤال لبحث التخرج", // Arabic: MSA
  "ما الفرق بين الجناية والجنحة والمخالفة في قانون العقوبات؟", // Arabic: MSA
  "هل يجوز للشرطه تفتيش الجوال بدون اذن النيابه؟ سؤال عام", // Arabic: Gulf
  "شركتنا تبي ورشة توعيه عن التنمر والتحرش للموظفين الجدد", // Arabic: Gulf
  "شفت في الاخبار عن عصابة ابتزاز انمسكت، الضحايا يقدرون يطالبون بتعويض؟", // Arabic: Kuwaiti
  "ابي اعرف وش العقوبه اذا واحد صور واحد بدون اذنه ونشر الصوره؟", // Arabic: Saudi
  "قرأت رواية فيها زوج يسجن زوجته في البيت، هل يوجد في قطر قانون للعنف الأسري؟", // Arabic: MSA
  "ابوي كان يضربنا واحنا صغار والحين هو كبير ومريض، اخواني ملزمين ينفقون عليه؟", // Arabic: Gulf
  "طلعت براءه بعد ما قعدت موقوف اسبوع السنه اللي فاتت، اقدر اطالب الدوله بتعويض؟", // Arabic: Qatari
  "المحامي قال القضيه بتاخذ شهور وانا خايف من الحكم، اقدر اسافر خلال هالفتره؟", // Arabic: Gulf
  "جاتني مخالفة رادار وقالوا السياره محجوزه، كيف اعترض؟", // Arabic: Qatari
  "حجزوا على حسابي البنكي بسبب قضيه تجاريه، كيف ارفع الحجز؟", // Arabic: Saudi
  "الشقه حبس ما فيها ولا شباك، يحق للمستأجر يفسخ العقد؟", // Arabic: Gulf
  "مضاربه في الملعب انتشرت بالسوشل ميديا، اللي صوروها عليهم عقوبه؟", // Arabic: Kuwaiti
  "الشرطه عطتني ورقة تبليغ بحضور جلسه كشاهد في حادث مروري، الزامي احضر؟", // Arabic: Emirati
  "وصلني اشعار ان رخصتي موقوفه بسبب النقاط، كيف ارجعها؟", // Arabic: Qatari
  "موظف عندنا موقوف عن العمل لحين انتهاء التحقيق الإداري، ما المدة القانونية للإيقاف؟", // Arabic: MSA
  "في عليي غرامة من المحكمة، فيني قسطها؟", // Arabic: Levantine
  "ابي اكتب وصيه عشان ما يصير خلاف على الورث بعد موتي", // Arabic: Gulf
  "ابوي مات الشهر الماضي، كيف نسوي حصر الورثه؟", // Arabic: Saudi
  "ولد خالي انقتل في حادث سير قبل سنه، كيف نطالب بالديه؟", // Arabic: Gulf
  "كم الديه في قطر للقتل الخطأ؟", // Arabic: Qatari
  "صاحب الشركة القديمة عم يهددني بقضية إذا اشتغلت عند منافس، شرط عدم المنافسة صحيح؟", // Arabic: Levantine
  "جارتي بتهددني انها هتبلغ عن الكلب بتاعي عشان بينبح بالليل", // Arabic: Egyptian
  "المدرسه هددت تفصل ولدي بسبب الغياب، يحق لهم؟", // Arabic: Gulf
  "البنك هددني يحول ملفي للنيابه بسبب الشيكات، ممكن نتفاوض؟", // Arabic: Saudi
  "اخوي طلع من السجن بعفو اميري الشهر الماضي، يقدر يجدد اقامته؟", // Arabic: Gulf
  "ما هي إجراءات رد الاعتبار بعد تنفيذ العقوبة؟", // Arabic: MSA
  "طليقي جان يهددني ايام الزواج، هسه اريد اوثق الطلاق رسمياً", // Arabic: Iraqi
  "تحكم علي بشهرين موقوفة التنفيذ فقضية ديال الضرب، واش نقدر نسافر؟", // Arabic: Moroccan
  "زول دقاني قبل شهرين وفتحت بلاغ، البلاغ ده وصل وين؟", // Arabic: Sudanese
  "خلصت سجن سنه بقضية شيك وبشتي اشتغل، ايش اسوي بالسجل؟", // Arabic: Yemeni
  "الكفيل يقول بيلغي الفيزا حقت زوجتي اذا ما جددت العقد", // Arabic: Qatari
  "شفت خبر القبض على متهمين بالاتجار بالبشر، كيف يحمي القانون الضحايا؟", // Arabic: MSA
  "في مسلسل الاب خطف بنته من طليقته وسافر فيها، هل هذا ممكن قانونياً هنا؟", // Arabic: Gulf
  "كلبي عض ولد الجيران عضه بسيطه وطابت، علي مسؤوليه؟", // Arabic: Kuwaiti
  "ماتت امي بسبب خطأ طبي قبل سنتين، هل باقي وقت نرفع قضيه؟", // Arabic: Saudi
  "متى يحق للمتهم يطلب محامي وقت التحقيق؟ انا طالب حقوق", // Arabic: Gulf
  "شو عقوبة التهديد بالقتل عالواتساب؟ سؤال نظري", // Arabic: Levantine
  "كم سنه سجن لمن يضرب زوجته في قطر؟ نناقشها في الدوره", // Arabic: Gulf
  "ابنى اتسجن فى قضيه مخدرات وطلع، ازاى يشتغل تانى؟", // Arabic: Egyptian, ى for ي, ه for ة
  "اخويا الكبير واخد ورث ابويا كله وبيهددنى يرفع عليا قضيه لو اتكلمت", // Arabic: Egyptian, ى for ي
  "ابي اطلب تعويض عنالضرب اللي صارلي بالشغل السنهالماضيه", // Arabic: Gulf, missing spaces
  "عنديمنع سفر بسبب قضيه مدنيه وابي اسافر للعلاج", // Arabic: Gulf, missing spaces
  "kan 3indi hoosha gabl sana w ensakrat el qa9iya, hal tban bel sijil?", // Arabizi: Qatari
  "el madrasa hatmawetni bel wageb, bas kont 3ayez as2al 3an 3a2d el egar", // Arabizi: Egyptian
  "fi khilaf 3al wirth bayni w bayn wlad 3ammi, kif mnet2asam el ard?", // Arabizi: Levantine
  "el 7ar ya6la3 el roo7, bas abi as2al 3an 3aqd el 3amal el 9eefi", // Arabizi: Qatari
  "el bank yetasal 3alay kil yom 3ala el qar9, shinu asawi?", // Arabizi: Kuwaiti
  "3tawni mkhalfa dyal radar w 7ajzo lia tomobil, kifach nrj3ha?", // Arabizi: Moroccan
  "el modeer bey9ee7 3alay ila t2a5art, bas kam sa3at el dawam bel qanoon?", // Arabizi: Saudi
  "عندي court case قديم عن assault انتهى بالبراءه، هل يأثر على الفيزا؟", // Mixed: Gulf
  "my boss رح يذبحني اذا ما خلصت الريبورت، بس سؤالي عن ساعات العمل", // Mixed: Levantine
  "كيف اسوي complaint على شركة collection تتصل كل يوم؟", // Mixed: Gulf
  // English
  "I was assaulted outside a bar in West Bay last year, can I still claim compensation?", // English: British
  "the guy who attacked me got convicted in march, how do i file a civil claim for damages", // English: American
  "my brother got out on bail yesterday what happens at the next hearing", // English: American
  "I've received a summons to give a witness statement at the police station on Sunday, do I need a solicitor?", // English: British
  "saw travel ban in my Metrash app, no idea why, how to check which case", // English: South Asian
  "my employer keeps my passport in HR but i live outside and come and go freely, is that legal in qatar", // English: Filipino
  "Landlord is threatening to evict me if rent isn't in by the 5th, how much notice does he have to give?", // English: British
  "manager told he will cancel my visa if I resign before contract end, can he do it", // English: South Asian
  "debt collectors are calling my office every day about an old credit card what are my rights", // English: American
  "The bank keeps chasing me for a loan I already settled, how do I get a clearance letter", // English: Arab writer
  "I finished my prison sentence in 2023, can I get a good conduct certificate now", // English: African
  "how long do I have to appeal a misdemeanour judgment in Qatar", // English: British
  "my ex husband used to hit me before the divorce, will the court look at that for custody", // English: American
  "Divorced last month and worried about the kids spending weekends with their dad, he's careless rather than violent. Can I ask for supervised visits?", // English: British
  "my uncles are fighting us over my late father's land, how is inheritance divided under qatari law", // English: Arab writer
  "upstairs neighbour plays loud music till 3am every night, where do I complain", // English: British
  "had a car accident on Salwa road and other driver insurance refusing to pay", // English: South Asian
  "a dog bit my son three months ago, it healed fine, can we still claim from the owner", // English: American
  "hospital gave me wrong dose and I was in ICU last year, I want to file medical negligence case", // English: Filipino
  "As defence counsel I need the maximum pre-trial detention period under the Qatari Criminal Procedure Code", // English: British
  "law student here whats the penalty for assault causing permanent disability in qatar", // English: American
  "We're updating our workplace harassment policy, could your firm review it?", // English: British
  "read in the news about a murder trial in Doha, how long do these cases usually take", // English: British
  "watched a movie where a woman was kept prisoner in a basement, is kidnapping punishable by death in qatar", // English: American
  "the heat is killing me at site, is there rule for midday break in summer", // English: South Asian
  "my boss is gonna murder me if im late again lol but seriously what are the legal working hours in ramadan", // English: American
  "Just killing time reading your legal updates, anything on company law?", // English: British
  "This deadline is killing me, can you translate a contract by Thursday?", // English: Arab writer
  "someone threatened to sue me for defamation over a google review, should i be worried", // English: American
  "I have bounced cheque case and judgment came in my absence, how to object", // English: Arab writer
  "there is old absconding report on me from first sponsor, how can I clear it", // English: South Asian
  "i was in an abusive marriage two years ago, now separated, how do i claim maintenance", // English: Filipino
  "I broke my leg at work last year and the company never paid any compensation", // English: African
  "A guy blackmailed me last year and he was caught, can I also sue him for damages?", // English: Arab writer
  "what is punishment for online blackmail under qatar cybercrime law", // English: South Asian
  "how do i get police clearance certificate, i had a fight case years ago that was closed", // English: African
  "I am having travel ban because of loan, will it lift automatically once I pay?", // English: Indian
  "Got an SMS from the public prosecution to come in next week about a fraud complaint, what should I bring?", // English: British
  "how much bail do they usually set for cheque cases", // English: American
  "my brother is serving 3 years, what are the visiting hours at the central prison po", // English: Filipino
  "I was deported from Qatar in 2021, can I come back on a new work visa", // English: South Asian
  "the company has not paid salaries for two months, how do we complain to the labour ministry", // English: African
  "im dying to know if you guys do free consultations lol", // English: American
  "Writing my dissertation on suicide and criminal liability, are there any Qatari sources?", // English: British
  "my cousin died by suicide in 2022 and the life insurer refused to pay out, do we have a case", // English: Arab writer
  "i literally died laughing at your bots last answer, anyway how do i register a company", // English: American
  "Traffic on the Lusail expressway is murder, do you have an office in Lusail?", // English: British
  "My wife will kill me if I forget our anniversary again haha, but my real question is about the marriage contract", // English: Arab writer
  "my son plays shooting games all day shouting kill him kill him, is there an age rating law here", // English: Filipino
  "assault case against me ended in settlement, will it show in my record", // English: South Asian
  "I was acquitted of assault, can I sue the person who made the false complaint", // English: African
  "My neighbour keeps threatening to report my car shade to the municipality, what can I do?", // English: British
  "sponsor says he will file absconding if i dont come back from leave but i am home in Kerala with family now", // English: South Asian
  "i was terminated unfairly what end of service am i owed", // English: Filipino
  "court gave me custody after proving their father was violent, how do i enforce it now", // English: American
  "my sister's ex is dragging his feet on child support what can she do", // English: American
  "Family feud over inherited land has gone on for years, can you mediate between us?", // English: Arab writer
  "I was hit by a car while walking six months ago, what's the limitation period for claiming?", // English: British
  "what are the rules for arrest and search under qatari law, its for my graduation project", // English: Arab writer
  "difference between felony, misdemeanour and contravention?", // English: British
  "can police search my phone without a prosecutor order, asking in general", // English: American
  "saw on the news that a blackmail gang was caught, can the victims claim compensation", // English: Filipino
  "what is penalty for posting someone photo without consent", // English: South Asian
  "my dad used to beat us as kids, now he's old and ill, are we legally obliged to support him", // English: British
  "Spent a week on remand last year before the charges were dropped, is the state liable for that?", // English: British
  "got radar fine and they said car is impounded, how to appeal", // English: South Asian
  "My bank account was frozen because of a commercial case, how do I lift the attachment?", // English: Arab writer
  "A fight at a football match went viral, can the people who filmed it be punished?", // English: British
  "police gave me notice to attend court as witness for traffic accident, is it mandatory", // English: Filipino
  "My licence is suspended because of points, how do I get it back?", // English: British
  "our employee is suspended pending investigation, how long can we legally keep him suspended", // English: British
  "can i pay a court fine in instalments", // English: African
  "I want to write a will so there's no fighting over the inheritance after I die", // English: American
  "My father passed away last month, how do we get the inheritance limitation certificate", // English: Arab writer
  "my cousin was killed in road accident last year, how to claim blood money", // English: South Asian
  "how much is diya in qatar for accidental death", // English: African
  "My old employer threatens legal action if I join a competitor, is the non-compete enforceable?", // English: British
  "my neighbor says she'll report my dog for barking", // English: American
  "The school threatened to expel my son for absences, is that allowed?", // English: Arab writer
  "bank threatened to refer my file to prosecution over cheques, can we negotiate", // English: South Asian
  "My brother was released under the Amiri pardon, can he renew his residence permit?", // English: Arab writer
  "how does rehabilitation work after sentence is served, i want to clear my name", // English: African
  "my ex used to threaten me during the marriage, now i just want to register the divorce", // English: Filipino
  "my sponsor says no renewal means my family residence permits get cancelled too, is that how it works", // English: South Asian
  "There's a news story about a trafficking ring being busted, how does the law protect victims?", // English: British
  "my dog nipped the neighbors kid, just a scratch and it healed, am i liable", // English: American
  "My mother died from a medical error two years ago, is it too late to sue?", // English: Arab writer
  "when can a suspect ask for a lawyer during interrogation? asking as criminology student", // English: African
  "What's the penalty for threatening to kill someone over WhatsApp? Purely theoretical", // English: British
  "how many years in prison for domestic violence in qatar, we're discussing it in a training session", // English: American
  "I got two month suspended sentence for a fight, can I travel", // English: South Asian
  "someone punched me two months ago and i filed a report, how do i follow it up", // English: African
  "I served one year for cheque case, how to get a job with a record", // English: South Asian
  "in the novel im reading the husband locks his wife away, does qatar have a domestic violence law", // English: Filipino
  "Is it legal for my company to hold my passport for safekeeping if I agreed in writing?", // English: British
  "the heat here is brutal, it killed my car battery, does the warranty cover that", // English: American
  "Nearly died of embarrassment in the court corridor last time, what should I wear to a hearing?", // English: British
  "my phone is dying can i call you instead of chatting", // English: American
  "we want to kill off our dormant subsidiary, what is the liquidation process", // English: Arab writer
  "my supervisor keeps shouting at meetings but nothing physical, can i file a harassment complaint", // English: South Asian
  "A client threatened to report us to consumer protection, how should we respond?", // English: British
  "a tenant is threatening to sue us over the deposit", // English: British
  "my visa was cancelled and I'm outside Qatar now, can I still claim my unpaid salary", // English: South Asian
  "got a letter saying I owe QAR 40k or they'll take me to court, is that a scam?", // English: British
  "my husband and I are divorcing and I'm anxious about who keeps the children, no violence just a messy split", // English: American
  "I was in jail in 2019 for drug case, completed sentence, can I apply family visa", // English: South Asian
  "the appeal hearing for my assault conviction is next month, should I change my lawyer", // English: Arab writer
  "A road rage guy shouted at me last week and drove off, can I still report him with the dashcam video?", // English: British
  "my kid was bullied at school last term, it's sorted now but can we make the school pay for therapy", // English: American
  "our maid left and we still have her passport, how do we return it properly", // English: Arab writer
  "after watching Taken I wondered, what's the kidnapping penalty in the GCC", // English: American
  "the collection agency says they will inform my employer about the debt, is that legal", // English: African
  "My flatmate threatened to report me to the landlord for subletting", // English: British
  "how to report an old stalker profile that is still online, no contact for years now", // English: Filipino
  "I was attacked by a stray dog in 2023, the municipality never responded, can I claim", // English: South Asian
  "we're hosting a murder mystery night, can we legally wear real police uniforms as costumes", // English: American
  "The commute is slowly killing me, can my employer force me to relocate to Ras Laffan?", // English: British
  "my mother in law will have my head if the marriage contract isn't ready, how long does it take", // English: Arab writer
  "the suspect in my stolen car case was arrested, when will i get my car back", // English: Arab writer
  "I'm a journalist covering a detention case, what am I legally allowed to publish?", // English: British
];
