import { useCallback } from 'react';
import { Empty, Spin, theme } from 'antd';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { HomeSection } from './HomeSection.tsx';

/** The recommended news, newest first as the server sends them, each leading to its page. */
export function NewsList() {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/website/newsinformation/recom/list')).data ?? [], [api]);
  const { data, loading } = useAsyncData(load, 'home:news');
  const news = data ?? [];
  const { token } = theme.useToken();
  return (
    <HomeSection title={zhCN.home.news} extra={<Link to="/news">{zhCN.home.more}</Link>}>
      <Spin spinning={loading}>
        {!loading && news.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.home.noNews} />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {news.map((item) => (
              <li key={item.id} style={{ display: 'flex', gap: 16, padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Link to={`/news/detail?id=${item.id}`} style={{ fontWeight: 600, color: 'rgba(0, 0, 0, 0.88)' }}>
                    {item.title}
                  </Link>
                  {item.source || item.summary ? (
                    <p style={{ margin: '4px 0 0', color: token.colorTextDescription, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                      {[item.source, item.summary].filter(Boolean).join(' · ')}
                    </p>
                  ) : null}
                </div>
                <span style={{ flex: 'none', color: token.colorTextDescription }}>{item.publishTime.slice(0, 10)}</span>
              </li>
            ))}
          </ul>
        )}
      </Spin>
    </HomeSection>
  );
}
