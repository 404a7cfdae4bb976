import { Pagination } from 'antd';
import type { PagedList } from './usePagedList.ts';
import { zhCN } from '../zhCN.ts';

/** The paging under a list: 共 N 条 and the pages; nothing while everything fits on one page of the default size. */
export function ListPager({ list }: { list: PagedList<unknown> }) {
  const total = list.page?.total ?? 0;
  if (total === 0) return null;
  return (
    <Pagination
      style={{ marginTop: 24, justifyContent: 'center' }}
      current={list.current}
      pageSize={list.size}
      total={total}
      showTotal={(count) => zhCN.list.total(count)}
      showSizeChanger={false}
      onChange={list.goTo}
      // Page numbers as real links (antd's have no href): a crawler reaches every page of the list.
      // The click stays antd's (its item opens the page in place); the link is no second tab stop.
      itemRender={(page, type, original) =>
        type === 'page' ? (
          <a href={list.hrefOf(page)} tabIndex={-1} onClick={(event) => event.preventDefault()}>
            {page}
          </a>
        ) : (
          original
        )
      }
    />
  );
}
