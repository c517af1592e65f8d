import type { Paged } from "@capital/contract/paging";
import type { ProgressUpdate } from "@capital/contract/track-record";
import { useState } from "react";
import { useI18n } from "../../i18n/language-context";
import { fill } from "../../lib/fill";
import { localized } from "../../lib/localized";
import { useBrowserApi } from "../../lib/use-api";
import { secondaryButton } from "../button-styles";
import { Picture } from "../detail/project-gallery";
import { PercentBar } from "./percent-bar";

/** Updates shown at first, and added by each "Show older updates". */
export const TIMELINE_PAGE_SIZE = 5;

/**
 * A mall's or compound's construction-progress timeline (issue 21 point 6): the company's updates,
 * newest first, each with its percent complete as a named bar, its text and its photos.
 */
export function ProgressTimeline({ projectId, first }: { projectId: number; first: Paged<ProgressUpdate> }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const [updates, setUpdates] = useState(first.results);
  const [next, setNext] = useState(first.next);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");

  async function older() {
    if (next === null) return;
    setState("loading");
    try {
      const page = await api.get("/projects/:id/progress/", {
        params: { id: projectId },
        query: { page: next, page_size: TIMELINE_PAGE_SIZE },
      });
      setUpdates((shown) => [...shown, ...page.results.filter((u) => !shown.some((s) => s.id === u.id))]);
      setNext(page.next);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <ol className="ms-2 flex flex-col gap-8 border-slate-300 border-s-2 ps-6">
        {updates.map((update) => (
          <li key={update.id} className="relative">
            <span
              aria-hidden="true"
              className="-start-[1.97rem] absolute top-1 size-3.5 rounded-full bg-brand-500 ring-4 ring-white"
            />
            <Update update={update} />
          </li>
        ))}
      </ol>
      {next !== null && (
        <div className="flex flex-col items-start gap-2">
          <button type="button" className={secondaryButton} onClick={older} disabled={state === "loading"}>
            {t.trackRecord.progress.older}
          </button>
          {state === "failed" && (
            <p role="alert" className="font-bold text-red-700 text-sm">
              {t.trackRecord.progress.loadFailed}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function Update({ update }: { update: ProgressUpdate }) {
  const { t, language, format } = useI18n();
  const texts = t.trackRecord;
  const date = format.date(new Date(update.postedAt));
  const complete = fill(texts.complete, { percent: format.percent(update.percent) });
  return (
    <article aria-label={`${date}: ${complete}`} className="flex flex-col gap-3">
      <p className="font-bold text-slate-600 text-sm">
        <time dateTime={update.postedAt}>{fill(texts.progress.posted, { date })}</time>
      </p>
      <div className="max-w-xl">
        <PercentBar percent={update.percent} label={texts.progress.barLabel} />
      </div>
      {update.correction && (
        <p className="self-start rounded-lg bg-amber-50 px-3 py-1 font-bold text-amber-900 text-sm">
          {texts.progress.correction}
        </p>
      )}
      <p className="max-w-3xl whitespace-pre-line text-slate-800 leading-relaxed">
        {localized(update, "text", language)}
      </p>
      {update.photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {update.photos.map((photo, index) => (
            <li key={photo.id}>
              <Picture
                media={photo}
                sizes="(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
                alt={fill(texts.progress.photoAlt, { n: format.integer(index + 1), date })}
                className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
