import { useCallback } from 'react';
import { Card, Divider, Result, Spin, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '../../../core/ui/LinkButton.tsx';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { CoverImage } from '../channel/CoverImage.tsx';
import type { PublicationSection } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';
import { resourcePath } from './resourcePath.ts';

type Loaded = { kind: 'shown'; section: PublicationSection; siblings: PublicationSection[] } | { kind: 'notFound' };

/** /digitalPub/resource?bucketName=&fileName=: one resource (章节) of a digital title, its page and text. */
export function DigitalResourcePage() {
  const api = useService(ApiClientId);
  const [search] = useSearchParams();
  const bucketName = search.get('bucketName') ?? '';
  const fileName = search.get('fileName') ?? '';
  const load = useCallback(async (): Promise<Loaded> => {
    if (!bucketName || !fileName) return { kind: 'notFound' };
    try {
      const section = (await api.get('/website/digitalPublishSection/getByFileId/{bucketName}/{fileName}', { path: { bucketName, fileName }, silent: true })).data;
      const owner = section.publishId ? (await api.get('/website/digitalpublish/detail/{id}', { path: { id: section.publishId }, silent: true })).data : null;
      return { kind: 'shown', section, siblings: owner?.sections ?? [] };
    } catch (error) {
      if (error instanceof HttpError) return { kind: 'notFound' };
      throw error;
    }
  }, [api, bucketName, fileName]);
  const { data } = useAsyncData(load, `digitalResource:${bucketName}/${fileName}`);

  if (!data) return <Spin style={{ display: 'block', padding: 48 }} />;
  if (data.kind === 'notFound') {
    return (
      <Result
        status="404"
        title={zhCN.detail.notFound}
        extra={
          <LinkButton to="/digitalPub">{zhCN.detail.back}</LinkButton>
        }
      />
    );
  }
  const { section, siblings } = data;
  const at = siblings.findIndex((s) => s.id === section.id);
  const neighbour = (label: string, item: PublicationSection | undefined) => (
    <Typography.Text>
      {label}：{item ? <Link to={resourcePath(item)}>{item.sectionName}</Link> : <Typography.Text type="secondary">{zhCN.detail.none}</Typography.Text>}
    </Typography.Text>
  );
  return (
    <Card>
      {section.publishId ? (
        <Link to={`/digitalPub/detail?id=${section.publishId}`}>{zhCN.digital.backToTitle(section.publishTitle ?? '')}</Link>
      ) : null}
      <Typography.Title level={2} style={{ textAlign: 'center' }}>
        {section.sectionName}
      </Typography.Title>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
        {section.imageUrl ? (
          <div style={{ flex: '0 1 320px', maxWidth: 320 }}>
            <CoverImage src={section.imageUrl} alt={section.sectionName} ratio="3 / 4" />
          </div>
        ) : null}
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          {(section.content ?? '')
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line, index) => (
              <Typography.Paragraph key={index} style={{ fontSize: 16, lineHeight: 1.9, textIndent: '2em' }}>
                {line}
              </Typography.Paragraph>
            ))}
        </div>
      </div>
      <Divider />
      <nav aria-label={`${zhCN.digital.previous}/${zhCN.digital.next}`} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {neighbour(zhCN.digital.previous, at > 0 ? siblings[at - 1] : undefined)}
        {neighbour(zhCN.digital.next, at >= 0 ? siblings[at + 1] : undefined)}
      </nav>
    </Card>
  );
}
