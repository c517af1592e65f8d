/** The eight New Capital districts of the demo catalogue (coordinates are approximate). */

export type Landmark = { en: string; ar: string; minutes: number };

export type DemoLocation = {
  code: string;
  name: string;
  nameArabic: string;
  acres: number;
  latitude: number;
  longitude: number;
  /** Kilometres from the capital's centre, the base for its projects' distances. */
  distance: number;
  river: boolean;
  about: string;
  aboutArabic: string;
  futureVision: string;
  futureVisionArabic: string;
  intro: string;
  introArabic: string;
  mainFeatures: readonly string[];
  mainFeaturesArabic: readonly string[];
  landmarks: readonly Landmark[];
};

export const DEMO_LOCATIONS: readonly DemoLocation[] = [
  {
    code: "R7",
    name: "R7",
    nameArabic: "الحي السكني السابع (R7)",
    acres: 1360,
    latitude: 30.0146,
    longitude: 31.7282,
    distance: 6.5,
    river: false,
    about:
      "R7 was one of the first residential districts of the New Capital to welcome residents. Its neighbourhoods are built around schools, clinics and mosques, with the Green River a short drive to the north.",
    aboutArabic:
      "يُعد الحي السكني السابع من أوائل الأحياء التي استقبلت السكان في العاصمة الإدارية الجديدة، وتتمحور مجاوراته حول المدارس والعيادات والمساجد، ولا يبعد النهر الأخضر عنه سوى دقائق بالسيارة شمالًا.",
    futureVision:
      "With the monorail stations on its edge due to open, R7 is set to become one of the best-connected family districts in the capital.",
    futureVisionArabic:
      "ومع اقتراب تشغيل محطات المونوريل على أطرافه، يتجه الحي ليصبح من أفضل الأحياء العائلية اتصالًا بباقي أنحاء العاصمة.",
    intro: "A mature family district with its services already running.",
    introArabic: "حي عائلي مكتمل الخدمات يعيش فيه السكان بالفعل.",
    mainFeatures: [
      "Schools and nurseries in every neighbourhood",
      "Close to the Green River park",
      "Wide tree-lined streets",
      "Neighbourhood shopping centres",
    ],
    mainFeaturesArabic: [
      "مدارس وحضانات في كل مجاورة",
      "قرب حديقة النهر الأخضر",
      "شوارع واسعة تظللها الأشجار",
      "مراكز تسوق خدمية داخل الحي",
    ],
    landmarks: [
      { en: "Green River park", ar: "حديقة النهر الأخضر", minutes: 7 },
      { en: "Monorail station", ar: "محطة المونوريل", minutes: 5 },
      { en: "Government District", ar: "الحي الحكومي", minutes: 12 },
      { en: "Bin Zayed North axis", ar: "محور بن زايد الشمالي", minutes: 4 },
    ],
  },
  {
    code: "R8",
    name: "R8",
    nameArabic: "الحي السكني الثامن (R8)",
    acres: 1250,
    latitude: 30.0235,
    longitude: 31.7105,
    distance: 8.2,
    river: false,
    about:
      "R8 sits on the western side of the capital, between the Regional Ring Road and the residential districts. Its plots are larger than average, which suits compounds with generous open space.",
    aboutArabic:
      "يقع الحي السكني الثامن في الجهة الغربية من العاصمة بين الطريق الدائري الإقليمي والأحياء السكنية، وتتميز قطع الأراضي فيه بمساحات أكبر من المعتاد، ما يناسب المجمعات ذات المساحات المفتوحة الرحبة.",
    futureVision:
      "R8 is planned as a green residential belt, with a continuous park running through its centre and cycling routes linking it to Downtown.",
    futureVisionArabic:
      "ويُخطَّط للحي أن يكون حزامًا سكنيًا أخضر تتوسطه حديقة ممتدة، وتربطه مسارات للدراجات بوسط العاصمة.",
    intro: "Spacious plots and quick access to the Ring Road.",
    introArabic: "قطع أراضٍ واسعة ووصول سريع إلى الطريق الدائري.",
    mainFeatures: [
      "Direct access to the Regional Ring Road",
      "Large landscaped compounds",
      "Planned central linear park",
      "International schools nearby",
    ],
    mainFeaturesArabic: [
      "اتصال مباشر بالطريق الدائري الإقليمي",
      "مجمعات كبيرة بمساحات خضراء واسعة",
      "حديقة طولية مخططة في قلب الحي",
      "مدارس دولية على مقربة",
    ],
    landmarks: [
      { en: "Regional Ring Road", ar: "الطريق الدائري الإقليمي", minutes: 5 },
      { en: "Sports City", ar: "المدينة الرياضية", minutes: 10 },
      { en: "Downtown", ar: "وسط العاصمة", minutes: 14 },
      { en: "International schools", ar: "المدارس الدولية", minutes: 6 },
    ],
  },
  {
    code: "R5",
    name: "R5",
    nameArabic: "الحي السكني الخامس (R5)",
    acres: 1010,
    latitude: 30.0084,
    longitude: 31.7118,
    distance: 9.4,
    river: false,
    about:
      "R5 is a quiet residential district close to the capital's main universities and its medical city. Families and academics make up much of its community.",
    aboutArabic:
      "الحي السكني الخامس حي هادئ قريب من الجامعات الرئيسية في العاصمة ومن المدينة الطبية، ويشكّل الأكاديميون والعائلات شريحة كبيرة من سكانه.",
    futureVision:
      "New university campuses and research centres around R5 are expected to bring steady demand for rental apartments and studios.",
    futureVisionArabic:
      "ومن المنتظر أن تجلب الحرم الجامعية ومراكز البحث الجديدة المحيطة بالحي طلبًا متزايدًا على الشقق والاستوديوهات المخصصة للإيجار.",
    intro: "A calm district between the universities and the medical city.",
    introArabic: "حي هادئ بين الجامعات والمدينة الطبية.",
    mainFeatures: [
      "Walking distance to university campuses",
      "Close to the medical city",
      "Strong rental demand",
      "Quiet streets away from through traffic",
    ],
    mainFeaturesArabic: [
      "على مسافة سير من الحرم الجامعية",
      "قرب المدينة الطبية",
      "طلب قوي على الإيجار",
      "شوارع هادئة بعيدة عن حركة المرور العابرة",
    ],
    landmarks: [
      { en: "University district", ar: "حي الجامعات", minutes: 6 },
      { en: "Medical city", ar: "المدينة الطبية", minutes: 8 },
      { en: "Monorail station", ar: "محطة المونوريل", minutes: 9 },
      { en: "Green River park", ar: "حديقة النهر الأخضر", minutes: 11 },
    ],
  },
  {
    code: "DT",
    name: "Downtown",
    nameArabic: "وسط العاصمة (داون تاون)",
    acres: 470,
    latitude: 30.0193,
    longitude: 31.7561,
    distance: 1.5,
    river: false,
    about:
      "Downtown is the commercial heart of the New Capital: malls, hotels, restaurants and offices around pedestrian boulevards, a few minutes from the Central Business District.",
    aboutArabic:
      "وسط العاصمة هو قلبها التجاري النابض: مولات وفنادق ومطاعم ومكاتب تصطف حول شوارع مخصصة للمشاة، على بُعد دقائق من حي المال والأعمال.",
    futureVision:
      "As ministries and company headquarters fill up, Downtown is expected to see the highest footfall in the capital, day and evening.",
    futureVisionArabic:
      "ومع اكتمال انتقال الوزارات ومقار الشركات، يُتوقَّع أن يستقبل وسط العاصمة أعلى كثافة من الزوار في العاصمة نهارًا ومساءً.",
    intro: "The capital's shopping and leisure centre.",
    introArabic: "مركز التسوق والترفيه في العاصمة.",
    mainFeatures: [
      "Pedestrian boulevards and plazas",
      "Highest footfall in the capital",
      "Hotels and entertainment venues",
      "Next to the Central Business District",
    ],
    mainFeaturesArabic: [
      "شوارع وميادين مخصصة للمشاة",
      "أعلى كثافة زوار في العاصمة",
      "فنادق وأماكن ترفيه",
      "ملاصق لحي المال والأعمال",
    ],
    landmarks: [
      { en: "Central Business District", ar: "حي المال والأعمال", minutes: 3 },
      { en: "The Iconic Tower", ar: "البرج الأيقوني", minutes: 5 },
      { en: "Monorail station", ar: "محطة المونوريل", minutes: 2 },
      { en: "Capital Park", ar: "الحديقة المركزية", minutes: 6 },
    ],
  },
  {
    code: "CBD",
    name: "Central Business District",
    nameArabic: "حي المال والأعمال",
    acres: 250,
    latitude: 30.0072,
    longitude: 31.6995,
    distance: 2.8,
    river: false,
    about:
      "The Central Business District is a skyline of office and mixed-use towers around the Iconic Tower. Banks, company headquarters and professional firms are moving here first.",
    aboutArabic:
      "حي المال والأعمال أفق من الأبراج الإدارية ومتعددة الاستخدامات يحيط بالبرج الأيقوني، وإليه تنتقل البنوك ومقار الشركات والمكاتب المهنية أولًا.",
    futureVision:
      "Planned as Egypt's leading financial centre, the district will host the headquarters of major banks and the stock exchange.",
    futureVisionArabic: "ويُخطَّط للحي أن يكون المركز المالي الأول في مصر، ليضم مقار كبرى البنوك والبورصة.",
    intro: "Towers, headquarters and the capital's financial centre.",
    introArabic: "أبراج ومقار شركات ومركز العاصمة المالي.",
    mainFeatures: [
      "Home of the Iconic Tower",
      "Bank and corporate headquarters",
      "Premium administrative and medical units",
      "Central monorail interchange",
    ],
    mainFeaturesArabic: [
      "موطن البرج الأيقوني",
      "مقار البنوك والشركات الكبرى",
      "وحدات إدارية وطبية متميزة",
      "محطة تبادل رئيسية للمونوريل",
    ],
    landmarks: [
      { en: "The Iconic Tower", ar: "البرج الأيقوني", minutes: 2 },
      { en: "Downtown", ar: "وسط العاصمة", minutes: 4 },
      { en: "Green River park", ar: "حديقة النهر الأخضر", minutes: 5 },
      { en: "Monorail interchange", ar: "محطة تبادل المونوريل", minutes: 3 },
    ],
  },
  {
    code: "GR",
    name: "Green River",
    nameArabic: "النهر الأخضر",
    acres: 2500,
    latitude: 30.0302,
    longitude: 31.7398,
    distance: 4.1,
    river: true,
    about:
      "The Green River is the capital's green spine: a continuous park with lakes, gardens and cycling tracks. The homes along its banks have the most sought-after views in the city.",
    aboutArabic:
      "النهر الأخضر هو العمود الفقري الأخضر للعاصمة: حديقة ممتدة تتخللها البحيرات والحدائق ومسارات الدراجات، وتحظى المساكن المطلة على ضفافه بأكثر الإطلالات طلبًا في المدينة.",
    futureVision:
      "When complete, the park will run for more than thirty kilometres, linking the residential districts to Downtown and the Government District.",
    futureVisionArabic:
      "وعند اكتماله سيمتد المتنزه أكثر من ثلاثين كيلومترًا، رابطًا الأحياء السكنية بوسط العاصمة والحي الحكومي.",
    intro: "Homes on the banks of the capital's great park.",
    introArabic: "مساكن على ضفاف المتنزه الأكبر في العاصمة.",
    mainFeatures: [
      "Direct views over the park and lakes",
      "Cycling and running tracks",
      "Waterfront cafés and promenades",
      "Among the highest resale values in the capital",
    ],
    mainFeaturesArabic: [
      "إطلالات مباشرة على المتنزه والبحيرات",
      "مسارات للدراجات والجري",
      "مقاهٍ وممشيات على الواجهة المائية",
      "من أعلى قيم إعادة البيع في العاصمة",
    ],
    landmarks: [
      { en: "Green River lakes", ar: "بحيرات النهر الأخضر", minutes: 2 },
      { en: "Downtown", ar: "وسط العاصمة", minutes: 8 },
      { en: "Central Business District", ar: "حي المال والأعمال", minutes: 7 },
      { en: "Monorail station", ar: "محطة المونوريل", minutes: 6 },
    ],
  },
  {
    code: "GD",
    name: "Government District",
    nameArabic: "الحي الحكومي",
    acres: 1100,
    latitude: 30.0255,
    longitude: 31.7875,
    distance: 3.6,
    river: false,
    about:
      "The Government District houses the ministries, the cabinet and parliament. Thousands of civil servants commute here every day, creating constant demand for offices and services.",
    aboutArabic:
      "يضم الحي الحكومي مباني الوزارات ومجلس الوزراء والبرلمان، ويتوافد إليه آلاف الموظفين يوميًا، ما يخلق طلبًا دائمًا على المكاتب والخدمات.",
    futureVision:
      "Consultancies, law firms and service providers that work with the ministries are expected to settle as close to the district as they can.",
    futureVisionArabic:
      "ومن المتوقع أن تسعى المكاتب الاستشارية ومكاتب المحاماة ومقدمو الخدمات المتعاملون مع الوزارات إلى الاستقرار في أقرب نقطة من الحي.",
    intro: "Where the state works: ministries, cabinet and parliament.",
    introArabic: "مقر الدولة: الوزارات ومجلس الوزراء والبرلمان.",
    mainFeatures: [
      "Next to the ministries and parliament",
      "Steady weekday footfall",
      "Strong demand for administrative units",
      "Wide ceremonial boulevards",
    ],
    mainFeaturesArabic: [
      "بجوار الوزارات والبرلمان",
      "حركة مستمرة طوال أيام العمل",
      "طلب قوي على الوحدات الإدارية",
      "محاور واسعة ومهيبة",
    ],
    landmarks: [
      { en: "Parliament building", ar: "مبنى البرلمان", minutes: 4 },
      { en: "Cabinet headquarters", ar: "مقر مجلس الوزراء", minutes: 5 },
      { en: "People's Square", ar: "ساحة الشعب", minutes: 3 },
      { en: "Downtown", ar: "وسط العاصمة", minutes: 9 },
    ],
  },
  {
    code: "MU23",
    name: "MU23",
    nameArabic: "المنطقة متعددة الاستخدامات (MU23)",
    acres: 620,
    latitude: 30.0421,
    longitude: 31.7633,
    distance: 5.3,
    river: false,
    about:
      "MU23 is a mixed-use district where homes, offices, hotels and shops share the same streets. It sits on the main axis between the residential districts and Downtown.",
    aboutArabic:
      "المنطقة متعددة الاستخدامات MU23 حيّ تتجاور فيه المساكن والمكاتب والفنادق والمحلات في الشوارع نفسها، ويقع على المحور الرئيسي بين الأحياء السكنية ووسط العاصمة.",
    futureVision:
      "MU23 is designed as a live-work district, with short walks between home and office and lively streets at every hour.",
    futureVisionArabic:
      "وقد صُمِّمت المنطقة لتجمع بين السكن والعمل، فلا يفصل البيت عن المكتب سوى خطوات، وتبقى شوارعها نابضة بالحياة في كل الأوقات.",
    intro: "Live, work and shop in one walkable district.",
    introArabic: "اسكن واعمل وتسوّق في حي واحد يمكن التنقل فيه سيرًا.",
    mainFeatures: [
      "Homes, offices and hotels side by side",
      "On the main axis to Downtown",
      "Serviced hotel apartments",
      "Active streets day and night",
    ],
    mainFeaturesArabic: [
      "مساكن ومكاتب وفنادق جنبًا إلى جنب",
      "على المحور الرئيسي المؤدي إلى وسط العاصمة",
      "شقق فندقية مخدومة",
      "شوارع نابضة بالحياة ليلًا ونهارًا",
    ],
    landmarks: [
      { en: "Downtown", ar: "وسط العاصمة", minutes: 7 },
      { en: "Mohamed bin Zayed axis", ar: "محور محمد بن زايد", minutes: 3 },
      { en: "Green River park", ar: "حديقة النهر الأخضر", minutes: 6 },
      { en: "Monorail station", ar: "محطة المونوريل", minutes: 4 },
    ],
  },
];

export function locationMapUrl(location: Pick<DemoLocation, "latitude" | "longitude">): string {
  const { latitude: lat, longitude: lng } = location;
  const box = [lng - 0.012, lat - 0.008, lng + 0.012, lat + 0.008]
    .map((value) => value.toFixed(4))
    .join("%2C");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat.toFixed(4)}%2C${lng.toFixed(4)}`;
}
