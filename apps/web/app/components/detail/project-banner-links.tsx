import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { localized } from "../../lib/localized";
import { Icon } from "../icon/icon";

/** The implementing company's link and the View in map button of a project's banner. */
export function ProjectBannerLinks({
  company,
}: {
  company: { companyId: number; name: string; nameArabic: string };
}) {
  const { t, language } = useI18n();
  return (
    <>
      <p className="text-brand-50">
        {t.detail.implementedBy}{" "}
        <Link to={`/company/profile/${company.companyId}`} className="font-bold text-gold-400 underline">
          {localized(company, "name", language)}
        </Link>
      </p>
      <a
        href="#location-map"
        className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-4 py-2 font-bold text-brand-900"
      >
        <Icon name="map" className="size-4" />
        {t.detail.viewInMap}
      </a>
    </>
  );
}
