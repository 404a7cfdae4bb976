import { useState } from 'react';
import { Form, Input, Modal, TreeSelect } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { DeptNode } from './AddressBookApi.ts';

/** The server's bound (contracts/openapi/admin.yaml addDept). */
export const MAX_DEPT_NAME = 30;
const texts = zhCN.addressBook;

interface ParentOption {
  value: number;
  title: string;
  children: ParentOption[];
}

const parentOptions = (nodes: DeptNode[]): ParentOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: parentOptions(n.children ?? []) }));

export interface AddDeptDialogProps {
  tree: DeptNode[];
  /** Preselected parent: the department the user is looking at. */
  parentId: number | undefined;
  onAdded: (dept: DeptNode) => void;
  onClose: () => void;
}

/** 添加机构: a name and a parent department of the current company; the server creates it. */
export function AddDeptDialog({ tree, parentId, onAdded, onClose }: AddDeptDialogProps) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [form] = Form.useForm<{ name: string; parentId: number }>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    // The form shows what is missing.
    if (!values) return;
    setSaving(true);
    try {
      const { data } = await api.post('/admin/addressBook/dept', { body: { name: values.name.trim(), parentId: values.parentId } });
      notifier.success(texts.deptAdded);
      onAdded(data);
    } catch {
      // The client has shown the server's message (a duplicate name, no permission).
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={texts.addDeptTitle} okText={texts.ok} cancelText={texts.cancel} confirmLoading={saving} onOk={save} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ parentId: parentId ?? tree[0]?.id }}>
        <Form.Item
          name="name"
          label={texts.deptName}
          rules={[
            { required: true, whitespace: true, message: texts.deptNameRequired },
            { max: MAX_DEPT_NAME, message: texts.deptNameMax(MAX_DEPT_NAME) },
          ]}
        >
          <Input maxLength={MAX_DEPT_NAME} placeholder={texts.deptNameRequired} autoFocus />
        </Form.Item>
        <Form.Item name="parentId" label={texts.parentDept} rules={[{ required: true, message: texts.parentDeptRequired }]}>
          <TreeSelect treeData={parentOptions(tree)} treeDefaultExpandAll placeholder={texts.parentDeptRequired} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
