import type { PartnerMessages } from "./en";

export const partnerAr: PartnerMessages = {
  portalName: "الشركاء",
  portalTitle: "بوابة الشركاء",
  navigation: "تنقّل بوابة الشركاء",
  backToSite: "العودة إلى الموقع",
  signOut: "تسجيل الخروج",
  loading: "جارٍ تحميل بوابة الشركاء…",
  loadFailed: "تعذّر تحميل بوابة الشركاء، حاول مرة أخرى.",
  retry: "إعادة المحاولة",
  signedInAs: "مسجّل الدخول باسم {name}",
  roles: { operator: "مشرف", manager: "مدير", sales: "مبيعات" },
  nav: {
    overview: "نظرة عامة",
  },
  noAccess: {
    title: "لا تملك صلاحية دخول بوابة الشركاء",
    body: "حسابك حساب مشترٍ. بوابة الشركاء مخصّصة لفريق السوق وفرق شركات التطوير، وتنضم إليها بدعوة.",
    home: "الذهاب إلى الصفحة الرئيسية",
    switchAccount: "تسجيل الدخول بحساب آخر",
  },
  overview: {
    title: "نظرة عامة",
    welcome: "أهلًا، {name}",
    operatorIntro: "أنت مشرف في السوق: تدير الشركات والمواقع وفرق العمل والإشراف على التقييمات.",
    staffIntro: "أنت {role} في {company}.",
  },
};
