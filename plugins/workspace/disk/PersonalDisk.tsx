import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Breadcrumb, Button, Card, Flex, Input, Progress, Space, Table, Typography, type TableProps } from 'antd';
import { FileOutlined, FolderAddOutlined, FolderFilled, FolderOpenOutlined, UploadOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService, useSessionSnapshot } from '../../../core/react/index.ts';
import { useDeleteConfirm } from '../../../core/ui/index.ts';
import { zhCN } from '../zhCN.ts';
import { byteSize } from './ByteSize.ts';
import { diskFileLink, type DiskItem } from './DiskApi.ts';
import { DiskUploader, MAX_FILES_PER_UPLOAD } from './DiskUploader.ts';
import { chosenFiles, droppedFiles, type ChosenFile } from './DroppedFiles.ts';
import { MoveDialog } from './MoveDialog.tsx';
import { NameDialog } from '../../../core/ui/NameDialog.tsx';
import { diskNameProblem } from './DiskNameRule.ts';

type SortColumn = 'name' | 'size' | 'updateTime';
type Naming = { kind: 'create' } | { kind: 'rename'; item: DiskItem } | null;

const PAGE_SIZE = 50;

/** A folder of the disk as an address on the current page: links, so back and a new tab work. */
function folderLink(id: number): { search: string } {
  return { search: id ? `?folder=${id}` : '' };
}

/** The directory picker's attribute; React has no typed prop for it. */
function asFolderPicker(input: HTMLInputElement | null): void {
  input?.setAttribute('webkitdirectory', '');
}

/**
 * The personal disk (网盘, issue 11): the current folder's items (folders first), a breadcrumb
 * back up, the space used of the quota, and uploads by click, by folder picker (relative paths
 * kept) and by dropping files on the list. The folder is in the address (`folder`), so the
 * browser's back button walks back up.
 */
