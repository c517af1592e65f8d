import { useI18n } from "../../i18n/language-context";
import { fillNodes } from "../../lib/fill";
import { usePartner } from "../../partner/partner-context";

/** /partner: who you are in the portal and what you may do. */
export default function PartnerOverview() {
  const { me, p } = usePartner();
  const { language } = useI18n();
  const company = me.company && (language === "ar" ? me.company.nameArabic : me.company.name);
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title" className="mb-2 font-bold text-2xl text-brand-900">
        {p.overview.title}
      </h1>
      <p className="mb-4 text-lg">{fillNodes(p.overview.welcome, { name: <bdi>{me.user.name}</bdi> })}</p>
      <p className="text-slate-700">
        {company
          ? fillNodes(p.overview.staffIntro, { role: p.roles[me.role], company: <bdi>{company}</bdi> })
          : p.overview.operatorIntro}
      </p>
    </section>
  );
}
