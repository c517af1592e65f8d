import type { AvatarStyle } from "../drawings/client-avatar";

/** Demo users who write, like and answer feedback, the client reviews on the home page, and what they say. */

export type DemoUser = {
  key: string;
  name: string;
  gender: "male" | "female";
  language: "ar" | "en";
  avatar: AvatarStyle;
};

export const DEMO_USER_EMAIL_DOMAIN = "demo.capital.example";

export const DEMO_USERS: readonly DemoUser[] = [
  { key: "mona.adel", name: "منى عادل", gender: "female", language: "ar", avatar: "hijab" },
  { key: "karim.hassan", name: "Karim Hassan", gender: "male", language: "en", avatar: "short-hair" },
  { key: "yasmin.fouad", name: "Yasmin Fouad", gender: "female", language: "en", avatar: "long-hair" },
  { key: "omar.shawky", name: "عمر شوقي", gender: "male", language: "ar", avatar: "short-hair" },
  { key: "nourhan.samir", name: "نورهان سمير", gender: "female", language: "ar", avatar: "hijab" },
  { key: "ahmed.tarek", name: "Ahmed Tarek", gender: "male", language: "en", avatar: "short-hair" },
  { key: "salma.magdy", name: "سلمى مجدي", gender: "female", language: "ar", avatar: "long-hair" },
  { key: "youssef.nabil", name: "يوسف نبيل", gender: "male", language: "ar", avatar: "short-hair" },
  { key: "hana.ibrahim", name: "Hana Ibrahim", gender: "female", language: "en", avatar: "hijab" },
  { key: "mostafa.khaled", name: "مصطفى خالد", gender: "male", language: "ar", avatar: "short-hair" },
  { key: "laila.hamdy", name: "Laila Hamdy", gender: "female", language: "en", avatar: "long-hair" },
  { key: "tamer.saad", name: "تامر سعد", gender: "male", language: "ar", avatar: "short-hair" },
];

export type DemoReview = {
  name: string;
  nameArabic: string;
  profession: string;
  professionArabic: string;
  review: string;
  reviewArabic: string;
  avatar: AvatarStyle;
};

export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    name: "Dina Mahmoud",
    nameArabic: "دينا محمود",
    profession: "Pharmacist",
    professionArabic: "صيدلانية",
    review:
      "The payment calculator showed me exactly what I would pay every quarter before I spoke to anyone. I booked a pharmacy unit on a medical floor within a week.",
    reviewArabic:
      "عرفت من حاسبة الأقساط ما سأدفعه كل ثلاثة أشهر قبل أن أتحدث مع أي شخص، وحجزت وحدة صيدلية في طابق طبي خلال أسبوع واحد.",
    avatar: "hijab",
  },
  {
    name: "Hesham Ragab",
    nameArabic: "هشام رجب",
    profession: "Civil engineer",
    professionArabic: "مهندس مدني",
    review:
      "As an engineer I look at floor plans first. Being able to compare the plans of every floor of a villa side by side saved me several site visits.",
    reviewArabic:
      "بحكم عملي مهندسًا أبدأ دائمًا بالمخططات، وقد وفّرت عليّ مقارنة مخططات كل طوابق الفيلا جنبًا إلى جنب عدة زيارات للموقع.",
    avatar: "short-hair",
  },
  {
    name: "Rania Zaki",
    nameArabic: "رانيا زكي",
    profession: "Dentist",
    professionArabic: "طبيبة أسنان",
    review:
      "I was looking for a clinic close to the medical city. The search filters narrowed hundreds of units down to five that fit my budget.",
    reviewArabic:
      "كنت أبحث عن عيادة قريبة من المدينة الطبية، فاختصرت فلاتر البحث مئات الوحدات إلى خمس فقط تناسب ميزانيتي.",
    avatar: "long-hair",
  },
  {
    name: "Walid Mansour",
    nameArabic: "وليد منصور",
    profession: "Restaurant owner",
    professionArabic: "صاحب مطعم",
    review:
      "Seeing the ground-floor layout of the mall helped me pick a corner unit next to the food court. We opened three months after handover.",
    reviewArabic:
      "ساعدني مخطط الطابق الأرضي للمول على اختيار وحدة على الناصية بجوار ساحة المطاعم، وافتتحنا المطعم بعد ثلاثة أشهر من الاستلام.",
    avatar: "short-hair",
  },
  {
    name: "Aya Samy",
    nameArabic: "آية سامي",
    profession: "Architect",
    professionArabic: "مهندسة معمارية",
    review:
      "I bought two studios near the universities to rent out. Everything, from the booking to the payment schedule, was clear and in writing.",
    reviewArabic:
      "اشتريت استوديوهين قرب الجامعات بغرض التأجير، وكان كل شيء واضحًا ومكتوبًا، من الحجز حتى جدول السداد.",
    avatar: "hijab",
  },
  {
    name: "Sherif Abdelaziz",
    nameArabic: "شريف عبد العزيز",
    profession: "Bank branch manager",
    professionArabic: "مدير فرع بنك",
    review:
      "We wanted a three-bedroom apartment close to good schools. Comparing compounds by location and price made the family decision much easier.",
    reviewArabic:
      "كنا نبحث عن شقة بثلاث غرف نوم قرب مدارس جيدة، وسهّلت علينا مقارنة المجمعات حسب الموقع والسعر اتخاذ القرار العائلي.",
    avatar: "short-hair",
  },
  {
    name: "Noha El-Sayed",
    nameArabic: "نهى السيد",
    profession: "University lecturer",
    professionArabic: "محاضرة جامعية",
    review:
      "I reserved a twin house online and the developer called me the same afternoon. The whole process felt transparent and respectful.",
    reviewArabic:
      "حجزت توين هاوس عبر الموقع واتصل بي المطوّر بعد الظهر في اليوم نفسه، وشعرت بالشفافية والاحترام في كل خطوة.",
    avatar: "long-hair",
  },
  {
    name: "Khaled Fathy",
    nameArabic: "خالد فتحي",
    profession: "Software developer",
    professionArabic: "مطوّر برمجيات",
    review:
      "For our small team a partition in a business hub was perfect. I found one under two million pounds with a four-year plan in minutes.",
    reviewArabic:
      "كانت وحدة بارتيشن في مركز أعمال الخيار الأمثل لفريقنا الصغير، ووجدت وحدة بأقل من مليوني جنيه وبخطة سداد على أربع سنوات في دقائق.",
    avatar: "short-hair",
  },
];

