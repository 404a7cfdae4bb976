import { useCallback } from 'react';
import { Card, Col, Progress, Result, Row, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LinkButton } from '../../../core/ui/LinkButton.tsx';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { MAX_PAGE_SIZE, type ExamResult, type LearningProgress } from './ClassroomApi.ts';
import { CLASSROOM_PATHS, sectionPage } from './ClassroomSections.ts';
import { useDocumentTitle } from '../layout/PageTitle.tsx';
import { zhCN } from './zhCN.ts';

const texts = zhCN.userCenter;

/** The signed-in learner's records: videos watched and how far, and exam results. */
function LearnerRecords() {
  const api = useService(ApiClientId);
  const loadProgress = useCallback(async () => (await api.get('/website/classroom/my/progress', { query: { current: 1, size: MAX_PAGE_SIZE } })).data, [api]);
  const loadResults = useCallback(async () => (await api.get('/website/classroom/my/results', { query: { current: 1, size: MAX_PAGE_SIZE } })).data, [api]);
  const progress = useAsyncData(loadProgress);
  const results = useAsyncData(loadResults);
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Card title={texts.progress}>
          <Table<LearningProgress>
            rowKey="itemId"
            size="small"
            loading={progress.loading}
            dataSource={progress.data?.records ?? []}
            locale={{ emptyText: texts.noProgress }}
            pagination={{ pageSize: 10, showTotal: (n) => zhCN.total(n), hideOnSinglePage: true }}
            scroll={{ x: 480 }}
            columns={[
              { title: texts.columns.title, dataIndex: 'title', render: (title: string, row) => <Link to={CLASSROOM_PATHS.item(row.section, row.itemId)}>{title}</Link> },
              { title: texts.columns.section, dataIndex: 'section', render: (section: LearningProgress['section']) => sectionPage(section).title },
              { title: texts.columns.percent, dataIndex: 'percent', width: 140, render: (percent: number) => <Progress aria-label={texts.columns.percent} percent={percent} size="small" /> },
              { title: texts.columns.updateTime, dataIndex: 'updateTime', width: 170 },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={texts.results}>
          <Table<ExamResult>
            rowKey="examId"
            size="small"
            loading={results.loading}
            dataSource={results.data?.records ?? []}
            locale={{ emptyText: texts.noResults }}
            pagination={{ pageSize: 10, showTotal: (n) => zhCN.total(n), hideOnSinglePage: true }}
            scroll={{ x: 480 }}
            columns={[
              { title: texts.columns.exam, dataIndex: 'examTitle', render: (title: string, row) => <Link to={CLASSROOM_PATHS.exam(row.examId)}>{title}</Link> },
              { title: texts.columns.score, dataIndex: 'score', render: (score: number, row) => `${score} / ${row.total}` },
              { title: texts.columns.passed, dataIndex: 'passed', render: (passed: boolean) => <Tag color={passed ? 'green' : 'orange'}>{passed ? zhCN.exam.passed : zhCN.exam.failed}</Tag> },
              { title: texts.columns.submitTime, dataIndex: 'submitTime', width: 170 },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** /userCenter (opened in a new tab): a learner's centre when signed in, a sign-in prompt otherwise. */
export function UserCenterPage() {
  const { accessToken, userInfo } = useSessionSnapshot();
  useDocumentTitle(texts.title);
  if (!accessToken || !userInfo) {
    return (
      <Result
        status="info"
        title={texts.title}
        subTitle={texts.signedOut}
        extra={
          <LinkButton type="primary" to={CLASSROOM_PATHS.login}>
            {texts.signIn}
          </LinkButton>
        }
      />
    );
  }
  const name = userInfo.sysUser.chineseName || userInfo.sysUser.username;
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16, flexWrap: 'wrap', gap: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {texts.welcome(name)}
        </Typography.Title>
        <Link to={CLASSROOM_PATHS.userSetting}>{texts.settings}</Link>
      </div>
      <LearnerRecords />
    </>
  );
}
