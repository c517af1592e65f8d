// biome-ignore lint/style/noRestrictedImports: this link leads to the other language, which its href already names.
import { Link } from "react-router";
import { useI18n } from "../../i18n/language-context";
import { useLanguageHref } from "../../i18n/use-language-switch";
import { persistEnglishFlag } from "../../lib/browser-storage";
import { Icon } from "../icon/icon";

/** A link to this page in the other language, which also becomes the visitor's choice (decision 22). */
export function LanguageToggle() {
  const { t, language } = useI18n();
  const other = language === "ar" ? "en" : "ar";
  return (
    <Link
      to={useLanguageHref(other)}
      preventScrollReset
      hrefLang={other}
      onClick={() => persistEnglishFlag(other === "en")}
      className="flex items-center gap-1 rounded-md px-2 py-2 font-bold text-brand-700 text-sm hover:bg-brand-50"
      title={t.language.toggleLabel}
    >
      <Icon name="languages" className="hidden size-4 sm:block" />
      {/* Its name is what it shows, in the language it names (WCAG 2.5.3 and 3.1.2). */}
      <span lang={other}>{t.language.toggle}</span>
    </Link>
  );
}
