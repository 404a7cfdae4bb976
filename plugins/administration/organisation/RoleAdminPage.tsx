import { useCallback, useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Popconfirm, Result, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { PERMISSION_CATALOGUE } from '../../../contracts/workbench/PermissionCatalogue.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { ManagementFrame } from '../ManagementFrame.tsx';
import { zhCN } from '../zhCN.ts';
import { holdsPlatformAdminRole } from '../../../contracts/workbench/PlatformAdminRole.ts';
import { mayCall, type OrgRole, type RoleBody } from './OrgAdminApi.ts';
import { RoleUsersDialog } from './RoleUsersDialog.tsx';
import { ignoringShownFailure } from './ShownFailure.ts';

const t = zhCN.roles;
const o = zhCN.organisation;
const CODE = /^[A-Za-z][A-Za-z0-9_]{0,29}$/;
const LABELS = new Map(PERMISSION_CATALOGUE.map((p) => [p.name, p.label]));
/** From the widest to the narrowest; a new role sees all of the company, as every role did before data scopes. */
const DATA_SCOPES = (['1', '4', '3', '5'] as const).map((value) => ({ value, label: t.dataScopes[value] }));
const DEFAULT_DATA_SCOPE = '1';
/** The checklist's groups, in the catalogue's order. */
const GROUPS = [...new Set(PERMISSION_CATALOGUE.map((p) => p.group))].map((group) => ({
  group,
  options: PERMISSION_CATALOGUE.filter((p) => p.group === group).map((p) => ({ value: p.name, label: p.label })),
}));

/**
 * 角色管理 (管理后台 › 组织机构, issue 13): the built-in roles and the company's own; create, edit
 * and delete the company's; what each permits (the catalogue's permission names, one checklist);
 * who holds it. Built-in roles are changed by the platform administrator only, never deleted:
 * the server says so too, and answers every refusal in Chinese.
 */
export function RoleAdminPage() {
  const { userInfo } = useSessionSnapshot();
  if (!mayCall(userInfo, 'listOrgRoles')) return <Result status="403" title="403" subTitle={zhCN.forbidden} />;
  return (
    <ManagementFrame>
      <RoleAdmin platformAdmin={holdsPlatformAdminRole(userInfo!.roles)} />
    </ManagementFrame>
  );
}

type Editing = { role: OrgRole | null } | null;

function RoleAdmin({ platformAdmin }: { platformAdmin: boolean }) {
  const { userInfo } = useSessionSnapshot();
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [roles, setRoles] = useState<OrgRole[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [holdersOf, setHoldersOf] = useState<OrgRole | null>(null);
  const [form] = Form.useForm<RoleBody>();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRoles((await api.get('/admin/orgRole')).data);
    } finally {
      setLoading(false);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const open = (role: OrgRole | null) => {
    form.resetFields();
    if (role) form.setFieldsValue({ roleName: role.roleName, roleCode: role.roleCode, roleDesc: role.roleDesc, dataScope: role.dataScope, permissions: role.permissions });
    setEditing({ role });
  };

  const save = () =>
    ignoringShownFailure(async () => {
      const values = await form.validateFields();
      const body: RoleBody = {
        roleName: values.roleName,
        roleCode: values.roleCode,
        roleDesc: values.roleDesc || null,
        dataScope: values.dataScope ?? DEFAULT_DATA_SCOPE,
        permissions: values.permissions ?? [],
      };
      if (editing?.role) {
        // A built-in role's code stays; the server refuses a change.
        if (editing.role.builtIn) delete (body as Partial<RoleBody>).roleCode;
        await api.put('/admin/orgRole/{id}', { path: { id: editing.role.roleId }, body });
      } else {
        await api.post('/admin/orgRole', { body });
      }
      notifier.success(o.saved);
      setEditing(null);
      await load();
    });

  const remove = (role: OrgRole) =>
    ignoringShownFailure(async () => {
      await api.delete('/admin/orgRole/{id}', { path: { id: role.roleId } });
      notifier.success(o.deleted);
      await load();
    });

  const columns = [
    { dataIndex: 'roleName', title: t.roleName },
    { dataIndex: 'roleCode', title: t.roleCode },
    { dataIndex: 'roleDesc', title: t.roleDesc },
    { dataIndex: 'builtIn', title: t.kind, render: (builtIn: boolean) => (builtIn ? <Tag>{t.builtIn}</Tag> : <Tag color="blue">{t.custom}</Tag>) },
    {
      dataIndex: 'permissions',
      title: t.permissions,
      render: (names: string[]) => (names.length ? names.map((name) => LABELS.get(name) ?? name).join('、') : t.noPermissions),
    },
    { dataIndex: 'dataScope', title: t.dataScope, render: (scope: OrgRole['dataScope']) => t.dataScopes[scope] },
    { dataIndex: 'userCount', title: t.userCount },
    {
      dataIndex: 'operation',
      title: o.operation,
      render: (_: unknown, role: OrgRole) => {
        const readOnly = role.builtIn && !platformAdmin;
        return (
          <Space size={0} wrap>
            <Tooltip title={readOnly ? t.builtInReadOnly : undefined}>
              <Button type="link" size="small" disabled={readOnly} onClick={() => open(role)}>
                {o.edit}
              </Button>
            </Tooltip>
            <Button type="link" size="small" onClick={() => setHoldersOf(role)}>
              {t.users}
            </Button>
            {!role.builtIn && (
              <Popconfirm title={t.deleteConfirm(role.roleName)} okText={o.confirm} cancelText={o.cancel} onConfirm={() => remove(role)}>
                <Button type="link" size="small" danger>
                  {o.delete}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t.menu}
      </Typography.Title>
      {mayCall(userInfo, 'createOrgRole') && (
        <Space style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => open(null)}>
            {t.newRole}
          </Button>
        </Space>
      )}
      <Table<OrgRole> rowKey="roleId" size="middle" loading={loading} columns={columns} dataSource={roles} pagination={false} />
      <Modal
        title={editing?.role ? t.editRole : t.newRole}
        open={editing !== null}
        okText={o.confirm}
        cancelText={o.cancel}
        onOk={save}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        width={640}
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="roleName" label={t.roleName} rules={[{ required: true, whitespace: true, message: t.roleNameRequired }, { max: 30 }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="roleCode"
            label={t.roleCode}
            rules={[
              { required: true, message: t.roleCodeRequired },
              { pattern: CODE, message: t.roleCodePattern },
            ]}
          >
            <Input maxLength={30} disabled={editing?.role?.builtIn} />
          </Form.Item>
          <Form.Item name="roleDesc" label={t.roleDesc} rules={[{ max: 200 }]}>
            <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
          <Form.Item name="dataScope" label={t.dataScope} tooltip={t.dataScopeHelp} initialValue={DEFAULT_DATA_SCOPE}>
            <Select options={DATA_SCOPES} />
          </Form.Item>
          <Form.Item name="permissions" label={t.permissions}>
            <Checkbox.Group style={{ display: 'block' }}>
              {GROUPS.map(({ group, options }) => (
                <div key={group} style={{ marginBottom: 8 }}>
                  <Typography.Text type="secondary" style={{ display: 'inline-block', width: 72 }}>
                    {group}
                  </Typography.Text>
                  {options.map((option) => (
                    <Checkbox key={option.value} value={option.value}>
                      {option.label}
                    </Checkbox>
                  ))}
                </div>
              ))}
            </Checkbox.Group>
          </Form.Item>
        </Form>
      </Modal>
      {holdersOf && (
        <RoleUsersDialog
          role={holdersOf}
          onClose={() => {
            setHoldersOf(null);
            void load();
          }}
        />
      )}
    </>
  );
}
