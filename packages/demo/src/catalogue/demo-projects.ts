import type { MallFloorTag } from "../drawings/mall-floor-layout";

/** Fictional malls and compounds of the demo catalogue, listed in the order they were launched. */

type DemoProjectBase = {
  name: string;
  nameArabic: string;
  company: string;
  location: string;
  plot: number;
  intro: string;
  introArabic: string;
};

export type DemoMall = DemoProjectBase & { type: "mall"; floors: readonly MallFloorTag[] };

export type DemoCompound = DemoProjectBase & {
  type: "compound";
  apartmentBlocks: number;
  apartmentFloors: number;
  studioBlocks: number;
  hotelBlocks: number;
  duplexVillas: number;
  detachedVillas: number;
  /** Twin houses come in pairs. */
  twinPairs: number;
};

export type DemoProject = DemoMall | DemoCompound;

const C = "commercial" as const;
const M = "medical" as const;
const A = "administrative" as const;
const H = "hotel" as const;

export const DEMO_PROJECTS: readonly DemoProject[] = [
  {
    type: "compound",
    name: "Jasmine Terraces",
    nameArabic: "تراسات الياسمين",
    company: "rasikh",
    location: "R7",
    plot: 14,
    intro:
      "Terraced apartment buildings stepping down to a central garden, with studios for first homes and duplex villas and twin houses along the quiet northern edge.",
    introArabic:
      "عمارات سكنية متدرجة الارتفاع تنحدر شرفاتها نحو حديقة مركزية، مع استوديوهات مناسبة لمن يشترون بيتهم الأول، وفيلات دوبلكس وتوين هاوس على الطرف الشمالي الهادئ.",
    apartmentBlocks: 3,
    apartmentFloors: 7,
    studioBlocks: 1,
    hotelBlocks: 0,
    duplexVillas: 6,
    detachedVillas: 0,
    twinPairs: 4,
  },
  {
    type: "mall",
    name: "Papyrus Plaza",
    nameArabic: "بلازا البردي",
    company: "kanz",
    location: "DT",
    plot: 3,
    intro:
      "A six-storey mall on Downtown's main boulevard: two floors of shops and restaurants, a medical floor, offices above and a boutique hotel on the top floor.",
    introArabic:
      "مول من ستة طوابق على المحور الرئيسي لوسط العاصمة: طابقان للمحلات والمطاعم، وطابق طبي، ومكاتب إدارية فوقه، وفندق صغير مميز في الطابق الأخير.",
    floors: [C, C, M, A, A, H],
  },
  {
    type: "compound",
    name: "Olive Grove Residence",
    nameArabic: "بستان الزيتون",
    company: "manarat",
    location: "R8",
    plot: 22,
    intro:
      "Family apartments set among hundreds of olive trees, with private gardens on the ground floor and a row of duplex and detached villas facing the park.",
    introArabic:
      "شقق عائلية وسط مئات من أشجار الزيتون، بحدائق خاصة لوحدات الدور الأرضي، وصف من الفيلات الدوبلكس والمستقلة يطل على الحديقة.",
    apartmentBlocks: 3,
    apartmentFloors: 7,
    studioBlocks: 0,
    hotelBlocks: 0,
    duplexVillas: 6,
    detachedVillas: 3,
    twinPairs: 0,
  },
  {
    type: "mall",
    name: "Obelisk Square Mall",
    nameArabic: "مول ساحة المسلة",
    company: "wathba",
    location: "CBD",
    plot: 7,
    intro:
      "An eight-floor business mall a short walk from the Iconic Tower, with retail at street level, a medical floor, four floors of offices and serviced hotel units at the top.",
    introArabic:
      "مول إداري وتجاري من ثمانية طوابق على بُعد خطوات من البرج الأيقوني، تشغل المحلات طابقيه الأولين، ويليها طابق طبي ثم أربعة طوابق للمكاتب، وتعلوها وحدات فندقية مخدومة.",
    floors: [C, C, M, A, A, A, A, H],
  },
  {
    type: "compound",
    name: "Acacia Hills",
    nameArabic: "تلال الأكاسيا",
    company: "tilal",
    location: "R5",
    plot: 9,
    intro:
      "A villa community on gently rising ground: duplex villas, twin houses and detached villas on landscaped plots, with two low apartment buildings by the gate.",
    introArabic:
      "مجتمع فيلات على أرض ترتفع بانسيابية: فيلات دوبلكس وتوين هاوس وفيلات مستقلة على قطع منسقة، إلى جانب عمارتين سكنيتين منخفضتين قرب البوابة.",
    apartmentBlocks: 2,
    apartmentFloors: 5,
    studioBlocks: 0,
    hotelBlocks: 0,
    duplexVillas: 6,
    detachedVillas: 6,
    twinPairs: 4,
  },
  {
    type: "mall",
    name: "Lantern Walk",
    nameArabic: "ممشى الفانوس",
    company: "lamar",
    location: "R7",
    plot: 31,
    intro:
      "A neighbourhood mall with a shaded open-air promenade, cafés and everyday shops on two floors, clinics above and a floor of small offices.",
    introArabic:
      "مول خدمي يتوسطه ممشى مفتوح مظلل، تصطف على طابقيه المقاهي ومحلات الاحتياجات اليومية، وتعلوهما العيادات ثم طابق من المكاتب الصغيرة.",
    floors: [C, C, M, A],
  },
  {
    type: "compound",
    name: "Zephyr Heights",
    nameArabic: "مرتفعات النسيم",
    company: "qimam",
    location: "MU23",
    plot: 5,
    intro:
      "Ten-storey residential towers with panoramic terraces, a hotel building run by an international operator and a studio building for young professionals.",
    introArabic:
      "أبراج سكنية من عشرة طوابق بشرفات بانورامية، ومبنى فندقي تديره شركة تشغيل دولية، ومبنى استوديوهات مخصص للشباب العاملين.",
    apartmentBlocks: 3,
    apartmentFloors: 10,
    studioBlocks: 1,
    hotelBlocks: 1,
    duplexVillas: 0,
    detachedVillas: 0,
    twinPairs: 0,
  },
  {
    type: "mall",
    name: "Falcon Gate Mall",
    nameArabic: "مول بوابة الصقر",
    company: "wathba",
    location: "GD",
    plot: 12,
    intro:
      "Across the boulevard from the ministries, Falcon Gate offers offices and partitions for firms that work with government, above two floors of shops and cafés.",
    introArabic:
      "يقع مول بوابة الصقر في مواجهة الوزارات، ويقدّم مكاتب ووحدات بارتيشن للشركات المتعاملة مع الجهات الحكومية، فوق طابقين من المحلات والمقاهي.",
    floors: [C, C, A, A, A, A, H],
  },
  {
    type: "compound",
    name: "Cypress Lagoon",
    nameArabic: "بحيرة السرو",
    company: "marafi",
    location: "GR",
    plot: 2,
    intro:
      "Apartments and villas around a swimmable lagoon on the banks of the Green River, with a lakeside hotel building for short stays and rental income.",
    introArabic:
      "شقق وفيلات تحيط ببحيرة صالحة للسباحة على ضفاف النهر الأخضر، ومعها مبنى فندقي على البحيرة للإقامات القصيرة وتحقيق عائد إيجاري.",
    apartmentBlocks: 2,
    apartmentFloors: 8,
    studioBlocks: 0,
    hotelBlocks: 1,
    duplexVillas: 5,
    detachedVillas: 4,
    twinPairs: 0,
  },
  {
    type: "mall",
    name: "Lotus Arcade",
    nameArabic: "رواق اللوتس",
    company: "qimam",
    location: "R8",
    plot: 18,
    intro:
      "A glass-roofed arcade with shops and restaurants, two medical floors serving R8's families, offices and a floor of hotel units.",
    introArabic:
      "رواق تجاري بسقف زجاجي يضم المحلات والمطاعم، وطابقين طبيين يخدمان عائلات الحي الثامن، إلى جانب المكاتب وطابق من الوحدات الفندقية.",
    floors: [C, C, M, M, A, H],
  },
  {
    type: "compound",
    name: "Date Palm Oasis",
    nameArabic: "واحة النخيل",
    company: "nakhla",
    location: "GR",
    plot: 6,
    intro:
      "A low-rise oasis of palm-lined lanes, courtyard apartment buildings and villas, a few minutes' walk from the Green River lakes.",
    introArabic:
      "واحة هادئة منخفضة الارتفاع تتخللها ممرات يظللها النخيل، وتضم عمارات ذات أفنية داخلية وفيلات، على بُعد دقائق سيرًا من بحيرات النهر الأخضر.",
    apartmentBlocks: 2,
    apartmentFloors: 6,
    studioBlocks: 0,
    hotelBlocks: 0,
    duplexVillas: 6,
    detachedVillas: 4,
    twinPairs: 3,
  },
  {
    type: "mall",
    name: "Ankh Medical Tower",
    nameArabic: "برج عنخ الطبي",
    company: "sadeem",
    location: "CBD",
    plot: 11,
    intro:
      "A medical tower designed with doctors: pharmacies and cafés at street level, six floors of clinics with patient lifts, and administrative offices on the top floor.",
    introArabic:
      "برج طبي صُمِّم بمشاركة الأطباء: صيدليات ومقاهٍ في الطابق الأرضي، وستة طوابق من العيادات مزوّدة بمصاعد مخصصة للمرضى، ومكاتب إدارية في الطابق الأخير.",
    floors: [C, M, M, M, M, M, M, A],
  },
  {
    type: "compound",
    name: "Lavender Gardens",
    nameArabic: "حدائق اللافندر",
    company: "yanabee",
    location: "R8",
    plot: 27,
    intro:
      "A solar-powered compound of apartments, studios, duplex villas and twin houses, with gardens planted for low water use.",
    introArabic:
      "مجمع يعمل بالطاقة الشمسية يضم شققًا واستوديوهات وفيلات دوبلكس وتوين هاوس، وحدائق مزروعة بنباتات قليلة الاستهلاك للمياه.",
    apartmentBlocks: 2,
    apartmentFloors: 7,
    studioBlocks: 1,
    hotelBlocks: 0,
    duplexVillas: 5,
    detachedVillas: 0,
    twinPairs: 3,
  },
  {
    type: "mall",
    name: "Copper Dome Mall",
    nameArabic: "مول القبة النحاسية",
    company: "kanz",
    location: "MU23",
    plot: 9,
    intro:
      "Three floors of shops, restaurants and cafés under a copper-clad dome, with a medical floor and offices above for MU23's residents and workers.",
    introArabic:
      "ثلاثة طوابق من المحلات والمطاعم والمقاهي تحت قبة مكسوة بالنحاس، يعلوها طابق طبي ثم مكاتب تخدم سكان المنطقة والعاملين فيها.",
    floors: [C, C, C, M, A],
  },
  {
    type: "compound",
    name: "Pomegranate Court",
    nameArabic: "ساحة الرمان",
    company: "bayadir",
    location: "R5",
    plot: 40,
    intro:
      "Practical apartments and studios around shared courtyards, priced for first-time buyers and sold on plans of up to ten years.",
    introArabic:
      "شقق واستوديوهات عملية حول أفنية مشتركة، بأسعار تناسب من يشترون بيتهم الأول وخطط سداد تصل إلى عشر سنوات.",
    apartmentBlocks: 4,
    apartmentFloors: 6,
    studioBlocks: 2,
    hotelBlocks: 0,
    duplexVillas: 0,
    detachedVillas: 0,
    twinPairs: 0,
  },
  {
    type: "mall",
    name: "Amber Arcade",
    nameArabic: "أروقة العنبر",
    company: "bayadir",
    location: "R5",
    plot: 16,
    intro:
      "An affordable neighbourhood mall with shops and cafés on two floors, small offices and partitions above, and a floor of clinics.",
    introArabic:
      "مول خدمي بأسعار في المتناول، يضم المحلات والمقاهي على طابقين، تعلوهما مكاتب صغيرة ووحدات بارتيشن، ثم طابق للعيادات.",
    floors: [C, C, A, M],
  },
  {
    type: "compound",
    name: "Sycamore Walk",
    nameArabic: "ممشى الجميز",
    company: "nakhla",
    location: "R7",
    plot: 8,
    intro:
      "A boutique compound where a sycamore-shaded walk links two apartment buildings with duplex, twin and detached villas.",
    introArabic:
      "مجمع صغير هادئ يربط فيه ممشى تظلله أشجار الجميز بين عمارتين سكنيتين وفيلات دوبلكس وتوين هاوس ومستقلة.",
    apartmentBlocks: 2,
    apartmentFloors: 6,
    studioBlocks: 0,
    hotelBlocks: 0,
    duplexVillas: 4,
    detachedVillas: 4,
    twinPairs: 3,
  },
  {
    type: "mall",
    name: "Crescent Galleria",
    nameArabic: "جاليريا الهلال",
    company: "sawaed",
    location: "DT",
    plot: 21,
    intro:
      "A crescent-shaped galleria facing Downtown's central plaza: three retail floors, a medical floor, two floors of offices and hotel units with plaza views.",
    introArabic:
      "جاليريا على شكل هلال تواجه الساحة المركزية لوسط العاصمة: ثلاثة طوابق تجارية، وطابق طبي، وطابقان للمكاتب، ووحدات فندقية تطل على الساحة.",
    floors: [C, C, C, M, A, A, H],
  },
  {
    type: "compound",
    name: "Saffron Meadows",
    nameArabic: "مروج الزعفران",
    company: "manarat",
    location: "R7",
    plot: 19,
    intro:
      "Apartment buildings around wide lawns, a studio building and a row of twin houses, with a clubhouse, pools and sports courts at the centre.",
    introArabic:
      "عمارات سكنية حول مروج خضراء واسعة، ومبنى للاستوديوهات، وصف من وحدات التوين هاوس، ويتوسط المجمع نادٍ اجتماعي بحمامات سباحة وملاعب.",
    apartmentBlocks: 3,
    apartmentFloors: 8,
    studioBlocks: 1,
    hotelBlocks: 0,
    duplexVillas: 0,
    detachedVillas: 0,
    twinPairs: 4,
  },
  {
    type: "mall",
    name: "Cedar Business Hub",
    nameArabic: "مركز الأرز للأعمال",
    company: "rasikh",
    location: "GD",
    plot: 4,
    intro:
      "A business hub next to the Government District: cafés and services on the ground floor, seven floors of offices and partitions, and hotel units for visiting delegations.",
    introArabic:
      "مركز أعمال بجوار الحي الحكومي: مقاهٍ وخدمات في الطابق الأرضي، وسبعة طوابق من المكاتب ووحدات البارتيشن، ووحدات فندقية للوفود الزائرة.",
    floors: [C, A, A, A, A, A, A, A, H],
  },
  {
    type: "compound",
    name: "Almond Blossom Residence",
    nameArabic: "مساكن زهر اللوز",
    company: "lamar",
    location: "R8",
    plot: 33,
    intro:
      "Nine-storey apartment buildings along an almond-tree boulevard, a serviced hotel building and a handful of detached villas by the park.",
    introArabic:
      "عمارات سكنية من تسعة طوابق على امتداد شارع تزيّنه أشجار اللوز، ومبنى فندقي مخدوم، وعدد محدود من الفيلات المستقلة بجوار الحديقة.",
    apartmentBlocks: 3,
    apartmentFloors: 9,
    studioBlocks: 0,
    hotelBlocks: 1,
    duplexVillas: 0,
    detachedVillas: 3,
    twinPairs: 0,
  },
  {
    type: "compound",
    name: "Bougainvillea Park",
    nameArabic: "حديقة الجهنمية",
    company: "ufuq",
    location: "MU23",
    plot: 12,
    intro:
      "Smart apartments and studios for young professionals in MU23, with a hotel building, co-working lounges and rooftop gardens covered in bougainvillea.",
    introArabic:
      "شقق واستوديوهات ذكية للشباب العاملين في المنطقة متعددة الاستخدامات، ومعها مبنى فندقي ومساحات عمل مشتركة وحدائق على الأسطح تكسوها أزهار الجهنمية.",
    apartmentBlocks: 2,
    apartmentFloors: 7,
    studioBlocks: 2,
    hotelBlocks: 1,
    duplexVillas: 0,
    detachedVillas: 0,
    twinPairs: 0,
  },
  {
    type: "compound",
    name: "Orchid Valley",
    nameArabic: "وادي الأوركيد",
    company: "tilal",
    location: "GR",
    plot: 15,
    intro:
      "A valley of villas along the Green River: duplex, twin and detached homes with private gardens, and one small apartment building by the clubhouse.",
    introArabic:
      "وادٍ من الفيلات على امتداد النهر الأخضر: فيلات دوبلكس وتوين هاوس ومستقلة بحدائق خاصة، وعمارة سكنية صغيرة واحدة بجوار النادي الاجتماعي.",
    apartmentBlocks: 1,
    apartmentFloors: 5,
    studioBlocks: 0,
    hotelBlocks: 0,
    duplexVillas: 6,
    detachedVillas: 6,
    twinPairs: 4,
  },
  {
    type: "compound",
    name: "Fig Tree Court",
    nameArabic: "فناء التين",
    company: "ufuq",
    location: "R5",
    plot: 24,
    intro:
      "Studios and compact apartments around a fig-tree courtyard near the universities, designed for students, researchers and rental investors.",
    introArabic:
      "استوديوهات وشقق صغيرة المساحة حول فناء تتوسطه أشجار التين قرب الجامعات، صُمِّمت للطلاب والباحثين والمستثمرين الراغبين في التأجير.",
    apartmentBlocks: 2,
    apartmentFloors: 6,
    studioBlocks: 2,
    hotelBlocks: 0,
    duplexVillas: 0,
    detachedVillas: 0,
    twinPairs: 2,
  },
];
