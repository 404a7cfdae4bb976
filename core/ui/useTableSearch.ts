import { useCallback, useRef, useState, type RefObject } from 'react';
import type { DataTableHandle } from './DataTable.tsx';

export interface TableSearch<P> {
  /** For the DataTable's `ref`. */
  table: RefObject<DataTableHandle | null>;
  /** For the DataTable's `params`. */
  params: P;
  /** For the SearchForm's `onSearch`: the new filters, and page 1 loaded again. */
  search(next: P): void;
}

/**
 * A list page's search. The DataTable reloads when its params change by content, so 查询 with
 * the filters unchanged did nothing; people press it to see what is new, so a search always
 * loads page 1 again, whether or not the filters changed (one request either way).
 */
export function useTableSearch<P>(initial: P): TableSearch<P> {
  const table = useRef<DataTableHandle>(null);
  const [params, setParams] = useState<P>(initial);
  const search = useCallback((next: P) => {
    setParams(next);
    table.current?.reset();
  }, []);
  return { table, params, search };
}
