import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { ChannelCard } from '../channel/ChannelCard.tsx';
import { CoverGrid } from '../channel/CoverGrid.tsx';
import { usePagedList, type PageRequest } from '../channel/usePagedList.ts';
import { zhCN } from '../zhCN.ts';

const loadPage = (api: ApiClient, request: PageRequest) => api.get('/website/bookpublish/page', request);

/** /elaborateBook: 精品图书 in their display order, eight a page. */
export function BookListPage() {
  const list = usePagedList(loadPage, 8);
  return (
    <ChannelCard title={zhCN.channels.elaborateBook}>
      <CoverGrid
        label={zhCN.channels.elaborateBook}
        list={list}
        entry={(book) => ({ key: book.id, title: book.bookName, to: `/elaborateBook/detail?id=${book.id}`, coverUrl: book.coverUrl, summary: book.summary, meta: book.author && zhCN.book.author(book.author) })}
      />
    </ChannelCard>
  );
}
