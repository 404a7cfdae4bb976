import { useCallback, useState } from 'react';
import { Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { DrawerSubject } from '../drawer/DrawerSubject.ts';
import { TaskDrawer } from '../drawer/TaskDrawer.tsx';
import { zhCN } from '../zhCN.ts';

/**
 * /process/create: the processes the user may start. Choosing one opens the drawer with its
 * business form and 提交; once submitted the user lands on 我发起的, where the new one is first.
 */
export function CreateProcessPage() {
  const api = useService(ApiClientId);
  const navigate = useNavigate();
  const load = useCallback(async () => (await api.get('/workflow/processDef/startableList')).data ?? [], [api]);
  const { data: processes, loading } = useAsyncData(load);
  const [subject, setSubject] = useState<DrawerSubject | null>(null);

  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {zhCN.create.title}
      </Typography.Title>
      {loading && !processes ? (
        <Spin />
      ) : processes && processes.length > 0 ? (
        <Row gutter={[16, 16]}>
          {processes.map((process) => (
            <Col key={process.procDefId} xs={24} sm={12} lg={8} xl={6}>
              <Card
                hoverable
                role="button"
                onClick={() => setSubject({ kind: 'start', procDefKey: process.procDefKey, procDefId: process.procDefId, processName: process.processName })}
              >
                <Card.Meta
                  title={process.processName}
                  description={
                    <>
                      <div>{zhCN.create.version(process.version)}</div>
                      <div>{zhCN.create.deployed(process.deployTime)}</div>
                    </>
                  }
                />
              </Card>
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={zhCN.create.empty} />
      )}
      <TaskDrawer
        subject={subject}
        onClose={(reason) => {
          setSubject(null);
          if (reason === 'start') navigate('/process/my');
        }}
      />
    </>
  );
}
