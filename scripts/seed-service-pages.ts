/* eslint-disable max-lines -- content, not code: the firm's service pages in both languages, one object each, read as one document */
import type { DB } from "#db/index";
import { upsertSeededServicePage } from "#server/services/queries";
import { servicePageSchema, type ServicePageContent } from "#server/services/schemas";
import { SERVICE_SLUGS, type ServiceSlug } from "#server/services/slugs";

/**
 * The firm's service pages (issue 3 §1): real content, not sample (is_sample false), so it is written
 * on every start, whatever SEED says. Laws are Qatar's, named at a general level with no article
 * numbers. Fees are indicative ("from") and only where a fixed fee makes sense: a first
 * consultation, a contract review, translation per page. Everything else is quoted after review.
 */

const QUOTED = {
  ar: "تتوقف أتعاب هذه الخدمة على نطاق المسألة ومدى تعقيدها، لذا نحددها كتابةً بعد مراجعة مستنداتك، وتعرف المبلغ بالريال القطري قبل بدء أي عمل.",
  en: "Fees for this service depend on the scope and complexity of the matter, so we quote them in writing after reviewing your documents. You will know the amount in QAR before any work begins.",
};

const QUOTED_COURT = {
  ar: `${QUOTED.ar} وتُحتسب الرسوم القضائية وأتعاب الخبراء، إن وُجدت، بمعزل عن أتعابنا.`,
  en: `${QUOTED.en} Court fees and any expert fees are separate from our fees.`,
};

const ALL_OTHER = (self: ServiceSlug) => SERVICE_SLUGS.filter((slug) => slug !== self);

