import { Alert } from 'antd';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { ProcessCentreApi, type TerminateRequest } from '../ProcessCentreApi.ts';
import { zhCN } from '../zhCN.ts';
import { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
import { commentOf, heldTask } from './ActionOutcome.ts';
import { CommentField } from './CommentField.tsx';

/**
 * 终止 ends the whole process for good; the dialog says so and points to 驳回 for a contract
 * the initiator should fix and resubmit (part 2 §4). 终止成功.
 */
export function TerminateDialog({ process, onCancel, onSucceeded }: ActionDialogProps) {
  const http = useService(HttpClientId);
  return (
    <ActionDialog<{ comment?: string }>
      title={zhCN.dialogs.terminateTitle}
      successText={zhCN.success.terminate}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={(values) => {
        const { taskId, procInstId } = heldTask(process);
        const body: TerminateRequest = { taskId, procInstId, comment: commentOf(values.comment) };
        return http.post<boolean>(ProcessCentreApi.terminate, body);
      }}
    >
      <Alert type="warning" showIcon title={zhCN.dialogs.terminateAdvice} style={{ marginBottom: 16 }} />
      <CommentField />
    </ActionDialog>
  );
}
