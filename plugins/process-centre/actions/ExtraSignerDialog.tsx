import { Form } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { ActionDialog, type ActionDialogProps } from './ActionDialog.tsx';
import { commentOf, heldTask } from './ActionOutcome.ts';
import { CommentField } from './CommentField.tsx';
import { MemberField } from './MemberField.tsx';

interface ExtraSignerValues {
  userIdList: number[];
  comment?: string;
}

/** 加签: one or more people (请选择加签人员), an optional comment; 加签成功. */
export function ExtraSignerDialog({ process, onCancel, onSucceeded }: ActionDialogProps) {
  const api = useService(ApiClientId);
  return (
    <ActionDialog<ExtraSignerValues>
      title={zhCN.dialogs.extraSignerTitle}
      successText={zhCN.success.invite}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={(values) => {
        return api.post('/workflow/runtime/operate/addSignForMultiInstTask', { body: { ...heldTask(process), userIdList: values.userIdList, comment: commentOf(values.comment) } });
      }}
    >
      <Form.Item
        name="userIdList"
        label={zhCN.dialogs.extraSigners}
        rules={[{ required: true, type: 'array', min: 1, message: zhCN.dialogs.extraSignersRequired }]}
      >
        <MemberField multiple />
      </Form.Item>
      <CommentField />
    </ActionDialog>
  );
}
