import { Drawer } from 'antd';
import { ProcessStatusPanel } from '../drawer/ProcessStatusPanel.tsx';
import { TASK_DRAWER_WIDTH } from '../drawer/TaskDrawer.tsx';
import { zhCN } from '../zhCN.ts';
import type { MonitoredInstance } from './MonitorApi.ts';

/**
 * 查看 in 流程监控: the instance's diagram in its status colours and its history — the task
 * drawer's 流程状态 tab, which the server lets these readers read for every instance of the company.
 */
export function InstanceStatusDrawer({ instance, onClose }: { instance: MonitoredInstance | null; onClose(): void }) {
  return (
    <Drawer open={instance !== null} title={instance ? zhCN.monitor.viewTitle(instance.processName) : ''} size={TASK_DRAWER_WIDTH} onClose={onClose} destroyOnHidden>
      {instance && <ProcessStatusPanel procInstId={instance.procInstId} procDefId={instance.procDefId} />}
    </Drawer>
  );
}
