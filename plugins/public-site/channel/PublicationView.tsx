import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import type { PublicationDetail } from '../PublicSiteApi.ts';
import { ArticleView } from './ArticleView.tsx';
import { zhCN } from '../zhCN.ts';

/** A title of 教育出版 or 数字出版: its facts, description and (digital) resources. */
export function PublicationView({ item, detailPath, footer }: { item: PublicationDetail; detailPath: string; footer?: ReactNode }) {
  const facts = [
    { key: 'category', label: zhCN.book.fields.category, children: item.categoryName },
    item.author && { key: 'author', label: zhCN.book.fields.author, children: item.author },
    item.publisher && { key: 'publisher', label: zhCN.book.fields.publisher, children: item.publisher },
    { key: 'date', label: zhCN.book.fields.date, children: item.publishTime.slice(0, 10) },
    item.isbn && { key: 'isbn', label: zhCN.book.fields.isbn, children: item.isbn },
  ].filter((entry) => Boolean(entry)) as { key: string; label: string; children: string }[];
  return (
    <ArticleView
      title={item.title}
      schema={{ type: 'Book', author: item.author, publisher: item.publisher, isbn: item.isbn, published: item.publishTime }}
      meta={[]}
      coverUrl={item.coverUrl}
      coverRatio="3 / 4"
      aside={<Descriptions size="small" column={1} style={{ marginBottom: 16 }} items={facts} />}
      paragraphs={item.paragraphs}
      body={item.body}
      footer={footer}
      previous={item.previous}
      next={item.next}
      linkOf={(id) => `${detailPath}?id=${id}`}
    />
  );
}