export const SERVICE_PAGES: ServicePageContent[] = [
  // ------------------------------------------------------------------ overview
  {
    slug: "/services",
    sortOrder: 0,
    practiceArea: null,
    feeQar: 500,
    relatedSlugs: ALL_OTHER("/services"),
    ar: {
      title: "الخدمات القانونية",
      metaTitle: "الخدمات القانونية في قطر | قانون للمحاماة",
      metaDescription:
        "تعرّف على خدمات قانون للمحاماة في قطر: القضايا التجارية والمدنية والجنائية والأسرية وقضايا العمل، وتسوية المنازعات، والعقود، والتقاضي في مركز قطر للمال، والترجمة.",
      intro:
        "يقدّم محامونا المشورة والتمثيل للأفراد والشركات في أبرز مجالات القانون القطري. استعن بهذه النظرة العامة لتحديد الخدمة التي تناسب مسألتك، أو احجز استشارة لنرشدك إلى الخيار الأنسب.",
      audience: [
        "الأفراد والأسر الذين يحتاجون إلى مشورة قانونية أو تمثيل في قطر",
        "الشركات ورواد الأعمال والمستثمرون العاملون في قطر أو في مركز قطر للمال",
        "المقيمون الذين يحتاجون إلى ترجمة مستنداتهم أو شرح الإجراءات القانونية بالإنجليزية",
        "المحامون ومكاتب المحاماة في الخارج ممن يحتاجون إلى شريك قانوني في قطر",
      ],
      sections: [
        {
          heading: "للأفراد والأسر",
          body: "مسائل شخصية نتولاها بعناية وكتمان.",
          points: [
            "مسائل الأسرة: عقود الزواج والطلاق والحضانة والنفقة والميراث",
            "الدفاع الجنائي وتمثيل المجني عليهم",
            "الدعاوى المدنية: العقود والتعويض والعقارات والديون",
            "قضايا العمل: الرواتب ومكافأة نهاية الخدمة والفصل التعسفي والعمالة المنزلية",
            "منازعات الإيجار",
          ],
        },
        {
          heading: "للشركات والمستثمرين",
          body: "دعم قانوني عملي لممارسة الأعمال في قطر وفي مركز قطر للمال.",
          points: [
            "تأسيس الشركات وحوكمتها والامتثال",
            "العقود التجارية والوكالة التجارية والامتياز التجاري",
            "عقود العمل ولوائحه الداخلية والشكاوى العمالية",
            "القضايا التجارية وتحصيل الديون",
            "التقاضي أمام المحكمة المدنية والتجارية لمركز قطر للمال",
            "التحكيم والوساطة والتسويات الودية",
          ],
        },
        {
          heading: "خدمات مساندة",
          body: "خدمات تعين على إنجاز كل مسألة بسلاسة.",
          points: [
            "صياغة العقود ومراجعتها بالعربية والإنجليزية",
            "الترجمة القانونية المعتمدة",
            "استشارات حضورية أو عبر الفيديو أو الصوت أو كتابية",
            "مكتبة قانونية تضم القوانين والأحكام والأدلة والنماذج",
          ],
        },
      ],
      steps: [
        "أخبرنا عن مسألتك: احجز استشارة عبر الموقع أو تواصل معنا، واختر العربية أو الإنجليزية.",
        "الاستشارة الأولى: يستمع إليك المحامي ويطّلع على أهم مستنداتك ويشرح لك خياراتك وفق القانون القطري.",
        "عرض مكتوب: نطاق العمل والخطوات التالية والأتعاب بالريال القطري، قبل توقيع أي اتفاق.",
        "تنفيذ العمل: مشورة أو صياغة أو تفاوض أو تمثيل، مع محامٍ مسؤول عن ملفك من البداية إلى النهاية.",
        "متابعة منتظمة: نُطلعك على كل جلسة وموعد وقرار حتى إغلاق الملف.",
      ],
      documents: [
        "البطاقة الشخصية القطرية أو جواز السفر (والسجل التجاري إذا كنت تمثّل شركة)",
        "العقد أو الاتفاق أو المستند محل المسألة",
        "المراسلات مع الطرف الآخر، بما فيها الرسائل الإلكترونية والنصية",
        "أي إنذارات أو أوراق قضائية أو قرارات تسلّمتها",
        "تسلسل زمني موجز للوقائع مع تواريخها، بأسلوبك الخاص",
      ],
      feeNote:
        "تبدأ أتعاب الاستشارة الأولى مع محامٍ (حتى ٤٥ دقيقة، حضورياً أو عبر الفيديو أو الصوت) من ٥٠٠ ريال قطري. أما أتعاب الأعمال اللاحقة فتتوقف على الخدمة، ونبيّنها في عرض مكتوب قبل أن تلتزم بشيء.",
      faqs: [
        {
          question: "ما الخدمة التي أحتاجها؟",
          answer:
            "إن لم تكن متأكداً فاحجز استشارة عامة، وسيحدد المحامي مجال القانون الذي تندرج فيه مسألتك، ويحيلك عند الحاجة إلى الزميل المتخصص داخل المكتب.",
        },
        {
          question: "هل تعملون بالعربية والإنجليزية؟",
          answer:
            "نعم، يقدّم محامونا المشورة باللغتين. وتجري الإجراءات أمام المحاكم القطرية باللغة العربية، لذا نُعدّ المستندات العربية والترجمات التي تطلبها المحكمة.",
        },
        {
          question: "هل تبقى المعلومات التي أشاركها سرية؟",
          answer: "نعم، نحافظ على سرية كل ما تطلعنا عليه، بدءاً من الاستشارة الأولى، سواء وكّلتنا بعدها أم لم توكّلنا.",
        },
        {
          question: "هل يمكنني الحصول على استشارة دون الحضور إلى المكتب؟",
          answer: "نعم، يمكن عقد الاستشارة حضورياً أو عبر الفيديو أو بمكالمة صوتية أو كتابياً، بحسب ما يناسبك.",
        },
      ],
      cta: "لست متأكداً من الخدمة التي تحتاجها؟ احجز استشارة وسنرشدك إلى الطريق الصحيح.",
    },
    en: {
      title: "Legal services",
      metaTitle: "Legal Services in Qatar | Qanun Legal",
      metaDescription:
        "Explore Qanun Legal's services in Qatar: commercial, civil, criminal, family and employment law, dispute resolution, contracts, QFC litigation and translation.",
      intro:
        "Our lawyers advise and represent individuals and companies across the main areas of Qatari law. Use this overview to find the service that fits your matter, or book a consultation and we will guide you.",
      audience: [
        "Individuals and families who need legal advice or representation in Qatar",
        "Companies, founders and investors doing business in Qatar or the Qatar Financial Centre",
        "Residents who need documents translated or legal steps explained in English",
        "Lawyers and firms abroad who need a counterpart in Qatar",
      ],
      sections: [
        {
          heading: "For individuals and families",
          body: "Personal legal matters handled with discretion and care.",
          points: [
            "Family matters: marriage contracts, divorce, custody, maintenance and inheritance",
            "Criminal defence and representation of victims",
            "Civil claims: contracts, compensation, property and debts",
            "Employment: salaries, end-of-service gratuity, dismissal and domestic workers",
            "Tenancy disputes",
          ],
        },
        {
          heading: "For companies and investors",
          body: "Practical legal support for doing business in Qatar and the Qatar Financial Centre.",
          points: [
            "Company formation, governance and compliance",
            "Commercial contracts, agency and franchise",
            "Employment contracts, workplace regulations and labour complaints",
            "Commercial cases and debt collection",
            "Litigation before the QFC Civil and Commercial Court",
            "Arbitration, mediation and negotiated settlements",
          ],
        },
        {
          heading: "Supporting services",
          body: "Services that help every matter move forward.",
          points: [
            "Contract drafting and review in Arabic and English",
            "Certified legal translation",
            "Consultations in person, by video, by voice or in writing",
            "A legal library of laws, judgments, guides and templates",
          ],
        },
      ],
      steps: [
        "Tell us about your matter: book a consultation online or contact us, in Arabic or English.",
        "First consultation: a lawyer listens, looks at your key documents and explains your options under Qatari law.",
        "A written proposal: the scope of work, the next steps and the fee in QAR, before anything is signed.",
        "The work itself: advice, drafting, negotiation or representation, with one lawyer responsible for your file throughout.",
        "Regular updates on every hearing, deadline and decision until the matter is closed.",
      ],
      documents: [
        "Your Qatari ID or passport (and the commercial registration if you act for a company)",
        "The contract, agreement or document at the centre of the matter",
        "Correspondence with the other party, including emails and messages",
        "Any notices, court papers or decisions you have received",
        "A short timeline of events, with dates, in your own words",
      ],
      feeNote:
        "A first consultation with a lawyer (up to 45 minutes, in person, by video or by voice) starts from QAR 500. Fees for further work depend on the service and are set out in a written proposal before you commit.",
      faqs: [
        {
          question: "Which service do I need?",
          answer:
            "If you are unsure, book a general consultation. The lawyer will identify the area of law involved and, if needed, refer you to the right specialist within the firm.",
        },
        {
          question: "Do you work in Arabic and English?",
          answer:
            "Yes. Our lawyers advise in both languages. Proceedings before Qatar's courts are conducted in Arabic, so we prepare the Arabic documents and translations the court requires.",
        },
        {
          question: "Is what I tell you confidential?",
          answer: "Yes. Everything you share with us is kept confidential, from the first consultation on, whether or not you instruct us afterwards.",
        },
        {
          question: "Can I have a consultation without coming to the office?",
          answer: "Yes. Consultations can be held in person, by video, by voice call or in writing, whichever suits you.",
        },
      ],
      cta: "Not sure which service you need? Book a consultation and we will point you in the right direction.",
    },
  },

  // ------------------------------------------------------------------ commercial
  {
    slug: "/services/commercial",
    sortOrder: 10,
    practiceArea: "commercial",
    feeQar: null,
    relatedSlugs: ["/services/commercial/litigation", "/services/commercial-cases", "/services/contract-drafting", "/company-services"],
    ar: {
      title: "القانون التجاري",
      metaTitle: "خدمات القانون التجاري في قطر | قانون للمحاماة",
      metaDescription:
        "استشارات في الشركات والعقود التجارية والوكالة والامتياز التجاري وفق قانون التجارة رقم (٢٧) لسنة ٢٠٠٦ وقانون الشركات التجارية رقم (١١) لسنة ٢٠١٥.",
      intro:
        "نقدّم المشورة للشركات ورواد الأعمال والمستثمرين في القواعد التجارية التي تحكم أعمالهم في قطر. ويستند عملنا إلى قانون التجارة الصادر بالقانون رقم (٢٧) لسنة ٢٠٠٦، وقانون الشركات التجارية الصادر بالقانون رقم (١١) لسنة ٢٠١٥.",
      audience: [
        "المؤسسون الذين يعتزمون تأسيس شركة أو فرع في قطر",
        "الشركات القائمة التي تراجع عقودها أو وكالاتها أو شبكات توزيعها",
        "المستثمرون الأجانب الذين يدرسون طريقة دخول السوق القطرية",
        "مانحو الامتياز التجاري والمستفيدون منه للعلامات المحلية والدولية",
      ],
      sections: [
        {
          heading: "ما نتولاه",
          body: "استشارات ومستندات تواكب مراحل حياة المنشأة كافة.",
          points: [
            "اختيار الشكل القانوني المناسب للشركة وتأسيسها",
            "عقود التأسيس والأنظمة الأساسية ونقل الحصص وتعديل رأس المال",
            "العقود التجارية للتوريد والتوزيع والخدمات",
            "ترتيبات الوكالة التجارية وقيدها",
            "عقود الامتياز التجاري للعلامات المحلية والدولية",
          ],
        },
      ],
      steps: [
        "لقاء أولي لفهم نشاطك وأهدافك والجدول الزمني الذي تعمل وفقه.",
        "مراجعة نموذج عملك ومستنداتك القائمة: التراخيص وعقد التأسيس والعقود.",
        "رأي قانوني مكتوب في القواعد المنطبقة وفق قانون التجارة وقانون الشركات التجارية، وأبرز المخاطر.",
        "صياغة الاتفاقيات التي تحتاجها أو التفاوض عليها، بالعربية والإنجليزية.",
        "المساندة في إجراءات القيد والتسجيل، ودعم مستمر مع نمو أعمالك أو تغيّرها.",
      ],
      documents: [
        "السجل التجاري والرخصة التجارية (إن كانت المنشأة قائمة)",
        "عقد التأسيس والنظام الأساسي وأي تعديلات عليهما",
        "العقود القائمة واتفاقيات الوكالة أو التوزيع",
        "جوازات سفر الشركاء والمديرين أو بطاقاتهم الشخصية",
        "وصف موجز للنشاط المزمع وهيكل الملكية",
      ],
      feeNote: QUOTED.ar,
      faqs: [
        {
          question: "هل يجوز للمستثمر الأجنبي تملّك شركة في قطر؟",
          answer: "تتوقف قواعد التملك على النشاط وأحكام الاستثمار المنطبقة، لذا نراجع حالتك قبل التأسيس.",
        },
        {
          question: "هل يلزم قيد عقود الوكالة التجارية؟",
          answer: "تخضع الوكالة التجارية في قطر لقواعد قيد خاصة بها، ونتحقق من انطباقها على ترتيبك.",
        },
        {
          question: "هل يمكن تحرير العقود بالإنجليزية؟",
          answer: "يجوز أن يكون العقد ثنائي اللغة، لكن العربية هي لغة المحاكم القطرية، ولذلك يكتسب النص العربي أهمية خاصة.",
        },
        {
          question: "كم يستغرق تأسيس شركة؟",
          answer: "يتوقف ذلك على شكل الشركة ونشاطها والتراخيص المطلوبة، ونعطيك جدولاً زمنياً واقعياً بمجرد اطلاعنا على التفاصيل.",
        },
      ],
      cta: "احجز استشارة لمناقشة شركتك أو عقدك أو ترتيبك التجاري مع أحد محامينا المتخصصين.",
    },
    en: {
      title: "Commercial law",
      metaTitle: "Commercial Law Services in Qatar | Qanun Legal",
      metaDescription:
        "Advice on companies, commercial contracts, agency and franchise under Qatar's Commercial Law (Law No. 27 of 2006) and Commercial Companies Law.",
      intro:
        "We advise businesses, founders and investors on the commercial rules that shape their operations in Qatar. Our work is grounded in the Commercial Law, Law No. 27 of 2006, and the Commercial Companies Law, Law No. 11 of 2015.",
      audience: [
        "Founders setting up a company or a branch in Qatar",
        "Established companies reviewing their contracts, agencies or distribution networks",
        "Foreign investors assessing how to enter the Qatari market",
        "Franchisors and franchisees of local and international brands",
      ],
      sections: [
        {
          heading: "What we handle",
          body: "Advice and documents across the life of a business.",
          points: [
            "Choosing the right company form and setting up the company",
            "Articles of association, share transfers and changes to capital",
            "Commercial contracts for supply, distribution and services",
            "Commercial agency arrangements and their registration",
            "Franchise agreements for local and international brands",
          ],
        },
      ],
      steps: [
        "An initial meeting to understand your business, your goals and your timetable.",
        "A review of your business model and existing documents: licences, articles and contracts.",
        "Written advice on the rules that apply under the Commercial Law and the Commercial Companies Law, and the main risks.",
        "Drafting or negotiating the agreements you need, in Arabic and English.",
        "Support with registrations and filings, and ongoing advice as the business grows or changes.",
      ],
      documents: [
        "Commercial registration and trade licence (if the business already exists)",
        "Articles of association and any amendments",
        "Existing contracts, agency or distribution agreements",
        "Passports or IDs of the partners and managers",
        "A short description of the planned activity and ownership structure",
      ],
      feeNote: QUOTED.en,
      faqs: [
        {
          question: "Can a foreign investor own a company in Qatar?",
          answer: "Ownership rules depend on the business activity and the applicable investment rules, so we review your case before you set up.",
        },
        {
          question: "Do commercial agency agreements need registration?",
          answer: "Commercial agency in Qatar is subject to its own registration rules; we check whether they apply to your arrangement.",
        },
        {
          question: "Can our contracts be in English?",
          answer: "Contracts may be bilingual, but Arabic is the language of Qatar's courts, so the Arabic text matters.",
        },
        {
          question: "How long does it take to set up a company?",
          answer: "It depends on the company form, the activity and the licences involved. We give you a realistic timeline once we know the details.",
        },
      ],
      cta: "Book a consultation to discuss your company, contract or commercial arrangement with one of our commercial lawyers.",
    },
  },

  // ------------------------------------------------------------------ commercial litigation
  {
    slug: "/services/commercial/litigation",
    sortOrder: 20,
    practiceArea: "commercial-litigation",
    feeQar: null,
    relatedSlugs: ["/services/commercial-cases", "/services/dispute-resolution", "/services/commercial", "/legal-translation"],
    ar: {
      title: "التقاضي التجاري",
      metaTitle: "التقاضي التجاري في قطر | قانون للمحاماة",
      metaDescription:
        "التقاضي في المنازعات التجارية أمام المحكمة الابتدائية ومحكمة الاستئناف ومحكمة التمييز ومحكمة الاستثمار والتجارة في دولة قطر، بخطة واضحة لكل قضية.",
      intro:
        "حين يتعذّر حلّ النزاع التجاري ودياً، نمثّل الشركات والتجار أمام المحاكم القطرية بجميع درجاتها. توضّح هذه الصفحة المحاكم المختصة وكيف نُعدّ القضية.",
      audience: [
        "الشركات والتجار الذين لم يُفلح التفاوض في حل نزاعهم التجاري",
        "المنشآت التي رُفعت عليها دعوى وتحتاج إلى من يتولى الدفاع عنها",
        "من صدر لهم حكم ويحتاجون إلى تنفيذه",
        "الشركات الأجنبية التي لها نزاع أمام المحاكم القطرية",
      ],
      sections: [
        {
          heading: "المحاكم التي نترافع أمامها",
          body: "قد يمرّ النزاع التجاري في قطر بأكثر من درجة من درجات التقاضي بحسب طبيعة الدعوى.",
          points: [
            "المحكمة الابتدائية، حيث تبدأ معظم الدعاوى",
            "محكمة الاستئناف، التي تنظر في الطعن على الأحكام الابتدائية",
            "محكمة التمييز، التي تراقب صحة تطبيق القانون",
            "محكمة الاستثمار والتجارة، المنشأة بالقانون رقم (٢١) لسنة ٢٠٢١ للفصل في منازعات تجارية واستثمارية محددة",
          ],
        },
      ],
      steps: [
        "تقييم الدعوى والأدلة وتحديد المحكمة المختصة.",
        "توجيه إنذار رسمي واستكشاف فرص التسوية متى كان ذلك مجدياً.",
        "إعداد صحف الدعوى والمذكرات وإيداعها مع المستندات المؤيدة.",
        "تمثيلك في الجلسات وأمام الخبراء المنتدبين من المحكمة.",
        "المشورة في الطعن على الحكم وفي تنفيذه.",
      ],
      documents: [
        "العقد وأي ملاحق أو تعديلات عليه",
        "الفواتير وكشوف الحساب وما يثبت السداد",
        "المراسلات والرسائل الإلكترونية مع الطرف الآخر",
        "بيانات السجل التجاري للأطراف",
        "أي إنذارات أو أوراق قضائية أو أحكام صدرت بالفعل",
      ],
      feeNote: QUOTED_COURT.ar,
      faqs: [
        {
          question: "ما المحكمة التي ستنظر نزاعي؟",
          answer:
            "يتوقف ذلك على طبيعة الدعوى وقيمتها وأطرافها، وعلى أي شرط للاختصاص أو التحكيم في العقد. ونحدد المحكمة المختصة قبل قيد أي دعوى.",
        },
        {
          question: "هل يلزم ترجمة المستندات المحررة بلغة أجنبية؟",
          answer:
            "تجري الإجراءات أمام المحاكم القطرية باللغة العربية، لذا تحتاج المستندات المحررة بلغات أخرى عادةً إلى ترجمة عربية معتمدة، ويمكن لفريق الترجمة القانونية لدينا إعدادها.",
        },
        {
          question: "هل يمكن الطعن على الحكم؟",
          answer:
            "يجوز عموماً استئناف الأحكام الابتدائية أمام محكمة الاستئناف، كما يجوز الطعن على أحكام الاستئناف أمام محكمة التمييز في المسائل القانونية، وذلك خلال مواعيد صارمة.",
        },
        {
          question: "كم تستغرق القضية التجارية؟",
          answer: "يتوقف ذلك على المحكمة ومدى تعقيد النزاع وما إذا نُدب خبير. ونعطيك تقديراً صريحاً في البداية ونحدّثه مع سير القضية.",
        },
      ],
      cta: "احجز استشارة لتقييم نزاعك التجاري وتحديد أفضل مسار له أمام المحاكم القطرية.",
    },
    en: {
      title: "Commercial litigation",
      metaTitle: "Commercial Litigation in Qatar | Qanun Legal",
      metaDescription:
        "Commercial litigation in Qatar before the Court of First Instance, the Court of Appeal, the Court of Cassation and the Investment and Trade Court.",
      intro:
        "When a commercial dispute cannot be settled, we represent companies and traders at every level of Qatar's courts. This page explains the courts involved and how we prepare a case.",
      audience: [
        "Companies and traders with a commercial dispute that negotiation has not resolved",
        "Businesses that have been sued and need a defence",
        "Parties who hold a judgment and need it enforced",
        "Foreign companies with a dispute before Qatar's courts",
      ],
      sections: [
        {
          heading: "Courts we appear before",
          body: "Depending on the claim, a commercial dispute in Qatar may pass through several levels of court.",
          points: [
            "The Court of First Instance, where most claims begin",
            "The Court of Appeal, which reviews first-instance judgments",
            "The Court of Cassation, which reviews judgments on points of law",
            "The Investment and Trade Court, established by Law No. 21 of 2021 for specified commercial and investment disputes",
          ],
        },
      ],
      steps: [
        "We assess the claim, the evidence and the competent court.",
        "We send a formal notice and explore settlement where it makes sense.",
        "We prepare and file the pleadings with the supporting documents.",
        "We represent you at hearings and before court-appointed experts.",
        "We advise on appeals and on enforcing the judgment.",
      ],
      documents: [
        "The contract and any amendments",
        "Invoices, statements of account and payment records",
        "Correspondence and emails with the other party",
        "Commercial registration details of the parties",
        "Any notices, court papers or judgments already issued",
      ],
      feeNote: QUOTED_COURT.en,
      faqs: [
        {
          question: "Which court will hear my dispute?",
          answer:
            "It depends on the nature and value of the claim, the parties, and any jurisdiction or arbitration clause in the contract. We confirm the competent court before anything is filed.",
        },
        {
          question: "Do documents in other languages need translating?",
          answer:
            "Proceedings before Qatar's courts are in Arabic, so documents in other languages generally need a certified Arabic translation. Our legal translation team can prepare them.",
        },
        {
          question: "Can a judgment be appealed?",
          answer:
            "First-instance judgments can generally be appealed to the Court of Appeal, and judgments on appeal may be challenged before the Court of Cassation on points of law, within strict time limits.",
        },
        {
          question: "How long does a commercial case take?",
          answer:
            "It depends on the court, the complexity of the dispute and whether an expert is appointed. We give you an honest estimate at the start and update it as the case moves.",
        },
      ],
      cta: "Book a consultation to assess your commercial dispute and the best route before Qatar's courts.",
    },
  },

  // ------------------------------------------------------------------ commercial cases
  {
    slug: "/services/commercial-cases",
    sortOrder: 30,
    practiceArea: "commercial-cases",
    feeQar: null,
    relatedSlugs: ["/services/commercial/litigation", "/services/commercial", "/services/dispute-resolution", "/services/contract-drafting"],
    ar: {
      title: "القضايا التجارية",
      metaTitle: "القضايا التجارية في قطر | قانون للمحاماة",
      metaDescription:
        "القضايا التجارية في قطر: تحصيل الديون، ومنازعات الشركاء، والشيكات المرتجعة، ومنازعات الوكالة التجارية، والمشورة في الإفلاس وإعادة الهيكلة.",
      intro:
        "نمثّل الشركات والشركاء والتجار في المنازعات التجارية، من تحصيل الفواتير غير المسددة إلى الخلافات بين المساهمين. ونركّز على نتائج تحمي أعمالك وعلاقاتك التجارية.",
      audience: [
        "الموردون ومقدّمو الخدمات الذين لديهم فواتير غير مسددة",
        "الشركاء والمساهمون المختلفون على إدارة الشركة أو ملكيتها",
        "حاملو الشيكات المرتجعة",
        "الوكلاء التجاريون والشركات الموكِّلة في حال النزاع",
        "المنشآت التي تمر بصعوبات مالية وتدرس خياراتها",
      ],
      sections: [
        {
          heading: "ما نتولاه",
          body: "منازعات تنشأ في سياق التجارة وممارسة الأعمال.",
          points: [
            "تحصيل الديون والفواتير غير المسددة",
            "المنازعات بين الشركاء والمساهمين",
            "المطالبات الناشئة عن الشيكات المرتجعة",
            "منازعات الوكالة التجارية",
            "المشورة في خيارات الإفلاس والصلح الواقي وإعادة الهيكلة",
          ],
        },
      ],
      steps: [
        "نراجع العقد والفواتير والمراسلات، ونتحقق من وضع المدين.",
        "نوجّه مطالبة رسمية ونتفاوض على السداد أو على جدول للسداد.",
        "إن لم يتم السداد، نرفع الدعوى أمام المحكمة المختصة، أو نبدأ التنفيذ مباشرةً متى كان المستند يسمح بذلك.",
        "نباشر التنفيذ على أموال المدين بعد الحصول على حكم أو سند تنفيذي.",
        "نوافيك بتقرير في كل مرحلة يبيّن المبالغ المحصّلة والخطوة التالية.",
      ],
      documents: [
        "العقد وأوامر الشراء ومستندات التسليم",
        "الفواتير وكشف الحساب",
        "أصل الشيك وإفادة البنك بارتجاعه، في قضايا الشيكات",
        "عقد تأسيس الشركة وقرارات الشركاء، في منازعات الشركاء",
        "المراسلات التي تقرّ بالدين أو تنازع فيه",
      ],
      feeNote: QUOTED_COURT.ar,
      faqs: [
        {
          question: "ماذا أفعل بشيك مرتجع؟",
          answer: "قد تتاح بحسب الوقائع طرق تنفيذية أو مدنية أو جنائية، ونرشدك إلى أنسبها.",
        },
        {
          question: "هل يمكن إخراج شريك من الشركة؟",
          answer: "يتوقف ذلك على شكل الشركة ونظامها الأساسي وأحكام القانون، ونبدأ بمراجعة مستنداتك.",
        },
        {
          question: "هل إعادة الهيكلة خيار متاح لشركة متعثرة؟",
          answer:
            "ينظّم قانون التجارة إجراءات للمنشآت التي تمر بصعوبات مالية، منها الصلح الواقي من الإفلاس، والمشورة المبكرة تُبقي الخيارات أوسع.",
        },
        {
          question: "هل أستمر في التوريد لعميل لم يسدد؟",
          answer: "هذا قرار تجاري، لكن عقدك قد يجيز لك وقف التنفيذ. استشرنا قبل التوقف حتى لا تُضعف هذه الخطوة موقفك.",
        },
      ],
      cta: "احجز استشارة لحماية أعمالك في نزاعك التجاري.",
    },
    en: {
      title: "Commercial cases",
      metaTitle: "Commercial Cases in Qatar | Qanun Legal",
      metaDescription:
        "Commercial cases in Qatar: debt collection, partner disputes, dishonoured cheques, commercial agency disputes, and bankruptcy and restructuring advice.",
      intro:
        "We act for companies, partners and traders in commercial disputes, from recovering unpaid invoices to disagreements between shareholders. Our focus is on outcomes that protect your business and its relationships.",
      audience: [
        "Suppliers and service providers with unpaid invoices",
        "Partners and shareholders who disagree over the running or ownership of a company",
        "Holders of dishonoured cheques",
        "Commercial agents and principals in dispute",
        "Businesses in financial difficulty weighing their options",
      ],
      sections: [
        {
          heading: "What we handle",
          body: "Disputes that arise in the course of trade and business.",
          points: [
            "Debt collection and recovery of unpaid invoices",
            "Disputes between partners and shareholders",
            "Claims on dishonoured cheques",
            "Commercial agency disputes",
            "Advice on bankruptcy, preventive composition and restructuring options",
          ],
        },
      ],
      steps: [
        "We review the contract, invoices and correspondence, and check the debtor's position.",
        "We send a formal demand and negotiate payment or a payment schedule.",
        "If payment does not follow, we bring the claim before the competent court, or go straight to enforcement where the document allows it.",
        "We enforce against the debtor's assets once a judgment or other enforceable title is obtained.",
        "We report back at every stage with the amounts recovered and the next step.",
      ],
      documents: [
        "The contract, purchase orders and delivery notes",
        "Invoices and a statement of account",
        "The original cheque and the bank's return notice, for dishonoured cheques",
        "The company's articles of association and partners' resolutions, for partner disputes",
        "Correspondence acknowledging or disputing the debt",
      ],
      feeNote: QUOTED_COURT.en,
      faqs: [
        {
          question: "What can I do about a bounced cheque?",
          answer: "Depending on the facts, enforcement, civil or criminal routes may be available; we advise on the most suitable one.",
        },
        {
          question: "Can a partner be removed from a company?",
          answer: "It depends on the company form, its articles of association and the law; we review your documents first.",
        },
        {
          question: "Is restructuring an option for a company in difficulty?",
          answer:
            "The Commercial Law provides procedures for businesses in financial difficulty, including preventive composition with creditors, and early advice keeps more options open.",
        },
        {
          question: "Should I keep supplying a client who has not paid?",
          answer: "That is a commercial decision, but your contract may allow you to suspend performance. Ask us before you stop, so the step does not weaken your position.",
        },
      ],
      cta: "Book a consultation to protect your business in a commercial dispute.",
    },
  },

  // ------------------------------------------------------------------ civil cases
  {
    slug: "/services/civil-cases",
    sortOrder: 40,
    practiceArea: "civil",
    feeQar: null,
    relatedSlugs: ["/services/commercial-cases", "/services/dispute-resolution", "/services/contract-drafting", "/services/employment", "/legal-translation"],
    ar: {
      title: "القضايا المدنية",
      metaTitle: "محامي القضايا المدنية في قطر | قانون للمحاماة",
      metaDescription:
        "التمثيل في القضايا المدنية في قطر وفق القانون المدني وقانون المرافعات المدنية والتجارية: العقود والتعويض والعقارات والديون، بمتابعة في كل مرحلة.",
      intro:
        "نمثّل الأفراد والشركات في المنازعات المدنية أمام المحاكم القطرية. ونطبّق في عملنا القانون المدني الصادر بالقانون رقم (٢٢) لسنة ٢٠٠٤، وقانون المرافعات المدنية والتجارية الصادر بالقانون رقم (١٣) لسنة ١٩٩٠.",
      audience: [
        "الأفراد الذين لديهم نزاع حول عقد أو مبلغ مستحق أو عقار",
        "من لحقهم ضرر ويرغبون في المطالبة بالتعويض",
        "المؤجرون والمستأجرون في نزاعات الإيجار",
        "الشركات التي ترفع دعوى مدنية أو تُرفع عليها",
      ],
      sections: [
        {
          heading: "ما نتولاه",
          body: "منازعات مدنية تنشأ عن التعاملات اليومية بين الأفراد والمنشآت.",
          points: [
            "دعاوى الإخلال بالعقود وفسخها",
            "التعويض عن الضرر (المسؤولية التقصيرية)",
            "المنازعات العقارية ومنازعات الملكية",
            "تحصيل الديون والمبالغ المستحقة",
            "تنفيذ الأحكام المدنية",
          ],
        },
      ],
      steps: [
        "تقييم الدعوى والأدلة وأي مواعيد قانونية يجب مراعاتها.",
        "السعي إلى حل ودي متى كان ذلك مناسباً.",
        "قيد صحيفة الدعوى أمام المحكمة المختصة.",
        "حضور الجلسات وأعمال الخبرة وتقديم الدفوع والمذكرات.",
        "الطعن والتنفيذ عند الحاجة.",
      ],
      documents: [
        "العقود والإيصالات والفواتير",
        "المراسلات مع الطرف الآخر",
        "سندات الملكية أو عقود الإيجار في المسائل العقارية",
        "التقارير الطبية أو تقارير الخبرة في دعاوى التعويض",
        "وثيقة الهوية وأي أوراق قضائية سابقة",
      ],
      feeNote: QUOTED_COURT.ar,
      faqs: [
        {
          question: "هل هناك مهلة لرفع الدعوى المدنية؟",
          answer:
            "نعم، قد تسقط الدعوى أو يتقادم الحق بمرور مدة يحددها القانون، وتختلف المدة باختلاف نوع الدعوى. أحضر مستنداتك مبكراً لنتحقق من المواعيد المنطبقة على حالتك.",
        },
        {
          question: "أين تُنظر منازعات الإيجار؟",
          answer:
            "تنظر لجنة فض المنازعات الإيجارية عادةً المنازعات بين المؤجرين والمستأجرين الخاضعة للقانون رقم (٤) لسنة ٢٠٠٨ بشأن إيجار العقارات، لا المحاكم العادية، ونوضح لك الجهة المختصة بنزاعك.",
        },
        {
          question: "هل ستندب المحكمة خبيراً؟",
          answer:
            "في كثير من القضايا المدنية، ولا سيما منازعات البناء والمسائل الطبية والمحاسبية، تحيل المحكمة المسائل الفنية إلى خبير. ونُعدّ مستنداتك ونحضر معك اجتماعات الخبرة.",
        },
        {
          question: "هل يمكن التصالح بعد رفع الدعوى؟",
          answer: "نعم، يجوز للأطراف التصالح في أي مرحلة، ويمكن إثبات الصلح بما يجعله قابلاً للتنفيذ.",
        },
      ],
      cta: "احجز استشارة لمراجعة دعواك المدنية والخيارات المتاحة لك أمام القضاء.",
    },
    en: {
      title: "Civil cases",
      metaTitle: "Civil Cases Lawyers in Qatar | Qanun Legal",
      metaDescription:
        "Representation in civil cases in Qatar under the Civil Code and the Civil and Commercial Procedure Law: contracts, compensation, property and debts.",
      intro:
        "We represent individuals and companies in civil disputes before Qatar's courts. Our work applies the Civil Code, Law No. 22 of 2004, and the Civil and Commercial Procedure Law, Law No. 13 of 1990.",
      audience: [
        "Individuals with a dispute over a contract, a payment or a property",
        "People who have suffered harm and want compensation",
        "Landlords and tenants in a lease dispute",
        "Companies bringing or facing a civil claim",
      ],
      sections: [
        {
          heading: "What we handle",
          body: "Civil disputes arising from everyday dealings between people and businesses.",
          points: [
            "Breach of contract and termination claims",
            "Compensation for harm (tort claims)",
            "Property and real estate disputes",
            "Recovery of debts and unpaid amounts",
            "Enforcement of civil judgments",
          ],
        },
      ],
      steps: [
        "We assess the claim, the evidence and any time limits that apply.",
        "We seek an amicable solution where appropriate.",
        "We file the statement of claim with the competent court.",
        "We attend hearings and expert reviews, and submit defences and written pleadings.",
        "We pursue an appeal and enforcement where needed.",
      ],
      documents: [
        "Contracts, receipts and invoices",
        "Correspondence with the other party",
        "Title deeds or lease documents for property matters",
        "Medical or expert reports for compensation claims",
        "Your identity document and any previous court papers",
      ],
      feeNote: QUOTED_COURT.en,
      faqs: [
        {
          question: "Is there a deadline to bring a civil claim?",
          answer:
            "Yes. Claims can lapse after a period set by law, and the period depends on the type of claim. Bring your documents early so we can check the time limits that apply to you.",
        },
        {
          question: "Where are lease disputes heard?",
          answer:
            "Disputes between landlords and tenants under the Rental Law, Law No. 4 of 2008, are generally heard by the Rental Disputes Settlement Committee rather than the ordinary courts. We tell you which forum applies to your dispute.",
        },
        {
          question: "Will the court appoint an expert?",
          answer:
            "In many civil cases, especially construction, medical and accounting disputes, the court refers technical questions to an expert. We prepare your documents and attend the expert's meetings with you.",
        },
        {
          question: "Can we settle after the case has been filed?",
          answer: "Yes. The parties can settle at any stage, and a settlement can be recorded so that it is enforceable.",
        },
      ],
      cta: "Book a consultation to review your civil claim and your options before the courts.",
    },
  },

  // ------------------------------------------------------------------ criminal
  {
    slug: "/services/criminal",
    sortOrder: 50,
    practiceArea: "criminal",
    feeQar: null,
    relatedSlugs: ["/services/civil-cases", "/services/family", "/legal-translation"],
    ar: {
      title: "الدفاع الجنائي وتمثيل المجني عليهم",
      metaTitle: "محامي قضايا جنائية في قطر | قانون للمحاماة",
      metaDescription:
        "الدفاع في القضايا الجنائية وتمثيل المجني عليهم في قطر وفق قانون العقوبات وقانون الإجراءات الجنائية، من التحقيق أمام النيابة العامة حتى صدور الحكم.",
      intro:
        "ندافع عن المتهمين ونمثّل المجني عليهم في المطالبة بحقوقهم في قطر. ويحكم عملنا قانون العقوبات الصادر بالقانون رقم (١١) لسنة ٢٠٠٤، وقانون الإجراءات الجنائية الصادر بالقانون رقم (٢٣) لسنة ٢٠٠٤.",
      audience: [
        "كل من استُدعي للتحقيق أمام الشرطة أو النيابة العامة",
        "المتهمون في قضايا جنائية وذووهم",
        "المجني عليهم الراغبون في تقديم شكوى أو المطالبة بالتعويض",
        "الشركات التي وقعت عليها جريمة أو نُسبت إلى أحد موظفيها",
      ],
      sections: [
        {
          heading: "ما نتولاه",
          body: "نباشر القضية في جميع مراحلها، من البلاغ الأول حتى الحكم النهائي.",
          points: [
            "الحضور مع الموكل أثناء التحقيق أمام النيابة العامة",
            "الدفاع أمام محكمة الموضوع وفي مرحلة الاستئناف",
            "طلبات الإفراج بكفالة",
            "تقديم الشكاوى وتمثيل المجني عليهم",
            "الادعاء بالحق المدني للمطالبة بالتعويض إلى جانب الدعوى الجنائية",
          ],
        },
      ],
      steps: [
        "تواصل معنا فور استدعائك أو تقديم شكوى ضدك، فالمشورة المبكرة أهم ما في الأمر.",
        "نراجع الملف ونشرح لك التهم المنسوبة إليك والإجراءات وحقوقك.",
        "نحضر معك أمام النيابة العامة، ونقدّم طلب الإفراج متى كان له محل.",
        "نُعدّ دفاعك أو طلبات المجني عليه ونقدّمها أمام المحكمة الجنائية.",
        "نقدّم المشورة في الطعن، ونُطلعك أولاً بأول على كل جلسة وكل قرار.",
      ],
      documents: [
        "البطاقة الشخصية القطرية أو جواز السفر",
        "أي استدعاء أو إخطار أو مستند تسلّمته من الشرطة أو النيابة العامة أو المحكمة",
        "رقم البلاغ أو الشكوى إن كان متاحاً لديك",
        "ما لديك من أدلة: رسائل أو صور أو إيصالات أو تقارير طبية",
        "أسماء الشهود المحتملين ووسائل التواصل معهم",
      ],
      feeNote: QUOTED.ar,
      faqs: [
        {
          question: "هل يحق للمحامي حضور التحقيق؟",
          answer: "يجيز القانون كقاعدة عامة أن يستعين المتهم بمحامٍ، ونوضح لك كيفية انطباق ذلك على حالتك.",
        },
        {
          question: "هل يمكن للمجني عليه المطالبة بالتعويض؟",
          answer: "يجوز للمجني عليه عموماً الادعاء مدنياً للمطالبة بتعويض الضرر الناشئ عن الجريمة.",
        },
        {
          question: "ما المنع من السفر، وهل يمكن رفعه؟",
          answer:
            "قد تمنع الجهات المختصة شخصاً من مغادرة قطر في بعض القضايا الجنائية والمدنية ما دامت القضية منظورة. وبحسب ظروف القضية يمكن تقديم طلب لرفع المنع، ونوضح لك الخيارات المتاحة.",
        },
        {
          question: "هل يبقى استفساري سرياً؟",
          answer: "نعم، فكل ما تطلعنا عليه يُعامل بسرية تامة.",
        },
      ],
      cta: "إن كنت أنت أو أحد المقربين منك تواجه قضية جنائية، فاحجز استشارة سرية الآن.",
    },
    en: {
      title: "Criminal defence and victims' representation",
      metaTitle: "Criminal Defence Lawyers in Qatar | Qanun Legal",
      metaDescription:
        "Criminal defence and victims' representation in Qatar under the Penal Code and the Criminal Procedure Law, from the Public Prosecution to final judgment.",
      intro:
        "We defend people accused of offences and represent victims seeking their rights in Qatar. Our work is governed by the Penal Code, Law No. 11 of 2004, and the Criminal Procedure Law, Law No. 23 of 2004.",
      audience: [
        "Anyone summoned for questioning by the police or the Public Prosecution",
        "People accused of an offence, and their families",
        "Victims who want to file a complaint or claim compensation",
        "Companies that have suffered an offence or whose employee is accused of one",
      ],
      sections: [
        {
          heading: "What we handle",
          body: "We act at every stage, from the first report to the final judgment.",
          points: [
            "Attending questioning before the Public Prosecution",
            "Defence at trial and on appeal",
            "Applications for release on bail",
            "Filing complaints and representing victims",
            "Civil claims for compensation alongside the criminal case",
          ],
        },
      ],
      steps: [
        "Contact us as soon as you are summoned or a complaint is filed; early advice matters most.",
        "We review the file and explain the charges, the procedure and your rights.",
        "We attend with you before the Public Prosecution and apply for release where it applies.",
        "We prepare and present your defence, or the victim's claims, before the criminal court.",
        "We advise on appeal and keep you informed of every hearing and decision.",
      ],
      documents: [
        "Your Qatari ID or passport",
        "Any summons, notice or document from the police, the Public Prosecution or the court",
        "The report or complaint number, if you have it",
        "Any evidence you hold: messages, photographs, receipts, medical reports",
        "Names and contact details of possible witnesses",
      ],
      feeNote: QUOTED.en,
      faqs: [
        {
          question: "Can a lawyer attend questioning?",
          answer: "As a general rule, the law allows an accused person to be assisted by a lawyer; we advise on how this applies to you.",
        },
        {
          question: "Can a victim claim compensation?",
          answer: "A victim may generally bring a civil claim for the damage caused by the offence.",
        },
        {
          question: "What is a travel ban, and can it be lifted?",
          answer:
            "In some criminal and civil matters, the authorities may prevent a person from leaving Qatar while the case is pending. Depending on the case, an application to lift the ban can be made; we explain the options.",
        },
        {
          question: "Is my enquiry confidential?",
          answer: "Yes. Everything you share with us is treated in strict confidence.",
        },
      ],
      cta: "If you or someone close to you is facing a criminal matter, book a confidential consultation now.",
    },
  },

  // ------------------------------------------------------------------ family
  {
    slug: "/services/family",
    sortOrder: 60,
    practiceArea: "family",
    feeQar: null,
    relatedSlugs: ["/services/civil-cases", "/services/dispute-resolution", "/legal-translation"],
    ar: {
      title: "مسائل الأسرة",
      metaTitle: "محامي قضايا الأسرة في قطر | قانون للمحاماة",
      metaDescription:
        "استشارات وتمثيل في مسائل الأسرة في قطر: عقود الزواج والطلاق والحضانة والنفقة والميراث وفق قانون الأسرة، مع الترافع أمام محكمة الأسرة.",
      intro:
        "تتطلب مسائل الأسرة دقة قانونية وكتماناً تاماً. نقدّم المشورة ونمثّل موكلينا وفق قانون الأسرة الصادر بالقانون رقم (٢٢) لسنة ٢٠٠٦ أمام محكمة الأسرة، ونحرص على الحلول الودية كلما أمكن ذلك.",
      audience: [
        "الأزواج المقبلون على عقد الزواج أو الذين يواجهون الانفصال أو الطلاق",
        "الآباء والأمهات الساعون إلى الحضانة أو الرؤية أو نفقة الأولاد",
        "الورثة الذين يحتاجون إلى حصر التركة وقسمتها",
        "الأسر المقيمة الراغبة في معرفة القواعد التي تنطبق عليها في قطر",
      ],
      sections: [
        {
          heading: "ما نتولاه",
          body: "نساند موكلينا في أدق مراحل الحياة الأسرية.",
          points: [
            "عقود الزواج والشروط الواردة فيها",
            "دعاوى الطلاق والتفريق",
            "الحضانة والولاية والرؤية",
            "نفقة الزوجة والأولاد",
            "الميراث وقسمة التركات",
          ],
        },
      ],
      steps: [
        "استشارة أولى سرية حول وضعك وما تسعى إليه.",
        "مرافقتك خلال جلسات الاستشارات الأسرية والصلح.",
        "رفع الدعوى ومتابعتها أمام محكمة الأسرة إذا تعذّر الاتفاق.",
        "صياغة أي اتفاق تسوية بما يحفظ حقوقك وحقوق الأولاد.",
        "المشورة في تنفيذ أحكام الحضانة والنفقة.",
      ],
      documents: [
        "عقد الزواج ووثيقة الطلاق إن وُجدت",
        "شهادات ميلاد الأولاد ووثائق هوياتهم",
        "ما يثبت الدخل والمصروفات في دعاوى النفقة",
        "شهادة الوفاة وحصر الورثة إن وُجد، في مسائل الميراث",
        "أي أحكام أو اتفاقات سابقة",
      ],
      feeNote: QUOTED_COURT.ar,
      faqs: [
        {
          question: "هل يلزم المرور بالاستشارات الأسرية قبل اللجوء إلى المحكمة؟",
          answer:
            "تُحال أغلب المنازعات الأسرية أولاً إلى الاستشارات الأسرية ومحاولة الصلح قبل أن تنظرها المحكمة. ونُعدّك لهذه الجلسات ونحضرها معك متى أمكن.",
        },
        {
          question: "كيف تُقرَّر الحضانة؟",
          answer: "تضع محكمة الأسرة مصلحة المحضون في المقام الأول، ونساعدك على أن تبيّن للمحكمة ما تقتضيه هذه المصلحة في حالتك.",
        },
        {
          question: "هل ينطبق قانون الأسرة على غير المسلمين والمقيمين؟",
          answer:
            "قانون الأسرة الصادر بالقانون رقم (٢٢) لسنة ٢٠٠٦ هو القانون الأساسي، غير أن قواعد مختلفة قد تنطبق على غير المسلمين في بعض المسائل. ونتحقق من القواعد المنطبقة على أسرتك قبل تقديم المشورة.",
        },
        {
          question: "هل تبقى مسألتي طيّ الكتمان؟",
          answer: "نعم، نتولى مسائل الأسرة بسرية تامة، ولا نشارك أي معلومة إلا بالقدر الذي تتطلبه قضيتك.",
        },
      ],
      cta: "احجز استشارة سرية مع محامي أسرة لمناقشة خياراتك بهدوء ووضوح.",
    },
    en: {
      title: "Family matters",
      metaTitle: "Family Lawyers in Qatar | Qanun Legal",
      metaDescription:
        "Family law advice in Qatar on marriage contracts, divorce, custody, maintenance and inheritance under the Family Law, with representation in Family Court.",
      intro:
        "Family matters call for legal precision and personal discretion. We advise and represent clients under the Family Law, Law No. 22 of 2006, before the Family Court, and we encourage amicable solutions wherever possible.",
      audience: [
        "Spouses preparing a marriage contract or facing separation or divorce",
        "Parents seeking custody, visitation or child maintenance",
        "Heirs who need an estate determined and distributed",
        "Resident families who want to know which rules apply to them in Qatar",
      ],
      sections: [
        {
          heading: "What we handle",
          body: "We support clients through the most sensitive stages of family life.",
          points: [
            "Marriage contracts and their conditions",
            "Divorce and separation proceedings",
            "Custody, guardianship and visitation",
            "Maintenance for spouses and children",
            "Inheritance and the distribution of estates",
          ],
        },
      ],
      steps: [
        "A confidential first consultation about your situation and goals.",
        "Support during family consultation and reconciliation sessions.",
        "Filing and pursuing the case before the Family Court if no agreement is reached.",
        "Drafting any settlement so that it protects your rights and the children's.",
        "Advice on enforcing judgments on custody and maintenance.",
      ],
      documents: [
        "The marriage contract and any divorce certificate",
        "The children's birth certificates and identity documents",
        "Evidence of income and expenses for maintenance claims",
        "The death certificate and any determination of heirs, for inheritance matters",
        "Any previous court judgments or agreements",
      ],
      feeNote: QUOTED_COURT.en,
      faqs: [
        {
          question: "Do we have to attend family consultation before going to court?",
          answer:
            "Most family disputes are first referred to family consultation and reconciliation before the court hears them. We prepare you for these sessions and attend with you where possible.",
        },
        {
          question: "How is custody decided?",
          answer: "The Family Court puts the child's interest first. We help you show the court what that interest requires in your situation.",
        },
        {
          question: "Does the Family Law apply to non-Muslims and residents?",
          answer:
            "The Family Law, Law No. 22 of 2006, is the main law, but different rules may apply to non-Muslims in some matters. We check which rules apply to your family before advising.",
        },
        {
          question: "Will my matter stay private?",
          answer: "Yes. Family matters are handled in strict confidence, and we share information only as far as your case requires.",
        },
      ],
      cta: "Book a confidential consultation with a family lawyer to discuss your options calmly and clearly.",
    },
  },

  // ------------------------------------------------------------------ employment and labour (issue 27 §5)
  {
    slug: "/services/employment",
    sortOrder: 65,
    practiceArea: "employment",
    feeQar: 800,
    relatedSlugs: ["/services/contract-drafting", "/services/dispute-resolution", "/services/civil-cases", "/company-services", "/legal-translation"],
    ar: {
      title: "قضايا العمل والعمال",
      metaTitle: "محامي قضايا العمل في قطر | قانون للمحاماة",
      metaDescription:
        "محامو قضايا العمل في قطر: الرواتب المتأخرة ومكافأة نهاية الخدمة والفصل التعسفي وعقود العمل والعمالة المنزلية، للعمال وأصحاب العمل أمام لجان فض المنازعات العمالية.",
      intro:
        "راتبٌ تأخّر، أو مكافأة نهاية خدمة لم تُصرف، أو فصلٌ بلا سبب مشروع: مسائل العمل تمسّ رزق العامل واستقرار أسرته، وتمسّ صاحب العمل في سمعته وسير أعماله. نقدّم المشورة ونمثّل العمال وأصحاب العمل وفق قانون العمل الصادر بالقانون رقم (١٤) لسنة ٢٠٠٤ وتعديلاته، أمام إدارة علاقات العمل ولجان فض المنازعات العمالية بوزارة العمل والمحاكم القطرية.",
      audience: [
        "العمال والموظفون الذين تأخرت رواتبهم أو لم يتسلّموا مستحقاتهم ومكافأة نهاية الخدمة",
        "من فُصل من عمله فصلاً تعسفياً أو دون إنذار، ومن يريد الانتقال إلى صاحب عمل آخر",
        "أصحاب العمل والشركات الذين يُعدّون عقود العمل ولوائحه الداخلية أو يواجهون شكوى عمالية",
        "الأسر التي تستقدم عاملة منزلية أو خادمة أو سائقاً، والعمال المنزليون أنفسهم",
      ],
      sections: [
        {
          heading: "الرواتب والمستحقات",
          body: "يلتزم صاحب العمل بدفع الراتب في موعده بتحويله إلى حساب العامل في أحد البنوك في قطر عبر نظام حماية الأجور، فيبقى لكل تحويل أثرٌ يمكن الرجوع إليه. ولا يجوز أن يقل الأجر عن الحد الأدنى الذي قرّره القانون رقم (١٧) لسنة ٢٠٢٠. ونساعدك على حصر ما لك أو ما عليك بدقة قبل أي مطالبة.",
          points: [
            "الرواتب المتأخرة، والاستقطاعات التي لا سند لها، وأجر العمل الإضافي",
            "الحد الأدنى للأجور: ١٬٠٠٠ ريال قطري أجراً أساسياً شهرياً، وبدلان لا يقلّان عن ٣٠٠ ريال للطعام و٥٠٠ ريال للسكن ما لم يوفّرهما صاحب العمل",
            "الإجازة السنوية المدفوعة: ثلاثة أسابيع، وأربعة أسابيع لمن أمضى خمس سنوات فأكثر، وبدل ما لم يُستخدم منها",
            "تذكرة العودة إلى بلد العامل عند انتهاء العقد",
          ],
        },
        {
          heading: "مكافأة نهاية الخدمة",
          body: "يستحق العامل الذي أمضى سنة فأكثر في الخدمة مكافأة نهاية خدمة لا تقل عن أجر ثلاثة أسابيع عن كل سنة من سنوات عمله، تُحسب على أساس آخر أجر أساسي، ويستحق عن كسور السنة بنسبة ما قضاه منها. ويجوز أن يمنح العقد مكافأة أكبر، ولا يجوز أن ينقص منها.",
          points: [
            "حساب مكتوب للمكافأة على أساس الأجر الأساسي الأخير ومدة الخدمة الفعلية",
            "الفرق بين الأجر الأساسي والبدلات، وأثره في مبلغ المكافأة",
            "الاعتراض على أي خصم من المستحقات النهائية",
            "مراجعة المخالصة النهائية قبل توقيعها، فالتوقيع قد يُسقط مطالبات لاحقة",
          ],
        },
        {
          heading: "عقود العمل ومراجعتها",
          body: "يُكتب عقد العمل باللغة العربية، ويجوز أن تُرفق به ترجمة بلغة أخرى، ويُوثَّق لدى وزارة العمل. ونراجع العقد قبل توقيعه لنتأكد من أن الأجر والبدلات والمدة وفترة التجربة وشروط الإنهاء مكتوبة كما اتُّفق عليها، وأن ما يُطلب من العامل أو صاحب العمل لا يخالف القانون.",
          points: [
            "عقود العمل محددة المدة وغير محددة المدة، وخطابات العرض الوظيفي",
            "فترة التجربة، وهي لا تزيد على ستة أشهر",
            "شرط عدم المنافسة بعد انتهاء العقد، وحدوده في الزمان والمكان ونوع العمل",
            "لوائح تنظيم العمل والجزاءات لدى صاحب العمل، واعتمادها من الوزارة قبل تطبيقها",
          ],
        },
        {
          heading: "الفصل التعسفي والإنذار",
          body: "لا يجوز فصل العامل دون إنذار إلا في حالات حدّدها القانون حصراً تتعلق بأخطاء جسيمة. فإذا ثبت أن الفصل تعسفي أو مخالف للقانون، جاز للجنة فض المنازعات العمالية أن تلغي قرار الفصل وتعيد العامل إلى عمله، مع تعويضه عمّا فاته من أجر ومزايا بسبب الفصل.",
          points: [
            "مهلة الإنذار التي يوجبها القانون بحسب مدة الخدمة، وبدلها إذا لم تُمنح",
            "التظلم من الجزاء التأديبي أمام صاحب العمل خلال سبعة أيام من الإبلاغ به، ثم أمام الوزارة",
            "الاستقالة والانتقال إلى صاحب عمل آخر مع احترام مدة الإنذار",
            "الدفاع عن أصحاب العمل في شكاوى الفصل وإثبات مشروعية القرار وإجراءاته",
          ],
        },
        {
          heading: "لجان فض المنازعات العمالية",
          body: "تُقدَّم الشكوى العمالية إلى وزارة العمل، فتحاول إدارة علاقات العمل تسوية النزاع ودياً، فإن تعذّرت التسوية أُحيل إلى لجنة فض المنازعات العمالية التي يرأسها قاضٍ من المحكمة الابتدائية، وتفصل فيه خلال ثلاثة أسابيع. ويجوز استئناف قرارها خلال خمسة عشر يوماً، ويصرف صندوق دعم وتأمين العمال للعامل ما قُضي له به إذا لم يدفعه صاحب العمل.",
          points: [
            "إعداد الشكوى وحصر المطالبات وإرفاق ما يثبتها",
            "حضور جلسة التسوية الودية، ثم الجلسات أمام اللجنة",
            "الرد على الشكاوى المقدّمة ضد أصحاب العمل بالمستندات والسجلات",
            "استئناف قرار اللجنة ومتابعة تنفيذه",
          ],
        },
        {
          heading: "العمالة المنزلية",
          body: "ينظّم القانون رقم (١٥) لسنة ٢٠١٧ بشأن المستخدمين في المنازل علاقة الأسرة بالعاملة المنزلية أو الخادمة أو السائق أو الطباخ: عقد مكتوب موثّق، وراتب شهري، وعمل لا يزيد على عشر ساعات في اليوم، وراحة أسبوعية، وإجازة سنوية مدفوعة مدتها ثلاثة أسابيع، ومكافأة نهاية خدمة لا تقل عن أجر ثلاثة أسابيع عن كل سنة.",
          points: [
            "صياغة عقد العمالة المنزلية ومراجعته للأسرة أو للعاملة",
            "منازعات الرواتب والمستحقات، وتنظرها لجان فض المنازعات العمالية كذلك",
            "إنهاء العقد وتذكرة العودة وانتقال العاملة إلى صاحب عمل آخر",
          ],
        },
        {
          heading: "الجواز والكفيل وتغيير العمل بعد إصلاحات ٢٠٢٠",
          body: "يسمّي القانون صاحب العمل اليوم «المستقدِم»، وما زال أكثر الناس يقولون «الكفيل». ومنذ إصلاحات ٢٠٢٠ لم يعد العامل بحاجة إلى شهادة عدم ممانعة لينتقل إلى عمل آخر، ولم يعد معظم العمال بحاجة إلى تصريح خروج لمغادرة قطر. ولا يجوز لصاحب العمل أن يحتفظ بجواز سفر العامل بعد إنهاء إجراءات إقامته إلا بطلب مكتوب من العامل نفسه.",
          points: [
            "تغيير صاحب العمل دون شهادة عدم ممانعة، مع احترام مدة الإنذار",
            "السفر دون تصريح خروج، إلا في عدد محدود من الوظائف يُخطر بها صاحب العمل مسبقاً",
            "استرداد جواز السفر المحتجز",
            "التزامات صاحب العمل في استخراج الإقامة وتجديدها على نفقته",
          ],
        },
      ],
      steps: [
        "استشارة أولى: تروي لنا ما حدث، ونطّلع على عقدك وكشوف رواتبك، ونحسب مستحقاتك أو التزاماتك مبدئياً.",
        "مطالبة مكتوبة أو ردّ مكتوب إلى الطرف الآخر، فكثير من منازعات العمل يُحسم بالتفاوض قبل الشكوى.",
        "تقديم الشكوى إلى وزارة العمل أو الرد عليها، وحضور جلسة التسوية الودية في إدارة علاقات العمل.",
        "الترافع أمام لجنة فض المنازعات العمالية إذا لم تنجح التسوية، ثم الاستئناف عند الحاجة.",
        "متابعة التنفيذ وصرف المستحقات، ومراجعة المخالصة النهائية قبل توقيعها.",
      ],
      documents: [
        "البطاقة الشخصية القطرية أو جواز السفر، والسجل التجاري إذا كنت صاحب عمل",
        "عقد العمل الموثّق وملاحقه، أو خطاب العرض الوظيفي",
        "كشوف الحساب البنكي أو قسائم الراتب التي تُظهر الرواتب المحوّلة وما لم يُحوَّل",
        "خطاب الفصل أو الاستقالة أو الإنذار، وأي جزاءات تأديبية",
        "المراسلات مع صاحب العمل أو العامل، بما فيها رسائل الواتساب",
        "رقم الشكوى لدى وزارة العمل إن كنت قد قدّمتها",
      ],
      feeNote:
        "تبدأ أتعاب مراجعة عقد عمل، أو إعداد حساب مكتوب للمستحقات النهائية (الراتب والإجازة ومكافأة نهاية الخدمة وتذكرة العودة)، من ٨٠٠ ريال قطري. أما التمثيل أمام لجان فض المنازعات العمالية والمحاكم فنحدد أتعابه كتابةً بعد مراجعة مستنداتك، وتعرف المبلغ قبل بدء أي عمل.",
      faqs: [
        {
          question: "الكفيل ما عطاني راتبي من شهرين، ماذا أفعل؟",
          answer:
            "احتفظ بكشوف حسابك البنكي التي تُظهر الأشهر التي لم يُحوَّل فيها الراتب، فنظام حماية الأجور يسجّل كل تحويل. ابدأ بمطالبة مكتوبة إلى صاحب العمل، فإن لم يدفع فقدّم شكوى إلى وزارة العمل، ولا يدفع العامل رسوماً عن شكواه. ونساعدك على حصر المبلغ وإعداد الشكوى وحضور جلساتها.",
        },
        {
          question: "كيف تُحسب مكافأة نهاية الخدمة؟",
          answer:
            "إذا أمضيت سنة كاملة فأكثر، فلك عن كل سنة أجر ثلاثة أسابيع على الأقل من آخر راتب أساسي، وعن كسور السنة بنسبتها، ما لم يمنحك العقد أكثر. والراتب الأساسي لا يشمل البدلات كالسكن والمواصلات، لذلك يهم أن يكون مكتوباً بوضوح في العقد. ونعدّ لك حساباً مكتوباً بمستحقاتك قبل أن توقّع أي مخالصة.",
        },
        {
          question: "فُصلت من عملي بلا سبب، هل هذا فصل تعسفي؟",
          answer:
            "قد يكون كذلك. فالقانون لا يجيز الفصل دون إنذار إلا في حالات محددة تتعلق بأخطاء جسيمة، ويجيز للجنة فض المنازعات العمالية إلغاء الفصل التعسفي وإعادتك إلى عملك مع التعويض. والمواعيد في منازعات العمل قصيرة تُحسب بالأيام، فاحجز استشارة في أقرب وقت وأحضر خطاب الفصل وعقدك.",
        },
        {
          question: "هل أحتاج إلى موافقة الكفيل لأغيّر عملي أو أسافر؟",
          answer:
            "منذ إصلاحات ٢٠٢٠ لم يعد تغيير صاحب العمل يحتاج إلى شهادة عدم ممانعة، بل إلى إخطار وزارة العمل واحترام مدة الإنذار: شهر إذا كانت خدمتك سنتين أو أقل، وشهران إذا زادت على ذلك. ولم يعد معظم العمال يحتاجون إلى تصريح خروج للسفر. ونتحقق من وضعك قبل أن تتخذ أي خطوة.",
        },
        {
          question: "هل يحق لصاحب العمل الاحتفاظ بجواز سفري؟",
          answer:
            "لا. يجب أن يُعاد إليك جوازك بعد إنهاء إجراءات إقامتك، ولا يُحتفظ به إلا بطلب مكتوب منك، ويعاقب القانون على احتجازه في غير ذلك. وإذا رفض صاحب العمل إعادته ساعدناك على استرداده بالطرق القانونية.",
        },
        {
          question: "عندي عاملة منزلية، ما حقوقها وما التزاماتي؟",
          answer:
            "يوجب القانون رقم (١٥) لسنة ٢٠١٧ عقداً مكتوباً، وراتباً شهرياً في موعده، وألا يزيد العمل على عشر ساعات في اليوم، وراحة أسبوعية، وإجازة سنوية مدفوعة، ومكافأة نهاية خدمة وتذكرة عودة عند انتهاء العقد. ونصوغ عقد الأسرة مع العاملة أو الخادمة، ونمثّل أياً من الطرفين إذا نشأ نزاع.",
        },
        {
          question: "أنا صاحب عمل وقُدّمت ضدي شكوى عمالية، ماذا أفعل؟",
          answer:
            "اجمع عقد العامل وسجلات تحويل الرواتب عبر نظام حماية الأجور وسجلات الحضور والإجازات وأي إنذارات أو جزاءات، ولا تتخلف عن جلسة التسوية. نراجع موقفك بصراحة، ونفاوض على تسوية حين تكون في مصلحتك، ونمثّلك أمام اللجنة إذا لزم الأمر.",
        },
        {
          question: "هل ينطبق قانون العمل على كل الموظفين في قطر؟",
          answer:
            "لا. فموظفو الجهات الحكومية يخضعون لقانون الموارد البشرية المدنية، والعاملون لدى الشركات المسجلة في مركز قطر للمال يخضعون للوائح التوظيف الخاصة بالمركز، والعمال المنزليون لقانونهم الخاص. ونحدد في الاستشارة الأولى القانون الذي ينطبق عليك.",
        },
      ],
      cta: "احجز استشارة مع محامي قضايا العمل لنحسب مستحقاتك أو نراجع موقفك قبل أن تفوتك المواعيد.",
    },
    en: {
      title: "Employment and labour",
      metaTitle: "Employment Lawyers in Qatar | Qanun Legal",
      metaDescription:
        "Employment lawyers in Qatar for unpaid salaries, end-of-service gratuity, unfair dismissal, contracts and domestic workers, acting for employees and employers alike.",
      intro:
        "A salary that has not arrived, a gratuity that was never paid, a dismissal without a valid reason: employment disputes touch a worker's livelihood and family, and an employer's reputation and operations. We advise and represent employees and employers under the Labour Law, Law No. 14 of 2004, and its amendments, before the Labour Relations Department, the Labour Dispute Settlement Committees of the Ministry of Labour and the courts of Qatar.",
      audience: [
        "Employees whose salary is late or who have not received their final dues and end-of-service gratuity",
        "Anyone dismissed unfairly or without notice, or who wants to move to another employer",
        "Employers and companies preparing employment contracts and workplace regulations, or facing a labour complaint",
        "Households employing a housemaid, nanny or driver, and domestic workers themselves",
      ],
      sections: [
        {
          heading: "Salaries and dues",
          body: "Employers must pay wages on time, by transfer to the worker's account at a bank in Qatar through the Wage Protection System, so every payment leaves a record. Wages may not fall below the minimum wage set by Law No. 17 of 2020. We help you work out exactly what is owed, by you or to you, before any claim is made.",
          points: [
            "Late salaries, deductions with no legal basis, and overtime pay",
            "The minimum wage: QAR 1,000 basic pay a month, plus at least QAR 300 for food and QAR 500 for housing unless the employer provides them",
            "Paid annual leave: three weeks, or four weeks after five years of service, and pay for leave not taken",
            "The return ticket to the worker's home country when the contract ends",
          ],
        },
        {
          heading: "End-of-service gratuity",
          body: "A worker with one year of service or more is entitled to an end-of-service gratuity of at least three weeks' wage for each year of service, calculated on the last basic wage, with parts of a year counted in proportion. A contract may grant more, never less.",
          points: [
            "A written calculation of the gratuity from the last basic wage and the actual length of service",
            "The difference between basic pay and allowances, and what it does to the amount",
            "Challenging deductions from the final settlement",
            "Reviewing the final release before it is signed, since signing can waive later claims",
          ],
        },
        {
          heading: "Employment contracts and their review",
          body: "Employment contracts are written in Arabic, may carry a translation into another language, and are attested by the Ministry of Labour. We review a contract before it is signed to make sure the pay, allowances, term, probation and termination terms are written as agreed, and that nothing asked of either side is contrary to the law.",
          points: [
            "Fixed-term and open-ended contracts, and offer letters",
            "Probation, which may not exceed six months",
            "Non-compete clauses after the contract ends, and their limits in time, place and type of work",
            "Employers' workplace and disciplinary regulations, which the Ministry must approve before they apply",
          ],
        },
        {
          heading: "Unfair dismissal and notice",
          body: "A worker may be dismissed without notice only in the cases of serious misconduct that the law lists. Where a dismissal is arbitrary or contrary to the law, the Labour Dispute Settlement Committee may cancel it and order the worker's return, with compensation for the pay and benefits lost because of it.",
          points: [
            "The notice the law requires according to length of service, and pay in lieu where it was not given",
            "Challenging a disciplinary penalty with the employer within seven days of being told of it, then with the Ministry",
            "Resigning and moving to another employer while respecting the notice period",
            "Defending employers in dismissal complaints by showing that the decision and its procedure were lawful",
          ],
        },
        {
          heading: "The Labour Dispute Settlement Committees",
          body: "A labour complaint is filed with the Ministry of Labour, whose Labour Relations Department first tries to settle it amicably. If that fails, the dispute goes to a Labour Dispute Settlement Committee chaired by a judge of the Court of First Instance, which decides within three weeks. Its decision may be appealed within fifteen days, and the Workers' Support and Insurance Fund pays the worker what was awarded if the employer does not.",
          points: [
            "Preparing the complaint, listing every claim and attaching the evidence",
            "Attending the settlement meeting, then the hearings before the committee",
            "Answering complaints against employers with their documents and records",
            "Appealing the committee's decision and following it through to payment",
          ],
        },
        {
          heading: "Domestic workers",
          body: "Law No. 15 of 2017 on domestic workers governs a household's relationship with its housemaid, nanny, driver or cook: an attested written contract, a monthly wage, no more than ten hours' work a day, a weekly day off, three weeks' paid annual leave, and an end-of-service gratuity of at least three weeks' wage for each year.",
          points: [
            "Drafting and reviewing domestic employment contracts, for the household or the worker",
            "Disputes over salaries and dues, which the Labour Dispute Settlement Committees also hear",
            "Ending the contract, the return ticket, and moving to another employer",
          ],
        },
        {
          heading: "Passports, sponsors and changing jobs after the 2020 reforms",
          body: "The law now calls the employer the recruiter, though most people still say sponsor (kafeel). Since the 2020 reforms a worker no longer needs a no-objection certificate to change employer, and most workers no longer need an exit permit to leave Qatar. An employer may not keep a worker's passport once the residence formalities are done, unless the worker asks in writing.",
          points: [
            "Changing employer without a no-objection certificate, while respecting the notice period",
            "Travelling without an exit permit, except for a limited number of roles the employer notifies in advance",
            "Recovering a passport held by the employer",
            "The employer's duty to obtain and renew the residence permit at its own cost",
          ],
        },
      ],
      steps: [
        "A first consultation: you tell us what happened, we look at your contract and pay records, and we estimate what is owed, or what you owe.",
        "A written demand or reply to the other side: many employment disputes are settled by negotiation before any complaint.",
        "Filing the complaint with the Ministry of Labour, or answering it, and attending the settlement meeting at the Labour Relations Department.",
        "Arguing the case before the Labour Dispute Settlement Committee if settlement fails, then appealing where needed.",
        "Following up on enforcement and payment, and reviewing the final release before it is signed.",
      ],
      documents: [
        "Your Qatari ID or passport, and the commercial registration if you are the employer",
        "The attested employment contract and any annexes, or the offer letter",
        "Bank statements or payslips showing the salaries transferred and those missing",
        "Any dismissal, resignation or notice letter, and any disciplinary penalties",
        "Correspondence between employer and worker, including WhatsApp messages",
        "Your complaint number at the Ministry of Labour, if you have already filed one",
      ],
      feeNote:
        "Review of an employment contract, or a written calculation of final dues (salary, leave, end-of-service gratuity and return ticket), from QAR 800. Representation before the Labour Dispute Settlement Committees and the courts is quoted in writing after we review your documents, so you know the amount before any work begins.",
      faqs: [
        {
          question: "My employer has not paid my salary for two months. What can I do?",
          answer:
            "Keep the bank statements that show the months with no transfer: the Wage Protection System records every payment. Start with a written demand to your employer; if they still do not pay, file a complaint with the Ministry of Labour. Workers pay no fee to file a labour complaint. We help you work out the amount, prepare the complaint and attend the hearings.",
        },
        {
          question: "How is the end-of-service gratuity calculated?",
          answer:
            "With one full year of service or more, you are owed at least three weeks' wage for each year, based on your last basic salary, with parts of a year counted in proportion, unless your contract grants more. Basic salary does not include allowances such as housing and transport, so it matters that the contract states it clearly. We prepare a written calculation of your dues before you sign any release.",
        },
        {
          question: "I was dismissed for no reason. Is that unfair dismissal?",
          answer:
            "It may be. The law allows dismissal without notice only in listed cases of serious misconduct, and the Labour Dispute Settlement Committee can cancel an arbitrary dismissal, order your return and award compensation. Time limits in employment disputes are short and counted in days, so book a consultation soon and bring the dismissal letter and your contract.",
        },
        {
          question: "Do I need my sponsor's permission to change jobs or travel?",
          answer:
            "Since the 2020 reforms, changing employer no longer requires a no-objection certificate: you notify the Ministry of Labour and respect the notice period, one month with two years' service or less and two months beyond that. Most workers no longer need an exit permit to travel. We check your situation before you take any step.",
        },
        {
          question: "Can my employer keep my passport?",
          answer:
            "No. Your passport must be returned to you once your residence formalities are done, and may be kept only at your written request; holding it otherwise is an offence. If your employer refuses to return it, we help you recover it through the proper channels.",
        },
        {
          question: "We employ a domestic worker. What are her rights and our obligations?",
          answer:
            "Law No. 15 of 2017 requires a written contract, a monthly wage paid on time, no more than ten hours' work a day, a weekly day off, paid annual leave, and an end-of-service gratuity and return ticket when the contract ends. We draft the household's contract with the housemaid or nanny, and represent either side if a dispute arises.",
        },
        {
          question: "I am an employer and a worker has filed a complaint against us. What should we do?",
          answer:
            "Gather the worker's contract, the Wage Protection System records of salary transfers, attendance and leave records, and any warnings or penalties, and do not miss the settlement meeting. We give you a frank view of your position, negotiate a settlement when it is in your interest, and represent you before the committee if needed.",
        },
        {
          question: "Does the Labour Law apply to every employee in Qatar?",
          answer:
            "No. Government employees fall under the Civil Human Resources Law, employees of firms registered in the Qatar Financial Centre under the QFC Employment Regulations, and domestic workers under their own law. In the first consultation we establish which law applies to you.",
        },
      ],
      cta: "Book a consultation with an employment lawyer to calculate your dues or review your position before a deadline passes.",
    },
  },

  // ------------------------------------------------------------------ dispute resolution
  {
    slug: "/services/dispute-resolution",
    sortOrder: 70,
    practiceArea: "dispute-resolution",
    feeQar: null,
    relatedSlugs: ["/services/commercial/litigation", "/services/commercial-cases", "/company-services/qfc-qicdrc/litigation", "/services/contract-drafting"],
    ar: {
      title: "تسوية المنازعات",
      metaTitle: "تسوية المنازعات والتحكيم في قطر | قانون للمحاماة",
      metaDescription:
        "التفاوض والوساطة والتحكيم والتسوية في قطر، ومنها التحكيم وفق القانون رقم (٢) لسنة ٢٠١٧ وأمام مركز قطر الدولي للتوفيق والتحكيم، بكفاءة وتكلفة معقولة.",
      intro:
        "ليس من الضروري أن ينتهي كل نزاع في ساحات المحاكم. نساعد الأفراد والشركات على حل خلافاتهم بالتفاوض والوساطة والتحكيم والتسوية، ونختار المسار الذي يحمي مصالحهم بتكلفة معقولة.",
      audience: [
        "الشركات الراغبة في حل نزاع دون الإضرار بعلاقة تجارية قائمة",
        "أطراف العقود التي تتضمن شرط تحكيم",
        "الأفراد الذين يفضّلون حلاً أسرع أو أكثر خصوصية من التقاضي",
        "من يحتاجون إلى تنفيذ حكم تحكيم أو الطعن فيه",
      ],
      sections: [
        {
          heading: "منهجنا",
          body: "نختار الوسيلة التي تلائم طبيعة النزاع والعلاقة بين الأطراف وما هو على المحك.",
          points: [
            "التفاوض مع الطرف الآخر أو محاميه",
            "الوساطة عبر وسيط محايد",
            "التحكيم وفق قانون التحكيم في المواد المدنية والتجارية الصادر بالقانون رقم (٢) لسنة ٢٠١٧",
            "التحكيم المؤسسي أمام مركز قطر الدولي للتوفيق والتحكيم",
            "صياغة اتفاقات تسوية ملزمة",
          ],
        },
      ],
      steps: [
        "نراجع العقد وشرط تسوية المنازعات ووقائع النزاع.",
        "نوصي بالمسار الأنسب: التفاوض أو الوساطة أو التحكيم أو القضاء، مع المدة والتكلفة المتوقعة لكل منها.",
        "نبدأ التفاوض، أو نباشر إجراءات التحكيم ونساعد في تشكيل هيئة التحكيم.",
        "نُعدّ المذكرات المكتوبة والأدلة وإفادات الشهود، ونمثّلك في الجلسات.",
        "نوثّق النتيجة في اتفاق تسوية ملزم أو حكم تحكيم، ونقدّم المشورة في تنفيذه أو الطعن فيه أمام المحكمة المختصة.",
      ],
      documents: [
        "العقد، بما فيه شرط تسوية المنازعات أو التحكيم",
        "المراسلات والإنذارات المتبادلة بشأن النزاع",
        "الفواتير وما يثبت السداد وأي تقارير فنية أو تقارير خبرة",
        "أي عروض تسوية سابقة",
        "طلب التحكيم أو حكم التحكيم إن كان قد صدر",
      ],
      feeNote: `${QUOTED.ar} وتُحتسب أتعاب هيئة التحكيم ورسوم مؤسسة التحكيم، إن وُجدت، بمعزل عن أتعابنا.`,
      faqs: [
        {
          question: "هل أحتاج إلى شرط تحكيم؟",
          answer: "يشترط التحكيم اتفاق الأطراف، سواء ورد في العقد أو أُبرم بعد نشوء النزاع.",
        },
        {
          question: "هل التحكيم سري؟",
          answer: "تجري إجراءات التحكيم عادةً بعيداً عن العلن، ويمكن تعزيز السرية باتفاق الأطراف أو بقواعد المؤسسة التحكيمية.",
        },
        {
          question: "هل يمكن تنفيذ اتفاق التسوية؟",
          answer: "يمكن إضفاء القوة التنفيذية على التسوية المحكمة الصياغة، ونرشدك إلى الشكل المناسب لحالتك.",
        },
        {
          question: "كم يستغرق التحكيم؟",
          answer: "يتوقف ذلك على النزاع والإجراءات المتفق عليها. وكثيراً ما يكون التحكيم أسرع من المرور بجميع درجات التقاضي، ويمكن للأطراف الاتفاق على جدول زمني.",
        },
      ],
      cta: "احجز استشارة لاختيار أنجع وسيلة لتسوية نزاعك.",
    },
    en: {
      title: "Dispute resolution",
      metaTitle: "Dispute Resolution & Arbitration in Qatar | Qanun Legal",
      metaDescription:
        "Negotiation, mediation, arbitration and settlement in Qatar, including arbitration under Law No. 2 of 2017 and before QICCA. Resolve disputes efficiently.",
      intro:
        "Not every dispute needs to end in court. We help individuals and companies resolve disagreements through negotiation, mediation, arbitration and settlement, choosing the route that best protects their interests at a reasonable cost.",
      audience: [
        "Companies that want to resolve a dispute without damaging a business relationship",
        "Parties to a contract with an arbitration clause",
        "Individuals who prefer a quicker or more private solution than court",
        "Parties who need an arbitral award enforced or challenged",
      ],
      sections: [
        {
          heading: "Our approach",
          body: "We match the method to the dispute, the relationship between the parties and what is at stake.",
          points: [
            "Negotiation with the other party or its lawyers",
            "Mediation with a neutral mediator",
            "Arbitration under the Arbitration Law in civil and commercial matters, Law No. 2 of 2017",
            "Institutional arbitration before the Qatar International Center for Conciliation and Arbitration (QICCA)",
            "Drafting binding settlement agreements",
          ],
        },
      ],
      steps: [
        "We review the contract, the dispute-resolution clause and the facts.",
        "We recommend a route (negotiation, mediation, arbitration or court) with the likely time and cost of each.",
        "We open negotiations or, for arbitration, start the proceedings and help constitute the tribunal.",
        "We prepare the written submissions, evidence and witness statements, and represent you at hearings.",
        "We record the outcome in a binding settlement or award, and advise on enforcing or challenging it before the competent court.",
      ],
      documents: [
        "The contract, including the dispute-resolution or arbitration clause",
        "Correspondence and notices exchanged about the dispute",
        "Invoices, payment records and any technical or expert reports",
        "Any earlier settlement proposals",
        "Any request for arbitration or award already issued",
      ],
      feeNote: `${QUOTED.en} Tribunal fees and any arbitral institution's fees are separate from our fees.`,
      faqs: [
        {
          question: "Do I need an arbitration clause?",
          answer: "Arbitration requires the parties' agreement, either in the contract or after the dispute arises.",
        },
        {
          question: "Is arbitration confidential?",
          answer: "Arbitration is generally private, and confidentiality can be strengthened by agreement or by institutional rules.",
        },
        {
          question: "Can a settlement be enforced?",
          answer: "A well-drafted settlement can be made enforceable; we advise on the right form for your case.",
        },
        {
          question: "How long does arbitration take?",
          answer:
            "It depends on the dispute and the procedure agreed. Arbitration is often faster than going through every level of court, and the parties can agree on a timetable.",
        },
      ],
      cta: "Book a consultation to choose the most effective way to resolve your dispute.",
    },
  },

  // ------------------------------------------------------------------ contract drafting
  {
    slug: "/services/contract-drafting",
    sortOrder: 80,
    practiceArea: "contract-drafting",
    feeQar: 1500,
    relatedSlugs: ["/services/commercial", "/company-services", "/services/employment", "/legal-translation", "/services/civil-cases"],
    ar: {
      title: "صياغة العقود ومراجعتها",
      metaTitle: "صياغة العقود ومراجعتها في قطر | قانون للمحاماة",
      metaDescription:
        "صياغة العقود ومراجعتها في قطر: عقود العمل والإيجار والبيع والخدمات واتفاقيات السرية واتفاقيات المساهمين، بالعربية والإنجليزية وبما يلائم المحاكم القطرية.",
      intro:
        "العقد الواضح يقي من كثير من النزاعات. نصوغ العقود ونراجعها للأفراد والشركات بالعربية أو الإنجليزية أو باللغتين معاً، وبما يتوافق مع القانون القطري.",
      audience: [
        "أصحاب العمل الذين يُعدّون عقود العمل وخطابات العرض الوظيفي",
        "المؤجرون والمستأجرون المقبلون على توقيع عقد إيجار",
        "الشركات التي تبرم عقود توريد أو خدمات أو توزيع أو اتفاقيات مساهمين",
        "الأفراد الذين طُلب منهم توقيع عقد ويرغبون في مراجعته أولاً",
      ],
      sections: [
        {
          heading: "العقود التي نصوغها ونراجعها",
          body: "من الاتفاقات اليومية إلى الصفقات التجارية المعقدة.",
          points: [
            "عقود العمل وفق قانون العمل الصادر بالقانون رقم (١٤) لسنة ٢٠٠٤",
            "عقود الإيجار وفق القانون رقم (٤) لسنة ٢٠٠٨ بشأن إيجار العقارات",
            "عقود البيع وتقديم الخدمات",
            "اتفاقيات عدم الإفصاح (السرية)",
            "اتفاقيات المساهمين",
          ],
        },
        {
          heading: "العقود ثنائية اللغة",
          body: "تُبرم عقود كثيرة في قطر بالعربية والإنجليزية معاً. والعربية هي لغة المحاكم القطرية، ويُعتدّ بالنص العربي عادةً أمامها، لذا نحرص على تطابق النسختين تماماً.",
          points: [
            "نسختان عربية وإنجليزية متقابلتان",
            "مصطلحات قانونية متسقة في اللغتين",
            "بند لغة العقد مصاغ مع مراعاة ما تعتدّ به المحاكم القطرية",
          ],
        },
      ],
      steps: [
        "أرسل إلينا مسودتك، أو صِف لنا الصفقة وما يهمك فيها أكثر من غيره.",
        "نؤكد نطاق العمل ومدة الإنجاز والأتعاب بالريال القطري قبل أن نبدأ.",
        "نحدد المخاطر والبنود الناقصة وأي حكم يتعارض مع القانون القطري.",
        "تتسلّم مسودة معدّلة أو جديدة مع ملاحظات توضيحية، بالعربية أو الإنجليزية أو باللغتين.",
        "نعتمد الصيغة النهائية بعد ملاحظاتك، ويمكننا مساندتك في التفاوض.",
      ],
      documents: [
        "مسودة العقد، أو أي نسخة سابقة أو نموذج تستخدمه",
        "ملخص الشروط التجارية: الأطراف والثمن والمدة والالتزامات",
        "السجل التجاري أو وثيقة الهوية لكل طرف",
        "المستندات ذات الصلة: عروض الأسعار وأوامر الشراء والمراسلات السابقة",
      ],
      feeNote:
        "تبدأ أتعاب مراجعة عقد نمطي لا تتجاوز صفحاته عشر صفحات، مع ملاحظات مكتوبة، من ١٬٥٠٠ ريال قطري. أما صياغة عقد جديد أو الاتفاقيات الأطول أو التي تخضع للتفاوض، فنحدد أتعابها بعد معرفة نطاق العمل.",
      faqs: [
        {
          question: "أي النصين يُعتدّ به في العقد ثنائي اللغة؟",
          answer:
            "يُعتدّ عادةً بالنص العربي أمام المحاكم القطرية، لذا يجب أن تتطابق النسختان. ويفيد بند اللغة في ذلك، لكنه لا يغني عن نص عربي دقيق.",
        },
        {
          question: "هل يمكنني استخدام نموذج من الإنترنت؟",
          answer: "قد يصلح النموذج نقطة بداية، لكنه قد لا يراعي القانون القطري أو تفاصيل صفقتك. والمراجعة تكشف البنود غير القابلة للتنفيذ أو الناقصة.",
        },
        {
          question: "كم تستغرق المراجعة؟",
          answer: "تُراجَع العقود النمطية عادةً خلال أيام عمل قليلة، ونؤكد لك مدة الإنجاز قبل تأكيد الطلب.",
        },
        {
          question: "هل يلزم تسجيل عقود الإيجار؟",
          answer: "ينبغي تسجيل عقود الإيجار في قطر لدى الجهة المختصة، ونوضح لك هذه الخطوة عند مراجعة عقدك.",
        },
      ],
      cta: "احجز استشارة ليتولى محامٍ صياغة عقدك أو مراجعته.",
    },
    en: {
      title: "Contract drafting and review",
      metaTitle: "Contract Drafting & Review in Qatar | Qanun Legal",
      metaDescription:
        "Contract drafting and review in Qatar: employment, leases, sale, services, NDAs and shareholder agreements, in Arabic and English, ready for Qatari courts.",
      intro:
        "A clear contract prevents many disputes. We draft and review contracts for individuals and companies in Arabic, English or both, in line with Qatari law.",
      audience: [
        "Employers preparing employment contracts and offer letters",
        "Landlords and tenants about to sign a lease",
        "Companies entering supply, services, distribution or shareholder agreements",
        "Individuals asked to sign a contract they want checked first",
      ],
      sections: [
        {
          heading: "Contracts we draft and review",
          body: "From everyday agreements to complex commercial deals.",
          points: [
            "Employment contracts under the Labour Law, Law No. 14 of 2004",
            "Leases under the Rental Law, Law No. 4 of 2008",
            "Sale and services agreements",
            "Non-disclosure agreements (NDAs)",
            "Shareholder agreements",
          ],
        },
        {
          heading: "Bilingual Arabic-English contracts",
          body: "Many contracts in Qatar are signed in Arabic and English. Arabic is the language of Qatar's courts and the Arabic text generally prevails before them, so we make sure both versions say exactly the same thing.",
          points: [
            "Parallel Arabic and English versions",
            "Consistent legal terminology in both languages",
            "A language clause drafted with Qatari courts in mind",
          ],
        },
      ],
      steps: [
        "Send us your draft, or describe the deal and what matters most to you.",
        "We confirm the scope, the turnaround and the fee in QAR before we start.",
        "We identify the risks, the missing terms and anything that conflicts with Qatari law.",
        "You receive a marked-up or new draft with explanatory notes, in Arabic, English or both.",
        "We finalise the contract after your comments and can support you in the negotiation.",
      ],
      documents: [
        "The draft contract, or any earlier version or template you use",
        "A summary of the commercial terms: parties, price, duration, obligations",
        "Commercial registration or ID of each party",
        "Related documents: quotations, purchase orders, earlier correspondence",
      ],
      feeNote:
        "Review of a standard contract of up to ten pages, with written comments, from QAR 1,500. Drafting a new contract, or longer and negotiated agreements, is quoted once we know the scope.",
      faqs: [
        {
          question: "Which language prevails in a bilingual contract?",
          answer:
            "Before Qatar's courts the Arabic text is generally the one relied on, so both versions must match. A language clause helps, but it is no substitute for an accurate Arabic text.",
        },
        {
          question: "Can I use a template from the internet?",
          answer:
            "A template can be a starting point, but it may not reflect Qatari law or your deal. A review catches terms that are unenforceable or missing.",
        },
        {
          question: "How long does a review take?",
          answer: "A standard contract is usually reviewed within a few working days; we confirm the turnaround before you confirm the order.",
        },
        {
          question: "Do leases need to be registered?",
          answer: "Leases in Qatar should be registered with the competent authority; we explain the step when we review your lease.",
        },
      ],
      cta: "Book a consultation to have your contract drafted or reviewed by a lawyer.",
    },
  },

  // ------------------------------------------------------------------ legal translation
  {
    slug: "/legal-translation",
    sortOrder: 90,
    practiceArea: "legal-translation",
    feeQar: 100,
    relatedSlugs: ["/services/contract-drafting", "/company-services", "/services/commercial/litigation", "/services/family"],
    ar: {
      title: "الترجمة القانونية المعتمدة",
      metaTitle: "الترجمة القانونية المعتمدة في قطر | قانون للمحاماة",
      metaDescription:
        "ترجمة قانونية معتمدة بين العربية والإنجليزية في قطر للعقود والمستندات القضائية والشهادات، على يد مترجمين معتمدين، مع إرشادك إلى خطوات التصديق.",
      intro:
        "تعمل المحاكم والجهات الحكومية في قطر باللغة العربية، ولذلك يلزم ترجمة كثير من المستندات ترجمة دقيقة معتمدة. يتولى مترجمونا القانونيون المعتمدون ترجمة المستندات القانونية بين العربية والإنجليزية للأفراد والشركات والمحامين.",
      audience: [
        "الأفراد الذين يحتاجون إلى ترجمة شهاداتهم الشخصية لإجراء رسمي",
        "الشركات التي تترجم عقودها أو عقود تأسيسها أو لوائحها",
        "المتقاضون والمحامون الذين يحتاجون إلى مستندات قضائية بالعربية",
        "كل من يقدّم مستندات أجنبية إلى جهة رسمية في قطر",
      ],
      sections: [
        {
          heading: "ما نترجمه",
          body: "مستندات قانونية ورسمية نترجمها بمصطلحات متسقة.",
          points: [
            "العقود والاتفاقيات التجارية",
            "المستندات القضائية والمذكرات والأحكام",
            "الشهادات الشخصية: الميلاد والزواج والشهادات الدراسية",
            "التوكيلات ومستندات الشركات",
            "اللوائح والسياسات والخطابات الرسمية",
          ],
        },
        {
          heading: "التصديق ومدة الإنجاز",
          body: "قد يحتاج المستند إلى تصديق قبل الترجمة أو بعدها، بحسب جهة إصداره والجهة التي سيُقدَّم إليها.",
          points: [
            "المستندات الصادرة خارج قطر تحتاج عادةً إلى تصديق في بلد الإصدار ومن السفارة القطرية هناك",
            "تحتاج بعض المستندات كذلك إلى تصديق وزارة الخارجية في قطر",
            "نوضح لك الخطوات المطلوبة قبل أن نبدأ",
            "تتوقف مدة الإنجاز على حجم المستند ونوعه، ونؤكدها لك قبل الطلب",
          ],
        },
      ],
      steps: [
        "أرسل نسخاً واضحة من مستنداتك، وأخبرنا بالجهة التي ستُقدَّم إليها الترجمة.",
        "نؤكد لك عدد الصفحات ومدة الإنجاز والأتعاب بالريال القطري قبل التأكيد.",
        "يترجم المترجم المعتمد النص، ويراجع مدقق ثانٍ المصطلحات والأرقام.",
        "نختم الترجمة ونعتمدها.",
        "تتسلّم الترجمة المعتمدة ورقياً أو إلكترونياً، مع إرشادك إلى أي تصديق لا يزال مطلوباً.",
      ],
      documents: [
        "نسخ واضحة وكاملة من جميع الصفحات، بما فيها الأختام والتواقيع",
        "أصل المستند إذا كانت الجهة المستلمة ستطلب الاطلاع عليه",
        "كتابة الأسماء كما وردت في جواز السفر",
        "أي ترجمة سابقة أو قائمة مصطلحات ترغب في أن نلتزم بها",
      ],
      feeNote:
        "تبدأ أتعاب الترجمة المعتمدة بين العربية والإنجليزية من ١٠٠ ريال قطري للصفحة (الصفحة بحدود ٢٥٠ كلمة). أما الأعمال المستعجلة والمستندات المتخصصة واللغات الأخرى فنحدد أتعابها قبل تأكيد الطلب.",
      faqs: [
        {
          question: "هل تقبل المحاكم والجهات الرسمية ترجمتكم؟",
          answer:
            "تشترط المحاكم والجهات الرسمية في قطر عادةً أن تكون الترجمة صادرة عن مترجم معتمد، ونُعدّ ترجماتنا بالشكل الذي تقبله عادةً، ونخبرك مسبقاً إن كانت للجهة متطلبات خاصة.",
        },
        {
          question: "كم تستغرق الترجمة؟",
          answer: "تجهز أغلب الشهادات الشخصية خلال يوم إلى يومي عمل، وتستغرق المستندات الأطول وقتاً أكثر. ونؤكد لك مدة الإنجاز قبل الطلب.",
        },
        {
          question: "هل يحتاج مستندي إلى تصديق أولاً؟",
          answer:
            "تحتاج المستندات الصادرة خارج قطر عادةً إلى تصديق في بلد الإصدار ومن السفارة القطرية هناك، وقد يحتاج بعضها إلى تصديق وزارة الخارجية في قطر. ونبيّن لك الخطوات المنطبقة.",
        },
        {
          question: "هل تترجمون من لغات أخرى غير العربية والإنجليزية؟",
          answer: "خدمتنا الأساسية هي الترجمة بين العربية والإنجليزية، ويمكن في أحيان كثيرة ترتيب لغات أخرى؛ اطلب عرض سعر.",
        },
      ],
      cta: "احجز استشارة لمناقشة احتياجاتك من الترجمة والتصديق.",
    },
    en: {
      title: "Certified legal translation",
      metaTitle: "Certified Legal Translation in Qatar | Qanun Legal",
      metaDescription:
        "Certified Arabic-English legal translation in Qatar for contracts, court documents and certificates, by certified translators, with guidance on attestation.",
      intro:
        "Courts and government bodies in Qatar work in Arabic, so many documents must be translated accurately and certified. Our certified legal translators handle legal documents between Arabic and English for individuals, companies and lawyers.",
      audience: [
        "Individuals who need personal certificates translated for an official procedure",
        "Companies translating contracts, articles of association or policies",
        "Litigants and lawyers who need court documents in Arabic",
        "Anyone submitting foreign documents to an authority in Qatar",
      ],
      sections: [
        {
          heading: "What we translate",
          body: "Legal and official documents, translated with consistent terminology.",
          points: [
            "Contracts and commercial agreements",
            "Court documents, pleadings and judgments",
            "Personal certificates: birth, marriage and education",
            "Powers of attorney and company documents",
            "Policies, regulations and official letters",
          ],
        },
        {
          heading: "Attestation and turnaround",
          body: "Depending on where a document was issued and where it will be used, it may need attestation before or after translation.",
          points: [
            "Documents issued abroad usually need attestation in the issuing country and by the Qatari embassy there",
            "Some documents also need attestation by the Ministry of Foreign Affairs in Qatar",
            "We tell you which steps apply before we start",
            "Turnaround depends on the length and type of document and is confirmed before you order",
          ],
        },
      ],
      steps: [
        "Send clear copies of your documents and tell us where the translation will be submitted.",
        "We confirm the number of pages, the turnaround and the fee in QAR before you confirm.",
        "A certified translator translates the text, and a second reviewer checks terminology and figures.",
        "We stamp and certify the translation.",
        "You receive the certified translation in print or electronically, with guidance on any attestation still needed.",
      ],
      documents: [
        "Clear, complete copies of every page, including stamps and signatures",
        "The original, where the receiving authority will ask to see it",
        "The spelling of names as they appear in your passport",
        "Any earlier translation or glossary you want us to follow",
      ],
      feeNote:
        "Certified translation between Arabic and English from QAR 100 per page (a page of up to about 250 words). Urgent work, specialised documents and other languages are quoted before you confirm.",
      faqs: [
        {
          question: "Will courts and authorities accept your translation?",
          answer:
            "Courts and authorities in Qatar generally require translations by a certified translator. We prepare translations in the form they usually accept and tell you in advance if an authority has special requirements.",
        },
        {
          question: "How long does it take?",
          answer: "Most personal certificates are ready within one to two working days; longer documents take more time. We confirm the turnaround before you order.",
        },
        {
          question: "Does my document need attestation first?",
          answer:
            "Documents issued abroad usually need attestation in the country of issue and by the Qatari embassy there, and some need attestation by the Ministry of Foreign Affairs in Qatar. We tell you which steps apply.",
        },
        {
          question: "Do you translate languages other than Arabic and English?",
          answer: "Our core service is Arabic–English. Other languages can often be arranged; ask us for a quote.",
        },
      ],
      cta: "Book a consultation to discuss your translation and attestation needs.",
    },
  },

  // ------------------------------------------------------------------ company services
  {
    slug: "/company-services",
    sortOrder: 100,
    practiceArea: "company-services",
    feeQar: null,
    relatedSlugs: ["/services/commercial", "/company-services/qfc-qicdrc/litigation", "/services/contract-drafting", "/legal-translation"],
    ar: {
      title: "خدمات الشركات",
      metaTitle: "خدمات قانونية للشركات في قطر | قانون للمحاماة",
      metaDescription:
        "خدمات قانونية للشركات في قطر ومركز قطر للمال: تأسيس الشركات، والحوكمة، والامتثال، وشؤون العمل والموظفين، والخدمات الخاصة بمركز قطر للمال.",
      intro:
        "ندعم الشركات المحلية والدولية العاملة في قطر، سواء في البر الرئيسي أو في مركز قطر للمال. ومن التأسيس إلى الامتثال اليومي، نكون شريكك القانوني.",
      audience: [
        "الشركات الأجنبية التي تؤسس وجوداً لها في قطر",
        "الشركات المحلية الراغبة في ضبط حوكمتها وامتثالها",
        "الشركات المرخصة في مركز قطر للمال",
        "فرق الموارد البشرية والإدارة التي تتعامل مع شؤون العمل",
      ],
      sections: [
        {
          heading: "ما نقدّمه",
          body: "دعم قانوني أساسي في جميع مراحل حياة الشركة.",
          points: [
            "تأسيس الشركات وقيدها",
            "حوكمة الشركات: مجالس الإدارة والجمعيات العامة والقرارات",
            "الامتثال التنظيمي واللوائح الداخلية",
            "عقود العمل ولوائحه ومنازعاته",
            "العقود التجارية مع العملاء والموردين",
          ],
        },
        {
          heading: "خدمات مركز قطر للمال",
          body: "لمركز قطر للمال إطاره القانوني والتنظيمي الخاص بموجب قانون مركز قطر للمال الصادر بالقانون رقم (٧) لسنة ٢٠٠٥.",
          points: [
            "تأسيس الكيانات في مركز قطر للمال وترخيصها",
            "المشورة في لوائح المركز وقواعد التوظيف فيه",
            "التقاضي أمام المحكمة المدنية والتجارية لمركز قطر للمال",
          ],
        },
      ],
      steps: [
        "لقاء مع إدارتك أو فريقك القانوني لفهم النشاط وأولوياته.",
        "عرض بنطاق عمل وأتعاب واضحة، لمسألة منفردة أو لدعم مستمر.",
        "البر الرئيسي أم مركز قطر للمال: نقدّم المشورة في الهيكل المناسب والتراخيص التي يتطلبها النشاط.",
        "نُعدّ المستندات والقرارات واللوائح بالعربية والإنجليزية.",
        "دعم مستمر: مراجعات دورية، واجتماعات مجلس الإدارة والجمعيات العامة، والعقود، ومسائل العمل.",
      ],
      documents: [
        "السجل التجاري أو الرخصة التجارية أو ترخيص مركز قطر للمال",
        "عقد التأسيس وبيانات المساهمين",
        "قرارات مجلس الإدارة والجمعية العامة",
        "العقود النمطية مع العملاء والموردين والموظفين",
        "اللوائح الداخلية وأي مراسلات من جهة رقابية",
      ],
      feeNote:
        "نحدد أتعاب أعمال الشركات لكل مسألة على حدة أو باشتراك شهري يُتفق عليه مسبقاً، لتعرف التكلفة بالريال القطري قبل أن نبدأ.",
      faqs: [
        {
          question: "هل نؤسس في البر الرئيسي أم في مركز قطر للمال؟",
          answer:
            "يتوقف ذلك على نشاطك وهيكل ملكيتك وعملائك. ولمركز قطر للمال إطاره القانوني والتنظيمي الخاص بموجب القانون رقم (٧) لسنة ٢٠٠٥، ونقارن لك بين الخيارين بحسب أعمالك.",
        },
        {
          question: "ما قواعد العمل التي تنطبق على موظفينا؟",
          answer:
            "يخضع أصحاب العمل في البر الرئيسي عموماً لقانون العمل الصادر بالقانون رقم (١٤) لسنة ٢٠٠٤، بينما تتبع كيانات مركز قطر للمال لوائح التوظيف الخاصة بالمركز. ونتحقق من القواعد المنطبقة على كل عقد.",
        },
        {
          question: "هل يمكنكم العمل كإدارة قانونية خارجية لنا؟",
          answer: "نعم، تستعين بنا شركات كثيرة لدعم مستمر بنطاق شهري واضح.",
        },
        {
          question: "هل تتولون المنازعات أيضاً؟",
          answer: "نعم، يترافع محامونا أمام المحاكم القطرية، ونمثّل الموكلين أمام المحكمة المدنية والتجارية لمركز قطر للمال.",
        },
      ],
      cta: "احجز استشارة لمناقشة احتياجات شركتك القانونية مع فريقنا.",
    },
    en: {
      title: "Services for companies",
      metaTitle: "Legal Services for Companies in Qatar | Qanun Legal",
      metaDescription:
        "Legal services for companies in Qatar and the QFC: company formation, corporate governance, compliance, employment matters and QFC-specific services.",
      intro:
        "We support local and international companies operating in Qatar, both onshore and in the Qatar Financial Centre. From setting up to day-to-day compliance, we act as your legal partner.",
      audience: [
        "Foreign companies establishing a presence in Qatar",
        "Local companies that want their governance and compliance in order",
        "Companies licensed in the Qatar Financial Centre",
        "HR and management teams dealing with employment matters",
      ],
      sections: [
        {
          heading: "What we offer",
          body: "Core legal support across the life of a company.",
          points: [
            "Company formation and registration",
            "Corporate governance: boards, general assemblies and resolutions",
            "Regulatory compliance and internal policies",
            "Employment contracts, policies and disputes",
            "Commercial contracts with clients and suppliers",
          ],
        },
        {
          heading: "QFC services",
          body: "The Qatar Financial Centre has its own legal and regulatory framework under the QFC Law, Law No. 7 of 2005.",
          points: [
            "Setting up and licensing entities in the QFC",
            "Advice on QFC regulations and employment rules",
            "Litigation before the QFC Civil and Commercial Court",
          ],
        },
      ],
      steps: [
        "A meeting with your management or legal team to understand the business and its priorities.",
        "A proposal with a clear scope and fees, for a single matter or for ongoing support.",
        "Onshore or QFC: we advise on the right structure and the licences the activity needs.",
        "We prepare the documents, resolutions and policies, in Arabic and English.",
        "Ongoing support: regular reviews, board and general assembly meetings, contracts and employment questions.",
      ],
      documents: [
        "Commercial registration, trade licence or QFC licence",
        "Articles of association and shareholder details",
        "Board and general assembly resolutions",
        "Standard contracts with clients, suppliers and employees",
        "Internal policies and any correspondence from a regulator",
      ],
      feeNote:
        "Company work is quoted per matter or as a monthly retainer agreed in advance, so you know the cost in QAR before we start.",
      faqs: [
        {
          question: "Should we set up onshore or in the QFC?",
          answer:
            "It depends on your activity, ownership and clients. The QFC has its own legal and regulatory framework under the QFC Law, Law No. 7 of 2005; we compare the options for your business.",
        },
        {
          question: "Which employment rules apply to our staff?",
          answer:
            "Onshore employers are generally subject to the Labour Law, Law No. 14 of 2004, while QFC entities follow the QFC's own employment regulations. We check which rules apply to each contract.",
        },
        {
          question: "Can you act as our external legal department?",
          answer: "Yes. Many companies retain us for ongoing support with a clear monthly scope.",
        },
        {
          question: "Do you handle disputes too?",
          answer: "Yes. Our lawyers act before Qatar's courts, and we represent clients before the QFC Civil and Commercial Court.",
        },
      ],
      cta: "Book a consultation to discuss your company's legal needs with our team.",
    },
  },

  // ------------------------------------------------------------------ QFC litigation
  {
    slug: "/company-services/qfc-qicdrc/litigation",
    sortOrder: 110,
    practiceArea: "qfc-litigation",
    feeQar: null,
    relatedSlugs: ["/company-services", "/services/dispute-resolution", "/services/commercial/litigation"],
    ar: {
      title: "التقاضي أمام محكمة قطر الدولية",
      metaTitle: "التقاضي أمام محكمة قطر الدولية | قانون للمحاماة",
      metaDescription:
        "التقاضي أمام محكمة قطر الدولية (المحكمة المدنية والتجارية لمركز قطر للمال) والمحكمة التنظيمية للمركز، حيث تجري الإجراءات باللغة الإنجليزية.",
      intro:
        "تنظر المنازعات المتصلة بمركز قطر للمال المحكمةُ المدنية والتجارية لمركز قطر للمال (محكمة قطر الدولية)، وهي محكمة متخصصة أُنشئت بموجب قانون مركز قطر للمال الصادر بالقانون رقم (٧) لسنة ٢٠٠٥، وتسير إجراءاتها باللغة الإنجليزية. نقدّم المشورة للشركات والأفراد في منازعاتهم أمام هذه المحكمة وأمام المحكمة التنظيمية.",
      audience: [
        "الشركات المرخصة في مركز قطر للمال التي لها نزاع مع عملاء أو متعاقدين أو موظفين",
        "الأطراف الذين تُحيل عقودهم المنازعات إلى المحكمة المدنية والتجارية لمركز قطر للمال",
        "الموظفون وأصحاب العمل في منازعات العمل داخل المركز",
        "الشركات التي تتظلم من قرار إحدى جهات المركز أمام المحكمة التنظيمية",
      ],
      sections: [
        {
          heading: "المحكمة واختصاصها",
          body: "المحكمة المدنية والتجارية لمركز قطر للمال جزء من محكمة قطر الدولية ومركز تسوية المنازعات (QICDRC).",
          points: [
            "المنازعات المدنية والتجارية المتصلة بمركز قطر للمال، وتنظرها المحكمة المدنية والتجارية لمركز قطر للمال",
            "التظلمات من قرارات جهات مركز قطر للمال، وتنظرها المحكمة التنظيمية",
            "إجراءات أول درجة والاستئناف داخل المحكمة",
            "تنفيذ أحكام المحكمة",
          ],
        },
        {
          heading: "الإجراءات والتمثيل",
          body: "تجري الإجراءات عادةً باللغة الإنجليزية وفق قواعد المحكمة الخاصة. ولا يترافع أمامها إلا من يتمتع بحق المثول بموجب تلك القواعد، ونتحقق من ترتيبات التمثيل منذ البداية.",
          points: [
            "تقييم الاختصاص وموضوع النزاع قبل رفع الدعوى",
            "إعداد صحف الدعوى والدفاع والمذكرات المكتوبة بالإنجليزية",
            "جلسات إدارة الدعوى وجلسات المرافعة",
            "مفاوضات التسوية وتنفيذ الأحكام",
          ],
        },
      ],
      steps: [
        "نتحقق من اختصاص المحكمة بالنظر إلى الأطراف والعقد وقانون مركز قطر للمال.",
        "نقيّم موضوع النزاع والأدلة والتكاليف المتوقعة، ونستكشف فرص التسوية.",
        "نُعدّ صحيفة الدعوى أو الدفاع والمذكرات المكتوبة بالإنجليزية.",
        "نحضر جلسات إدارة الدعوى والمرافعة، مع ترتيب التمثيل عبر ممارسين يتمتعون بحق المثول.",
        "نقدّم المشورة في الاستئناف وفي تنفيذ الحكم.",
      ],
      documents: [
        "العقود، بما فيها أي شروط للاختصاص القضائي أو التحكيم",
        "بيانات الكيان أو الترخيص المعني في مركز قطر للمال",
        "أهم المراسلات والفواتير",
        "أي قرار تنظيمي ترغب في التظلم منه",
      ],
      feeNote: QUOTED_COURT.ar,
      faqs: [
        {
          question: "بأي لغة تجري الإجراءات؟",
          answer: "تجري الإجراءات عادةً باللغة الإنجليزية، وتتبع المحكمة قواعدها الإجرائية الخاصة.",
        },
        {
          question: "من يحق له المثول أمام المحكمة؟",
          answer: "لا يمثل أمامها إلا الممارسون الذين يتمتعون بحق المثول بموجب قواعد المحكمة، ونؤكد ترتيبات التمثيل منذ البداية.",
        },
        {
          question: "هل يمكن استرداد التكاليف من الطرف الآخر؟",
          answer: "يجوز للمحكمة أن تُلزم الطرف الخاسر بالتكاليف، ونشرح لك مخاطر التكاليف منذ البداية.",
        },
        {
          question: "هل هناك بديل عن التقاضي؟",
          answer:
            "يقدّم مركز تسوية المنازعات التابع لمحكمة قطر الدولية خدمات مثل الوساطة، وتنص عقود كثيرة على التحكيم. ونرشدك إن كان مسار آخر أنسب لنزاعك.",
        },
      ],
      cta: "احجز استشارة لتقييم نزاعك أمام محكمة قطر الدولية.",
    },
    en: {
      title: "Litigation before the Qatar International Court",
      metaTitle: "Qatar International Court Litigation | Qanun Legal",
      metaDescription:
        "Litigation before the Qatar International Court (QFC Civil and Commercial Court) and the QFC Regulatory Tribunal, with proceedings conducted in English.",
      intro:
        "Disputes connected to the Qatar Financial Centre are heard by the QFC Civil and Commercial Court (the Qatar International Court), a specialised court established under the QFC Law, Law No. 7 of 2005, which conducts its proceedings in English. We advise companies and individuals with disputes before this court and the Regulatory Tribunal.",
      audience: [
        "QFC-licensed firms in a dispute with clients, contractors or employees",
        "Parties whose contract refers disputes to the QFC Civil and Commercial Court",
        "Employees and employers in QFC employment disputes",
        "Firms challenging a decision of a QFC body before the Regulatory Tribunal",
      ],
      sections: [
        {
          heading: "The court and its jurisdiction",
          body: "The QFC Civil and Commercial Court is part of the Qatar International Court and Dispute Resolution Centre (QICDRC).",
          points: [
            "Civil and commercial disputes connected to the QFC, heard by the QFC Civil and Commercial Court",
            "Appeals against decisions of QFC bodies, heard by the Regulatory Tribunal",
            "First-instance and appellate proceedings within the court",
            "Enforcement of the court's judgments",
          ],
        },
        {
          heading: "Proceedings and representation",
          body: "Proceedings are generally conducted in English and follow the court's own rules. Only practitioners with rights of audience under those rules may appear, and we confirm representation arrangements at the outset.",
          points: [
            "Pre-action assessment of jurisdiction and merits",
            "Claims, defences and written submissions in English",
            "Case management conferences and hearings",
            "Settlement discussions and enforcement of judgments",
          ],
        },
      ],
      steps: [
        "We check whether the court has jurisdiction, given the parties, the contract and the QFC Law.",
        "We assess the merits, the evidence and the likely costs, and explore settlement.",
        "We prepare the claim or defence and the written submissions in English.",
        "We attend case management conferences and hearings, with representation by practitioners who hold rights of audience.",
        "We advise on appeal and on enforcing the judgment.",
      ],
      documents: [
        "Contracts, including any jurisdiction or arbitration clauses",
        "Details of the QFC entity or licence involved",
        "Key correspondence and invoices",
        "Any regulatory decision you wish to challenge",
      ],
      feeNote: QUOTED_COURT.en,
      faqs: [
        {
          question: "In what language are proceedings conducted?",
          answer: "Proceedings are generally conducted in English, and the court follows its own procedural rules.",
        },
        {
          question: "Who may appear before the court?",
          answer: "Only practitioners with rights of audience under the court's rules; we confirm representation arrangements at the start.",
        },
        {
          question: "Can costs be recovered from the other side?",
          answer: "The court may order the losing party to pay costs. We explain the costs risk at the outset.",
        },
        {
          question: "Is there an alternative to going to court?",
          answer:
            "The QICDRC's dispute resolution centre offers services such as mediation, and many contracts provide for arbitration. We advise whether another route suits your dispute better.",
        },
      ],
      cta: "Book a consultation to assess your dispute before the Qatar International Court.",
    },
  },

  // ------------------------------------------------------------------ comprehensive list
  {
    slug: "/services/comprehensive-list",
    sortOrder: 120,
    practiceArea: null,
    feeQar: null,
    relatedSlugs: ALL_OTHER("/services/comprehensive-list"),
    ar: {
      title: "القائمة الشاملة للخدمات",
      metaTitle: "القائمة الشاملة للخدمات القانونية | قانون للمحاماة",
      metaDescription:
        "قائمة شاملة بخدمات قانون للمحاماة في قطر مصنّفة حسب المجال: الأعمال والشركات، والمنازعات والتقاضي، وشؤون الأفراد والأسر، لتجد ما تحتاجه بسرعة.",
      intro:
        "تعرض هذه الصفحة الخدمات التي نقدّمها مصنّفة حسب المجال، لتصل إلى ما تحتاجه بسرعة. وإن لم تجد مسألتك ضمن القائمة، فاحجز استشارة وسنخبرك إن كان بإمكاننا مساعدتك.",
      audience: [
        "من يرغب في الاطلاع على جميع خدماتنا في مكان واحد",
        "الموكلون الذين تمس مسألتهم أكثر من مجال قانوني",
        "الشركات التي تخطط للخدمات القانونية التي قد تحتاجها خلال العام",
      ],
      sections: [
        {
          heading: "الأعمال والشركات",
          body: "خدمات للشركات ورواد الأعمال والمستثمرين في قطر وفي مركز قطر للمال.",
          points: [
            "تأسيس الشركات وإعادة هيكلتها",
            "حوكمة الشركات والامتثال",
            "العقود التجارية والوكالة التجارية والامتياز التجاري",
            "عقود العمل ولوائح بيئة العمل",
            "خدمات الشركات المسجلة في مركز قطر للمال",
          ],
        },
        {
          heading: "المنازعات والتقاضي",
          body: "التمثيل أمام المحاكم وفي الوسائل البديلة لتسوية المنازعات.",
          points: [
            "الدعاوى المدنية ودعاوى التعويض",
            "القضايا التجارية وتحصيل الديون",
            "التقاضي أمام محكمة الاستثمار والتجارة",
            "التقاضي أمام المحكمة المدنية والتجارية لمركز قطر للمال",
            "منازعات العمل وفق قانون العمل الصادر بالقانون رقم (١٤) لسنة ٢٠٠٤",
            "التحكيم والوساطة والتسوية",
          ],
        },
        {
          heading: "الأفراد والأسر",
          body: "مسائل شخصية نتولاها بكتمان.",
          points: [
            "مسائل الأسرة: الزواج والطلاق والحضانة والنفقة",
            "الميراث والتركات",
            "الدفاع الجنائي وتمثيل المجني عليهم",
            "منازعات الإيجار ومراجعة عقوده",
            "الرواتب ومكافأة نهاية الخدمة وعقود العمالة المنزلية",
            "الترجمة القانونية المعتمدة للوثائق الشخصية",
          ],
        },
      ],
      steps: [
        "ابحث عن مسألتك في القائمة، أو اختر أقرب مجال إليها.",
        "افتح صفحة الخدمة لتعرف ما تشمله والمستندات التي تحضرها.",
        "احجز استشارة لتلك الخدمة بالعربية أو الإنجليزية.",
        "تسلّم عرضاً مكتوباً بنطاق العمل والأتعاب قبل بدء أي عمل.",
      ],
      documents: [
        "البطاقة الشخصية القطرية أو جواز السفر، أو السجل التجاري للشركات",
        "المستندات الأساسية لمسألتك: العقود أو الإنذارات أو الأحكام",
        "المراسلات ذات الصلة",
        "ملخص موجز لما تريد تحقيقه",
      ],
      feeNote:
        "تتوقف الأتعاب على الخدمة. وتنطبق أتعاب استرشادية ثابتة على الاستشارة الأولى ومراجعة العقود والترجمة القانونية، أما الخدمات الأخرى فنحدد أتعابها بعد مراجعة مسألتك.",
      faqs: [
        {
          question: "مسألتي غير مذكورة في القائمة، فهل يمكنكم المساعدة؟",
          answer: "قد نستطيع ذلك. احجز استشارة وحدّثنا عنها، وإن كانت خارج نطاق عملنا أخبرناك بذلك وأرشدناك، متى أمكن، إلى الجهة المناسبة.",
        },
        {
          question: "هل يمكن لمحامٍ واحد أن يتولى مسألة تمس عدة مجالات؟",
          answer: "نعم، يتولى محامٍ واحد قيادة ملفك، ويستعين بزملائه في المجالات الأخرى عند الحاجة.",
        },
        {
          question: "هل تتولون منازعات العمل؟",
          answer:
            "نعم، نقدّم المشورة للعمال وأصحاب العمل وفق قانون العمل الصادر بالقانون رقم (١٤) لسنة ٢٠٠٤، ونمثّلهم أمام لجان فض المنازعات العمالية والمحاكم، ونتولى كذلك منازعات العمالة المنزلية. وتجد التفاصيل في صفحة قضايا العمل والعمال.",
        },
      ],
      cta: "احجز استشارة وأخبرنا عن مسألتك، وسنصلك بالمحامي المناسب.",
    },
    en: {
      title: "Comprehensive list of services",
      metaTitle: "Full List of Legal Services | Qanun Legal",
      metaDescription:
        "A complete list of Qanun Legal's services in Qatar, grouped by area: business and companies, disputes and litigation, and individuals and families.",
      intro:
        "This page lists the services we provide, grouped by area, so you can quickly find what you need. If your matter is not listed, book a consultation and we will tell you whether we can help.",
      audience: [
        "Visitors who want to see every service in one place",
        "Clients whose matter touches more than one area of law",
        "Companies planning which legal services they may need during the year",
      ],
      sections: [
        {
          heading: "Business and companies",
          body: "Services for companies, founders and investors in Qatar and the Qatar Financial Centre.",
          points: [
            "Company formation and restructuring",
            "Corporate governance and compliance",
            "Commercial contracts, agency and franchise",
            "Employment contracts and workplace policies",
            "Services for QFC companies",
          ],
        },
        {
          heading: "Disputes and litigation",
          body: "Representation before the courts and in alternative forums.",
          points: [
            "Civil cases and compensation claims",
            "Commercial cases and debt collection",
            "Litigation before the Investment and Trade Court",
            "Litigation before the QFC Civil and Commercial Court",
            "Labour disputes under the Labour Law, Law No. 14 of 2004",
            "Arbitration, mediation and settlement",
          ],
        },
        {
          heading: "Individuals and families",
          body: "Personal legal matters handled with discretion.",
          points: [
            "Family matters: marriage, divorce, custody and maintenance",
            "Inheritance and estates",
            "Criminal defence and representation of victims",
            "Tenancy disputes and lease review",
            "Salaries, end-of-service gratuity and domestic workers' contracts",
            "Certified legal translation of personal documents",
          ],
        },
      ],
      steps: [
        "Find your matter in the list, or choose the closest area.",
        "Open the service page to see what it covers and what to bring.",
        "Book a consultation for that service, in Arabic or English.",
        "Receive a written proposal with the scope and fee before any work begins.",
      ],
      documents: [
        "Your Qatari ID or passport, or the commercial registration for a company",
        "The key documents of your matter: contracts, notices or judgments",
        "Relevant correspondence",
        "A short summary of what you want to achieve",
      ],
      feeNote:
        "Fees depend on the service. Fixed indicative fees apply to a first consultation, contract review and legal translation; other services are quoted after we review your matter.",
      faqs: [
        {
          question: "My matter is not listed. Can you still help?",
          answer:
            "Possibly. Book a consultation and tell us about it; if it falls outside our practice we will say so and, where we can, suggest where to turn.",
        },
        {
          question: "Can one lawyer handle a matter that touches several areas?",
          answer: "Yes. One lawyer leads your file and brings in colleagues from other practice areas as needed.",
        },
        {
          question: "Do you handle labour disputes?",
          answer:
            "Yes. We advise workers and employers under the Labour Law, Law No. 14 of 2004, represent them before the Labour Dispute Settlement Committees and the courts, and handle domestic workers' disputes too. The employment and labour page has the details.",
        },
      ],
      cta: "Book a consultation, tell us about your matter, and we will connect you with the right lawyer.",
    },
  },
];

/**
 * Writes every service page (validated first): new pages are inserted, seeded text is refreshed,
 * and a page an admin has edited is left alone. Idempotent.
 */
export async function seedServicePages(db: DB, opts: { log?: (line: string) => void } = {}) {
  const pages = SERVICE_PAGES.map((page) => servicePageSchema.parse(page));
  let written = 0;
  for (const page of pages) if (await upsertSeededServicePage(db, page)) written++;
  opts.log?.(`seed: ${pages.length} service pages (${written} written, ${pages.length - written} unchanged or edited by an admin)`);
}
