import { useI18n } from "../i18n/language-context";
import { stripLanguage } from "../i18n/language-path";
import { pageTitle } from "../lib/page-meta";
import type { Route } from "./+types/legal-page";

type Kind = "terms" | "privacy";
const kindOf = (pathname: string): Kind =>
  stripLanguage(pathname).startsWith("/privacy") ? "privacy" : "terms";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  {
    title: pageTitle(matches, (t) =>
      kindOf(location.pathname) === "privacy" ? t.legal.privacyTitle : t.legal.termsTitle,
    ),
  },
];

/** The terms and the privacy policy that sign-up asks people to agree to. */
export default function LegalPage({ matches }: Route.ComponentProps) {
  const { t } = useI18n();
  const kind = kindOf(matches.at(-1)?.pathname ?? "");
  const title = kind === "privacy" ? t.legal.privacyTitle : t.legal.termsTitle;
  const body = kind === "privacy" ? t.legal.privacyBody : t.legal.termsBody;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 font-bold text-3xl text-brand-900">{title}</h1>
      {body.map((paragraph) => (
        <p key={paragraph} className="mb-4 text-lg text-slate-700 leading-relaxed">
          {paragraph}
        </p>
      ))}
    </main>
  );
}