export const FEEDBACK_TEXTS: readonly string[] = [
  "Delivered our apartment two months ahead of schedule. The finishing was exactly as shown in the brochure.",
  "استلمت الشقة في الموعد المحدد، والتشطيب مطابق تمامًا لما في العقد. تجربة ممتازة.",
  "The sales team answered every question about the payment plan without any pressure. Highly recommended.",
  "فريق المبيعات متعاون جدًا وشرح لي خطة السداد بكل وضوح ودون أي ضغط.",
  "Site visits are well organised and the engineers explain the construction progress clearly.",
  "المشروع في موقع مميز، وأعمال الإنشاء تسير بوتيرة سريعة وواضحة في كل زيارة.",
  "Good locations and fair prices, but the handover paperwork took longer than promised.",
  "خدمة العملاء ترد بسرعة، لكن أتمنى أن تكون مواعيد زيارات الموقع أكثر مرونة.",
  "We bought a clinic in their medical building. The common areas are spotless and security is excellent.",
  "اشتريت محلًا في المول منذ عام، والإقبال على الدور الأرضي كبير. استثمار موفق.",
  "Customer service replies within a day on WhatsApp. That matters when you are paying instalments for years.",
  "جودة البناء عالية والمساحات الخضراء واسعة، وأنصح بها للعائلات.",
  "The landscaping is even better in person than in the renders.",
  "الأسعار مناسبة مقارنة بالمنطقة، وأنظمة التقسيط حتى عشر سنوات مريحة جدًا.",
  "I would like more flexible plans for the smaller units, but overall a developer you can trust.",
  "شركة محترمة تلتزم بوعودها، وهذه ثاني وحدة أشتريها منهم.",
];

export const REPLY_TEXTS: readonly string[] = [
  "Same experience here, the handover was smooth.",
  "تجربتي كانت مشابهة تمامًا، شكرًا على المشاركة.",
  "Thanks for sharing! Which building did you choose?",
  "هل الوحدة في الدور الأرضي أم في الأدوار العليا؟",
  "Agreed, their after-sales team is very responsive.",
  "أتفق معك، خدمة ما بعد البيع لديهم ممتازة.",
  "Did you go with the seven-year plan or the four-year one?",
  "كم كانت نسبة المقدم في خطتك؟",
];
