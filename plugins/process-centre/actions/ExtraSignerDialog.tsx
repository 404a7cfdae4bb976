import { Form } from 'antd';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { ProcessCentreApi, type AddSignRequest } from '../ProcessCentreApi.ts';
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
  const http = useService(HttpClientId);
  return (
    <ActionDialog<ExtraSignerValues>
      title={zhCN.dialogs.extraSignerTitle}
      successText={zhCN.success.invite}
      onCancel={onCancel}
      onSucceeded={onSucceeded}
      submit={(values) => {
        const body: AddSignRequest = { ...heldTask(process), userIdList: values.userIdList, comment: commentOf(values.comment) };
        return http.post<boolean>(ProcessCentreApi.addSign, body);
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
