import { useI18n } from "../../i18n/language-context";
import { useLanguageSwitch } from "../../i18n/use-language-switch";
import { Icon } from "../icon/icon";

export function LanguageToggle() {
  const { t, language } = useI18n();
  const switchLanguage = useLanguageSwitch();
  return (
    <button
      type="button"
      onClick={() => switchLanguage()}
      className="flex items-center gap-1 rounded-md px-2 py-2 font-bold text-brand-700 text-sm hover:bg-brand-50"
      title={t.language.toggleLabel}
    >
      <Icon name="languages" className="hidden size-4 sm:block" />
      {/* Its name is what it shows, in the language it names (WCAG 2.5.3 and 3.1.2). */}
      <span lang={language === "ar" ? "en" : "ar"}>{t.language.toggle}</span>
    </button>
  );
}
