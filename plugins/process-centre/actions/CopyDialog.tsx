import { Alert, Form } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
import { commentOf, heldTask } from './ActionOutcome.ts';
import { CommentField } from './CommentField.tsx';
import { MemberField } from './MemberField.tsx';

/** The server's bound (contracts: CopyRequest.userIdList maxItems); checked here too so nobody waits for a refusal. */
export const MAX_COPY_RECIPIENTS = 50;

interface CopyValues {
  userIdList: number[];
  comment?: string;
}

/**
 * 抄送: people, or departments standing for their active members, and an optional comment;
 * 抄送成功. The task stays the handler's, so the drawer stays open.
 */
export function CopyDialog({ process, onCancel, onSucceeded }: ActionDialogProps) {
  const api = useService(ApiClientId);
  return (
    <ActionDialog<CopyValues>
      title={zhCN.dialogs.copyTitle}
      successText={zhCN.success.copy}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={(values) => {
        const { procInstId, taskId } = heldTask(process);
        return api.post('/workflow/runtime/operate/copy', { body: { procInstId, taskId, userIdList: values.userIdList, comment: commentOf(values.comment) } });
      }}
    >
      <Alert type="info" showIcon title={zhCN.dialogs.copyAdvice(MAX_COPY_RECIPIENTS)} style={{ marginBottom: 16 }} />
      <Form.Item
        name="userIdList"
        label={zhCN.dialogs.copyRecipients}
        rules={[
          { required: true, type: 'array', min: 1, message: zhCN.dialogs.copyRecipientsRequired },
          { type: 'array', max: MAX_COPY_RECIPIENTS, message: zhCN.dialogs.copyTooMany(MAX_COPY_RECIPIENTS) },
        ]}
      >
        <MemberField multiple departments max={MAX_COPY_RECIPIENTS} />
      </Form.Item>
      <CommentField />
    </ActionDialog>
  );
}