export function PersonalDisk() {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const token = useSessionSnapshot().accessToken;
  const uploader = useMemo(() => new DiskUploader(api), [api]);
  const [query] = useSearchParams();
  const folderId = Number(query.get('folder')) || 0;
  const [current, setCurrent] = useState(1);
  const [sort, setSort] = useState<{ column: SortColumn; order: 'asc' | 'desc' }>({ column: 'name', order: 'asc' });
  const [keyword, setKeyword] = useState('');
  const [naming, setNaming] = useState<Naming>(null);
  const [moving, setMoving] = useState<DiskItem | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const { confirmDelete, contextHolder } = useDeleteConfirm();

  const load = useCallback(
    async () =>
      (
        await api.get('/admin/disk/items', { query: { parentId: folderId, current, size: PAGE_SIZE, sort: sort.column, order: sort.order, ...(keyword ? { name: keyword } : {}) } })
      ).data,
    [api, folderId, current, sort, keyword],
  );
  const { data, loading, reload } = useAsyncData(load);
  const usage = data?.usage;

  // Another folder starts on its first page, unfiltered.
  useEffect(() => {
    setCurrent(1);
    setKeyword('');
  }, [folderId]);

  const upload = async (files: ChosenFile[]) => {
    if (files.length === 0 || !usage || progress) return;
    const refusal = uploader.refusal(files, usage);
    if (refusal) {
      notifier.error(refusal);
      return;
    }
    setProgress({ done: 0, total: files.length });
    try {
      const outcome = await uploader.send(files, folderId, (done) => setProgress({ done, total: files.length }));
      if (outcome.failed.length === 0) notifier.success(zhCN.disk.uploadSuccess);
      for (const failure of outcome.failed.slice(0, 3)) notifier.error(zhCN.disk.uploadFailed(failure.name, failure.reason));
    } finally {
      setProgress(null);
      reload();
    }
  };

  const submitName = async (name: string) => {
    if (naming?.kind === 'rename') {
      await api.post('/admin/disk/rename', { body: { id: naming.item.id, name } });
      notifier.success(zhCN.disk.renamed);
    } else {
      await api.post('/admin/disk/folder', { body: { parentId: folderId, name } });
      notifier.success(zhCN.disk.created);
    }
    setNaming(null);
    reload();
  };

  const move = async (parentId: number) => {
    if (!moving) return;
    await api.post('/admin/disk/move', { body: { id: moving.id, parentId } });
    notifier.success(zhCN.disk.moved);
    setMoving(null);
    reload();
  };

  const remove = (item: DiskItem) => {
    const done = () => {
      notifier.success(zhCN.disk.deleted);
      reload();
    };
    if (item.kind === 'file') {
      confirmDelete({ content: zhCN.disk.deleteFile(item.name), onOk: async () => (await api.post('/admin/disk/delete', { body: { id: item.id } }), done()) });
      return;
    }
    confirmDelete({
      content: zhCN.disk.deleteFolder(item.name),
      onOk: async () => {
        try {
          await api.post('/admin/disk/delete', { body: { id: item.id }, silent: true });
          done();
        } catch (error) {
          // A folder with content: the server keeps it until the user agrees to lose everything in it.
          if ((error as { status?: number }).status !== 409) throw error;
          confirmDelete({ content: zhCN.disk.deleteFolderWithContent(item.name), onOk: async () => (await api.post('/admin/disk/delete', { body: { id: item.id, recursive: true } }), done()) });
        }
      },
    });
  };

  const columns: TableProps<DiskItem>['columns'] = [
    {
      title: zhCN.disk.name,
      dataIndex: 'name',
      key: 'name',
      sorter: true,
      sortOrder: sort.column === 'name' ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (name: string, item) =>
        item.kind === 'folder' ? (
          <Link to={folderLink(item.id)}>
            <FolderFilled style={{ color: '#faad14', marginRight: 8 }} />
            {name}
          </Link>
        ) : (
          <span>
            <FileOutlined style={{ marginRight: 8 }} />
            {name}
          </span>
        ),
    },
    {
      title: zhCN.disk.size,
      dataIndex: 'size',
      key: 'size',
      width: 120,
      sorter: true,
      sortOrder: sort.column === 'size' ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (size: number, item) => (item.kind === 'folder' ? '-' : byteSize(size)),
    },
    {
      title: zhCN.disk.updateTime,
      dataIndex: 'updateTime',
      key: 'updateTime',
      width: 180,
      sorter: true,
      sortOrder: sort.column === 'updateTime' ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    },
    {
      title: zhCN.disk.actions,
      key: 'actions',
      width: 240,
      render: (_: unknown, item) => (
        <Space size="small">
          <Button type="link" size="small" onClick={() => setNaming({ kind: 'rename', item })}>
            {zhCN.disk.rename}
          </Button>
          <Button type="link" size="small" onClick={() => setMoving(item)}>
            {zhCN.disk.move}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(item)}>
            {zhCN.disk.delete}
          </Button>
          {/* Last, so the actions every row has line up in the column. */}
          {item.kind === 'file' && (
            <Button type="link" size="small" href={diskFileLink(item.id, token)} download={item.name}>
              {zhCN.disk.download}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const onTableChange: TableProps<DiskItem>['onChange'] = (pagination, _filters, sorter) => {
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    const column = (chosen?.order ? chosen.columnKey : 'name') as SortColumn;
    setSort({ column, order: chosen?.order === 'descend' ? 'desc' : 'asc' });
    setCurrent(pagination.current ?? 1);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    // The entries are read now: the browser empties the DataTransfer once the event is over.
    void droppedFiles(event.dataTransfer, MAX_FILES_PER_UPLOAD).then(upload);
  };
  const percent = usage ? Math.min(100, Math.round((usage.used / usage.quota) * 1000) / 10) : 0;

  return (
    <Card title={zhCN.disk.title} styles={{ body: { paddingTop: 12 } }}>
      {contextHolder}
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Breadcrumb
          items={[{ id: 0, name: zhCN.disk.root }, ...(data?.path ?? [])].map((step, index, all) => ({
            key: step.id,
            title: index === all.length - 1 ? step.name : <Link to={folderLink(step.id)}>{step.name}</Link>,
          }))}
        />
        {usage && (
          <Flex align="center" gap={8} style={{ minWidth: 280 }}>
            <Progress
              aria-label={zhCN.disk.usage(byteSize(usage.used), byteSize(usage.quota))}
              percent={percent}
              size="small"
              showInfo={false}
              status={percent >= 90 ? 'exception' : 'normal'}
              style={{ width: 140, margin: 0 }}
            />
            <Typography.Text type="secondary">{zhCN.disk.usage(byteSize(usage.used), byteSize(usage.quota))}</Typography.Text>
          </Flex>
        )}
      </Flex>
      <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Button type="primary" icon={<UploadOutlined />} loading={progress !== null} onClick={() => filesInput.current?.click()}>
            {progress ? zhCN.disk.uploading(progress.done, progress.total) : zhCN.disk.uploadFiles}
          </Button>
          <Button icon={<FolderOpenOutlined />} disabled={progress !== null} onClick={() => folderInput.current?.click()}>
            {zhCN.disk.uploadFolder}
          </Button>
          <Button icon={<FolderAddOutlined />} onClick={() => setNaming({ kind: 'create' })}>
            {zhCN.disk.newFolder}
          </Button>
          {usage && <Typography.Text type="secondary">{zhCN.disk.fileLimit(byteSize(usage.fileMaxBytes))}</Typography.Text>}
        </Space>
        <Input.Search
          aria-label={zhCN.disk.search}
          placeholder={zhCN.disk.search}
          allowClear
          maxLength={255}
          style={{ width: 260 }}
          onSearch={(value) => {
            setCurrent(1);
            setKeyword(value.trim());
          }}
        />
      </Flex>
      <input
        ref={filesInput}
        type="file"
        multiple
        hidden
        aria-label={zhCN.disk.uploadFiles}
        onChange={(event) => {
          void upload(chosenFiles(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <input
        ref={(input) => {
          folderInput.current = input;
          asFolderPicker(input);
        }}
        type="file"
        multiple
        hidden
        aria-label={zhCN.disk.uploadFolder}
        onChange={(event) => {
          void upload(chosenFiles(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{ outline: dragging ? '2px dashed #1677ff' : undefined, outlineOffset: 2, position: 'relative' }}
      >
        {dragging && (
          <Typography.Text type="secondary" style={{ position: 'absolute', top: 8, right: 12, zIndex: 2 }}>
            {zhCN.disk.dropHint}
          </Typography.Text>
        )}
        <Table<DiskItem>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.records ?? []}
          onChange={onTableChange}
          locale={{ emptyText: keyword ? zhCN.disk.noMatch(keyword) : zhCN.disk.empty }}
          pagination={{ current, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
        />
      </div>
      <NameDialog
        title={naming?.kind === 'rename' ? zhCN.disk.rename : zhCN.disk.newFolder}
        label={naming?.kind === 'rename' ? zhCN.disk.newName : zhCN.disk.folderName}
        initial={naming?.kind === 'rename' ? naming.item.name : ''}
        inputId="disk-name"
        open={naming !== null}
        problemOf={diskNameProblem}
        input={{ maxLength: 255 }}
        onCancel={() => setNaming(null)}
        onSubmit={submitName}
      />
      <MoveDialog item={moving} onCancel={() => setMoving(null)} onMove={move} />
    </Card>
  );
}
