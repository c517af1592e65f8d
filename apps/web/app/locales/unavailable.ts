/**
 * The only texts the browser's code carries itself: the page shown when even the page's texts
 * could not be loaded (the root loader failed), so it says it in both languages at once.
 */
export const unavailable = {
  ar: {
    title: "الموقع غير متاح الآن",
    body: "تعذّر تحميل الصفحة. حاول مرة أخرى بعد قليل.",
    retry: "حاول مرة أخرى",
  },
  en: {
    title: "The site is unavailable",
    body: "The page could not be loaded. Please try again shortly.",
    retry: "Try again",
  },
};
