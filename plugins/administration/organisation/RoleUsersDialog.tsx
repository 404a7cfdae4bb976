import { useCallback, useEffect, useState } from 'react';
import { Button, Form, Modal, Popconfirm, Space, Table } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { MemberPicker } from './MemberPicker.tsx';
import type { Member, MemberPage, OrgRole } from './OrgAdminApi.ts';
import { ignoringShownFailure } from './ShownFailure.ts';

const t = zhCN.roles;
const o = zhCN.organisation;
const PAGE_SIZE = 10;

/** 角色管理's 用户: the company's members holding the role, paged; add some, remove one. */
export function RoleUsersDialog({ role, onClose }: { role: OrgRole; onClose: () => void }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<MemberPage>({ records: [], total: 0 });
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ userIds: number[] }>();

  const load = useCallback(async () => {
    setPage((await api.get('/admin/orgRole/{id}/users', { path: { id: role.roleId }, query: { current, size: PAGE_SIZE } })).data);
  }, [api, role.roleId, current]);
  useEffect(() => {
    void load();
  }, [load]);

  const add = () =>
    ignoringShownFailure(async () => {
      const { userIds } = await form.validateFields();
      await api.post('/admin/orgRole/{id}/users', { path: { id: role.roleId }, body: { userIds } });
      notifier.success(o.saved);
      setAdding(false);
      await load();
    });

  const remove = (member: Member) =>
    ignoringShownFailure(async () => {
      await api.delete('/admin/orgRole/{id}/users/{userId}', { path: { id: role.roleId, userId: member.userId } });
      notifier.success(o.deleted);
      await load();
    });

  const columns = [
    { dataIndex: 'username', title: o.username },
    { dataIndex: 'chineseName', title: o.chineseName },
    { dataIndex: 'deptName', title: o.dept },
    {
      dataIndex: 'operation',
      title: o.operation,
      render: (_: unknown, member: Member) => (
        <Popconfirm title={t.removeUserConfirm(member.chineseName ?? member.username)} okText={o.confirm} cancelText={o.cancel} onConfirm={() => remove(member)}>
          <Button type="link" size="small" danger>
            {t.removeUser}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Modal title={t.usersTitle(role.roleName)} open onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Space style={{ marginBottom: 16 }}>
        <Button
          type="primary"
          onClick={() => {
            form.resetFields();
            setAdding(true);
          }}
        >
          {t.addUsers}
        </Button>
      </Space>
      <Table<Member>
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={page.records}
        pagination={{ current, pageSize: PAGE_SIZE, total: page.total, showTotal: o.total, onChange: setCurrent, showSizeChanger: false }}
      />
      <Modal title={t.addUsers} open={adding} okText={o.confirm} cancelText={o.cancel} onOk={add} onCancel={() => setAdding(false)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="userIds" label={t.pickUsers} rules={[{ required: true, type: 'array', min: 1, message: t.pickUsersRequired }]}>
            <MemberPicker placeholder={t.pickUsersPlaceholder} />
          </Form.Item>
        </Form>
      </Modal>
    </Modal>
  );
}
