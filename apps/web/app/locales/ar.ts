import { catalogueMessages } from "./catalogue-messages";
import type { Messages } from "./en";

export const ar: Messages = {
  dir: "rtl",
  locale: "ar-EG",
  meta: {
    siteName: "العاصمة الجديدة",
    tagline: "عقارات العاصمة الإدارية الجديدة",
    description:
      "تصفّح شركات التطوير والمولات والكمبوندات والمواقع والوحدات في العاصمة الإدارية الجديدة، وقارن أنظمة السداد واحجز أونلاين.",
  },
  notFound: {
    title: catalogueMessages.ar.pageNotFoundTitle,
    body: catalogueMessages.ar.pageNotFoundBody,
    goHome: "العودة للرئيسية",
    pageTitle: "الصفحة غير موجودة",
  },
  errorPage: {
    title: "حدث خطأ ما",
    goBack: "رجوع",
  },
  language: {
    toggle: "English",
    toggleLabel: "التبديل إلى الإنجليزية",
  },
  errors: catalogueMessages.ar,
};
