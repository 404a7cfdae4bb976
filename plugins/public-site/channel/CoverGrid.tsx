import { Card, Empty, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { TileGrid } from '../../../core/ui/TileGrid.tsx';
import { CoverImage } from './CoverImage.tsx';
import { ListPager } from './ListPager.tsx';
import type { ListEntry } from './ContentList.tsx';
import type { PagedList } from './usePagedList.ts';
import { zhCN } from '../zhCN.ts';

/** A list of titles with book-shaped covers (books, publications), four across on a wide screen. */
export function CoverGrid<T>({ label, list, entry }: { label: string; list: PagedList<T>; entry: (item: T) => ListEntry }) {
  const records = list.page?.records ?? [];
  return (
    <Spin spinning={list.loading}>
      {!list.loading && records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.list.empty} />
      ) : (
        <TileGrid columns={4} minWidth={140} role="list" aria-label={label}>
          {records.map((record) => {
            const item = entry(record);
            return (
              <div key={item.key} role="listitem">
                <Card size="small" cover={item.coverUrl ? <CoverImage src={item.coverUrl} alt={item.title} ratio="3 / 4" /> : undefined}>
                  <Link to={item.to} style={{ fontWeight: 600 }}>
                    <Typography.Text strong ellipsis={{ tooltip: item.title }}>
                      {item.title}
                    </Typography.Text>
                  </Link>
                  {item.meta ? (
                    <Typography.Paragraph type="secondary" ellipsis style={{ margin: 0 }}>
                      {item.meta}
                    </Typography.Paragraph>
                  ) : null}
                  {item.summary ? (
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0', fontSize: 12 }}>
                      {item.summary}
                    </Typography.Paragraph>
                  ) : null}
                </Card>
              </div>
            );
          })}
        </TileGrid>
      )}
      <ListPager list={list as PagedList<unknown>} />
    </Spin>
  );
}
