import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { PageOf } from '../PublicSiteApi.ts';

export interface PagedList<T> {
  page: PageOf<T> | undefined;
  loading: boolean;
  current: number;
  size: number;
  /** Opens another page; the page number sits in the address (?page=2) so back and reload keep it. */
  goTo: (current: number, size: number) => void;
}

function positive(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/** One page of a channel's list, from `url` with `params` (a category) besides the paging. */
export function usePagedList<T>(url: string, defaultSize: number, params: Record<string, string> = {}): PagedList<T> {
  const http = useService(HttpClientId);
  const [search, setSearch] = useSearchParams();
  const current = positive(search.get('page'), 1, 100_000);
  // The server answers at most 50 a page.
  const size = positive(search.get('size'), defaultSize, 50);
  const paramKey = JSON.stringify(params);
  const load = useCallback(
    async () => (await http.get<PageOf<T>>(url, { params: { ...(JSON.parse(paramKey) as Record<string, string>), current, size } })).data,
    [http, url, paramKey, current, size],
  );
  const { data, loading } = useAsyncData(load);
  const goTo = useCallback(
    (page: number, pageSize: number) => {
      const next = new URLSearchParams(search);
      next.set('page', String(page));
      if (pageSize === defaultSize) next.delete('size');
      else next.set('size', String(pageSize));
      setSearch(next);
      window.scrollTo?.(0, 0);
    },
    [search, setSearch, defaultSize],
  );
  return { page: data, loading, current, size, goTo };
}
