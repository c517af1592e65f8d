import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";

const SOCIAL = [
  {
    name: "Facebook",
    href: "https://www.facebook.com/newcapital.marketplace",
    path: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z",
  },
  {
    name: "Instagram",
    href: "https://www.instagram.com/newcapital.marketplace",
    path: "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z",
  },
  {
    name: "LinkedIn",
    href: "https://www.linkedin.com/company/newcapital-marketplace",
    path: "M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm4 6h4v2c.6-1.1 2-2.2 4-2.2 4 0 4.5 2.6 4.5 6V21h-4v-5.5c0-1.5 0-3.3-2-3.3s-2.5 1.5-2.5 3.2V21h-4Z",
  },
] as const;

/** SPEC.md section 2: a copyright line and social icons. */
export function Footer() {
  const { t, format } = useI18n();
  const year = format.year(new Date().getFullYear());
  return (
    // Room at its end for the floating chat button (60 px and its margin), so it covers nothing.
    <footer className="mt-16 bg-brand-900 pb-20 text-brand-50">
      {/* The end padding keeps the follow-us links clear of the floating chat button. */}
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-4 px-4 py-8 sm:flex-row sm:justify-between sm:pe-20">
        <p className="text-sm">{t.footer.copyright.replace("{year}", year)}</p>
        <div className="flex items-center gap-4 text-sm">
          <Link to="/terms" className="underline-offset-4 hover:underline">
            {t.footer.terms}
          </Link>
          <Link to="/privacy" className="underline-offset-4 hover:underline">
            {t.footer.privacy}
          </Link>
        </div>
        <ul aria-label={t.footer.followUs} className="flex gap-3">
          {SOCIAL.map((s) => (
            <li key={s.name}>
              <a
                href={s.href}
                className="block rounded-full bg-brand-700 p-2 hover:bg-brand-500"
                rel="noopener"
                target="_blank"
              >
                <span className="sr-only">{s.name}</span>
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
                  <path d={s.path} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
