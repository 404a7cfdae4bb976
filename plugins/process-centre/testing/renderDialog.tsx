import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { FakeHttpClient } from '../../../core/react/testing/index.ts';
import type { ActionDialogProps } from '../actions/ActionDialog.tsx';
import type { FlowOption } from '../ProcessCentreApi.ts';
import { fakeBusinessForm } from './FakeBusinessForm.ts';
import { renderInWorkbench } from './renderProcessCentre.tsx';

/** The task the dialogs act on: 部门经理审批 of instance inst-1, held by 张三. */
export const HELD_TASK = { procDefKey: 'agreement', procInstId: 'inst-1', taskId: 'task-1', taskDefKey: 'managerApprove', businessKey: 'agreement-12' };

export const FLOWS: FlowOption[] = [
  { id: 'flow-small', name: '金额不超过10万', nextElementId: 'finance', nextElementName: '财务审核' },
  { id: 'flow-big', name: '金额超过10万：总经理会签', nextElementId: 'countersign', nextElementName: '总经理会签' },
];

/** Renders one action dialog open on HELD_TASK, with a fake business form and spies for its outcome. */
export async function renderDialog(
  Dialog: ComponentType<ActionDialogProps>,
  options: { http?: FakeHttpClient; seqFlowList?: FlowOption[]; form?: ReturnType<typeof fakeBusinessForm>; process?: ActionDialogProps['process'] } = {},
) {
  const form = options.form ?? fakeBusinessForm();
  const onCancel = vi.fn();
  const onSucceeded = vi.fn();
  const fixture = await renderInWorkbench(
    <Dialog
      process={options.process ?? HELD_TASK}
      seqFlowList={options.seqFlowList ?? []}
      form={() => form}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
    />,
    { http: options.http },
  );
  return { ...fixture, form, onCancel, onSucceeded };
}
