/** Fictional developers of the demo catalogue. Any likeness to a real company's name is accidental. */

export type DemoCompany = {
  key: string;
  name: string;
  nameArabic: string;
  monogram: string;
  rating: number;
  about: readonly [string, string];
  aboutArabic: readonly [string, string];
};

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    key: "rasikh",
    name: "Rasikh Developments",
    nameArabic: "راسخ للتطوير العقاري",
    monogram: "RD",
    rating: 4.6,
    about: [
      "Rasikh Developments has built homes in Greater Cairo since 2004 and moved its head office to the New Capital in 2019. Its name means “steadfast”, and its buildings are engineered to last for generations.",
      "The company has delivered more than 6,000 units in four cities. Its own engineering office supervises every project from design to handover, and every buyer receives a ten-year structural warranty.",
    ],
    aboutArabic: [
      "تعمل راسخ للتطوير العقاري في القاهرة الكبرى منذ عام ٢٠٠٤، ونقلت مقرها الرئيسي إلى العاصمة الإدارية الجديدة عام ٢٠١٩. ويعبّر اسمها عن فلسفتها: مبانٍ متينة تُصمَّم لتبقى أجيالًا.",
      "سلّمت الشركة أكثر من ستة آلاف وحدة في أربع مدن، ويشرف مكتبها الهندسي على كل مشروع من مرحلة التصميم حتى التسليم، ويحصل كل مشترٍ على ضمان إنشائي لمدة عشر سنوات.",
    ],
  },
  {
    key: "lamar",
    name: "Lamar Urban Development",
    nameArabic: "لمار للتنمية العمرانية",
    monogram: "LU",
    rating: 4.4,
    about: [
      "Lamar Urban Development designs neighbourhoods around walking: shaded paths, corner cafés and schools within ten minutes of every front door.",
      "Its landscape architects plant mature native trees before the first building rises, so residents move into gardens rather than construction sites.",
    ],
    aboutArabic: [
      "تصمّم لمار للتنمية العمرانية أحياءها لتكون صديقة للمشاة: ممرات مظللة ومقاهٍ في الزوايا ومدارس لا تبعد أكثر من عشر دقائق سيرًا عن كل منزل.",
      "ويبدأ مهندسو اللاندسكيب لديها بزراعة أشجار محلية مكتملة النمو قبل أن يرتفع أول مبنى، ليجد السكان في انتظارهم حدائق ناضجة لا مواقع إنشاء.",
    ],
  },
  {
    key: "wathba",
    name: "Wathba Real Estate Investment",
    nameArabic: "وثبة للاستثمار العقاري",
    monogram: "WR",
    rating: 4.2,
    about: [
      "Wathba specialises in commercial and administrative buildings in the capital's business districts, with flexible unit sizes for start-ups and established firms alike.",
      "The company keeps a management arm that runs each building after handover, handling security, cleaning and maintenance so owners can focus on their business.",
    ],
    aboutArabic: [
      "تتخصص وثبة في المباني التجارية والإدارية بأحياء المال والأعمال في العاصمة، وتوفّر وحدات بمساحات مرنة تناسب الشركات الناشئة والمؤسسات الراسخة على حدٍّ سواء.",
      "وتحتفظ الشركة بذراع لإدارة المباني تتولى الأمن والنظافة والصيانة بعد التسليم، ليتفرّغ الملاك لأعمالهم.",
    ],
  },
  {
    key: "manarat",
    name: "Manarat Al Sharq Developments",
    nameArabic: "منارات الشرق للتطوير العقاري",
    monogram: "MS",
    rating: 4.5,
    about: [
      "Manarat Al Sharq builds family compounds with generous apartments, private gardens on the ground floor and clubhouses at the heart of every project.",
      "Founded by a group of Egyptian engineers returning from the Gulf, the company brings its experience of large master-planned communities to the New Capital's residential districts.",
    ],
    aboutArabic: [
      "تبني منارات الشرق مجمعات سكنية عائلية بشقق رحبة وحدائق خاصة للأدوار الأرضية، ويتوسط كلَّ مشروع من مشروعاتها نادٍ اجتماعي.",
      "أسسها فريق من المهندسين المصريين العائدين من الخليج، فنقلوا خبرتهم في المجتمعات العمرانية المتكاملة إلى الأحياء السكنية بالعاصمة الإدارية الجديدة.",
    ],
  },
  {
    key: "qimam",
    name: "Qimam Developments",
    nameArabic: "قمم للتطوير العقاري",
    monogram: "QD",
    rating: 4.3,
    about: [
      "Qimam builds upwards: slender residential towers, serviced hotel apartments and mixed-use malls with panoramic views over the capital.",
      "Its towers use high-performance glass and smart building management to keep cooling costs low through the Egyptian summer.",
    ],
    aboutArabic: [
      "تتجه قمم للتطوير العقاري إلى الأعلى: أبراج سكنية رشيقة ووحدات فندقية مخدومة ومولات متعددة الاستخدامات تطل على مشهد بانورامي للعاصمة.",
      "وتعتمد أبراجها على زجاج عالي الكفاءة وأنظمة إدارة ذكية للمباني تخفّض تكاليف التبريد طوال الصيف المصري.",
    ],
  },
  {
    key: "ufuq",
    name: "Ufuq Developers",
    nameArabic: "أفق للتطوير العقاري",
    monogram: "UF",
    rating: 4.1,
    about: [
      "Ufuq designs for young professionals and first-time buyers: compact studios and smart apartments with long, affordable payment plans.",
      "Every Ufuq home is handed over with fibre internet, smart locks and an app for paying service charges and booking shared facilities.",
    ],
    aboutArabic: [
      "تصمّم أفق للتطوير العقاري وحداتها للشباب ومن يشترون بيتهم الأول: استوديوهات عملية وشقق ذكية بخطط سداد طويلة وميسّرة.",
      "وتُسلَّم كل وحدة مزوّدة بإنترنت الألياف الضوئية وأقفال ذكية وتطبيق لسداد رسوم الصيانة وحجز المرافق المشتركة.",
    ],
  },
  {
    key: "sadeem",
    name: "Sadeem Properties",
    nameArabic: "سديم للعقارات",
    monogram: "SP",
    rating: 4.7,
    about: [
      "Sadeem Properties develops medical and professional buildings, designed with doctors, pharmacists and clinic operators from the first sketch.",
      "Its buildings have dedicated patient lifts, medical gas provision, backup power for every clinic and parking sized for busy outpatient days.",
    ],
    aboutArabic: [
      "تطوّر سديم للعقارات مباني طبية ومهنية تُصمَّم بمشاركة الأطباء والصيادلة ومشغّلي العيادات منذ الرسم الأول.",
      "وتضم مبانيها مصاعد مخصصة للمرضى وتمديدات للغازات الطبية ومصادر طاقة احتياطية لكل عيادة، ومواقف سيارات تستوعب أيام الذروة.",
    ],
  },
  {
    key: "marafi",
    name: "Marafi Developments",
    nameArabic: "مرافئ للتطوير العقاري",
    monogram: "MD",
    rating: 4.5,
    about: [
      "Marafi builds along water: its residences overlook lagoons, canals and the Green River, with promenades open to residents and visitors alike.",
      "The company treats and reuses grey water for its landscaping, so its lakes and lawns stay green without drawing on the city's drinking water.",
    ],
    aboutArabic: [
      "تبني مرافئ مشروعاتها على ضفاف الماء، فتطل مساكنها على البحيرات والقنوات والنهر الأخضر، مع ممشيات مفتوحة للسكان والزوار.",
      "وتعالج الشركة المياه الرمادية وتعيد استخدامها في ري المسطحات الخضراء، فتبقى بحيراتها وحدائقها خضراء دون استهلاك مياه الشرب.",
    ],
  },
  {
    key: "bayadir",
    name: "Bayadir Development",
    nameArabic: "بيادر للتنمية العقارية",
    monogram: "BD",
    rating: 4.0,
    about: [
      "Bayadir makes the New Capital affordable, with practical homes and neighbourhood malls sold on instalment plans of up to ten years.",
      "Its standardised construction system cuts costs without cutting quality, and the savings go into lower prices and smaller deposits.",
    ],
    aboutArabic: [
      "تسعى بيادر إلى جعل السكن في العاصمة الإدارية في متناول الجميع، فتقدّم وحدات عملية ومولات خدمية بأنظمة تقسيط تصل إلى عشر سنوات.",
      "ويخفّض نظام الإنشاء الموحّد الذي تعتمده التكاليف دون المساس بالجودة، وينعكس هذا الوفر على الأسعار ونسب المقدم.",
    ],
  },
  {
    key: "tilal",
    name: "Tilal Al Asima Developments",
    nameArabic: "تلال العاصمة للتطوير العقاري",
    monogram: "TA",
    rating: 4.8,
    about: [
      "Tilal Al Asima builds villas: duplex, twin and detached homes on landscaped plots, each with its own garden and private parking.",
      "Buyers choose their finishing package and can follow the construction of their own villa through monthly photo reports.",
    ],
    aboutArabic: [
      "تتخصص تلال العاصمة في الفيلات: فيلات دوبلكس وتوين هاوس وفيلات مستقلة على قطع أراضٍ منسّقة، لكل منها حديقتها وموقف سياراتها الخاص.",
      "ويختار المشتري مستوى التشطيب الذي يناسبه، ويتابع تنفيذ فيلته خطوة بخطوة من خلال تقارير مصوّرة تصله كل شهر.",
    ],
  },
  {
    key: "yanabee",
    name: "Yanabee Developments",
    nameArabic: "ينابيع للتطوير العقاري",
    monogram: "YD",
    rating: 4.3,
    about: [
      "Yanabee is a green-building developer: solar panels on every roof, water-saving fixtures and insulation that keeps homes cool.",
      "Its projects are designed to international sustainability standards, and residents see their energy savings on their monthly bills.",
    ],
    aboutArabic: [
      "ينابيع مطوّر عقاري متخصص في المباني الخضراء: ألواح شمسية على كل سطح، وتجهيزات موفّرة للمياه، وعزل حراري يحافظ على برودة المنازل.",
      "وتُصمَّم مشروعاتها وفق معايير الاستدامة الدولية، ويلمس السكان أثر ذلك في فواتيرهم الشهرية.",
    ],
  },
  {
    key: "kanz",
    name: "Kanz Real Estate",
    nameArabic: "كنز العقارية",
    monogram: "KZ",
    rating: 4.2,
    about: [
      "Kanz develops retail destinations: open-air malls with food courts, cinemas and shaded plazas where families spend their evenings.",
      "The company leases and markets its malls itself, bringing well-known brands on board before opening so that investors' units start earning quickly.",
    ],
    aboutArabic: [
      "تطوّر كنز العقارية وجهات تسوق متكاملة: مولات مفتوحة تضم ساحات للمطاعم ودور عرض وميادين مظللة تقضي فيها العائلات أمسياتها.",
      "وتتولى الشركة تأجير مولاتها وتسويقها بنفسها، فتستقطب العلامات التجارية المعروفة قبل الافتتاح ليبدأ المستثمرون في جني العائد سريعًا.",
    ],
  },
  {
    key: "sawaed",
    name: "Sawaed Construction & Development",
    nameArabic: "سواعد للإنشاء والتطوير",
    monogram: "SC",
    rating: 3.9,
    about: [
      "Sawaed began as a contractor on the capital's infrastructure and became a developer in 2017. It builds its own projects with its own crews and equipment.",
      "Because it does not depend on outside contractors, Sawaed controls its schedules closely and has handed over every project so far on or before the contract date.",
    ],
    aboutArabic: [
      "بدأت سواعد مقاولًا في مشروعات البنية التحتية بالعاصمة، ثم اتجهت إلى التطوير العقاري عام ٢٠١٧، وتنفّذ مشروعاتها بعمالتها ومعداتها الخاصة.",
      "ولأنها لا تعتمد على مقاولين من الخارج، تحكم سواعد جداولها الزمنية بدقة، وقد سلّمت جميع مشروعاتها حتى الآن في الموعد المتعاقد عليه أو قبله.",
    ],
  },
  {
    key: "nakhla",
    name: "Nakhla Developments",
    nameArabic: "نخلة للتطوير العقاري",
    monogram: "ND",
    rating: 4.4,
    about: [
      "Nakhla builds boutique compounds of low-rise buildings and villas, rarely more than a few hundred homes, so neighbours know each other by name.",
      "Palm-lined streets, courtyard gardens and local stone façades give Nakhla's communities a calm, unmistakably Egyptian character.",
    ],
    aboutArabic: [
      "تبني نخلة مجمعات سكنية هادئة من العمارات منخفضة الارتفاع والفيلات، نادرًا ما تتجاوز بضع مئات من الوحدات، ليعرف الجيران بعضهم بعضًا بالاسم.",
      "وتمنح الشوارع المظللة بالنخيل والأفنية الخضراء وواجهات الحجر المحلي مجتمعاتِها طابعًا مصريًا أصيلًا يغلب عليه الهدوء.",
    ],
  },
];
