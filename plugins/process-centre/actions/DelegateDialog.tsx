import { Form } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
import { heldTask } from './ActionOutcome.ts';
import { CommentField } from './CommentField.tsx';
import { MemberField } from './MemberField.tsx';

interface DelegateValues {
  assignee: number;
  comment: string;
}

/** 委托: exactly one person (请选择委托人员) and a required comment (请填写委托意见); 委托成功. */
export function DelegateDialog({ process, onCancel, onSucceeded }: ActionDialogProps) {
  const api = useService(ApiClientId);
  return (
    <ActionDialog<DelegateValues>
      title={zhCN.dialogs.delegateTitle}
      successText={zhCN.success.delegate}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={(values) => {
        const { procInstId, taskId } = heldTask(process);
        return api.post('/workflow/runtime/operate/delegate', { body: { procInstId, taskId, assignee: values.assignee, comment: values.comment.trim() } });
      }}
    >
      <Form.Item
        name="assignee"
        label={zhCN.dialogs.delegate}
        rules={[
          {
            // A task goes to one delegate: none or several is the same mistake.
            validator: async (_rule, value: unknown) => {
              const people = value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];
              if (people.length !== 1) throw new Error(zhCN.dialogs.delegateRequired);
            },
          },
        ]}
      >
        <MemberField />
      </Form.Item>
      <CommentField label={zhCN.dialogs.delegateComment} requiredMessage={zhCN.dialogs.delegateCommentRequired} />
    </ActionDialog>
  );
}
