import { useCallback } from 'react';
import { Card, Empty, List, Typography } from 'antd';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { PublicSiteApi, type NewsItem } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';

/** The recommended news, newest first as the server sends them. */
export function NewsList() {
  const http = useService(HttpClientId);
  const load = useCallback(async () => (await http.get<NewsItem[]>(PublicSiteApi.recommendedNews)).data ?? [], [http]);
  const { data, loading } = useAsyncData(load);
  return (
    <Card title={zhCN.home.news}>
      <List<NewsItem>
        loading={loading}
        dataSource={data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.home.noNews} /> }}
        renderItem={(news) => (
          <List.Item key={news.id} extra={<Typography.Text type="secondary">{news.publishTime.slice(0, 10)}</Typography.Text>}>
            <List.Item.Meta
              title={news.title}
              description={[news.source, news.summary].filter(Boolean).join(' · ') || undefined}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
