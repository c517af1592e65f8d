import { categoryBySlug } from "@capital/contract/catalogue";
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFrequency,
} from "@capital/contract/saved-search-options";
import type { SavedSearch } from "@capital/contract/saved-searches";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { primaryButton, secondaryButton } from "../../components/button-styles";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { EmptyState } from "../../components/empty-state";
import { Spinner } from "../../components/spinner";
import { notify } from "../../components/toasts";
import { useI18n } from "../../i18n/language-context";
import { Link } from "../../i18n/localized-link";
import { ApiRequestError } from "../../lib/api-client";
import { fill } from "../../lib/fill";
import { filterChips } from "../../lib/filter-chips";
import { formFromParams } from "../../lib/search-filters";
import { useBrowserApi } from "../../lib/use-api";
import { useSession } from "../../session/session-context";

type Change = { name?: string; frequency?: SavedSearchFrequency; paused?: boolean };

/** Issue 21: the buyer's saved searches (rename, how often, pause, delete) and the favourites' alerts. */
export function Alerts() {
  const { t } = useI18n();
  const api = useBrowserApi();
  const { accessToken } = useSession();
  const [searches, setSearches] = useState<SavedSearch[] | null>(null);
  const [favouriteAlerts, setFavouriteAlerts] = useState<boolean | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState(false);
  const s = t.savedSearches;

  const failed = useCallback(
    (error: unknown) =>
      notify.error(
        error instanceof ApiRequestError ? (error.displayMessage ?? error.message) : t.errors.unknownError,
      ),
    [t],
  );

  useEffect(() => {
    void (async () => {
      try {
        const token = await accessToken();
        const [list, settings] = await Promise.all([
          api.get("/saved-searches/", { accessToken: token }),
          api.get("/alert-settings/", { accessToken: token }),
        ]);
        setSearches(list);
        setFavouriteAlerts(settings.favouriteAlerts);
      } catch (error) {
        failed(error);
      }
    })();
  }, [api, accessToken, failed]);

  async function change(search: SavedSearch, body: Change) {
    try {
      const changed = await api.patch("/saved-searches/:id/", {
        params: { id: String(search.id) },
        body,
        accessToken: await accessToken(),
      });
      setSearches((list) => list?.map((item) => (item.id === changed.id ? changed : item)) ?? null);
      return true;
    } catch (error) {
      failed(error);
      return false;
    }
  }

  async function remove(search: SavedSearch) {
    setBusy(true);
    try {
      const answer = await api.delete("/saved-searches/:id/", {
        params: { id: String(search.id) },
        accessToken: await accessToken(),
      });
      setSearches((list) => list?.filter((item) => item.id !== search.id) ?? null);
      notify.success(answer.message);
      setDeleting(null);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function toggleFavourites(on: boolean) {
    setFavouriteAlerts(on);
    try {
      const saved = await api.put("/alert-settings/", {
        body: { favouriteAlerts: on },
        accessToken: await accessToken(),
      });
      setFavouriteAlerts(saved.favouriteAlerts);
      notify.success(s.settingSaved);
    } catch (error) {
      setFavouriteAlerts(!on);
      failed(error);
    }
  }

  if (searches === null || favouriteAlerts === null) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <Spinner className="size-6" />
        {t.common.loading}
      </div>
    );
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="saved-searches-heading">
        <h2 id="saved-searches-heading" className="font-bold text-brand-900 text-xl">
          {s.title}
        </h2>
        <p className="mt-1 mb-4 text-slate-600 text-sm">{s.intro}</p>
        {searches.length === 0 ? (
          <EmptyState>{s.empty}</EmptyState>
        ) : (
          <ul className="space-y-3">
            {searches.map((search) => (
              <SavedSearchItem
                key={search.id}
                search={search}
                onChange={(body) => change(search, body)}
                onDelete={() => setDeleting(search)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="favourite-alerts-heading">
        <h2 id="favourite-alerts-heading" className="font-bold text-brand-900 text-xl">
          {s.favouritesTitle}
        </h2>
        <label className="mt-3 flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800">
          <input
            type="checkbox"
            checked={favouriteAlerts}
            onChange={(e) => void toggleFavourites(e.target.checked)}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          {s.favouriteAlerts}
        </label>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={s.confirmTitle}
        description={fill(s.confirmBody, { name: deleting?.name ?? "" })}
        confirmLabel={s.delete}
        cancelLabel={s.cancel}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  );
}

/** What a saved search looks for, in the reader's words: the kind of unit and its filters, or its text. */
function useDescription(search: SavedSearch): string {
  const { t, language, format } = useI18n();
  const url = new URL(search.page, "http://page.invalid");
  if (search.kind === "text") return fill(t.savedSearches.textSearch, { q: url.searchParams.get("q") ?? "" });
  const kind = categoryBySlug(url.pathname.split("/")[3] ?? "")?.[language] ?? "";
  const chips = filterChips(formFromParams(url.searchParams), t, format).map((chip) => chip.text);
  return format.list([kind, ...(chips.length > 0 ? chips : [t.savedSearches.noFilters])]);
}

function SavedSearchItem({
  search,
  onChange,
  onDelete,
}: {
  search: SavedSearch;
  onChange(body: Change): Promise<boolean>;
  onDelete(): void;
}) {
  const { t, format } = useI18n();
  const s = t.savedSearches;
  const description = useDescription(search);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const nameId = useId();
  const frequencyId = useId();

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (await onChange({ name })) setRenaming(false);
  }

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-bold text-slate-900">
            <bdi>{search.name}</bdi>
          </h3>
          <p className="mt-0.5 text-slate-600 text-sm">{description}</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 font-bold text-xs ${
            search.paused ? "bg-slate-100 text-slate-700" : "bg-emerald-50 text-emerald-800"
          }`}
        >
          {search.paused ? s.paused : s.active}
        </span>
      </div>
      {search.lastAlertAt && (
        <p className="mt-1 text-slate-500 text-xs">
          {fill(s.lastAlert, { when: format.relativeTime(new Date(search.lastAlertAt)) })}
        </p>
      )}

      {renaming ? (
        <form onSubmit={rename} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={nameId} className="mb-1 block font-bold text-slate-700 text-sm">
              {fill(s.renameLabel, { name: search.name })}
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(e) => setName(e.target.value)}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
            />
          </div>
          <button type="submit" className={`${primaryButton} py-2`}>
            {t.account.save}
          </button>
          <button
            type="button"
            onClick={() => {
              setName(search.name);
              setRenaming(false);
            }}
            className={`${secondaryButton} py-2`}
          >
            {s.cancel}
          </button>
        </form>
      ) : null}

      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Link
          to={search.page}
          className="rounded-lg bg-brand-700 px-3 py-2 font-bold text-sm text-white hover:bg-brand-900"
        >
          {s.open}
        </Link>
        <label htmlFor={frequencyId} className="sr-only">
          {fill(s.frequencyOf, { name: search.name })}
        </label>
        <select
          id={frequencyId}
          value={search.frequency}
          onChange={(e) => void onChange({ frequency: e.target.value as SavedSearchFrequency })}
          className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm"
        >
          {SAVED_SEARCH_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {s.frequencies[value]}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => void onChange({ paused: !search.paused })}
          aria-label={`${search.paused ? s.resume : s.pause}: ${search.name}`}
          className="rounded-lg border border-slate-300 px-3 py-2 font-bold text-slate-700 text-sm hover:bg-slate-50"
        >
          {search.paused ? s.resume : s.pause}
        </button>
        {!renaming && (
          <button
            type="button"
            onClick={() => setRenaming(true)}
            aria-label={`${s.rename}: ${search.name}`}
            className="rounded-lg border border-slate-300 px-3 py-2 font-bold text-slate-700 text-sm hover:bg-slate-50"
          >
            {s.rename}
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          aria-label={`${s.delete}: ${search.name}`}
          className="rounded-lg border border-red-200 px-3 py-2 font-bold text-red-700 text-sm hover:bg-red-50"
        >
          {s.delete}
        </button>
      </div>
    </li>
  );
}
