import { useCallback } from 'react';
import { Button, Card, List, Result, Typography } from 'antd';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { noticeLink } from './NoticeRoutes.ts';

const texts = zhCN.notices;

/** /newsList: the current company's notices, newest first, each opening /newsDetail. */
export function NoticeListPage() {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/admin/noticeAnnouncement/list', { query: { pageNumber: 1, pageSize: 9999 }, silent: true })).data.records, [api]);
  const { data, loading, error, reload } = useAsyncData(load);
  return (
    <Card title={texts.listTitle}>
      {error && !data ? (
        <Result status="warning" subTitle={texts.failed} extra={<Button onClick={reload}>{texts.retry}</Button>} />
      ) : (
        <List
          loading={loading && !data}
          dataSource={data ?? []}
          locale={{ emptyText: texts.empty }}
          renderItem={(notice) => (
            <List.Item extra={<Typography.Text type="secondary">{notice.createTime.slice(0, 16)}</Typography.Text>}>
              <List.Item.Meta title={<Link to={noticeLink(notice.id)}>{notice.title}</Link>} description={notice.createBy ? texts.publisher(notice.createBy) : undefined} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
