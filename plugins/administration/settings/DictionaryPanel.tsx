import { useCallback, useEffect, useState } from 'react';
import { Button, Col, Menu, Row, Table, Tag, Tooltip } from 'antd';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { RowActions } from '../../../core/ui/index.ts';
import { zhCN } from './zhCN.ts';
import { DictItemDialog } from './DictItemDialog.tsx';
import type { DictItem } from './SettingsApi.ts';

const t = zhCN;

/** 字典管理: the dictionaries on the left, the chosen one's items on the right; system items are locked. */
export function DictionaryPanel({ editable }: { editable: boolean }) {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const loadTypes = useCallback(async () => (await api.get('/admin/dict/types')).data, [api]);
  const types = useAsyncData(loadTypes);
  const [chosen, setChosen] = useState<string | null>(null);
  const [items, setItems] = useState<DictItem[]>([]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<DictItem | 'new' | null>(null);

  useEffect(() => {
    if (chosen === null && types.data && types.data.length > 0) setChosen(types.data[0].dictType);
  }, [chosen, types.data]);

  const loadItems = useCallback(async () => {
    if (chosen === null) return;
    setLoading(true);
    try {
      setItems((await api.get('/admin/dict/items/{dictType}', { path: { dictType: chosen } })).data);
    } catch {
      setItems([]);
    } finally {
      setLoading(false);
    }
  }, [api, chosen]);

  useEffect(() => void loadItems(), [loadItems]);

  const remove = async (item: DictItem) => {
    await api.delete('/admin/dict/item/{id}', { path: { id: item.id } });
    notifier.success(t.dictDeleted);
    await loadItems();
  };

  const saved = async () => {
    setEditing(null);
    notifier.success(t.saved);
    await loadItems();
  };

  return (
    <Row gutter={16}>
      <Col span={6}>
        <Menu
          aria-label={t.dictTypes}
          selectedKeys={chosen ? [chosen] : []}
          onClick={({ key }) => setChosen(key)}
          items={(types.data ?? []).map((type) => ({ key: type.dictType, label: `${type.description}（${type.dictType}）` }))}
        />
      </Col>
      <Col span={18}>
        <div style={{ marginBottom: 12 }}>
          <Button type="primary" disabled={!editable || chosen === null} onClick={() => setEditing('new')}>
            {t.dictAdd}
          </Button>
        </div>
        <Table<DictItem>
          rowKey="id"
          size="small"
          loading={loading}
          dataSource={items}
          pagination={false}
          aria-label={t.dictItems}
          columns={[
            { dataIndex: 'label', title: t.dictLabel },
            { dataIndex: 'value', title: t.dictValue },
            { dataIndex: 'sort', title: t.dictSort, width: 80 },
            { dataIndex: 'system', title: t.dictKind, width: 100, render: (system: boolean) => (system ? <Tag color="blue">{t.dictSystem}</Tag> : <Tag>{t.dictCustom}</Tag>) },
            {
              key: 'operation',
              title: t.dictOperation,
              width: 160,
              render: (_value: unknown, item: DictItem) =>
                item.system ? (
                  <Tooltip title={t.dictSystemLocked}>
                    <span>—</span>
                  </Tooltip>
                ) : (
                  <RowActions
                    actions={[
                      { key: 'edit', label: t.dictEdit, disabled: !editable, onClick: () => setEditing(item) },
                      { key: 'delete', label: t.dictDelete, danger: true, disabled: !editable, confirm: t.dictDeleteConfirm(item.label), onClick: () => remove(item) },
                    ]}
                  />
                ),
            },
          ]}
        />
      </Col>
      {editing !== null && chosen !== null ? (
        <DictItemDialog dictType={chosen} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={saved} />
      ) : null}
    </Row>
  );
}
