import { ChannelCard } from '../channel/ChannelCard.tsx';
import { CoverGrid } from '../channel/CoverGrid.tsx';
import { usePagedList } from '../channel/usePagedList.ts';
import { PublicSiteApi, type BookItem } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';

/** /elaborateBook: 精品图书 in their display order, eight a page. */
export function BookListPage() {
  const list = usePagedList<BookItem>(PublicSiteApi.bookPage, 8);
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
