import type { Paged, PageQuery } from "@capital/contract/paging";

/** One page of a list, as SQL's limit and offset. */
export type Window = { limit: number; offset: number };

export function pageWindow({ page, page_size }: PageQuery): Window {
  return { limit: page_size, offset: (page - 1) * page_size };
}

export function paged<T>(count: number, { page, page_size }: PageQuery, results: T[]): Paged<T> {
  return {
    count,
    next: page * page_size < count ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results,
  };
}
