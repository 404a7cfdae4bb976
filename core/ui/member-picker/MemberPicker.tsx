import { useMemo, useRef, useState } from 'react';
import { Col, Modal, Row, Tabs } from 'antd';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { MemberDirectoryId, type DirectoryMember, type DirectoryNode, type DirectoryRole, type DirectoryTag, type VisibleScope } from '../../../contracts/workbench/MemberDirectory.ts';
import { usePhone } from '../../react/usePhone.ts';
import { useService } from '../../react/useService.ts';
import { ExpressionTab } from './ExpressionTab.tsx';
import {
  addItems,
  emptyPickerValue,
  idOf,
  isRemovable,
  itemsOf,
  limitOf,
  removeItems,
  visibleScopeOf,
  type MemberPickerValue,
  type MemberType,
  type PickedItems,
  type PickedKind,
  type PickedUser,
} from './MemberSelection.ts';
import { DEPARTMENT_LEVEL, OrganisationTab } from './OrganisationTab.tsx';
import { RoleTab } from './RoleTab.tsx';
import { SelectionPanel } from './SelectionPanel.tsx';
import { TagTab } from './TagTab.tsx';
import { zhCN } from '../zhCN.ts';

const texts = zhCN.memberPicker;

export interface MemberPickerProps {
  open: boolean;
  /** Default 选择人员. */
  title?: string;
  types: MemberType[];
  /** Shows the 表达式 tab. */
  expression?: boolean;
  /** Most items of a type; a type without a limit is unlimited. */
  limits?: Partial<Record<MemberType, number>>;
  /** Which trees and lists the picker reads (spec part 3 §2.6); byCompany needs companyId. */
  mode?: 'default' | 'role' | 'portal' | 'byCompany';
  companyId?: number;
  /** The role being managed, in role mode (kept for the caller; the role-scoped lists need no id). */
  roleId?: number;
  /** Checking a company, department or tag adds its members; removing one recomputes them (spec part 3 §4). */
  deptChangesMembers?: boolean;
  /**
   * Whether the administrator (member id 1) is kept from being taken out: by default only in role
   * mode, the address book's role management; choosing handlers or signers may take him out.
   */
  protectAdministrator?: boolean;
  value: MemberPickerValue;
  /** The result, and the same in the alternative output format (spec part 3 §3: saves emit both). */
  onConfirm: (value: MemberPickerValue, visible: Required<VisibleScope>) => void;
  onCancel: () => void;
}

/** The value being edited, and which of its people came from expanding companies, departments and tags. */
interface Picking {
  value: MemberPickerValue;
  expanded: ReadonlySet<number>;
}

const ORGANISATION_KINDS: ReadonlySet<PickedKind> = new Set(['company', 'dept', 'tag']);

const startFrom = (value: MemberPickerValue): Picking => ({ value: { ...emptyPickerValue(), ...value, tagList: value.tagList ?? [] }, expanded: new Set() });

const picked = (member: DirectoryMember): PickedUser => ({
  userId: member.userId,
  chineseName: member.chineseName ?? member.username,
  ...(member.deptName ? { deptName: member.deptName } : {}),
});

const keysOf = (value: MemberPickerValue, kind: PickedKind) => itemsOf(value, kind).map((item) => String(idOf(kind, item)));

/**
 * The member picker (spec part 3 §2.6, §3–§5, §8): a 70 %-wide dialog whose tabs choose people,
 * departments and companies (组织架构), roles (角色), tags and people by tag (标签) and an
 * expression (表达式), collected on the right. The caller's value is only changed by 确定;
 * 取消 leaves it as it was when the dialog opened.
 */
