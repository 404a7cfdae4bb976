import { useCallback, useMemo, useState } from 'react';
import { Button, Empty, Flex, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { Permission } from '../../../core/ui/index.ts';
import { zhCN } from '../zhCN.ts';
import { AddDeptDialog } from './AddDeptDialog.tsx';
import type { DeptNode } from './AddressBookApi.ts';

/** Spec part 1 §6: the authority behind 添加机构. */
export const DEPT_ADD_PERMISSION = 'sys_dept_add';
const SEARCH_MAX = 100;
const texts = zhCN.addressBook;

const treeData = (nodes: DeptNode[]): TreeDataNode[] => nodes.map((n) => ({ key: String(n.id), title: n.name, children: treeData(n.children ?? []) }));

export interface DeptTreePanelProps {
  /** The department shown on the right; undefined: the whole company (its root). */
  selected: number | undefined;
  onSelect: (deptId: number) => void;
}

/** The current company's departments, searchable by name, with 添加机构 for who holds sys_dept_add. */
export function DeptTreePanel({ selected, onSelect }: DeptTreePanelProps) {
  const api = useService(ApiClientId);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState(0);
  const load = useCallback(async () => (await api.get('/admin/addressBook/dept/treeSelect/', { query: name ? { name } : undefined })).data ?? [], [api, name]);
  const { data: tree, loading, reload } = useAsyncData(load);
  const nodes = useMemo(() => treeData(tree ?? []), [tree]);
  const selectedKey = String(selected ?? tree?.[0]?.id ?? '');

  return (
    <Flex vertical gap={12}>
      <Permission anyOf={[DEPT_ADD_PERMISSION]}>
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={!tree?.length}>
          {texts.addDept}
        </Button>
      </Permission>
      <Input.Search aria-label={texts.deptSearch} placeholder={texts.deptSearch} maxLength={SEARCH_MAX} allowClear onSearch={(value) => setName(value.trim())} />
      <Spin spinning={loading && !tree}>
        {tree && tree.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.noDept} />}
        {tree && tree.length > 0 && (
          // Remounted per search and addition so the matches, or the new department, show expanded.
          <Tree
            key={`${name}#${added}`}
            aria-label={texts.deptTree}
            blockNode
            defaultExpandAll
            treeData={nodes}
            selectedKeys={[selectedKey]}
            onSelect={(keys) => keys.length > 0 && onSelect(Number(keys[0]))}
          />
        )}
      </Spin>
      {adding && tree && (
        <AddDeptDialog
          tree={tree}
          parentId={selected}
          onClose={() => setAdding(false)}
          onAdded={(dept) => {
            setAdding(false);
            setAdded((n) => n + 1);
            reload();
            onSelect(dept.id);
          }}
        />
      )}
    </Flex>
  );
}
