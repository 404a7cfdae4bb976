import { useCallback, useMemo } from 'react';
import { Empty, Spin, Tree, type TreeDataNode } from 'antd';
import { FolderOutlined, TagOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { TagNode } from './AddressBookApi.ts';

/** Spec part 3 §3: a level-1 tag is a folder. */
const FOLDER_LEVEL = 1;
const texts = zhCN.addressBook;

const treeData = (tags: TagNode[]): TreeDataNode[] =>
  tags.map((tag) => ({
    key: String(tag.tagId),
    title: tag.tagName,
    icon: tag.level === FOLDER_LEVEL ? <FolderOutlined aria-label={`${tag.tagName} 文件夹`} /> : <TagOutlined />,
    children: treeData(tag.tagList ?? []),
  }));

/** The current company's tags; a folder (level 1) stands for its sub-tags' members. */
export function TagTreePanel({ selected, onSelect }: { selected: number | undefined; onSelect: (tagId: number) => void }) {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/admin/tag/tree')).data ?? [], [api]);
  const { data: tags, loading } = useAsyncData(load);
  const nodes = useMemo(() => treeData(tags ?? []), [tags]);

  if (!tags) return <Spin spinning={loading} />;
  if (tags.length === 0) return <Empty description={texts.noTags} />;
  return (
    <Tree
      aria-label={texts.tagTree}
      blockNode
      showIcon
      defaultExpandAll
      treeData={nodes}
      selectedKeys={selected === undefined ? [] : [String(selected)]}
      onSelect={(keys) => keys.length > 0 && onSelect(Number(keys[0]))}
    />
  );
}
