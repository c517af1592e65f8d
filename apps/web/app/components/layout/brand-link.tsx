import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";

export function BrandLink() {
  const { t } = useI18n();
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 font-bold text-brand-900 text-lg">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>{t.meta.siteName}</span>
    </Link>
  );
}
