import { useCallback } from 'react';
import { Breadcrumb, Result, Space, Spin, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { ClassroomItemDetail, ClassroomSection } from './ClassroomApi.ts';
import { CLASSROOM_PATHS, sectionPage } from './ClassroomSections.ts';
import { CoverImage } from './CoverImage.tsx';
import { useDocumentTitle } from '../layout/PageTitle.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';
import { zhCN } from './zhCN.ts';
import { DESCRIPTION_TEXT } from '../../../core/ui/ReadableColours.ts';

/** One item: its video (with poster) or poster, what it is about, and who it is by. */
export function ItemDetail({ id, section }: { id: number; section: ClassroomSection }) {
  const api = useService(ApiClientId);
  // With `&preview=1` (内容管理's 预览) the item is loaded through the administrators' preview, whatever its status.
  const preview = useSearchParams()[0].get('preview') === '1';
  // The 404 is this page's to say (an unpublished item looks like a missing one).
  const load = useCallback(
    async () =>
      preview
        ? // The preview answers what the item's own call answers (the contract's anyOf: 智慧课堂's is a ClassroomItemDetail).
          ((await api.get('/admin/website/content/{channel}/{id}/preview', { path: { channel: 'iClassroom', id }, silent: true })).data as ClassroomItemDetail)
        : (await api.get('/website/classroom/items/{id}', { path: { id }, silent: true })).data,
    [api, id, preview],
  );
  const { data: item, loading, error } = useAsyncData(load, preview ? undefined : `classroom:item:${id}`);
  const page = sectionPage(item?.section ?? section);
  useDocumentTitle(item ? `${item.title} - ${page.title}` : undefined);

  if (loading && !item) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (error || !item) {
    return <Result status="404" title={zhCN.notFound} extra={<Link to={page.path}>{zhCN.backToList}</Link>} />;
  }
  return (
    <article style={{ background: '#fff', borderRadius: 8, padding: 24 }}>
      <Breadcrumb items={[{ title: <Link to={CLASSROOM_PATHS.home}>{zhCN.classroom}</Link> }, { title: <Link to={page.path}>{page.title}</Link> }, { title: item.title }]} />
      <Typography.Title level={2} style={{ margin: '16px 0 8px' }}>
        {item.title}
      </Typography.Title>
      <Space wrap size={16} style={{ marginBottom: 16, color: DESCRIPTION_TEXT }}>
        {item.category ? <Tag color="blue">{item.category}</Tag> : null}
        <span>{zhCN.publishedAt(item.publishTime)}</span>
        {item.person ? (
          <span>
            {zhCN.by}
            <Link to={CLASSROOM_PATHS.person(item.person.id)}>{item.person.name}</Link>
          </span>
        ) : null}
        {item.videoUrl ? <span>{zhCN.seconds(item.duration)}</span> : null}
      </Space>
      {item.videoUrl ? (
        <VideoPlayer itemId={item.id} src={item.videoUrl} poster={item.cover?.src} title={item.title} />
      ) : item.cover ? (
        <div style={{ maxWidth: 720 }}>
          <CoverImage image={item.cover} alt={item.title} sizes="(max-width: 768px) 100vw, 720px" />
        </div>
      ) : null}
      <Typography.Paragraph strong style={{ marginTop: 16 }}>
        {item.summary}
      </Typography.Paragraph>
      {item.content.split(/\n\s*\n/).map((paragraph, index) => (
        <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
      ))}
    </article>
  );
}
