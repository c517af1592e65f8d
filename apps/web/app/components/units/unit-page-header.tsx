import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { useRootData } from "../../lib/root-data";
import { ContactNumber } from "../contact-number";
import { Icon } from "../icon/icon";

/** The top of a mall or compound units page: what it lists, the way back to the project, a call link. */
export function UnitPageHeader({
  title,
  detailsPath,
  detailsLabel,
}: {
  title: string;
  detailsPath: string;
  detailsLabel: string;
}) {
  const { t } = useI18n();
  const { config } = useRootData();
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8">
        <h1 className="font-bold text-3xl">{title}</h1>
        <div className="flex flex-wrap gap-3">
          <Link to={detailsPath} className="rounded-full bg-white px-4 py-2 font-bold text-brand-900">
            {detailsLabel}
          </Link>
          <a
            href={`tel:${config.callUsNumber}`}
            className="inline-flex flex-wrap items-center gap-x-2 gap-y-1 rounded-3xl bg-gold-400 px-4 py-2 font-bold text-brand-900"
          >
            <span className="inline-flex items-center gap-2 whitespace-nowrap">
              <Icon name="phone" className="size-4" />
              {t.unitPages.callUs}
            </span>
            <ContactNumber number={config.callUsNumber} demo={config.demoContacts.callUs} />
          </a>
        </div>
      </div>
    </header>
  );
}
