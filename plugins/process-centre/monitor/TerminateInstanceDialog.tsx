import { Alert } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { ActionDialog } from '../actions/ActionDialog.tsx';
import { successMessage } from '../actions/ActionOutcome.ts';
import { CommentField } from '../actions/CommentField.tsx';
import { zhCN } from '../zhCN.ts';
import type { MonitoredInstance } from './MonitorApi.ts';

const t = zhCN.monitor;

export interface TerminateInstanceDialogProps {
  instance: MonitoredInstance;
  onCancel(): void;
  onSucceeded(): void;
}

/**
 * 终止 by an administrator (issue 22 §4): the whole instance ends, every open task and to-do with
 * it; the reason is required (请填写终止原因) and reaches the initiator in a 站内信.
 */
export function TerminateInstanceDialog({ instance, onCancel, onSucceeded }: TerminateInstanceDialogProps) {
  const api = useService(ApiClientId);
  return (
    <ActionDialog<{ comment: string }>
      title={t.terminateTitle}
      successText={(answer) => successMessage(answer, t.terminated)}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={(values) => {
        return api.post('/workflow/monitor/terminate', { body: { procInstId: instance.procInstId, comment: values.comment.trim() } });
      }}
    >
      <Alert type="warning" showIcon title={t.terminateAdvice(instance.processName)} style={{ marginBottom: 16 }} />
      <CommentField label={t.terminateReason} requiredMessage={t.terminateReasonRequired} placeholder={t.reasonPlaceholder} />
    </ActionDialog>
  );
}
