import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { Member } from './AddressBookApi.ts';

/** The server's bound (contracts/openapi/admin.yaml sendMemberMessage). */
export const MAX_MESSAGE = 200;
const texts = zhCN.addressBook.message;

/** 发消息: a short 站内信 to the member, which lands in their bell. */
export function SendMessageDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<{ content: string }>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    const values = await form.validateFields().catch(() => null);
    // The form shows what is missing.
    if (!values) return;
    const { content } = values;
    setSending(true);
    try {
      await api.post('/admin/ocp/msg/send', { body: { userId: member.userId, content: content.trim() } });
      notifier.success(texts.sent);
      onClose();
    } catch {
      // The client has shown the server's message (e.g. 发送过于频繁); the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={texts.title(member.chineseName || member.username)}
      okText={texts.send}
      cancelText={texts.cancel}
      confirmLoading={sending}
      onOk={send}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="content" rules={[{ required: true, whitespace: true, message: texts.required }]}>
          <Input.TextArea aria-label={texts.placeholder} placeholder={texts.placeholder} maxLength={MAX_MESSAGE} showCount autoSize={{ minRows: 3, maxRows: 6 }} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
