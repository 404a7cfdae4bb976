import { useCallback } from 'react';
import { Avatar, Result, Spin, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { ClassroomNav } from './ClassroomNav.tsx';
import { CLASSROOM_PATHS } from './ClassroomSections.ts';
import { ItemList } from './ItemList.tsx';
import { useDocumentTitle } from '../layout/PageTitle.tsx';
import { zhCN } from './zhCN.ts';

/** /iClassroom/userDetail?id=: a teacher or student and what they teach or made. */
export function PersonPage() {
  const api = useService(ApiClientId);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const load = useCallback(
    async () => (valid ? (await api.get('/website/classroom/people/{id}', { path: { id }, silent: true })).data : Promise.reject(new Error('no id'))),
    [api, id, valid],
  );
  const { data: person, loading, error } = useAsyncData(load, `classroom:person:${id}`);
  useDocumentTitle(person ? `${person.name} - ${zhCN.classroom}` : undefined);
  return (
    <>
      <ClassroomNav />
      {loading && !person ? (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      ) : error || !person ? (
        <Result status="404" title={zhCN.person.notFound} extra={<a href={CLASSROOM_PATHS.home}>{zhCN.classroom}</a>} />
      ) : (
        <>
          <section style={{ display: 'flex', gap: 24, background: '#fff', borderRadius: 8, padding: 24, marginBottom: 24, flexWrap: 'wrap' }}>
            <Avatar size={96} style={{ background: person.role === 'teacher' ? '#1f5fa8' : '#2e7d4f', fontSize: 36, flex: 'none' }}>
              {person.name.slice(0, 1)}
            </Avatar>
            <div style={{ flex: 1, minWidth: 240 }}>
              <Typography.Title level={2} style={{ marginTop: 0 }}>
                {person.name} <Tag color={person.role === 'teacher' ? 'blue' : 'green'}>{zhCN.person[person.role]}</Tag>
              </Typography.Title>
              <Typography.Text type="secondary">
                {person.title} · {person.organisation}
              </Typography.Text>
              <Typography.Paragraph style={{ marginTop: 12 }}>{person.intro}</Typography.Paragraph>
            </div>
          </section>
          <Typography.Title level={4}>{zhCN.person.works}</Typography.Title>
          <ItemList items={person.items} loading={false} />
        </>
      )}
    </>
  );
}
