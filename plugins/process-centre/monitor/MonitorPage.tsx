import { Result, Tabs } from 'antd';
import { Navigate } from 'react-router';
import { ManagementFrameId } from '../../../contracts/workbench/Administration.ts';
import { useSessionSnapshot, useWorkbench } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { DefinitionList } from './DefinitionList.tsx';
import { InstanceList } from './InstanceList.tsx';
import { mayMonitor } from './MonitorApi.ts';

const t = zhCN.monitor;

/**
 * 流程监控 (issue 22 §4), a page of 管理后台: for whoever may call its operations (the company's
 * administrators and holders of 流程监控); others get 403, as the server answers them.
 */
export function MonitorPage() {
  const { userInfo } = useSessionSnapshot();
  // Inside the management area's frame when the administration plugin is mounted.
  const Frame = useWorkbench().getOptional(ManagementFrameId);
  if (!mayMonitor(userInfo)) return userInfo ? <Result status="403" title="403" subTitle={t.forbidden} /> : <Navigate to="/login" replace />;
  const tabs = (
    <Tabs
      items={[
        { key: 'instances', label: t.instancesTab, children: <InstanceList /> },
        { key: 'definitions', label: t.definitionsTab, children: <DefinitionList /> },
      ]}
    />
  );
  return Frame ? <Frame>{tabs}</Frame> : tabs;
}
