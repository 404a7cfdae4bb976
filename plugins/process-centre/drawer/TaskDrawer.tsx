import { useCallback, useState } from 'react';
import { Drawer, Result, Spin, Tabs, type TabsProps } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import type { BusinessFormHandle, TaskDrawerCloseReason } from '../../../contracts/workbench/ProcessCentre.ts';
import { useAsyncData, usePhone, useService } from '../../../core/react/index.ts';
import { ActionButtonGroup } from '../actions/ActionButtonGroup.tsx';
import { zhCN } from '../zhCN.ts';
import { BusinessFormSlot, useBusinessFormContribution } from './BusinessFormSlot.tsx';
import { loadDrawerTask, subjectKey, type DrawerSubject } from './DrawerSubject.ts';
import { ProcessStatusPanel } from './ProcessStatusPanel.tsx';

/** Part 2 §9: the drawer takes 60 % of the width. */
export const TASK_DRAWER_WIDTH = '60%';

export interface TaskDrawerProps {
  /** What to show; null keeps the drawer closed. */
  subject: DrawerSubject | null;
  /** 'cancel' when the user closes it, else the action that finished (part 2 §2, §4). */
  onClose(reason: TaskDrawerCloseReason): void;
}

/**
 * The task drawer (part 2 §2): 合同管理, the form and status tabs, the action buttons below. On a
 * phone (issue 25) it takes the whole width.
 */
export function TaskDrawer({ subject, onClose }: TaskDrawerProps) {
  const phone = usePhone();
  return (
    <Drawer
      open={subject !== null}
      title={zhCN.drawer.title}
      size={phone ? '100%' : TASK_DRAWER_WIDTH}
      destroyOnHidden
      onClose={() => onClose('cancel')}
      // The tabs scroll; the buttons stay in view below them.
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, overflow: 'hidden', padding: phone ? 12 : undefined } }}
    >
      {subject && <TaskDrawerContent key={subjectKey(subject)} subject={subject} onDone={onClose} />}
    </Drawer>
  );
}

function TaskDrawerContent({ subject, onDone }: { subject: DrawerSubject; onDone(reason: TaskDrawerCloseReason): void }) {
  const api = useService(ApiClientId);
  // Keyed by the subject outside, so the first one is the one for this content's whole life.
  const [fixed] = useState(subject);
  const load = useCallback(() => loadDrawerTask(api, fixed), [api, fixed]);
  const { data: task, loading } = useAsyncData(load);
  // State, not a ref: the buttons wait until the form gives its handle (BusinessFormProps.ref).
  const [handle, setHandle] = useState<BusinessFormHandle | null>(null);
  const contribution = useBusinessFormContribution(task?.config.formList[0]);
  const [tab, setTab] = useState('form');
  // Bumped after 加签 so the status tab shows the new signers.
  const [statusRound, setStatusRound] = useState(0);

  if (!task) return loading ? <Spin style={{ marginTop: 48 }} /> : <Result status="error" title={zhCN.drawer.loadFailed} />;

  const { info } = task;
  const items: NonNullable<TabsProps['items']> = [
    {
      key: 'form',
      label: zhCN.drawer.formTab,
      children: <BusinessFormSlot form={task.config.formList[0]} mode={task.mode} process={task.process} handle={setHandle} />,
    },
  ];
  // Part 2 §2: the status tab needs both the node and the definition.
  if (info?.taskDefKey && info.procDefId) {
    items.push({
      key: 'status',
      label: zhCN.drawer.statusTab,
      children: <ProcessStatusPanel key={statusRound} procInstId={info.procInstId} procDefId={info.procDefId} />,
    });
  }

  return (
    <>
      <div style={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
        <Tabs activeKey={tab} onChange={setTab} items={items} />
      </div>
      <ActionButtonGroup
        mode={task.mode}
        taskState={info?.taskState}
        buttonList={task.config.buttonList}
        seqFlowList={task.config.seqFlowList}
        process={task.process}
        // A form that is there but has not given its handle yet (still loading) is waited for.
        formPending={contribution !== undefined && handle === null}
        form={() => {
          // A form check scrolls to its first error, which must be on screen.
          setTab('form');
          return handle;
        }}
        onDone={onDone}
        onChanged={() => setStatusRound((round) => round + 1)}
      />
    </>
  );
}
