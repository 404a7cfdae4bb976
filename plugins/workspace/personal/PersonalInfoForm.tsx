import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { SessionStoreId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';
import type { PersonalInfo, PersonalInfoEdit } from '../WorkspaceApi.ts';
import { zhCN } from '../zhCN.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { UserInfoReload } from '../../../core/session/UserInfoReload.ts';

interface ProfileValues {
  chineseName?: string;
  phone?: string;
  email?: string;
}

/* Part 1 §5, the same rules the server applies (it has the last word). */
const CHINESE_NAME = /^[\u4e00-\u9fa5]{1,20}$/;
const PHONE_PREFIX = /^1[3-9]\d*$/;
const PHONE_LENGTH = 11;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 个人信息: account and department are shown, name, phone and email edited, the avatar uploaded. */
export function PersonalInfoForm({ info, onChanged }: { info: PersonalInfo; onChanged: () => void }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const session = useService(SessionStoreId);
  const [form] = Form.useForm<ProfileValues>();
  const [saving, setSaving] = useState(false);

  const phoneRule = async (_rule: RuleObject, value: string | undefined) => {
    const phone = value ?? '';
    if (phone === '') throw new Error(zhCN.personal.phoneRequired);
    if (!PHONE_PREFIX.test(phone)) throw new Error(zhCN.personal.phonePattern);
    if (phone.length !== PHONE_LENGTH) throw new Error(zhCN.personal.phoneLength);
    const taken = await api.get('/admin/check/phoneOtherUser', { query: { phone }, silent: true });
    if (taken.data === 1) throw new Error(zhCN.personal.phoneTaken);
  };

  const save = async (values: ProfileValues) => {
    setSaving(true);
    try {
      const edit: PersonalInfoEdit = { phone: values.phone ?? '', email: values.email?.trim() ?? '' };
      // An empty name is left as it is: the name is optional in the form but every user has one.
      if (values.chineseName) edit.chineseName = values.chineseName;
      await api.post('/admin/user/editPersonalInfo', { body: edit });
      await new UserInfoReload(api, session).reload();
      notifier.success(zhCN.personal.saved);
      onChanged();
    } catch {
      // The HTTP client showed the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 520 }}>
      <Form.Item label={zhCN.personal.avatar} labelCol={{ span: 5 }}>
        <AvatarUpload avatar={info.avatar} onChanged={onChanged} />
      </Form.Item>
      <Form<ProfileValues>
        form={form}
        name="personal-info"
        labelCol={{ span: 5 }}
        initialValues={{ chineseName: info.chineseName ?? '', phone: info.phone ?? '', email: info.email ?? '' }}
        onFinish={(values) => void save(values)}
      >
        {/* Shown, not edited: no name in the form, so the label is tied to its input by id. */}
        <Form.Item label={zhCN.personal.account} htmlFor="personal-info_account">
          <Input id="personal-info_account" value={info.username} disabled />
        </Form.Item>
        <Form.Item
          label={zhCN.personal.name}
          name="chineseName"
          rules={[{ pattern: CHINESE_NAME, message: zhCN.personal.nameRule }]}
        >
          <Input placeholder={zhCN.personal.namePlaceholder} />
        </Form.Item>
        <Form.Item label={zhCN.personal.phone} name="phone" required validateTrigger={['onBlur']} rules={[{ validator: phoneRule }]}>
          <Input placeholder={zhCN.personal.phonePlaceholder} />
        </Form.Item>
        <Form.Item label={zhCN.personal.email} name="email" rules={[{ pattern: EMAIL, message: zhCN.personal.emailRule }]}>
          <Input placeholder={zhCN.personal.emailPlaceholder} maxLength={100} />
        </Form.Item>
        <Form.Item label={zhCN.personal.dept} htmlFor="personal-info_dept">
          <Input id="personal-info_dept" value={[info.companyName, info.deptName].filter(Boolean).join(' / ')} disabled />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {zhCN.personal.save}
          </Button>
        </Form.Item>
      </Form>
    </div>
  );
}
