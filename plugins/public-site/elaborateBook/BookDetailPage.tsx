import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { Descriptions } from 'antd';
import { ArticleView } from '../channel/ArticleView.tsx';
import { DetailFrame } from '../channel/DetailFrame.tsx';
import { useDetail, type DetailRequest } from '../channel/useDetail.ts';
import { zhCN } from '../zhCN.ts';

const loadItem = (api: ApiClient, request: DetailRequest) => api.get('/website/bookpublish/detail/{id}', request);

/** /elaborateBook/detail?id=: a book's facts and introduction. */
export function BookDetailPage() {
  const state = useDetail(loadItem, 'books');
  return (
    <DetailFrame state={state} listPath="/elaborateBook">
      {(book) => (
        <ArticleView
          title={book.bookName}
          schema={{ type: 'Book', author: book.author, publisher: book.publisher, isbn: book.isbn, published: book.publishTime }}
          meta={[]}
          coverUrl={book.coverUrl}
          coverRatio="3 / 4"
          aside={
            <Descriptions
              size="small"
              column={1}
              style={{ marginBottom: 16 }}
              items={[
                book.author && { key: 'author', label: zhCN.book.fields.author, children: book.author },
                book.publisher && { key: 'publisher', label: zhCN.book.fields.publisher, children: book.publisher },
                book.publishTime && { key: 'date', label: zhCN.book.fields.date, children: book.publishTime.slice(0, 10) },
                book.isbn && { key: 'isbn', label: zhCN.book.fields.isbn, children: book.isbn },
                book.price && { key: 'price', label: zhCN.book.fields.price, children: zhCN.book.price(book.price) },
              ].filter((entry) => Boolean(entry)) as { key: string; label: string; children: string }[]}
            />
          }
          paragraphs={book.paragraphs}
          body={book.body}
          previous={book.previous}
          next={book.next}
          labels={{ previous: zhCN.book.previous, next: zhCN.book.next }}
          linkOf={(id) => `/elaborateBook/detail?id=${id}`}
        />
      )}
    </DetailFrame>
  );
}
