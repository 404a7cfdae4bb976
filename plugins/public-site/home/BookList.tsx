import { useCallback } from 'react';
import { Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { PublicSiteApi, type BookItem } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';

/** The recommended books with cover, title and author, each leading to its page. */
export function BookList() {
  const http = useService(HttpClientId);
  const load = useCallback(async () => (await http.get<BookItem[]>(PublicSiteApi.recommendedBooks)).data ?? [], [http]);
  const { data, loading } = useAsyncData(load);
  const books = data ?? [];
  return (
    <Card title={zhCN.home.books} extra={<Link to="/elaborateBook">{zhCN.home.more}</Link>}>
      <Spin spinning={loading}>
        {!loading && books.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.home.noBooks} />
        ) : (
          <Row gutter={[16, 16]}>
            {books.map((book) => (
              <Col key={book.id} xs={12} sm={8} md={6}>
                <Card
                  size="small"
                  cover={book.coverUrl ? <img src={book.coverUrl} alt={book.bookName} style={{ width: '100%', maxWidth: '100%', height: 'auto', aspectRatio: '3 / 4', objectFit: 'cover' }} /> : undefined}
                >
                  <Link to={`/elaborateBook/detail?id=${book.id}`}>
                    <Typography.Text strong ellipsis={{ tooltip: book.bookName }}>
                      {book.bookName}
                    </Typography.Text>
                  </Link>
                  {book.author ? (
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      {zhCN.home.author(book.author)}
                    </Typography.Paragraph>
                  ) : null}
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </Spin>
    </Card>
  );
}
