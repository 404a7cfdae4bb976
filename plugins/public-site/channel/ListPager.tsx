import type { MouseEvent } from 'react';
import { StyleSheet } from '../../../core/ui/StyleSheet.tsx';
import type { PagedList } from './usePagedList.ts';
import { zhCN } from '../zhCN.ts';

/** Pages shown on each side of the current one; the first and the last are always shown. */
const AROUND = 2;

/** The page numbers to show, with 'gap' for a run left out: 1 … 4 5 6 7 8 … 20. */
export function pageItems(current: number, pages: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let page = 1; page <= pages; page++) {
    const shown = page === 1 || page === pages || Math.abs(page - current) <= AROUND;
    if (shown) items.push(page);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

// antd's pagination look, with hover and keyboard focus, which inline styles cannot say.
const CSS = `
.rh-pager { display: flex; flex-wrap: wrap; justify-content: center; align-items: center; gap: 8px; margin-top: 24px; }
.rh-pager a, .rh-pager .rh-pager-off { min-width: 32px; height: 32px; box-sizing: border-box; padding: 0 6px; display: inline-flex; align-items: center; justify-content: center; border: 1px solid transparent; border-radius: 6px; color: rgba(0, 0, 0, 0.88); text-decoration: none; }
.rh-pager a:hover { background: rgba(0, 0, 0, 0.06); }
.rh-pager a:focus-visible { outline: 4px solid #91caff; outline-offset: 1px; }
.rh-pager a[aria-current="page"] { border-color: #1677ff; color: #1677ff; font-weight: 600; background: #fff; }
.rh-pager .rh-pager-off { color: rgba(0, 0, 0, 0.45); }
`;

/**
 * The paging under a list: 共 N 条, the previous and next pages and the page numbers, each a link
 * (?page=N) a crawler can follow and a click opens in place; nothing for an empty list.
 * Our own rather than antd's Pagination, which brings its page-size select and quick-jump input
 * along, unused here: some 40 KB of a phone's first visit of a channel.
 */
export function ListPager({ list }: { list: PagedList<unknown> }) {
  const total = list.page?.total ?? 0;
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / list.size));
  const open = (page: number) => (event: MouseEvent) => {
    // A new tab or window keeps the browser's way.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    list.goTo(page, list.size);
  };
  const step = (page: number, label: string, sign: string) =>
    page >= 1 && page <= pages ? (
      <a href={list.hrefOf(page)} aria-label={label} onClick={open(page)}>
        {sign}
      </a>
    ) : (
      <span className="rh-pager-off" aria-hidden>
        {sign}
      </span>
    );
  return (
    <nav aria-label={zhCN.list.pages} className="rh-pager">
      <StyleSheet name="list-pager" css={CSS} />
      <span>{zhCN.list.total(total)}</span>
      {step(list.current - 1, zhCN.list.previous, '‹')}
      {pageItems(list.current, pages).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className="rh-pager-off" aria-hidden>
            …
          </span>
        ) : (
          <a key={item} href={list.hrefOf(item)} aria-current={item === list.current ? 'page' : undefined} onClick={open(item)}>
            {item}
          </a>
        ),
      )}
      {step(list.current + 1, zhCN.list.next, '›')}
    </nav>
  );
}
