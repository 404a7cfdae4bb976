import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Empty, Form, Input, Modal, Popconfirm, Result, Space, Tree, TreeSelect, Typography } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { ManagementFrame } from '../ManagementFrame.tsx';
import { zhCN } from '../zhCN.ts';
import { mayCall, type DeptNode } from './OrgAdminApi.ts';
import { ignoringShownFailure } from './ShownFailure.ts';

const t = zhCN.organisation;

type Dialog = { kind: 'add' } | { kind: 'rename' } | { kind: 'move' } | null;

/** The node and its parent's children (its siblings, itself included), or undefined. */
function locate(nodes: DeptNode[], id: number): { node: DeptNode; siblings: DeptNode[] } | undefined {
  for (const node of nodes) {
    if (node.id === id) return { node, siblings: nodes };
    const below = locate(node.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}

/** The tree without the node and what lies below it: where it may move to. */
function withoutSubtree(nodes: DeptNode[], id: number): DeptNode[] {
  return nodes.filter((n) => n.id !== id).map((n) => ({ ...n, children: withoutSubtree(n.children ?? [], id) }));
}

interface TreeOption {
  title: string;
  value: number;
  key: number;
  children: TreeOption[];
}
const toOptions = (nodes: DeptNode[]): TreeOption[] => nodes.map((n) => ({ title: n.name, value: n.id, key: n.id, children: toOptions(n.children ?? []) }));

/**
 * 部门管理 (管理后台 › 组织机构, issue 13): the current company's department tree; add under the
 * chosen node, rename, move (never under itself), order among siblings, delete an empty one.
 * The server checks every rule again and answers each refusal in Chinese.
 */
export function DeptAdminPage() {
  const { userInfo } = useSessionSnapshot();
  if (!mayCall(userInfo, 'treeSelectAdmin')) return <Result status="403" title="403" subTitle={zhCN.forbidden} />;
  return (
    <ManagementFrame>
      <DeptAdmin />
    </ManagementFrame>
  );
}

function DeptAdmin() {
  const { userInfo } = useSessionSnapshot();
  const may = (operationId: Parameters<typeof mayCall>[1]) => mayCall(userInfo, operationId);
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const [tree, setTree] = useState<DeptNode[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ name?: string; parentId?: number }>();

  const load = useCallback(async () => setTree((await api.get('/admin/addressBook/dept/treeSelectAdmin/')).data), [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const found = selected === null ? undefined : locate(tree, selected);
  const isDept = found?.node.type === 'dept';
  const index = found ? found.siblings.findIndex((s) => s.id === found.node.id) : -1;

  const save = () =>
    ignoringShownFailure(async () => {
    const values = await form.validateFields();
    if (!dialog || !found) return;
    if (dialog.kind === 'add') await api.post('/admin/addressBook/dept', { body: { name: values.name ?? '', parentId: found.node.id } });
    else if (dialog.kind === 'rename') await api.put('/admin/addressBook/dept/{id}', { path: { id: found.node.id }, body: { name: values.name } });
    else await api.put('/admin/addressBook/dept/{id}', { path: { id: found.node.id }, body: { parentId: values.parentId } });
    notifier.success(t.saved);
    setDialog(null);
    await load();
  });

  /** Swaps the order with the neighbour: both get their new positions, so equal sorts never tie. */
  const shift = (by: -1 | 1) =>
    ignoringShownFailure(async () => {
    if (!found) return;
    const neighbour = found.siblings[index + by];
    if (!neighbour) return;
    await api.put('/admin/addressBook/dept/{id}', { path: { id: found.node.id }, body: { sort: index + by + 1 } });
    await api.put('/admin/addressBook/dept/{id}', { path: { id: neighbour.id }, body: { sort: index + 1 } });
    // The other siblings keep their places: renumber them in order too.
    for (const [i, sibling] of found.siblings.entries()) {
      if (sibling.id !== found.node.id && sibling.id !== neighbour.id && sibling.type === 'dept') await api.put('/admin/addressBook/dept/{id}', { path: { id: sibling.id }, body: { sort: i + 1 } });
    }
    await load();
  });

  const remove = () =>
    ignoringShownFailure(async () => {
    if (!found) return;
    await api.delete('/admin/addressBook/dept/{id}', { path: { id: found.node.id } });
    notifier.success(t.deleted);
    setSelected(null);
    await load();
  });

  const open = (kind: 'add' | 'rename' | 'move') => {
    form.resetFields();
    if (kind === 'rename') form.setFieldsValue({ name: found?.node.name });
    if (kind === 'move') form.setFieldsValue({ parentId: found?.node.parentId ?? undefined });
    setDialog({ kind });
  };

  const treeData = useMemo(() => toOptions(tree), [tree]);
  const targets = useMemo(() => (found ? toOptions(withoutSubtree(tree, found.node.id)) : []), [tree, found]);
  const title = dialog?.kind === 'add' ? t.addDept : dialog?.kind === 'rename' ? t.rename : t.move;

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t.deptMenu}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        {may('addDept') && (
        <Button type="primary" disabled={!found} onClick={() => open('add')}>
          {t.addDept}
        </Button>
        )}
        {may('editDept') && (
        <>
        <Button disabled={!isDept} onClick={() => open('rename')}>
          {t.rename}
        </Button>
        <Button disabled={!isDept} onClick={() => open('move')}>
          {t.move}
        </Button>
        <Button disabled={!isDept || index <= 0} onClick={() => void shift(-1)}>
          {t.moveUp}
        </Button>
        <Button disabled={!isDept || !found || index >= found.siblings.length - 1} onClick={() => void shift(1)}>
          {t.moveDown}
        </Button>
        </>
        )}
        {may('deleteDept') && (
        <Popconfirm title={found ? t.deleteDeptConfirm(found.node.name) : ''} okText={t.confirm} cancelText={t.cancel} onConfirm={remove} disabled={!isDept}>
          <Button danger disabled={!isDept}>
            {t.delete}
          </Button>
        </Popconfirm>
        )}
      </Space>
      {!found && <Typography.Paragraph type="secondary">{t.chooseDept}</Typography.Paragraph>}
      {tree.length === 0 ? (
        <Empty />
      ) : (
        <Tree
          aria-label={t.tree}
          defaultExpandAll
          blockNode
          treeData={treeData}
          selectedKeys={selected === null ? [] : [selected]}
          onSelect={(keys) => setSelected(keys.length ? Number(keys[0]) : null)}
        />
      )}
      <Modal title={title} open={dialog !== null} okText={t.confirm} cancelText={t.cancel} onOk={save} onCancel={() => setDialog(null)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false}>
          {dialog?.kind === 'move' ? (
            <Form.Item name="parentId" label={t.parentDept} rules={[{ required: true, message: t.parentRequired }]}>
              <TreeSelect treeData={targets} treeDefaultExpandAll />
            </Form.Item>
          ) : (
            <Form.Item name="name" label={t.deptName} rules={[{ required: true, whitespace: true, message: t.deptNameRequired }, { max: 30 }]}>
              <Input maxLength={30} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
