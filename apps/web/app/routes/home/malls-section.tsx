import { HOME_MALLS_PAGE_SIZE } from "@capital/contract/constants";
import type { MallCard } from "@capital/contract/projects";
import { useState } from "react";
import { ProjectCard } from "../../components/cards/project-card";
import { EmptyState } from "../../components/empty-state";
import { PageSection } from "../../components/page-section";
import { Spinner } from "../../components/spinner";
import { notify } from "../../components/toasts";
import { useI18n } from "../../i18n/language-context";
import { useBrowserApi } from "../../lib/use-api";

/** The available malls; Show More loads the next page (DECISIONS.md). */
export function MallsSection({ firstPage, total }: { firstPage: MallCard[]; total: number }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const [malls, setMalls] = useState(firstPage);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);

  async function showMore() {
    setLoading(true);
    try {
      const next = await api.get("/malls/", {
        query: { page: page + 1, page_size: HOME_MALLS_PAGE_SIZE },
      });
      setMalls((current) => [...current, ...next.results.filter((m) => !current.some((c) => c.id === m.id))]);
      setPage(page + 1);
    } catch {
      notify.error(t.errors.unknownError);
    } finally {
      setLoading(false);
    }
  }

  return (
    <PageSection id="malls" title={t.home.mallsTitle}>
      {malls.length === 0 ? (
        <EmptyState>{t.errors.noMalls}</EmptyState>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {malls.map((mall) => (
            <li key={mall.id}>
              <ProjectCard project={mall} type="mall" />
            </li>
          ))}
        </ul>
      )}
      {malls.length < total && (
        <div className="mt-6 flex justify-center">
          <button
            type="button"
            onClick={showMore}
            disabled={loading}
            aria-busy={loading}
            className="inline-flex items-center gap-2 rounded-full border-2 border-brand-700 px-6 py-2.5 font-bold text-brand-700 hover:bg-brand-50"
          >
            {loading && <Spinner />}
            {t.home.showMore}
          </button>
        </div>
      )}
    </PageSection>
  );
}
