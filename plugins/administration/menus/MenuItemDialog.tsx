import { useMemo, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Select, Switch, TreeSelect } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { MenuAddress } from '../../../contracts/workbench/MenuAddress.ts';
import { NAMED_ICON_NAMES } from '../../../contracts/workbench/NamedIconNames.ts';
import { PERMISSION_CATALOGUE } from '../../../contracts/workbench/PermissionCatalogue.ts';
import { useService } from '../../../core/react/index.ts';
import { namedIcon } from '../../../core/ui/NamedIcons.ts';
import { MAX_MENU_LEVELS, type MenuAdminItem, type MenuEdit, type MenuType } from './MenuAdminApi.ts';
import { zhCN } from './zhCN.ts';

const t = zhCN;

interface MenuItemDialogProps {
  menuType: MenuType;
  /** The whole menu, for the 上级菜单 choice. */
  tree: MenuAdminItem[];
  /** The item edited, or null to add one under `parentId`. */
  item: MenuAdminItem | null;
  parentId: number;
  onClose: () => void;
  onSaved: () => void;
}

interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children: ParentOption[];
}

/** How many levels the item spans (1 for a leaf). */
function height(item: MenuAdminItem): number {
  return 1 + Math.max(0, ...item.children.map(height));
}

/**
 * 新增菜单 / 编辑菜单. The parents offered leave out the item itself and what lies below it, and
 * any place where the item would go deeper than MAX_MENU_LEVELS; the server checks all of it again.
 */
export function MenuItemDialog({ menuType, tree, item, parentId, onClose, onSaved }: MenuItemDialogProps) {
  const api = useService(ApiClientId);
  const [form] = Form.useForm<MenuEdit>();
  const [saving, setSaving] = useState(false);
  const linkType = Form.useWatch('linkType', form) ?? item?.linkType ?? '0';

  const parents = useMemo<ParentOption[]>(() => {
    const span = item ? height(item) : 1;
    const options = (items: MenuAdminItem[], level: number): ParentOption[] =>
      items
        .filter((candidate) => candidate.id !== item?.id)
        .map((candidate) => ({ value: candidate.id, title: candidate.label, disabled: level + span > MAX_MENU_LEVELS, children: options(candidate.children, level + 1) }));
    return [{ value: 0, title: t.topLevel, children: options(tree, 1) }];
  }, [tree, item]);

  const initial: MenuEdit = item
    ? { parentId: item.parentId, name: item.name, label: item.label, path: item.path, icon: item.icon, sort: item.sort, keepAlive: item.keepAlive, ifShow: item.ifShow, permission: item.permission, linkType: item.linkType }
    : { parentId, name: '', label: '', path: '', icon: null, sort: 0, keepAlive: false, ifShow: '0', permission: null, linkType: '0' };

  const save = async () => {
    let values: MenuEdit;
    try {
      values = await form.validateFields();
    } catch {
      return; // The form shows what is missing.
    }
    const body: MenuEdit = { ...values, icon: values.icon ?? null, permission: values.permission ?? null, keepAlive: values.keepAlive ?? false };
    setSaving(true);
    try {
      if (item) await api.put('/admin/menu/admin/{id}', { path: { id: item.id }, body });
      else await api.post('/admin/menu/admin', { body: { ...body, menuType } });
      onSaved();
    } catch {
      // The HTTP client showed the server's message (菜单标识已存在 …); the dialog stays open.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={item ? t.editTitle : t.createTitle} onOk={save} onCancel={onClose} confirmLoading={saving} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        <Form.Item name="parentId" label={t.parent} rules={[{ required: true, message: t.choose(t.parent) }]}>
          <TreeSelect treeData={parents} treeDefaultExpandAll aria-label={t.parent} />
        </Form.Item>
        <Form.Item name="label" label={t.label} rules={[{ required: true, whitespace: true, message: t.required(t.label) }, { max: 20, message: t.tooLong(t.label, 20) }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="name"
          label={t.name}
          extra={t.nameHelp}
          rules={[
            { required: true, message: t.required(t.name) },
            { max: 64, message: t.tooLong(t.name, 64) },
            { pattern: /^[A-Za-z][A-Za-z0-9_-]*$/, message: t.namePattern },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="linkType" label={t.linkType}>
          <Radio.Group
            options={[
              { value: '0', label: t.linkTypes.route },
              { value: '1', label: t.linkTypes.link },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="path"
          label={t.path}
          extra={linkType === '1' ? t.pathHelp.link : t.pathHelp.route}
          dependencies={['linkType']}
          rules={[
            { required: true, whitespace: true, message: t.required(t.path) },
            { max: 512, message: t.tooLong(t.path, 512) },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (!value) return;
                const external = getFieldValue('linkType') === '1';
                if (external && !MenuAddress.isWebAddress(value.trim())) throw new Error(t.linkPath);
                if (!external && !MenuAddress.isRoutePath(value.trim())) throw new Error(t.routePath);
              },
            }),
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="icon" label={t.icon}>
          <Select
            allowClear
            showSearch
            optionFilterProp="value"
            placeholder={t.noIcon}
            aria-label={t.icon}
            options={NAMED_ICON_NAMES.map((name) => {
              const Icon = namedIcon(name)!;
              return {
                value: name,
                label: (
                  <span>
                    <Icon /> {name}
                  </span>
                ),
              };
            })}
          />
        </Form.Item>
        <Form.Item name="permission" label={t.permission}>
          <Select
            allowClear
            placeholder={t.noPermission}
            aria-label={t.permission}
            options={PERMISSION_CATALOGUE.map((entry) => ({ value: entry.name, label: `${entry.label}（${entry.name}）` }))}
          />
        </Form.Item>
        <Form.Item name="sort" label={t.sort} rules={[{ required: true, message: t.required(t.sort) }]}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="ifShow" label={t.ifShow}>
          <Radio.Group
            options={[
              { value: '0', label: t.shown },
              { value: '1', label: t.hidden },
            ]}
          />
        </Form.Item>
        <Form.Item name="keepAlive" label={t.keepAlive} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
