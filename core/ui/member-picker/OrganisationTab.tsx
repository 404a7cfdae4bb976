import { useCallback, useEffect, useMemo, useState } from 'react';
import { Col, Row, Spin, Tree, type TreeDataNode } from 'antd';
import type { DirectoryNode, MemberDirectory, MemberDirectoryMode } from '../../../contracts/workbench/MemberDirectory.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../react/useService.ts';
import { MEMBER_PAGE_SIZE, MemberList, type MemberListProps } from './MemberList.tsx';
import type { MemberType } from './MemberSelection.ts';
import { zhCN } from '../zhCN.ts';

/** Spec part 3 §3, §4: level 3 is a department; any other level is a company. */
export const DEPARTMENT_LEVEL = 3;

export interface OrganisationTabProps {
  directory: MemberDirectory;
  mode: MemberDirectoryMode;
  companyId?: number;
  types: readonly MemberType[];
  /** Keys (ids as strings) of the chosen companies and departments. */
  checkedKeys: string[];
  onCheck: (node: DirectoryNode, checked: boolean) => void;
  people: Pick<MemberListProps, 'isChosen' | 'isRemovable' | 'onAdd' | 'onRemove'>;
}

function treeData(nodes: DirectoryNode[], types: readonly MemberType[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: String(node.id),
    title: node.name,
    // A node whose kind the picker does not choose keeps its checkbox, greyed out.
    disableCheckbox: !types.includes(node.level === DEPARTMENT_LEVEL ? 'dept' : 'company'),
    children: treeData(node.children ?? [], types),
  }));
}

function indexNodes(nodes: DirectoryNode[], into = new Map<string, DirectoryNode>()): Map<string, DirectoryNode> {
  for (const node of nodes) {
    into.set(String(node.id), node);
    indexNodes(node.children ?? [], into);
  }
  return into;
}

/**
 * The 组织架构 tab: the company and department tree, checked strictly (a department is chosen
 * on its own, never with its parent or children), beside the people of the clicked node.
 */
export function OrganisationTab({ directory, mode, companyId, types, checkedKeys, onCheck, people }: OrganisationTabProps) {
  const notifier = useService(NotifierId);
  const [nodes, setNodes] = useState<DirectoryNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [deptId, setDeptId] = useState<number>();

  useEffect(() => {
    let wanted = true;
    setLoading(true);
    directory.tree(mode, companyId).then(
      (answer) => {
        if (!wanted) return;
        setNodes(answer);
        setLoading(false);
      },
      // Spec part 3 §8: a failed tree says why and leaves the spinner on.
      (error: unknown) => wanted && notifier.error(error instanceof Error ? error.message : zhCN.memberPicker.requestFailed),
    );
    return () => {
      wanted = false;
    };
  }, [directory, mode, companyId, notifier]);

  const byKey = useMemo(() => indexNodes(nodes), [nodes]);
  const data = useMemo(() => treeData(nodes, types), [nodes, types]);
  const checkable = types.includes('dept') || types.includes('company');
  const listsPeople = types.includes('user');

  const fetch = useCallback(
    (current: number, keyword: string) =>
      deptId === undefined && keyword === '' ? undefined : directory.members({ mode, deptId, keyword, current, size: MEMBER_PAGE_SIZE }),
    [directory, mode, deptId],
  );

  return (
    <Row gutter={16}>
      <Col span={listsPeople ? 10 : 24}>
        <Spin spinning={loading}>
          {/* Mounted with its data, so that it opens fully expanded. */}
          {!loading && (
          <Tree
            checkable={checkable}
            checkStrictly
            blockNode
            defaultExpandAll
            treeData={data}
            checkedKeys={{ checked: checkedKeys, halfChecked: [] }}
            selectedKeys={deptId === undefined ? [] : [String(deptId)]}
            onSelect={(_, info) => setDeptId(info.selected ? Number(info.node.key) : undefined)}
            onCheck={(_, info) => {
              const node = byKey.get(String(info.node.key));
              if (node) onCheck(node, info.checked);
            }}
          />
          )}
        </Spin>
      </Col>
      {listsPeople && (
        <Col span={14}>
          <MemberList key={deptId ?? 'none'} fetch={fetch} emptyText={zhCN.memberPicker.chooseOrganisation} {...people} />
        </Col>
      )}
    </Row>
  );
}
