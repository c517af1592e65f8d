import type { MallFloorTag } from "../drawings/mall-floor-layout";

/** Bilingual feature lists the generator picks from for projects, floors and blocks. */

export type Phrase = readonly [en: string, ar: string];

export const MALL_FEATURES: readonly Phrase[] = [
  ["24/7 security and CCTV", "أمن وكاميرات مراقبة على مدار الساعة"],
  ["Central air conditioning", "تكييف مركزي"],
  ["Underground parking", "جراج تحت الأرض"],
  ["Panoramic glass lifts", "مصاعد زجاجية بانورامية"],
  ["Food court with open-air terrace", "ساحة مطاعم بتراس مفتوح"],
  ["Backup generators for every floor", "مولدات احتياطية لكل طابق"],
  ["Smart building management system", "نظام ذكي لإدارة المبنى"],
  ["Fire alarm and sprinkler system", "نظام إنذار ورشاشات للحريق"],
  ["Dedicated loading bays", "أرصفة تحميل مخصصة"],
  ["Prayer rooms on every floor", "مصليات في كل طابق"],
  ["Facility management after handover", "إدارة وتشغيل للمبنى بعد التسليم"],
  ["Fibre internet throughout", "إنترنت بالألياف الضوئية في كل الوحدات"],
];

export const COMPOUND_FEATURES: readonly Phrase[] = [
  ["Clubhouse with gym and spa", "نادٍ اجتماعي بصالة رياضية وسبا"],
  ["Landscaped gardens and water features", "حدائق منسقة ومسطحات مائية"],
  ["Jogging and cycling tracks", "مسارات للجري والدراجات"],
  ["Children's play areas", "مناطق ألعاب للأطفال"],
  ["Gated community with 24/7 security", "مجتمع مسوّر بحراسة على مدار الساعة"],
  ["Swimming pools", "حمامات سباحة"],
  ["Commercial strip for daily needs", "شريط تجاري للاحتياجات اليومية"],
  ["Underground parking", "جراج تحت الأرض"],
  ["Smart home systems", "أنظمة المنزل الذكي"],
  ["Solar panels on the roofs", "ألواح شمسية على الأسطح"],
  ["Nursery and school nearby", "حضانة ومدرسة على مقربة"],
  ["Mosque within the compound", "مسجد داخل المجمع"],
];

export const MALL_FLOOR_FEATURES: Record<MallFloorTag, readonly Phrase[]> = {
  commercial: [
    ["Double-height shopfronts", "واجهات عرض بارتفاع مزدوج"],
    ["Direct access from the main plaza", "مدخل مباشر من الساحة الرئيسية"],
    ["Outdoor seating for cafés", "جلسات خارجية للمقاهي"],
    ["Escalators to every level", "سلالم كهربائية لكل الطوابق"],
    ["Shared service corridor for deliveries", "ممر خدمة مشترك لعمليات التوريد"],
    ["Kitchen exhaust ready for restaurants", "تجهيزات شفط جاهزة للمطاعم"],
  ],
  medical: [
    ["Patient lifts sized for stretchers", "مصاعد للمرضى تتسع للنقالات"],
    ["Medical gas and backup power", "تمديدات غازات طبية وطاقة احتياطية"],
    ["Shared waiting lounges", "صالات انتظار مشتركة"],
    ["Separate medical waste route", "مسار منفصل للنفايات الطبية"],
    ["Radiology-ready structural floors", "أرضيات إنشائية مهيأة لأجهزة الأشعة"],
    ["Pharmacy next to the lifts", "صيدلية بجوار المصاعد"],
  ],
  administrative: [
    ["Raised floors for cabling", "أرضيات مرتفعة لتمديد الكابلات"],
    ["Shared meeting rooms", "قاعات اجتماعات مشتركة"],
    ["Floor-to-ceiling windows", "نوافذ من الأرض حتى السقف"],
    ["Reception desk on the floor", "مكتب استقبال في الطابق"],
    ["Kitchenette in every office", "مطبخ صغير في كل مكتب"],
    ["Access control by card", "دخول ببطاقات التحكم"],
  ],
  hotel: [
    ["Managed by a hotel operator", "تديرها شركة تشغيل فندقي"],
    ["Housekeeping and room service", "خدمة تنظيف الغرف والطعام"],
    ["Rental income programme", "برنامج لإدارة الإيجار وتحصيل العائد"],
    ["Sound-insulated rooms", "غرف معزولة صوتيًا"],
    ["Rooftop pool and lounge", "حمام سباحة وصالة على السطح"],
    ["Furnished and equipped units", "وحدات مفروشة ومجهزة بالكامل"],
  ],
};

export const BLOCK_FLOOR_FEATURES: Record<"apartments" | "studios" | "hotel", readonly Phrase[]> = {
  apartments: [
    ["Two lifts and two staircases", "مصعدان ودرجان"],
    ["Every apartment with a balcony", "شرفة لكل شقة"],
    ["Natural light on three sides", "إضاءة طبيعية من ثلاث جهات"],
    ["Private gardens on the ground floor", "حدائق خاصة في الدور الأرضي"],
    ["Storage room for each apartment", "غرفة تخزين لكل شقة"],
    ["Cross ventilation in every home", "تهوية طبيعية متقاطعة في كل شقة"],
  ],
  studios: [
    ["Shared laundry room", "غرفة غسيل مشتركة"],
    ["Co-working lounge on the ground floor", "مساحة عمل مشتركة في الدور الأرضي"],
    ["Fitted kitchenette", "مطبخ صغير مجهز"],
    ["Bicycle parking", "مواقف للدراجات"],
    ["Smart locks and intercom", "أقفال ذكية وإنتركم"],
  ],
  hotel: [
    ["Hotel lobby and reception", "بهو فندقي واستقبال"],
    ["Daily housekeeping", "تنظيف يومي للغرف"],
    ["Furnished to hotel standards", "تأثيث بمعايير فندقية"],
    ["Rental management included", "إدارة الإيجار ضمن الخدمة"],
    ["Breakfast lounge", "صالة للإفطار"],
  ],
};

/** Name parts for the extra projects of a large catalogue: "Opal Galleria 12", "جاليريا الأوبال ١٢". */
export const EXTRA_NAME_WORDS: readonly Phrase[] = [
  ["Opal", "الأوبال"],
  ["Coral", "المرجان"],
  ["Jade", "اليشم"],
  ["Pearl", "اللؤلؤ"],
  ["Sandstone", "الحجر الرملي"],
  ["Cedar", "الأرز"],
  ["Willow", "الصفصاف"],
  ["Nile Lily", "زنبق النيل"],
  ["Basil", "الريحان"],
  ["Mint", "النعناع"],
  ["Amber", "الكهرمان"],
  ["Lotus", "اللوتس"],
];

export const EXTRA_MALL_KINDS: readonly Phrase[] = [
  ["Galleria", "جاليريا"],
  ["Plaza", "بلازا"],
  ["Arcade", "أروقة"],
  ["Business Hub", "مركز أعمال"],
];

export const EXTRA_COMPOUND_KINDS: readonly Phrase[] = [
  ["Gardens", "حدائق"],
  ["Residence", "مساكن"],
  ["Heights", "مرتفعات"],
  ["Park", "متنزه"],
];
