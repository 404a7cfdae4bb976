import { Checkbox, Form, Input, Modal, TreeSelect } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { LoginCipherId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { Member } from './OrgAdminApi.ts';
import { ignoringShownFailure } from './ShownFailure.ts';

const t = zhCN.organisation;

/* The browser's copy of the server's rules (spec part 1 §5): it only saves a round trip. */
const USERNAME = /^[A-Za-z0-9_]+$/;
const ALL_DIGITS = /^\d+$/;
const CHINESE_NAME = /^[\u4e00-\u9fa5]{1,20}$/;
const PHONE = /^1[3-9]\d{9}$/;

interface TreeOption {
  title: string;
  value: number;
  children: TreeOption[];
}

interface UserFormValues {
  username?: string;
  chineseName: string;
  phone: string;
  email?: string;
  deptId?: number;
  post?: string;
  password?: string;
  mustChangePassword?: boolean;
}

export interface UserFormDialogProps {
  /** The user to edit, or null for a new one. */
  member: Member | null;
  tree: TreeOption[];
  /** A new user's department: the one chosen in the tree. */
  defaultDeptId?: number;
  onClose: () => void;
  onSaved: () => void | Promise<void>;
}

/** 新建用户 / 编辑用户: the account (new users only), name, phone, email, department, post and initial password. */
export function UserFormDialog({ member, tree, defaultDeptId, onClose, onSaved }: UserFormDialogProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const cipher = useService(LoginCipherId);
  const [form] = Form.useForm<UserFormValues>();
  const creating = member === null;

  const save = () =>
    ignoringShownFailure(async () => {
    const values = await form.validateFields();
    const common = { chineseName: values.chineseName, phone: values.phone, email: values.email?.trim() || null, deptId: values.deptId ?? null, post: values.post?.trim() || null };
    if (creating) {
      await api.post('/admin/orgUser', {
        body: {
          ...common,
          username: values.username ?? '',
          password: await cipher.encrypt(values.password ?? ''),
          mustChangePassword: values.mustChangePassword ?? false,
        },
      });
      notifier.success(t.created);
    } else {
      await api.put('/admin/orgUser/{id}', { path: { id: member.userId }, body: common });
      notifier.success(t.saved);
    }
    await onSaved();
  });

  const initial: Partial<UserFormValues> = member
    ? { chineseName: member.chineseName ?? '', phone: member.phone ?? '', email: member.email ?? undefined, deptId: member.deptId ?? undefined }
    : { deptId: defaultDeptId, mustChangePassword: false };

  return (
    <Modal title={creating ? t.newUser : t.editUser} open okText={t.confirm} cancelText={t.cancel} onOk={save} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial}>
        {creating && (
          <Form.Item
            name="username"
            label={t.username}
            rules={[
              { required: true, message: t.usernameRequired },
              { validator: async (_, value?: string) => (value && (!USERNAME.test(value) || ALL_DIGITS.test(value)) ? Promise.reject(new Error(t.usernamePattern)) : undefined) },
              { max: 20, message: t.usernameLength },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="chineseName" label={t.chineseName} rules={[{ required: true, pattern: CHINESE_NAME, message: t.chineseNameRule }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t.phone}
          rules={[
            { required: true, message: t.phoneRequired },
            { pattern: PHONE, message: t.phonePattern },
          ]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item name="email" label={t.email} rules={[{ type: 'email', message: t.emailPattern }]}>
          <Input />
        </Form.Item>
        <Form.Item name="deptId" label={t.dept}>
          <TreeSelect treeData={tree} treeDefaultExpandAll allowClear />
        </Form.Item>
        <Form.Item name="post" label={t.post} rules={[{ max: 30 }]}>
          <Input />
        </Form.Item>
        {creating && (
          <>
            <Form.Item name="password" label={t.password} rules={[{ required: true, message: t.passwordRequired }]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="mustChangePassword" valuePropName="checked">
              <Checkbox>{t.mustChange}</Checkbox>
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}
