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
      aria-label={t.language.toggleLabel}
      lang={language === "ar" ? "en" : "ar"}
    >
      <Icon name="languages" className="hidden size-4 sm:block" />
      {t.language.toggle}
    </button>
  );
}
