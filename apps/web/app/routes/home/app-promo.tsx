import { useI18n } from "../../i18n/language-context";

/** The mobile-app promotion of SPEC.md section 1. */
export function AppPromo() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="app-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-8 px-4 py-12 md:flex-row">
        <div className="flex-1">
          <h2 id="app-heading" className="font-bold text-3xl">
            {t.home.appTitle}
          </h2>
          <p className="mt-3 max-w-lg text-brand-100 text-lg">{t.home.appBody}</p>
        </div>
        <img
          src="/app-promo.svg"
          alt={t.home.appImageAlt}
          width={320}
          height={400}
          loading="lazy"
          className="h-72 w-auto md:h-96"
        />
      </div>
    </section>
  );
}
