import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Form, Input, Modal, Popconfirm, Result, Space, Table, Tag, Tree, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { LoginCipherId } from '../../../contracts/workbench/Session.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { ManagementFrame } from '../ManagementFrame.tsx';
import { zhCN } from '../zhCN.ts';
import { mayCall, type DeptNode, type Member, type MemberPage } from './OrgAdminApi.ts';
import { ignoringShownFailure } from './ShownFailure.ts';
import { saveBlob } from './BlobDownload.ts';
import { UserFormDialog } from './UserFormDialog.tsx';
import { UserImportDialog } from './UserImportDialog.tsx';
import { JoinRequestsDialog } from './JoinRequestsDialog.tsx';
import { DisableMemberDialog } from './DisableMemberDialog.tsx';

const t = zhCN.organisation;
const PAGE_SIZE = 10;

interface TreeOption {
  title: string;
  key: number;
  value: number;
  children: TreeOption[];
}
const toOptions = (nodes: DeptNode[]): TreeOption[] => nodes.map((n) => ({ title: n.name, key: n.id, value: n.id, children: toOptions(n.children ?? []) }));

/**
 * 用户管理 (管理后台 › 组织机构, issue 13): the current company's users by department, searched and
 * paged; create, edit and move, disable and enable, reset the password, add an existing account,
 * remove from the company. The server refuses what breaks a rule (the last administrator,
 * oneself) with its Chinese message.
 */
export function UserAdminPage() {
  const { userInfo } = useSessionSnapshot();
  if (!mayCall(userInfo, 'pageAdminUsers')) return <Result status="403" title="403" subTitle={zhCN.forbidden} />;
  return (
    <ManagementFrame>
      <UserAdmin />
    </ManagementFrame>
  );
}

type Editing = { kind: 'create' } | { kind: 'edit'; member: Member } | null;

