import { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
import { commentOf, heldTask } from './ActionOutcome.ts';
import { CommentField } from './CommentField.tsx';
import { NextFlowField } from './NextFlowField.tsx';
import { zhCN } from '../zhCN.ts';

interface AgreeValues {
  selectedSeqFlowId?: string;
  comment?: string;
}

/**
 * 同意: the next node when the task's node offers a choice (请选择下一流程节点), an optional
 * comment, then the business form saves its fields and completes the task (办理成功).
 */
export function AgreeDialog({ process, seqFlowList, form, onCancel, onSucceeded }: ActionDialogProps) {
  return (
    <ActionDialog<AgreeValues>
      title={zhCN.dialogs.agreeTitle}
      successText={zhCN.success.complete}
      // A single way on is already the answer; the user only confirms it.
      initialValues={seqFlowList.length === 1 ? { selectedSeqFlowId: seqFlowList[0].id } : undefined}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={async (values) => {
        const handle = form();
        if (!handle) throw new Error(zhCN.drawer.formMissing);
        return handle.complete({
          ...heldTask(process),
          comment: commentOf(values.comment),
          selectedSeqFlowId: values.selectedSeqFlowId ? [values.selectedSeqFlowId] : [],
        });
      }}
    >
      {seqFlowList.length > 0 && <NextFlowField options={seqFlowList} />}
      <CommentField />
    </ActionDialog>
  );
}
