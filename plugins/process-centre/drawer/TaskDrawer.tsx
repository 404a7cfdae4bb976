import { useCallback, useState } from 'react';
import { Drawer, Result, Spin, Tabs, Typography, type TabsProps } from 'antd';
import type { BusinessFormHandle, TaskDrawerCloseReason } from '../../../contracts/workbench/ProcessCentre.ts';
import { useAsyncData, usePhone } from '../../../core/react/index.ts';
import { ActionButtonGroup } from '../actions/ActionButtonGroup.tsx';
import { zhCN } from '../zhCN.ts';
import { BusinessFormSlot } from './BusinessFormSlot.tsx';
import { useDrawerLoader, type DrawerLoader } from './DrawerLoader.ts';
import { subjectKey, type DrawerSubject } from './DrawerSubject.ts';
import { ProcessStatusPanel } from './ProcessStatusPanel.tsx';

/** Part 2 §9: the drawer takes 60 % of the width. */
export const TASK_DRAWER_WIDTH = '60%';

export interface TaskDrawerProps {
  /** What to show; null keeps the drawer closed. */
  subject: DrawerSubject | null;
  /** 'cancel' when the user closes it, else the action that finished (part 2 §2, §4). */
  onClose(reason: TaskDrawerCloseReason): void;
  /** Where the opener started loading the subject at its click (DrawerLoader.start); without it the drawer loads when it draws. */
  loader?: DrawerLoader;
}

/**
 * The task drawer (part 2 §2): 合同管理 with the process's name beside it once known (so a
 * handler sees 费用报销审批 on a reimbursement), the form and status tabs, the action buttons
 * below. On a phone (issue 25) it takes the whole width.
 */
export function TaskDrawer({ subject, onClose, loader: given }: TaskDrawerProps) {
  const phone = usePhone();
  const own = useDrawerLoader();
  const loader = given ?? own;
  // The name of the subject it was loaded for: a drawer showing the next subject never shows the last one's.
  const [named, setNamed] = useState<ProcessNamed | null>(null);
  const processName = subject && named?.key === subjectKey(subject) ? named.name : null;
  return (
    <Drawer
      open={subject !== null}
      title={
        <>
          {zhCN.drawer.title}
          {processName && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontWeight: 'normal' }}>
              {' '}
              {processName}
            </Typography.Text>
          )}
        </>
      }
      size={phone ? '100%' : TASK_DRAWER_WIDTH}
      destroyOnHidden
      onClose={() => onClose('cancel')}
      // The tabs scroll; the buttons stay in view below them.
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, overflow: 'hidden', padding: phone ? 12 : undefined } }}
    >
      {subject && (
        <TaskDrawerContent
          key={subjectKey(subject)}
          subject={subject}
          loader={loader}
          onDone={onClose}
          onNamed={setNamed}
        />
      )}
    </Drawer>
  );
}

/** The process's name as loaded for the subject of that key. */
interface ProcessNamed {
  key: string;
  name: string | null;
}

interface TaskDrawerContentProps {
  subject: DrawerSubject;
  loader: DrawerLoader;
  onDone(reason: TaskDrawerCloseReason): void;
  /** The process's name, once loaded, for the title. */
  onNamed(named: ProcessNamed): void;
}

function TaskDrawerContent({ subject, loader, onDone, onNamed }: TaskDrawerContentProps) {
  // Keyed by the subject outside, so the first one is the one for this content's whole life.
  const [fixed] = useState(subject);
  // Started by the click that opened the drawer, when it went through the opener or a list: the
  // task, the form's code and its record arrive together, and the content is drawn once with all.
  const load = useCallback(async () => {
    const loaded = await loader.loadFor(fixed);
    onNamed({ key: subjectKey(fixed), name: loaded.task.processName });
    return loaded;
  }, [loader, fixed, onNamed]);
  const { data: loaded, loading } = useAsyncData(load);
  // State, not a ref: the buttons wait until the form gives its handle (BusinessFormProps.ref).
  const [handle, setHandle] = useState<BusinessFormHandle | null>(null);
  const [tab, setTab] = useState('form');
  // Bumped after 加签 so the status tab shows the new signers.
  const [statusRound, setStatusRound] = useState(0);

  if (!loaded) return loading ? <Spin style={{ marginTop: 48 }} /> : <Result status="error" title={zhCN.drawer.loadFailed} />;

  const { task, form } = loaded;
  const { info } = task;
  const items: NonNullable<TabsProps['items']> = [
    {
      key: 'form',
      label: zhCN.drawer.formTab,
      children: <BusinessFormSlot form={task.config.formList[0]} loaded={form} mode={task.mode} process={task.process} handle={setHandle} />,
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
        formPending={form !== null && handle === null}
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