function UserAdmin() {
  const { userInfo } = useSessionSnapshot();
  /** What the current company's roles let the user do here, operation by operation (the contracts' x-ronghe-permission). */
  const may = (operationId: Parameters<typeof mayCall>[1]) => mayCall(userInfo, operationId);
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const cipher = useService(LoginCipherId);
  const [tree, setTree] = useState<DeptNode[]>([]);
  const [deptId, setDeptId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<MemberPage>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<Member | null>(null);
  const [disabling, setDisabling] = useState<Member | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [joinRequests, setJoinRequests] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [resetForm] = Form.useForm<{ password?: string }>();
  const [addForm] = Form.useForm<{ username: string }>();

  useEffect(() => {
    void api.get('/admin/addressBook/dept/treeSelectAdmin/').then((answer) => setTree(answer.data));
  }, [api]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const params: Record<string, unknown> = { current, size: PAGE_SIZE };
      if (deptId !== undefined) params.deptId = deptId;
      if (keyword.trim()) params.keyword = keyword.trim();
      setPage((await api.get('/admin/addressBook/user/admin/list', { query: params })).data);
    } finally {
      setLoading(false);
    }
  }, [api, current, deptId, keyword]);
  useEffect(() => {
    void load();
  }, [load]);

  /** 启用; 禁用 is DisableMemberDialog, which asks where the member's open tasks go. */
  const enable = (member: Member) =>
    ignoringShownFailure(async () => {
    await api.put('/admin/orgUser/{id}/status', { path: { id: member.userId }, body: { status: '0' } });
    notifier.success(t.enabledDone);
    await load();
  });

  const remove = (member: Member) =>
    ignoringShownFailure(async () => {
    await api.delete('/admin/orgMember/{id}', { path: { id: member.userId } });
    notifier.success(t.removedDone);
    await load();
  });

  const reset = () =>
    ignoringShownFailure(async () => {
    if (!resetting) return;
    const { password } = await resetForm.validateFields();
    const body = password ? { password: await cipher.encrypt(password) } : {};
    const answer = await api.put('/admin/orgUser/{id}/password', { path: { id: resetting.userId }, body });
    setResetting(null);
    if (answer.data.password) Modal.info({ title: t.resetTitle, content: t.generatedPassword(answer.data.password), okText: t.confirm });
    else notifier.success(t.resetDone);
  });

  const addMember = () =>
    ignoringShownFailure(async () => {
    const { username } = await addForm.validateFields();
    // An invitation: the user joins once they accept it in 个人中心 (issue 22).
    await api.post('/admin/orgMember', { body: { username: username.trim(), deptId: deptId ?? null } });
    notifier.success(t.invited);
    setAdding(false);
  });

  /** The users the filter shows (department and keyword, every page), as the server writes them. */
  const exportUsers = () =>
    ignoringShownFailure(async () => {
      setExporting(true);
      try {
        const params: Record<string, unknown> = {};
        if (deptId !== undefined) params.deptId = deptId;
        if (keyword.trim()) params.keyword = keyword.trim();
        saveBlob(t.exportFile, await api.download('/admin/orgUser/export', { query: params }));
      } finally {
        setExporting(false);
      }
    });

  const treeData = useMemo(() => toOptions(tree), [tree]);
  const columns = [
    { dataIndex: 'username', title: t.username },
    { dataIndex: 'chineseName', title: t.chineseName },
    { dataIndex: 'phone', title: t.phone },
    { dataIndex: 'deptName', title: t.dept },
    {
      dataIndex: 'status',
      title: t.status,
      render: (status: string) => (status === '1' ? <Tag color="red">{t.disabled}</Tag> : <Tag color="green">{t.active}</Tag>),
    },
    {
      dataIndex: 'operation',
      title: t.operation,
      render: (_: unknown, member: Member) => (
        <Space size={0} wrap>
          {may('editOrgUser') && (
          <Button type="link" size="small" onClick={() => setEditing({ kind: 'edit', member })}>
            {t.edit}
          </Button>
          )}
          {!may('setOrgUserStatus') ? null : member.status === '1' ? (
            <Button type="link" size="small" onClick={() => void enable(member)}>
              {t.enable}
            </Button>
          ) : (
            <Button type="link" size="small" danger onClick={() => setDisabling(member)}>
              {t.disable}
            </Button>
          )}
          {may('resetOrgUserPassword') && (
          <Button
            type="link"
            size="small"
            onClick={() => {
              resetForm.resetFields();
              setResetting(member);
            }}
          >
            {t.resetPassword}
          </Button>
          )}
          {may('removeOrgMember') && (
          <Popconfirm title={t.removeConfirm(member.chineseName ?? member.username)} okText={t.confirm} cancelText={t.cancel} onConfirm={() => remove(member)}>
            <Button type="link" size="small" danger>
              {t.remove}
            </Button>
          </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t.userMenu}
      </Typography.Title>
      <div style={{ display: 'flex', gap: 16 }}>
        <div style={{ width: 220, flex: 'none' }}>
          {/* Once loaded: defaultExpandAll applies to the first tree it is given. */}
          {treeData.length > 0 && (
          <Tree
            aria-label={t.tree}
            defaultExpandAll
            blockNode
            treeData={treeData}
            selectedKeys={deptId === undefined ? [] : [deptId]}
            onSelect={(keys) => {
              setDeptId(keys.length ? Number(keys[0]) : undefined);
              setCurrent(1);
            }}
          />
          )}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space wrap style={{ marginBottom: 16 }}>
            <Input.Search
              aria-label={t.keyword}
              placeholder={t.keyword}
              allowClear
              enterButton={t.search}
              onSearch={(value) => {
                setKeyword(value);
                setCurrent(1);
              }}
            />
            {may('createOrgUser') && (
            <Button type="primary" onClick={() => setEditing({ kind: 'create' })}>
              {t.newUser}
            </Button>
            )}
            {may('addOrgMember') && (
            <Button
              onClick={() => {
                addForm.resetFields();
                setAdding(true);
              }}
            >
              {t.addMember}
            </Button>
            )}
            {may('listOrgJoinRequests') && <Button onClick={() => setJoinRequests(true)}>{t.joinRequests}</Button>}
            {may('importUsers') && <Button onClick={() => setImporting(true)}>{t.importUsers}</Button>}
            {may('exportUsers') && (
            <Button loading={exporting} onClick={() => void exportUsers()}>
              {t.exportUsers}
            </Button>
            )}
          </Space>
          <Table<Member>
            rowKey="userId"
            size="middle"
            loading={loading}
            columns={columns}
            dataSource={page.records}
            pagination={{ current, pageSize: PAGE_SIZE, total: page.total, showTotal: t.total, onChange: setCurrent, showSizeChanger: false }}
          />
        </div>
      </div>
      {editing && (
        <UserFormDialog
          member={editing.kind === 'edit' ? editing.member : null}
          tree={treeData}
          defaultDeptId={deptId}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await load();
          }}
        />
      )}
      {joinRequests && <JoinRequestsDialog onClose={() => setJoinRequests(false)} onJoined={() => void load()} />}
      {disabling && (
        <DisableMemberDialog
          member={disabling}
          onClose={() => setDisabling(null)}
          onDisabled={() => {
            setDisabling(null);
            void load();
          }}
        />
      )}
      {importing && <UserImportDialog onClose={() => setImporting(false)} onImported={() => void load()} />}
      <Modal title={t.resetTitle} open={resetting !== null} okText={t.confirm} cancelText={t.cancel} onOk={reset} onCancel={() => setResetting(null)} destroyOnHidden>
        <Form form={resetForm} layout="vertical">
          <Form.Item name="password" label={t.resetTyped}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      </Modal>
      <Modal title={t.addMember} open={adding} okText={t.confirm} cancelText={t.cancel} onOk={addMember} onCancel={() => setAdding(false)} destroyOnHidden>
        <Form form={addForm} layout="vertical">
          <Form.Item name="username" label={t.username} rules={[{ required: true, whitespace: true, message: t.usernameRequired }]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
