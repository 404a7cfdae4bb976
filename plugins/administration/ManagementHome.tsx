import { Button, Card, Col, Empty, Result, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { canManage } from '../../contracts/workbench/Administration.ts';
import { useSessionSnapshot } from '../../core/react/index.ts';
import { ManagementFrame, useManagementEntries } from './ManagementFrame.tsx';
import { zhCN } from './zhCN.ts';

/** /management/index: what the area holds, each contributed page a card; others get 403. */
export function ManagementHome() {
  const navigate = useNavigate();
  const { userInfo } = useSessionSnapshot();
  const entries = useManagementEntries();
  if (!canManage(userInfo)) return <Result status="403" title="403" subTitle={zhCN.forbidden} />;
  return (
    <ManagementFrame>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {zhCN.overview}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{zhCN.intro}</Typography.Paragraph>
      {entries.length === 0 ? (
        <Empty description={zhCN.empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {entries.map((entry) => (
            <Col key={entry.path} xs={24} md={12} xl={8}>
              <Card title={entry.label} size="small" extra={<Button type="link" onClick={() => navigate(entry.path)}>{zhCN.open}</Button>} />
            </Col>
          ))}
        </Row>
      )}
    </ManagementFrame>
  );
}
