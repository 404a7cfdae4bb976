import { Alert } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
import { commentOf, heldTask } from './ActionOutcome.ts';
import { CommentField } from './CommentField.tsx';

/**
 * 终止 ends the whole process for good; the dialog says so and points to 驳回 for a contract
 * the initiator should fix and resubmit (part 2 §4). 终止成功.
 */
export function TerminateDialog({ process, onCancel, onSucceeded }: ActionDialogProps) {
  const api = useService(ApiClientId);
  return (
    <ActionDialog<{ comment?: string }>
      title={zhCN.dialogs.terminateTitle}
      successText={zhCN.success.terminate}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={(values) => {
        const { taskId, procInstId } = heldTask(process);
        return api.post('/workflow/runtime/operate/terminate', { body: { taskId, procInstId, comment: commentOf(values.comment) } });
      }}
    >
      <Alert type="warning" showIcon title={zhCN.dialogs.terminateAdvice} style={{ marginBottom: 16 }} />
      <CommentField />
    </ActionDialog>
  );
}
