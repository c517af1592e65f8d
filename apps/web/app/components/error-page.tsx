import { useI18n } from "../i18n/language-context";
import { useLocalizedNavigate } from "../i18n/localized-link";

/**
 * The failed-load page of SPEC.md section 2: the message and a Go back button. The API's message
 * ("Mall not found") is the heading itself; only without one does the page say something went wrong.
 */
export function ErrorPage({ message }: { message?: string }) {
  const { t } = useI18n();
  const navigate = useLocalizedNavigate();
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="font-bold text-2xl text-brand-900">{message ?? t.errorPage.title}</h1>
      {!message && <p className="text-slate-600">{t.errors.unknownError}</p>}
      <button
        type="button"
        onClick={() => navigate(-1)}
        className="rounded-lg bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-900"
      >
        {t.errorPage.goBack}
      </button>
    </main>
  );
}
