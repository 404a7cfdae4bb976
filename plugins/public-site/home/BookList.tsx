import { useCallback } from 'react';
import { Empty, Spin, theme } from 'antd';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { TileGrid } from '../../../core/ui/TileGrid.tsx';
import { zhCN } from '../zhCN.ts';
import { HomeSection } from './HomeSection.tsx';

/** The recommended books with cover, title and author, each leading to its page. */
export function BookList() {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/website/bookpublish/recommend/list')).data ?? [], [api]);
  const { data, loading } = useAsyncData(load, 'home:books');
  const books = data ?? [];
  const { token } = theme.useToken();
  return (
    <HomeSection title={zhCN.home.books} extra={<Link to="/elaborateBook">{zhCN.home.more}</Link>}>
      <Spin spinning={loading}>
        {!loading && books.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.home.noBooks} />
        ) : (
          <TileGrid columns={4} minWidth={140}>
            {books.map((book) => (
              <div key={book.id} style={{ height: '100%', boxSizing: 'border-box', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, overflow: 'hidden', background: token.colorBgContainer }}>
                  {book.coverUrl ? <img src={book.coverUrl} alt={book.bookName} style={{ display: 'block', width: '100%', maxWidth: '100%', height: 'auto', aspectRatio: '3 / 4', objectFit: 'cover' }} /> : null}
                  <div style={{ padding: token.paddingSM }}>
                    <Link to={`/elaborateBook/detail?id=${book.id}`} title={book.bookName} style={{ display: 'block', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', fontWeight: token.fontWeightStrong, color: token.colorText }}>
                      {book.bookName}
                    </Link>
                    {book.author ? <p style={{ margin: 0, color: token.colorTextDescription }}>{zhCN.home.author(book.author)}</p> : null}
                  </div>
                </div>
            ))}
          </TileGrid>
        )}
      </Spin>
    </HomeSection>
  );
}
