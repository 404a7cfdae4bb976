import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { useService } from '../react/useService.ts';
import { useSessionSnapshot } from '../react/useSessionSnapshot.ts';
import { ColumnLayout, columnIdOf, type DataTableColumn, type SavedColumn } from './ColumnLayout.ts';
import { ColumnLayoutStore } from './ColumnLayoutStore.ts';

export interface ColumnLayoutState<T> {
  layout: ColumnLayout<T>;
  /** Shows `next` and saves it for the user (part 1 §7: on every layout change). */
  change(next: ColumnLayout<T>): void;
  /** Back to the code's layout, saved as well. */
  reset(): void;
}

/**
 * The user's layout of a table: loaded once per user and column list, merged over the declared
 * columns on every render. Only the saved shape is kept in state, so columns declared inline
 * (with render functions closing over the page's state) stay current.
 */
export function useColumnLayout<T>(columns: readonly DataTableColumn<T>[], tableKey?: string): ColumnLayoutState<T> {
  const api = useService(ApiClientId);
  const userId = useSessionSnapshot().userInfo?.sysUser.userId;
  const store = useMemo(() => new ColumnLayoutStore(api), [api]);
  const idList = columns.map(columnIdOf).join('\n');
  const md5 = useMemo(
    () => (userId === undefined ? undefined : ColumnLayoutStore.keyFor(userId, idList.split('\n'), tableKey)),
    [userId, idList, tableKey],
  );
  const [saved, setSaved] = useState<{ md5: string | undefined; options: SavedColumn[] | null }>({ md5, options: null });
  // A layout the user changed before the saved one arrived is newer than the saved one.
  const changedByUser = useRef(false);

  if (saved.md5 !== md5) {
    changedByUser.current = false;
    setSaved({ md5, options: null });
  }

  useEffect(() => {
    if (md5 === undefined) return;
    let current = true;
    store.load(md5).then(
      (options) => {
        if (current && options && !changedByUser.current) setSaved({ md5, options });
      },
      // Part 1 §8: a failed load silently falls back to the declared layout.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [store, md5]);

  const declared = ColumnLayout.of(columns);
  const layout = saved.options ? declared.withSaved(saved.options) : declared;

  const keep = (next: ColumnLayout<T>) => {
    changedByUser.current = true;
    const options = next.toSaved();
    setSaved({ md5, options });
    // The HTTP client has shown why a save failed; the layout stays as the user set it.
    if (md5 !== undefined) store.save(md5, options).catch(() => undefined);
  };

  return {
    layout,
    change(next) {
      if (next !== layout) keep(next);
    },
    reset() {
      keep(declared);
    },
  };
}
