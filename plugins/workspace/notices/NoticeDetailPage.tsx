import { useCallback } from 'react';
import { Button, Card, Result, Space, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../core/ui/LinkButton.tsx';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { NOTICE_LIST_ROUTE } from './NoticeRoutes.ts';
import type { components } from '../../../contracts/generated/admin.ts';

type Notice = components['schemas']['Notice'];

const texts = zhCN.notices;
type Loaded = { kind: 'notice'; notice: Notice } | { kind: 'notFound' } | { kind: 'failed' };

const idOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * /newsDetail?id=…: one notice. Its body is plain text, shown as written, a paragraph a line; a
 * notice withdrawn or of another company (404) says so instead of a blank page.
 */
export function NoticeDetailPage() {
  const api = useService(ApiClientId);
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const load = useCallback(async (): Promise<Loaded> => {
    if (id === undefined) return { kind: 'notFound' };
    try {
      return { kind: 'notice', notice: (await api.get('/admin/ocp/notice/{id}', { path: { id }, silent: true })).data };
    } catch (error) {
      return error instanceof HttpError && error.status === 404 ? { kind: 'notFound' } : { kind: 'failed' };
    }
  }, [api, id]);
  const { data, reload } = useAsyncData(load);
  const back = (
    <LinkButton to={NOTICE_LIST_ROUTE}>{texts.back}</LinkButton>
  );

  if (!data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (data.kind === 'notFound') return <Result status="404" subTitle={texts.notFound} extra={back} />;
  if (data.kind === 'failed') return <Result status="warning" subTitle={texts.failed} extra={<Button onClick={reload}>{texts.retry}</Button>} />;
  const { notice } = data;
  return (
    <Card extra={back}>
      <article>
        <Typography.Title level={3}>{notice.title}</Typography.Title>
        <Space size="large" style={{ marginBottom: 16 }}>
          {notice.createBy && <Typography.Text type="secondary">{texts.publisher(notice.createBy)}</Typography.Text>}
          <Typography.Text type="secondary">{texts.publishedAt(notice.createTime)}</Typography.Text>
        </Space>
        {notice.content.split('\n').map((paragraph, index) => (
          <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
        ))}
      </article>
    </Card>
  );
}
