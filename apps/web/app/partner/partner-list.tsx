import { DEFAULT_PAGE_SIZE } from "@capital/contract/constants";
import type { Paged } from "@capital/contract/paging";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { secondaryButton } from "../components/button-styles";
import { useI18n } from "../i18n/language-context";
import { fill } from "../lib/fill";
import { usePartner } from "./partner-context";
import { FormMessage } from "./partner-form";

/**
 * One page of a partner list, read again whenever `readPage` changes (it closes over the page's
 * filters) or the page does. A failed read says so instead of showing an empty list.
 */
export function usePartnerList<Row>(readPage: (page: number) => Promise<Paged<Row>>) {
  const [page, setPage] = useState(1);
  const [list, setList] = useState<Paged<Row> | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setList(await readPage(page));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [readPage, page]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { list, page, setPage, failed, reload };
}

/** The form above a list: its fields, then the Filter button; filtering starts again at page 1. */
export function PartnerFilterForm({
  onFilter,
  children,
}: {
  onFilter: (values: FormData) => void;
  children: ReactNode;
}) {
  const { p } = usePartner();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onFilter(new FormData(event.currentTarget));
      }}
    >
      {children}
      {/* As tall as the fields beside it. */}
      <button type="submit" className={`${secondaryButton} h-11`}>
        {p.common.filter}
      </button>
    </form>
  );
}

/** Previous and next under a list, with "page N of M"; nothing when the list fits one page. */
export function PartnerPager<Row>({
  list,
  page,
  onPage,
  label,
}: {
  list: Paged<Row>;
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { p } = usePartner();
  const { format } = useI18n();
  const pages = Math.max(1, Math.ceil(list.count / DEFAULT_PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center gap-3" aria-label={label}>
      <button
        type="button"
        className={secondaryButton}
        disabled={!list.previous}
        onClick={() => onPage(page - 1)}
      >
        {p.common.previous}
      </button>
      <span>{fill(p.common.pageOf, { page: format.integer(page), pages: format.integer(pages) })}</span>
      <button
        type="button"
        className={secondaryButton}
        disabled={!list.next}
        onClick={() => onPage(page + 1)}
      >
        {p.common.next}
      </button>
    </nav>
  );
}

/** What a list shows while it cannot be read. */
export function PartnerListFailed({ failed }: { failed: boolean }) {
  const { p } = usePartner();
  return <FormMessage text={failed ? p.common.failed : null} />;
}

/** A row's name beside its logo, the name isolated for mixed directions. */
export function LogoName({ logo, name }: { logo: string; name: string }) {
  return (
    <span className="flex items-center gap-2">
      <img src={logo} alt="" width={32} height={32} className="size-8 rounded bg-slate-100 object-contain" />
      <bdi>{name}</bdi>
    </span>
  );
}