export function MemberPicker(props: MemberPickerProps) {
  const { open, title = texts.title, types, expression = false, limits, mode = 'default', companyId, deptChangesMembers = false, protectAdministrator = mode === 'role' } = props;
  const directory = useService(MemberDirectoryId);
  const notifier = useService(NotifierId);
  const [picking, setPicking] = useState<Picking>(() => startFrom(props.value));
  // On a phone (issue 25) the dialog takes the width and the chosen members sit under the tabs.
  const phone = usePhone();
  // Each opening starts again from the caller's value.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setPicking(startFrom(props.value));
  }
  const expansionRound = useRef(0);
  // What an expansion answered late builds on: the selection as it is then, not as it was asked.
  const latest = useRef(picking);
  latest.current = picking;
  const { value } = picking;

  /** Recomputes the people that the chosen companies, departments and tags stand for. */
  const expandOrganisations = (next: MemberPickerValue) => {
    const round = ++expansionRound.current;
    const { visibleCompany, visibleDept, visibleTag } = visibleScopeOf(next);
    const chosen = visibleCompany.length + visibleDept.length + visibleTag.length > 0;
    const members = chosen ? directory.expand({ visibleCompany, visibleDept, visibleTag }) : Promise.resolve([]);
    members.then(
      (answer) => {
        // Only the answer for the latest selection counts.
        if (round !== expansionRound.current) return;
        const current = latest.current;
        const own = current.value.userList.filter((user) => !current.expanded.has(user.userId) || !isRemovable('user', user.userId, protectAdministrator));
        const ownIds = new Set(own.map((user) => user.userId));
        const members = answer.filter((member) => !ownIds.has(member.userId)).map(picked);
        // People a department brings count toward the people limit like people picked one by one.
        const limit = limitOf('user', limits);
        const added = limit === undefined ? members : members.slice(0, Math.max(0, limit - own.length));
        if (limit !== undefined && added.length < members.length) notifier.warning(texts.limitReached(limit));
        const next = { value: { ...current.value, userList: [...own, ...added] }, expanded: new Set(added.map((user) => user.userId)) };
        latest.current = next;
        setPicking(next);
      },
      () => undefined,
    );
  };

  const add = <K extends PickedKind>(kind: K, items: PickedItems[K][]) => {
    const limit = limitOf(kind, limits);
    const addition = addItems(value, kind, items, limit);
    if (addition.limitReached && limit !== undefined) notifier.warning(texts.limitReached(limit));
    if (addition.value === value) return;
    setPicking({ ...picking, value: addition.value });
    if (deptChangesMembers && ORGANISATION_KINDS.has(kind)) expandOrganisations(addition.value);
  };

  const remove = (kind: PickedKind, ids: number[] | undefined) => {
    const next = removeItems(value, kind, ids, protectAdministrator);
    if (next === value) return;
    const expanded = kind === 'user' ? new Set([...picking.expanded].filter((id) => next.userList.some((user) => user.userId === id))) : picking.expanded;
    setPicking({ value: next, expanded });
    if (deptChangesMembers && ORGANISATION_KINDS.has(kind)) expandOrganisations(next);
  };

  const userIds = useMemo(() => new Set(value.userList.map((user) => user.userId)), [value.userList]);
  const people = {
    isChosen: (userId: number) => userIds.has(userId),
    isRemovable: (userId: number) => isRemovable('user', userId, protectAdministrator),
    onAdd: (members: DirectoryMember[]) => add('user', members.map(picked)),
    onRemove: (ids: number[]) => remove('user', ids),
  };

  const checkNode = (node: DirectoryNode, checked: boolean) => {
    if (node.level === DEPARTMENT_LEVEL) {
      if (checked) add('dept', [{ deptId: node.id, name: node.name }]);
      else remove('dept', [node.id]);
    } else if (checked) add('company', [{ companyId: node.id, name: node.name }]);
    else remove('company', [node.id]);
  };
  const checkRole = (role: DirectoryRole, checked: boolean) =>
    checked ? add('role', [{ roleId: role.roleId, roleName: role.roleName }]) : remove('role', [role.roleId]);
  const checkTag = (tag: DirectoryTag, checked: boolean) => (checked ? add('tag', [{ tagId: tag.tagId, name: tag.tagName }]) : remove('tag', [tag.tagId]));
  const setVariable = (variable: string | undefined) => setPicking({ ...picking, value: { ...value, variable } });

  const tabs = [
    {
      key: 'organisation',
      label: texts.tabs.organisation,
      children: (
        <OrganisationTab
          directory={directory}
          mode={mode}
          companyId={companyId}
          types={types}
          checkedKeys={[...keysOf(value, 'company'), ...keysOf(value, 'dept')]}
          onCheck={checkNode}
          people={people}
        />
      ),
    },
    ...(types.includes('role')
      ? [{ key: 'role', label: texts.tabs.role, children: <RoleTab directory={directory} checkedKeys={keysOf(value, 'role')} onCheck={checkRole} /> }]
      : []),
    ...(types.includes('tag') || types.includes('tagUser')
      ? [{ key: 'tag', label: texts.tabs.tag, children: <TagTab directory={directory} types={types} checkedKeys={keysOf(value, 'tag')} onCheck={checkTag} people={people} /> }]
      : []),
    ...(expression ? [{ key: 'expression', label: texts.tabs.expression, children: <ExpressionTab value={value.variable} onChange={setVariable} /> }] : []),
  ];

  return (
    <Modal
      open={open}
      title={title}
      width={phone ? '100%' : '70%'}
      destroyOnHidden
      okText={texts.ok}
      cancelText={texts.cancel}
      onOk={() => props.onConfirm(picking.value, visibleScopeOf(picking.value))}
      onCancel={props.onCancel}
    >
      <Row gutter={16}>
        <Col span={phone ? 24 : 16}>
          <Tabs items={tabs} />
        </Col>
        <Col span={phone ? 24 : 8}>
          <SelectionPanel
            value={value}
            types={types}
            expression={expression}
            protectAdministrator={protectAdministrator}
            onRemove={remove}
            onRemoveExpression={() => setVariable(undefined)}
          />
        </Col>
      </Row>
    </Modal>
  );
}
