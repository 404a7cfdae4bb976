import { useMemo, useState } from 'react';
import { Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import type { BusinessFormHandle, BusinessFormMode, BusinessFormProcess, TaskDrawerCloseReason } from '../../../contracts/workbench/ProcessCentre.ts';
import { useService } from '../../../core/react/index.ts';
import type { FlowOption } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { planButtons, type ConfiguredButton, type PlannedButton } from './ButtonPlan.ts';
import { actionFor } from './TaskActions.ts';

export interface ActionButtonGroupProps {
  mode: BusinessFormMode;
  taskState?: string | null;
  buttonList?: readonly ConfiguredButton[];
  seqFlowList: readonly FlowOption[];
  process: BusinessFormProcess;
  /**
   * The business form is there but still loading: 提交, 同意 and 打印 wait (shown loading) rather
   * than act on an empty form or say 对应表单不存在.
   */
  formPending?: boolean;
  form(): BusinessFormHandle | null;
  /** An action finished the caller's part: the drawer closes with its name. */
  onDone(reason: TaskDrawerCloseReason): void;
  /** An action changed the task without ending the caller's part (加签). */
  onChanged?(): void;
}

/** The buttons under a task or a start form (part 2 §2), each opening its action. */
export function ActionButtonGroup(props: ActionButtonGroupProps) {
  const { mode, taskState, buttonList, seqFlowList, process, formPending = false, form, onDone, onChanged } = props;
  const notifier = useService(NotifierId);
  const plan = useMemo(() => planButtons({ mode, taskState, buttonList }), [mode, taskState, buttonList]);
  const [dialogOf, setDialogOf] = useState<PlannedButton | null>(null);

  if (plan.shown.length === 0) return null;

  const waits = (button: PlannedButton) => formPending && actionFor(button.id).needsForm === true;
  const click = (button: PlannedButton) => {
    if (waits(button)) return;
    void actionFor(button.id).run({
      button,
      process,
      seqFlowList,
      form,
      notifier,
      done: onDone,
      openDialog: () => setDialogOf(button),
    });
  };

  const open = dialogOf ? actionFor(dialogOf.id) : undefined;
  const Dialog = open?.dialog;

  return (
    <div role="group" aria-label={zhCN.buttons.actions} style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
      {plan.more.length > 0 && (
        <Dropdown
          menu={{
            items: plan.more.map((button, index) => ({ key: String(index), label: button.name, disabled: waits(button) })),
            onClick: ({ key }) => click(plan.more[Number(key)]),
          }}
        >
          <Button>
            {zhCN.buttons.more}
            <DownOutlined />
          </Button>
        </Dropdown>
      )}
      {plan.shown.map((button, index) => (
        <Button key={`${button.id}-${index}`} type="primary" ghost={!button.primary} loading={waits(button)} disabled={waits(button)} onClick={() => click(button)}>
          {button.name}
        </Button>
      ))}
      {Dialog && (
        <Dialog
          process={process}
          seqFlowList={seqFlowList}
          form={form}
          onCancel={() => setDialogOf(null)}
          onSucceeded={() => {
            setDialogOf(null);
            if (open.closes) onDone(open.closes);
            else onChanged?.();
          }}
        />
      )}
    </div>
  );
}
