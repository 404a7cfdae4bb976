import { useEffect, useMemo, useState } from 'react';
import { Spin, Tree, type TreeDataNode } from 'antd';
import type { DirectoryRole, MemberDirectory } from '../../../contracts/workbench/MemberDirectory.ts';

export interface RoleTabProps {
  directory: MemberDirectory;
  /** Keys (ids as strings) of the chosen roles. */
  checkedKeys: string[];
  onCheck: (role: DirectoryRole, checked: boolean) => void;
}

function treeData(roles: DirectoryRole[]): TreeDataNode[] {
  return roles.map((role) => ({ key: String(role.roleId), title: role.roleName, children: treeData(role.children ?? []) }));
}

function indexRoles(roles: DirectoryRole[], into = new Map<string, DirectoryRole>()): Map<string, DirectoryRole> {
  for (const role of roles) {
    into.set(String(role.roleId), role);
    indexRoles(role.children ?? [], into);
  }
  return into;
}

/** The 角色 tab: every role of the company (one request), each checked on its own. */
export function RoleTab({ directory, checkedKeys, onCheck }: RoleTabProps) {
  const [roles, setRoles] = useState<DirectoryRole[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let wanted = true;
    setLoading(true);
    // Spec part 3 §8: a failed list stops loading and shows nothing.
    directory.roles().then(
      (answer) => wanted && (setRoles(answer), setLoading(false)),
      () => wanted && (setRoles([]), setLoading(false)),
    );
    return () => {
      wanted = false;
    };
  }, [directory]);

  const byKey = useMemo(() => indexRoles(roles), [roles]);
  const data = useMemo(() => treeData(roles), [roles]);

  return (
    <Spin spinning={loading}>
      <Tree
        checkable
        checkStrictly
        blockNode
        selectable={false}
        treeData={data}
        checkedKeys={{ checked: checkedKeys, halfChecked: [] }}
        onCheck={(_, info) => {
          const role = byKey.get(String(info.node.key));
          if (role) onCheck(role, info.checked);
        }}
      />
    </Spin>
  );
}
