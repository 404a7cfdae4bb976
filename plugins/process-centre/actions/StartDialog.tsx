import { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
import { NextFlowField } from './NextFlowField.tsx';
import { zhCN } from '../zhCN.ts';

/**
 * 提交 with several ways on after the first node: the user picks the next node
 * (请选择下一流程节点), then the business form is saved and the process starts (提交成功).
 */
export function StartDialog({ process, seqFlowList, form, onCancel, onSucceeded }: ActionDialogProps) {
  return (
    <ActionDialog<{ selectedSeqFlowId: string }>
      title={zhCN.dialogs.startTitle}
      successText={zhCN.success.start}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={async (values) => {
        const handle = form();
        if (!handle) throw new Error(zhCN.drawer.formMissing);
        return handle.start({ procDefKey: process.procDefKey, selectedSeqFlowId: [values.selectedSeqFlowId] });
      }}
    >
      <NextFlowField options={seqFlowList} />
    </ActionDialog>
  );
}
