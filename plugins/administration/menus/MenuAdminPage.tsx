import { useCallback, useState } from 'react';
import { Alert, Button, Card, Result, Table, Tabs, Tag } from 'antd';
import { Navigate } from 'react-router';
import { ManagementFrameId, canManage } from '../../../contracts/workbench/Administration.ts';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { PERMISSION_CATALOGUE } from '../../../contracts/workbench/PermissionCatalogue.ts';
import { useAsyncData, useService, useSessionSnapshot, useWorkbench } from '../../../core/react/index.ts';
import { RowActions } from '../../../core/ui/index.ts';
import { namedIcon } from '../../../core/ui/NamedIcons.ts';
import { holdsPlatformAdminRole } from '../../../contracts/workbench/PlatformAdminRole.ts';
import { zhCN as adminTexts } from '../zhCN.ts';
import { MenuItemDialog } from './MenuItemDialog.tsx';
import { MAX_MENU_LEVELS, type MenuAdminItem, type MenuType } from './MenuAdminApi.ts';
import { zhCN } from './zhCN.ts';

const t = zhCN;
const PERMISSION_LABELS = new Map(PERMISSION_CATALOGUE.map((entry) => [entry.name, entry.label]));

/** 管理后台 › 菜单管理 (issue 13): the workbench's top menu and the public site's navigation. */
export function MenuAdminPage() {
  const { userInfo } = useSessionSnapshot();
  const Frame = useWorkbench().get(ManagementFrameId);
  if (!userInfo) return <Navigate to="/login" replace />;
  if (!canManage(userInfo)) return <Result status="403" title="403" subTitle={adminTexts.forbidden} />;
  const editable = holdsPlatformAdminRole(userInfo.roles);
  return (
    <Frame>
      <Card title={t.title}>
        {editable ? null : <Alert type="info" showIcon message={t.platformOnly} style={{ marginBottom: 16 }} />}
        <Tabs
          destroyOnHidden
          items={(['front', 'portal'] as const).map((menuType) => ({ key: menuType, label: t.tabs[menuType], children: <MenuTable menuType={menuType} editable={editable} /> }))}
        />
      </Card>
    </Frame>
  );
}

/** Where the dialog adds or edits: an item, or a new one under a parent (0: the top). */
type Editing = { item: MenuAdminItem } | { parentId: number };

function MenuTable({ menuType, editable }: { menuType: MenuType; editable: boolean }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const load = useCallback(async () => (await api.get('/admin/menu/admin/tree', { query: { menuType } })).data, [api, menuType]);
  const { data, loading, reload } = useAsyncData(load);
  const [editing, setEditing] = useState<Editing | null>(null);
  const tree = data ?? [];

  const remove = async (item: MenuAdminItem) => {
    try {
      await api.delete('/admin/menu/admin/{id}', { path: { id: item.id } });
      notifier.success(t.deleted);
      reload();
    } catch {
      // The HTTP client showed the server's reason (请先删除子菜单 …).
    }
  };

  const levelOf = (id: number): number => {
    const walk = (items: MenuAdminItem[], level: number): number => {
      for (const item of items) {
        if (item.id === id) return level;
        const below = walk(item.children, level + 1);
        if (below > 0) return below;
      }
      return 0;
    };
    return walk(tree, 1);
  };

  return (
    <>
      <div style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={!editable} onClick={() => setEditing({ parentId: 0 })}>
          {t.add}
        </Button>
      </div>
      <Table<MenuAdminItem>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={tree}
        pagination={false}
        aria-label={t.tableLabel(t.tabs[menuType])}
        // Every level open: a menu is short, and its shape is what the administrator looks at.
        expandable={{ defaultExpandAllRows: true, childrenColumnName: 'children' }}
        key={data ? 'loaded' : 'loading'}
        columns={[
          {
            dataIndex: 'label',
            title: t.label,
            render: (label: string, item) => {
              const Icon = namedIcon(item.icon);
              return (
                <span>
                  {Icon ? <Icon /> : null} {label}
                </span>
              );
            },
          },
          { dataIndex: 'name', title: t.name },
          { dataIndex: 'path', title: t.path, ellipsis: true },
          { dataIndex: 'linkType', title: t.linkType, width: 100, render: (linkType: string) => (linkType === '1' ? <Tag color="purple">{t.linkTypes.link}</Tag> : <Tag>{t.linkTypes.route}</Tag>) },
          { dataIndex: 'permission', title: t.permission, width: 120, render: (permission: string | null) => (permission ? (PERMISSION_LABELS.get(permission) ?? permission) : '—') },
          { dataIndex: 'ifShow', title: t.ifShow, width: 90, render: (ifShow: string) => (ifShow === '1' ? <Tag color="default">{t.hidden}</Tag> : <Tag color="green">{t.shown}</Tag>) },
          { dataIndex: 'sort', title: t.sort, width: 70 },
          {
            key: 'operation',
            title: t.operation,
            width: 220,
            render: (_value: unknown, item: MenuAdminItem) => (
              <RowActions
                actions={[
                  { key: 'edit', label: t.edit, disabled: !editable, onClick: () => setEditing({ item }) },
                  { key: 'child', label: t.addChild, disabled: !editable || levelOf(item.id) >= MAX_MENU_LEVELS, onClick: () => setEditing({ parentId: item.id }) },
                  { key: 'delete', label: t.delete, danger: true, disabled: !editable, confirm: t.deleteConfirm(item.label), onClick: () => remove(item) },
                ]}
              />
            ),
          },
        ]}
      />
      {editing ? (
        <MenuItemDialog
          menuType={menuType}
          tree={tree}
          item={'item' in editing ? editing.item : null}
          parentId={'item' in editing ? editing.item.parentId : editing.parentId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notifier.success(t.saved);
            reload();
          }}
        />
      ) : null}
    </>
  );
}
