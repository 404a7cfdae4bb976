import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ApiClientId, type ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';

/** The paging a list's call sends, from the address. */
export interface Paging {
  current: number;
  size: number;
}

/** What a channel's paged call is given: its query (the list's own params and the paging). */
export interface PageRequest<Params extends Record<string, string> = Record<never, never>> {
  query: Params & Paging;
}

/** A channel's paged call through the typed client, e.g. `(api, request) => api.get('/website/newsinformation/page', request)`. */
export type PageLoader<T, Params extends Record<string, string>> = (api: ApiClient, request: PageRequest<Params>) => Promise<{ data: { records: T[]; total: number } }>;

export interface PagedList<T> {
  page: { records: T[]; total: number } | undefined;
  loading: boolean;
  current: number;
  size: number;
  /** Opens another page; the page number sits in the address (?page=2) so back and reload keep it. */
  goTo: (current: number, size: number) => void;
  /** The address of another page of the list (?page=2): a link a search engine can follow. */
  hrefOf: (current: number) => string;
}

function positive(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** One page of a channel's list, from `load` (a module-level function, so it stays the same) with `params` (a category) besides the paging. */
export function usePagedList<T, Params extends Record<string, string> = Record<never, never>>(load: PageLoader<T, Params>, defaultSize: number, params?: Params): PagedList<T> {
  const api = useService(ApiClientId);
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const current = positive(search.get('page'), 1, 100_000);
  // The server answers at most 50 a page.
  const size = positive(search.get('size'), defaultSize, 50);
  const paramKey = JSON.stringify(params ?? {});
  const loadPage = useCallback(async () => (await load(api, { query: { ...(JSON.parse(paramKey) as Params), current, size } })).data, [api, load, paramKey, current, size]);
  const { data, loading } = useAsyncData(loadPage, `${pathname}:${paramKey}:${current}:${size}`);
  const searchOf = useCallback(
    (page: number, pageSize: number) => {
      const next = new URLSearchParams(search);
      next.set('page', String(page));
      if (pageSize === defaultSize) next.delete('size');
      else next.set('size', String(pageSize));
      return next;
    },
    [search, defaultSize],
  );
  const goTo = useCallback(
    (page: number, pageSize: number) => {
      setSearch(searchOf(page, pageSize));
      window.scrollTo?.(0, 0);
    },
    [searchOf, setSearch],
  );
  const hrefOf = useCallback((page: number) => `${pathname}?${searchOf(page, size).toString()}`, [pathname, searchOf, size]);
  return { page: data, loading, current, size, goTo, hrefOf };
}
