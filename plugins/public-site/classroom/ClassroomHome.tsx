import { useCallback } from 'react';
import { Card, Col, List, Row, Typography } from 'antd';
import { Link } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { ClassroomNav } from './ClassroomNav.tsx';
import { CLASSROOM_PATHS, SECTION_PAGES, type SectionPage } from './ClassroomSections.ts';
import { ItemList } from './ItemList.tsx';
import { useDocumentTitle } from '../layout/PageTitle.tsx';
import { zhCN } from './zhCN.ts';

const PREVIEW = 4;

/** A section's newest few, with the way to all of them. */
function SectionPreview({ page }: { page: SectionPage }) {
  const api = useService(ApiClientId);
  const load = useCallback(
    async () => (await api.get('/website/classroom/items', { query: { section: page.section, current: 1, size: PREVIEW } })).data,
    [api, page.section],
  );
  const { data, loading } = useAsyncData(load, `classroom:${page.section}:preview`);
  return (
    <section aria-label={page.title} style={{ marginBottom: 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography.Title level={4}>{page.title}</Typography.Title>
        <Link to={page.path}>{zhCN.more}</Link>
      </div>
      <ItemList items={data?.records ?? []} loading={loading} />
    </section>
  );
}

/** The published online exams. */
function ExamCard() {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/website/classroom/exams', { query: { current: 1, size: 10 } })).data, [api]);
  const { data, loading } = useAsyncData(load, 'classroom:exams');
  return (
    <Card title={zhCN.exams}>
      <List
        loading={loading}
        dataSource={data?.records ?? []}
        locale={{ emptyText: zhCN.empty }}
        renderItem={(exam) => (
          <List.Item>
            <List.Item.Meta
              title={<Link to={CLASSROOM_PATHS.exam(exam.id)}>{exam.title}</Link>}
              description={zhCN.exam.meta(exam.questionCount, exam.totalScore, exam.passScore, exam.durationMinutes)}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/** /iClassroom: every section's newest items and the online exams. */
export function ClassroomHome() {
  useDocumentTitle(zhCN.classroom);
  return (
    <>
      <ClassroomNav />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={18}>
          {SECTION_PAGES.map((page) => (
            <SectionPreview key={page.section} page={page} />
          ))}
        </Col>
        <Col xs={24} xl={6}>
          <ExamCard />
        </Col>
      </Row>
    </>
  );
}
