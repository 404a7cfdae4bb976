/** The paging a list operation was asked for (the contract bounds size to 50). */
export interface PageQuery {
  current?: number;
  size?: number;
}

/** One page of a public list, as the contracts' `{records, total, current, size}`. */
export interface ContentPage<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** The page's numbers with the contract's defaults, and the rows to skip. */
export function pageWindow(query: PageQuery): { current: number; size: number; offset: number } {
  const current = query.current ?? 1;
  const size = query.size ?? 10;
  return { current, size, offset: (current - 1) * size };
}
