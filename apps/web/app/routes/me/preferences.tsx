import type { Language } from "@capital/contract/catalogue";
import type { User } from "@capital/contract/user";
import { useI18n } from "../../i18n/language-context";
import { useLanguageSwitch } from "../../i18n/use-language-switch";
import { EditableField } from "./editable-field";
import { useUpdateUser } from "./use-update-user";

export function Preferences({ user }: { user: User }) {
  const { t } = useI18n();
  const update = useUpdateUser();
  const switchLanguage = useLanguageSwitch();
  return (
    <section aria-labelledby="preferences-heading">
      <h2 id="preferences-heading" className="sr-only">
        {t.account.tabs.preferences}
      </h2>
      <EditableField
        label={t.account.currency}
        value={user.preferedCurrency}
        display={t.account.currencies[user.preferedCurrency]}
        options={[
          { value: "egp", label: t.account.currencies.egp },
          { value: "usd", label: t.account.currencies.usd },
        ]}
        onSave={(v) => update("preferedCurrency", v)}
      />
      <p className="pt-2 text-slate-500 text-sm">{t.account.currencyHint}</p>
      <EditableField
        label={t.account.language}
        value={user.preferedLanguage}
        display={t.account.languages[user.preferedLanguage]}
        options={[
          { value: "ar", label: t.account.languages.ar },
          { value: "en", label: t.account.languages.en },
        ]}
        onSave={async (v) => {
          if (await update("preferedLanguage", v)) switchLanguage(v as Language);
        }}
      />
    </section>
  );
}
