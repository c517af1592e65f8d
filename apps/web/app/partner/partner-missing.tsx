import { Link } from "../i18n/localized-link";

/**
 * A portal page whose record does not exist (a mistyped, deleted or another company's id): says so
 * as the page's heading, so the page still has one, and leads back to the list it came from.
 */
export function PartnerMissing({ title, back }: { title: string; back: { to: string; label: string } }) {
  return (
    <section aria-labelledby="missing-title" className="flex flex-col items-start gap-4">
      <h1 id="missing-title" className="font-bold text-2xl text-brand-900">
        {title}
      </h1>
      <Link to={back.to} className="font-bold text-brand-700 underline">
        {back.label}
      </Link>
    </section>
  );
}
