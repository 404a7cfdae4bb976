import { useCallback, useEffect, useState } from 'react';
import { Breadcrumb, Empty, List, Modal } from 'antd';
import { FolderOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { DiskItem } from './DiskApi.ts';

interface MoveDialogProps {
  /** The item being moved; null when the dialog is closed. */
  item: DiskItem | null;
  onCancel(): void;
  onMove(parentId: number): Promise<void>;
}

/** Where an item goes: the user walks the folders (the moved folder itself cannot be entered) and picks 移动到此处. */
export function MoveDialog({ item, onCancel, onMove }: MoveDialogProps) {
  const api = useService(ApiClientId);
  const [folderId, setFolderId] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => setFolderId(0), [item]);
  const load = useCallback(
    async () => (item ? (await api.get('/admin/disk/items', { query: { parentId: folderId, kind: 'folder', size: 200 } })).data : null),
    [api, folderId, item],
  );
  const { data } = useAsyncData(load);
  const folders = (data?.records ?? []).filter((folder) => folder.id !== item?.id);

  const move = async () => {
    setBusy(true);
    try {
      await onMove(folderId);
    } catch {
      // Shown by the client; the dialog stays open.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={item ? zhCN.disk.moveTitle(item.name) : ''}
      open={item !== null}
      onCancel={onCancel}
      onOk={move}
      okText={zhCN.disk.moveHere}
      cancelText={zhCN.cancel}
      okButtonProps={{ loading: busy, disabled: item?.parentId === folderId }}
      destroyOnHidden
    >
      <Breadcrumb
        items={[{ id: 0, name: zhCN.disk.root }, ...(data?.path ?? [])].map((step) => ({ key: step.id, title: <a onClick={() => setFolderId(step.id)}>{step.name}</a> }))}
      />
      {folders.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={zhCN.disk.noFolders} />
      ) : (
        <List
          size="small"
          dataSource={folders}
          renderItem={(folder) => (
            <List.Item key={folder.id} style={{ cursor: 'pointer' }} onClick={() => setFolderId(folder.id)}>
              <FolderOutlined style={{ marginRight: 8, color: '#faad14' }} />
              {folder.name}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
