import type { ComponentType } from 'react';
import type { Notifier } from '../../../contracts/workbench/Http.ts';
import type { BusinessFormHandle, BusinessFormProcess, TaskDrawerCloseReason } from '../../../contracts/workbench/ProcessCentre.ts';
import type { FlowOption } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import type { ActionDialogProps } from './ActionDialog.tsx';
import { succeeded } from './ActionOutcome.ts';
import { AgreeDialog } from './AgreeDialog.tsx';
import type { PlannedButton } from './ButtonPlan.ts';
import { CopyDialog } from './CopyDialog.tsx';
import { DelegateDialog } from './DelegateDialog.tsx';
import { ExtraSignerDialog } from './ExtraSignerDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { StartDialog } from './StartDialog.tsx';
import { TerminateDialog } from './TerminateDialog.tsx';

/** What a button's action can reach when it is clicked. */
export interface ActionContext {
  button: PlannedButton;
  process: BusinessFormProcess;
  seqFlowList: readonly FlowOption[];
  form(): BusinessFormHandle | null;
  notifier: Notifier;
  /** Closes the drawer for this reason. */
  done(reason: TaskDrawerCloseReason): void;
  /** Shows this action's dialog. */
  openDialog(): void;
}

/** One action id's behaviour: what a click does, the dialog it may open, the reason it closes the drawer with. */
export interface TaskAction {
  run(context: ActionContext): void | Promise<void>;
  dialog?: ComponentType<ActionDialogProps>;
  /** After the dialog succeeds; none keeps the drawer open (加签: the caller still holds the task). */
  closes?: TaskDrawerCloseReason;
  /** Works on the business form: its button waits while the form is still loading. */
  needsForm?: true;
}

/** The business form must pass its own checks before 提交 or 同意 go on. */
async function validForm(context: ActionContext): Promise<BusinessFormHandle | null> {
  const handle = context.form();
  if (!handle) {
    context.notifier.warning(zhCN.drawer.formMissing);
    return null;
  }
  return (await handle.validate()) ? handle : null;
}

const openDialog = (context: ActionContext) => context.openDialog();

/** The action ids of part 2 §2 and what each does. */
export const TASK_ACTIONS: Readonly<Record<string, TaskAction>> = {
  start: {
    dialog: StartDialog,
    closes: 'start',
    needsForm: true,
    // Part 2 §4: a choice of next nodes asks first; otherwise the form goes straight in.
    async run(context) {
      const handle = await validForm(context);
      if (!handle) return;
      if (context.seqFlowList.length > 1) {
        context.openDialog();
        return;
      }
      try {
        const answer = await handle.start({ procDefKey: context.process.procDefKey, selectedSeqFlowId: context.seqFlowList.map((flow) => flow.id) });
        if (succeeded(answer)) {
          context.notifier.success(zhCN.success.start);
          context.done('start');
        }
      } catch {
        // Shown by the HTTP client; the form stays for another try.
      }
    },
  },
  complete: {
    dialog: AgreeDialog,
    closes: 'complete',
    needsForm: true,
    async run(context) {
      if (await validForm(context)) context.openDialog();
    },
  },
  reject: { dialog: RejectDialog, closes: 'reject', run: openDialog },
  delegate: { dialog: DelegateDialog, closes: 'delegate', run: openDialog },
  terminate: { dialog: TerminateDialog, closes: 'terminate', run: openDialog },
  invite: { dialog: ExtraSignerDialog, run: openDialog },
  // 抄送 leaves the task with its handler: the drawer stays open, its status tab refreshed.
  copy: { dialog: CopyDialog, run: openDialog },
  print: {
    needsForm: true,
    run(context) {
      const handle = context.form();
      if (handle) handle.print();
      else context.notifier.warning(zhCN.drawer.formMissing);
    },
  },
  save: {
    run(context) {
      context.notifier.warning(zhCN.buttons.saveUnsupported);
    },
  },
};

/**
 * Any other id (a custom button) gets the default:
 * the button shows with its configured name and says the action is not supported yet.
 */
export const DEFAULT_ACTION: TaskAction = {
  run(context) {
    context.notifier.warning(zhCN.buttons.unsupported(context.button.name));
  },
};

export function actionFor(id: string): TaskAction {
  return Object.hasOwn(TASK_ACTIONS, id) ? TASK_ACTIONS[id] : DEFAULT_ACTION;
}
