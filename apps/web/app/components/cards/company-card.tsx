import type { CompanyCard as CompanyCardData } from "@capital/contract/projects";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { localized } from "../../lib/localized";

export function CompanyCard({ company }: { company: CompanyCardData }) {
  const { t, language, format } = useI18n();
  return (
    <article className="focus-card relative flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md">
      <img
        src={company.logo}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="size-14 rounded-xl bg-slate-50"
      />
      <div>
        <h3 className="font-bold text-slate-900">
          <Link to={`/company/profile/${company.id}`} className="after:absolute after:inset-0">
            {localized(company, "name", language)}
          </Link>
        </h3>
        <p className="text-slate-600 text-sm">{format.plural(company.projectNumbers, t.cards.projects)}</p>
      </div>
    </article>
  );
}
