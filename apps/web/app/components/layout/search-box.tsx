import { TEXT_SEARCH_MAX } from "@capital/contract/constants";
import { useId } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useI18n } from "../../i18n/language-context";
import { stripLanguage } from "../../i18n/language-path";
import { Form } from "../../i18n/localized-link";
import { Icon } from "../icon/icon";

/** The top bar's search: text goes to /search?q=…; an empty search opens the coffee-shops investment search. */
export function SearchBox({ className = "" }: { className?: string }) {
  const { t } = useI18n();
  const id = useId();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // The text searched for, on its results page; every other page starts with an empty box (and
  // so reads no `q` of its own: see lib/page-handle.ts).
  const searched = stripLanguage(pathname) === "/search" ? (params.get("q") ?? "") : "";
  return (
    <Form action="/search" method="get" role="search" className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t.search.searchLabel}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        maxLength={TEXT_SEARCH_MAX}
        defaultValue={searched}
        placeholder={t.search.searchPlaceholder}
        className="w-full rounded-full border border-slate-300 bg-slate-50 py-2 ps-4 pe-10 text-sm focus:bg-white"
      />
      <button
        type="submit"
        aria-label={t.search.searchButton}
        className="absolute end-1 top-1/2 -translate-y-1/2 rounded-full p-1.5 text-brand-700 hover:bg-brand-50"
      >
        <Icon name="search" className="size-4" />
      </button>
    </Form>
  );
}
