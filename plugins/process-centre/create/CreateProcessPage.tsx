import { useCallback, useEffect, useRef, useState } from 'react';
import { Card, Col, Empty, Row, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { DrawerSubject } from '../drawer/DrawerSubject.ts';
import { TaskDrawer } from '../drawer/TaskDrawer.tsx';
import { zhCN } from '../zhCN.ts';

/**
 * /process/create: the processes the user may start. Choosing one opens the drawer with its
 * business form and 提交; once submitted the user lands on 我发起的, where the new one is first.
 * ?procDefKey=… opens that process's form at once (a workbench application such as 费用报销
 * leads straight to it, issue 26); a key the user may not start leaves the list as it is.
 */
export function CreateProcessPage() {
  const api = useService(ApiClientId);
  const navigate = useNavigate();
  const load = useCallback(async () => (await api.get('/workflow/processDef/startableList')).data ?? [], [api]);
  const { data: processes, loading } = useAsyncData(load);
  const [subject, setSubject] = useState<DrawerSubject | null>(null);
  const [search] = useSearchParams();
  const wanted = search.get('procDefKey');
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const process = wanted && wanted !== opened.current ? processes?.find((p) => p.procDefKey === wanted) : undefined;
    if (!process) return;
    opened.current = wanted;
    setSubject({ kind: 'start', procDefKey: process.procDefKey, procDefId: process.procDefId });
  }, [processes, wanted]);

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
