import type { ReactNode } from 'react';
import { Empty, Spin, theme } from 'antd';
import { Link } from 'react-router';
import { CoverImage } from './CoverImage.tsx';
import { ListPager } from './ListPager.tsx';
import type { PagedList } from './usePagedList.ts';
import { zhCN } from '../zhCN.ts';

/** One line of a channel's list. */
export interface ListEntry {
  key: number | string;
  title: string;
  /** The detail page. */
  to: string;
  date?: string | null;
  summary?: string | null;
  coverUrl?: string | null;
  /** A small line under the title (source, category, author). */
  meta?: ReactNode;
}

/**
 * A channel's list: title links with date, summary and a cover, then the paging. Its secondary
 * lines are plain elements in antd's secondary colour (antd's Typography brings its editing input
 * along); a summary is cut after two lines by CSS.
 */
export function ContentList<T>({ label, list, entry }: { label: string; list: PagedList<T>; entry: (item: T) => ListEntry }) {
  const records = list.page?.records ?? [];
  const secondary = theme.useToken().token.colorTextSecondary;
  return (
    <Spin spinning={list.loading}>
      {!list.loading && records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.list.empty} />
      ) : (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {records.map((record) => {
            const item = entry(record);
            return (
              // The text keeps at least 180 px: on a phone the date wraps under it rather than squeezing it (issue 25).
              <li key={item.key} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, rowGap: 4, padding: '16px 0', borderBottom: '1px solid #f0f0f0' }}>
                {item.coverUrl ? (
                  <Link to={item.to} tabIndex={-1} aria-hidden style={{ flex: '0 0 min(30%, 200px)' }}>
                    <CoverImage src={item.coverUrl} alt="" ratio="16 / 9" />
                  </Link>
                ) : null}
                <div style={{ flex: '1 1 180px', minWidth: 0 }}>
                  <Link to={item.to} style={{ fontSize: 16, fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' }}>
                    {item.title}
                  </Link>
                  {item.meta ? <div style={{ margin: '4px 0 0', color: secondary }}>{item.meta}</div> : null}
                  {item.summary ? (
                    <p style={{ margin: '4px 0 0', color: secondary, display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2, overflow: 'hidden' }}>{item.summary}</p>
                  ) : null}
                </div>
                {item.date ? <span style={{ flex: 'none', color: secondary }}>{item.date.slice(0, 10)}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
      <ListPager list={list as PagedList<unknown>} />
    </Spin>
  );
}
