import { useCallback } from 'react';
import { Form, Radio, Select } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
import { commentOf, heldTask } from './ActionOutcome.ts';
import { CommentField } from './CommentField.tsx';

interface RejectValues {
  target: string;
  reSubmitType: 1 | 2;
  comment?: string;
}

/**
 * 驳回: the node to return to (驳回节点不能为空, from listJumpTarget) and how the returned task
 * goes on when resubmitted (重新提交策略不能为空). Part 2 §4: strategy 2, straight back to this
 * node, exists but is disabled. 驳回成功.
 */
export function RejectDialog({ process, onCancel, onSucceeded }: ActionDialogProps) {
  const api = useService(ApiClientId);
  const { procInstId, taskDefKey, taskId } = heldTask(process);
  const load = useCallback(
    async () => (await api.get('/workflow/runtime/query/listJumpTarget', { query: { procInstId, taskDefKey } })).data,
    [api, procInstId, taskDefKey],
  );
  const { data: targets, loading } = useAsyncData(load);

  return (
    <ActionDialog<RejectValues>
      title={zhCN.dialogs.rejectTitle}
      successText={zhCN.success.reject}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={(values) => {
        return api.post('/workflow/runtime/operate/reject', {
          body: { taskId, procInstId, target: values.target, reSubmitType: values.reSubmitType, comment: commentOf(values.comment) },
        });
      }}
    >
      <Form.Item name="target" label={zhCN.dialogs.rejectTarget} rules={[{ required: true, message: zhCN.dialogs.rejectTargetRequired }]}>
        <Select
          loading={loading}
          placeholder={zhCN.contract.selectPlaceholder(zhCN.dialogs.rejectTarget)}
          options={(targets ?? []).map((target) => ({ value: target.taskDefKey, label: target.taskName }))}
        />
      </Form.Item>
      <Form.Item name="reSubmitType" label={zhCN.dialogs.resubmit} rules={[{ required: true, message: zhCN.dialogs.resubmitRequired }]}>
        <Radio.Group
          options={[
            { value: 1, label: zhCN.dialogs.resubmitReflow },
            { value: 2, label: zhCN.dialogs.resubmitBack, disabled: true },
          ]}
        />
      </Form.Item>
      <CommentField />
    </ActionDialog>
  );
}
