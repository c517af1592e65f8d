import { useI18n } from "../../i18n/language-context";
import { useRootData } from "../../lib/root-data";

/**
 * The mobile-app promotion of SPEC.md section 1. Its store badges link to the store pages the
 * deployment configured (APP_STORE_URL, GOOGLE_PLAY_URL); a badge with no page to open is not shown.
 */
export function AppPromo() {
  const { t } = useI18n();
  const { config } = useRootData();
  const stores = [
    { name: "App Store", href: config.appStoreUrl, lead: t.home.appStoreLead },
    { name: "Google Play", href: config.googlePlayUrl, lead: t.home.googlePlayLead },
  ].filter((store) => store.href !== "");
  return (
    <section aria-labelledby="app-heading" className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-8 px-4 py-12 md:flex-row">
        <div className="flex-1">
          <h2 id="app-heading" className="font-bold text-3xl">
            {t.home.appTitle}
          </h2>
          <p className="mt-3 max-w-lg text-brand-100 text-lg">{t.home.appBody}</p>
          {stores.length > 0 && (
            <ul aria-label={t.home.appStores} className="mt-6 flex flex-wrap gap-3">
              {stores.map((store) => (
                <li key={store.name}>
                  <a
                    href={store.href}
                    target="_blank"
                    rel="noopener"
                    className="flex min-w-40 flex-col rounded-xl border border-white/60 bg-black px-4 py-2 leading-tight hover:bg-slate-800"
                  >
                    <span className="text-xs">{store.lead}</span>{" "}
                    <span lang="en" dir="ltr" className="font-bold text-lg">
                      {store.name}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
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
