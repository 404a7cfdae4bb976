import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Empty, Form, Input, Modal, Popconfirm, Result, Space, Table, Tree, Typography } from 'antd';
import { ApiClientId, type ApiAnswer } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { ManagementFrame } from '../ManagementFrame.tsx';
import { zhCN } from '../zhCN.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { administersCurrentCompany } from '../../../contracts/workbench/PlatformAdminRole.ts';
import type { Member, TagNode } from './OrgAdminApi.ts';
import { ignoringShownFailure } from './ShownFailure.ts';

const t = zhCN.tags;
const o = zhCN.organisation;
const r = zhCN.roles;
const PAGE_SIZE = 10;

type Dialog = 'top' | 'sub' | 'rename' | 'members' | null;
/** The members of the chosen tag, as the contract pages them (nothing chosen: none). */
type MemberPage = Pick<ApiAnswer<'/admin/orgTag/{id}/members', 'get'>, 'records' | 'total'>;

interface TreeOption {
  title: string;
  key: number;
  children: TreeOption[];
}
const toOptions = (nodes: TagNode[]): TreeOption[] => nodes.map((n) => ({ title: n.tagName, key: n.tagId, children: toOptions(n.tagList ?? []) }));
function find(nodes: TagNode[], id: number): TagNode | undefined {
  for (const node of nodes) {
    if (node.tagId === id) return node;
    const below = find(node.tagList ?? [], id);
    if (below) return below;
  }
  return undefined;
}

/**
 * 标签管理 (管理后台 › 组织机构, issue 13): the current company's tag tree, as 通讯录 shows it;
 * create at the top or under the chosen tag, rename, delete with its sub-tags and members; the
 * chosen tag's own members, add some of the company, remove one. The server checks each rule.
 */
export function TagAdminPage() {
  const { userInfo } = useSessionSnapshot();
  if (!administersCurrentCompany(userInfo)) return <Result status="403" title="403" subTitle={zhCN.forbidden} />;
  return (
    <ManagementFrame>
      <TagAdmin />
    </ManagementFrame>
  );
}

function TagAdmin() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [tree, setTree] = useState<TagNode[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<MemberPage>({ records: [], total: 0 });
  const [form] = Form.useForm<{ tagName?: string; userIds?: number[] }>();

  const loadTree = useCallback(async () => setTree((await api.get('/admin/tag/tree')).data), [api]);
  useEffect(() => {
    void loadTree();
  }, [loadTree]);

  const tag = selected === null ? undefined : find(tree, selected);
  const loadMembers = useCallback(async () => {
    if (selected === null) return setPage({ records: [], total: 0 });
    setPage((await api.get('/admin/orgTag/{id}/members', { path: { id: selected }, query: { current, size: PAGE_SIZE } })).data);
  }, [api, selected, current]);
  useEffect(() => {
    void loadMembers();
  }, [loadMembers]);

  const open = (kind: Exclude<Dialog, null>) => {
    form.resetFields();
    if (kind === 'rename') form.setFieldsValue({ tagName: tag?.tagName });
    setDialog(kind);
  };

  const save = () =>
    ignoringShownFailure(async () => {
      const values = await form.validateFields();
      if (dialog === 'members' && tag) {
        await api.post('/admin/orgTag/{id}/members', { path: { id: tag.tagId }, body: { userIds: values.userIds ?? [] } });
        await loadMembers();
      } else if (dialog === 'rename' && tag) {
        await api.put('/admin/orgTag/{id}', { path: { id: tag.tagId }, body: { tagName: values.tagName ?? '' } });
      } else {
        const answer = await api.post('/admin/orgTag', { body: { tagName: values.tagName ?? '', parentId: dialog === 'sub' && tag ? tag.tagId : null } });
        setSelected(answer.data.tagId);
        setCurrent(1);
      }
      notifier.success(o.saved);
      setDialog(null);
      await loadTree();
    });

  const remove = () =>
    ignoringShownFailure(async () => {
      if (!tag) return;
      await api.delete('/admin/orgTag/{id}', { path: { id: tag.tagId } });
      notifier.success(o.deleted);
      setSelected(null);
      await loadTree();
    });

  const removeMember = (member: Member) =>
    ignoringShownFailure(async () => {
      if (!tag) return;
      await api.delete('/admin/orgTag/{id}/members/{userId}', { path: { id: tag.tagId, userId: member.userId } });
      notifier.success(o.deleted);
      await loadMembers();
    });

  const treeData = useMemo(() => toOptions(tree), [tree]);
  const columns = [
    { dataIndex: 'username', title: o.username },
    { dataIndex: 'chineseName', title: o.chineseName },
    { dataIndex: 'deptName', title: o.dept },
    {
      dataIndex: 'operation',
      title: o.operation,
      render: (_: unknown, member: Member) => (
        <Popconfirm title={t.removeMemberConfirm(member.chineseName ?? member.username)} okText={o.confirm} cancelText={o.cancel} onConfirm={() => removeMember(member)}>
          <Button type="link" size="small" danger>
            {t.removeMember}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  const title = dialog === 'top' ? t.newTag : dialog === 'sub' ? t.newSubTag : dialog === 'rename' ? t.rename : t.addMembers;

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t.menu}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => open('top')}>
          {t.newTag}
        </Button>
        <Button disabled={!tag} onClick={() => open('sub')}>
          {t.newSubTag}
        </Button>
        <Button disabled={!tag} onClick={() => open('rename')}>
          {t.rename}
        </Button>
        <Popconfirm title={tag ? t.deleteConfirm(tag.tagName) : ''} okText={o.confirm} cancelText={o.cancel} onConfirm={remove} disabled={!tag}>
          <Button danger disabled={!tag}>
            {t.delete}
          </Button>
        </Popconfirm>
      </Space>
      <div style={{ display: 'flex', gap: 16 }}>
        <div style={{ width: 240, flex: 'none' }}>
          {treeData.length === 0 ? (
            <Empty />
          ) : (
            <Tree
              aria-label={t.tree}
              defaultExpandAll
              blockNode
              treeData={treeData}
              selectedKeys={selected === null ? [] : [selected]}
              onSelect={(keys) => {
                setSelected(keys.length ? Number(keys[0]) : null);
                setCurrent(1);
              }}
            />
          )}
        </div>
        <div style={{ flex: 1, minWidth: 0 }}>
          {tag ? (
            <>
              <Space style={{ marginBottom: 16 }}>
                <Typography.Text strong>{t.members(tag.tagName)}</Typography.Text>
                <Button onClick={() => open('members')}>{t.addMembers}</Button>
              </Space>
              <Table<Member>
                rowKey="userId"
                size="middle"
                columns={columns}
                dataSource={page.records}
                pagination={{ current, pageSize: PAGE_SIZE, total: page.total, showTotal: o.total, onChange: setCurrent, showSizeChanger: false }}
              />
            </>
          ) : (
            <Typography.Paragraph type="secondary">{t.chooseTag}</Typography.Paragraph>
          )}
        </div>
      </div>
      <Modal title={title} open={dialog !== null} okText={o.confirm} cancelText={o.cancel} onOk={save} onCancel={() => setDialog(null)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          {dialog === 'members' ? (
            <Form.Item name="userIds" label={r.pickUsers} rules={[{ required: true, type: 'array', min: 1, message: r.pickUsersRequired }]}>
              <MemberPicker placeholder={r.pickUsersPlaceholder} />
            </Form.Item>
          ) : (
            <Form.Item name="tagName" label={t.tagName} rules={[{ required: true, whitespace: true, message: t.tagNameRequired }, { max: 30 }]}>
              <Input maxLength={30} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
