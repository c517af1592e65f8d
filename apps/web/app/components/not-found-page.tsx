import { useI18n } from "../i18n/language-context";
import { Link } from "../i18n/localized-link";

/** SPEC.md: 'Opps! Page not found. The page you're looking for doesn't exist.' with Go Home to /home. */
export function NotFoundPage() {
  const { t, format } = useI18n();
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p aria-hidden="true" className="font-bold text-7xl text-brand-500">
        {format.integer(404)}
      </p>
      <h1 className="font-bold text-2xl text-brand-900">{t.notFound.title}</h1>
      <p className="text-slate-600">{t.notFound.body}</p>
      <Link to="/home" className="rounded-lg bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900">
        {t.notFound.goHome}
      </Link>
    </main>
  );
}
