import type { VisibleScope } from '../../../contracts/workbench/MemberDirectory.ts';

/** What a picker may choose: people, departments, companies, roles, tags, and people by tag. */
export type MemberType = 'user' | 'dept' | 'company' | 'role' | 'tag' | 'tagUser';

// Ids are numbers, as the server's answers and the OpenAPI contract give them.
export interface PickedUser {
  userId: number;
  chineseName: string;
  deptName?: string;
}
export interface PickedDept {
  deptId: number;
  name: string;
}
export interface PickedCompany {
  companyId: number;
  name: string;
}
export interface PickedRole {
  roleId: number;
  roleName: string;
}
export interface PickedTag {
  tagId: number;
  name: string;
}

/** The picker's result (spec part 3 §3): the lists of the candidate condition plus an expression. */
export interface MemberPickerValue {
  userList: PickedUser[];
  departmentList: PickedDept[];
  companyList: PickedCompany[];
  roleList: PickedRole[];
  tagList?: PickedTag[];
  variable?: string;
}

/** The lists of a value, by the kind of thing they hold. */
export interface PickedItems {
  user: PickedUser;
  dept: PickedDept;
  company: PickedCompany;
  role: PickedRole;
  tag: PickedTag;
}
export type PickedKind = keyof PickedItems;

const LIST_OF = { user: 'userList', dept: 'departmentList', company: 'companyList', role: 'roleList', tag: 'tagList' } as const;

/**
 * Spec part 3 §6 and §9: member id 1 is the administrator. Only the address book's own admin screens
 * (role management) keep him from being taken out; choosing handlers, signers or invitees does not.
 */
export const ADMIN_USER_ID = 1;

export const emptyPickerValue = (): MemberPickerValue => ({ userList: [], departmentList: [], companyList: [], roleList: [], tagList: [] });

export function idOf<K extends PickedKind>(kind: K, item: PickedItems[K]): number {
  switch (kind) {
    case 'user':
      return (item as PickedUser).userId;
    case 'dept':
      return (item as PickedDept).deptId;
    case 'company':
      return (item as PickedCompany).companyId;
    case 'role':
      return (item as PickedRole).roleId;
    default:
      return (item as PickedTag).tagId;
  }
}

export function itemsOf<K extends PickedKind>(value: MemberPickerValue, kind: K): PickedItems[K][] {
  return (value[LIST_OF[kind]] ?? []) as PickedItems[K][];
}

function withItems<K extends PickedKind>(value: MemberPickerValue, kind: K, items: PickedItems[K][]): MemberPickerValue {
  return { ...value, [LIST_OF[kind]]: items };
}

export interface Addition {
  value: MemberPickerValue;
  /** Some items were left out because the kind's limit was reached: the picker says 最多可选择N个. */
  limitReached: boolean;
}

/** Adds what is not chosen yet, in order, while the limit (none: unlimited) allows (spec part 3 §4, §5). */
export function addItems<K extends PickedKind>(value: MemberPickerValue, kind: K, items: PickedItems[K][], limit?: number): Addition {
  const current = itemsOf(value, kind);
  const chosen = new Set(current.map((item) => idOf(kind, item)));
  const next = [...current];
  let limitReached = false;
  for (const item of items) {
    const id = idOf(kind, item);
    if (chosen.has(id)) continue;
    if (limit !== undefined && next.length >= limit) {
      limitReached = true;
      break;
    }
    chosen.add(id);
    next.push(item);
  }
  return { value: next.length === current.length ? value : withItems(value, kind, next), limitReached };
}

/** Whether an item may be taken out: everything, but the administrator where he is protected. */
export function isRemovable(kind: PickedKind, id: number, protectAdministrator: boolean): boolean {
  return !protectAdministrator || kind !== 'user' || id !== ADMIN_USER_ID;
}

/** Takes out the given ids (all of the kind when none are given), keeping the protected administrator. */
export function removeItems(value: MemberPickerValue, kind: PickedKind, ids: Iterable<number> | undefined, protectAdministrator: boolean): MemberPickerValue {
  const leaving = ids === undefined ? undefined : new Set(ids);
  const current = itemsOf(value, kind);
  const kept = current.filter((item) => {
    const id = idOf(kind, item);
    return !(leaving === undefined || leaving.has(id)) || !isRemovable(kind, id, protectAdministrator);
  });
  return kept.length === current.length ? value : withItems(value, kind, kept);
}

/** Spec part 3 §5: an expression reads `${…}`. */
export function isExpression(text: string): boolean {
  return text.startsWith('${') && text.endsWith('}') && text.length > 3;
}

/** The alternative output format (spec part 3 §3), which is also what the server expands into members. */
export function visibleScopeOf(value: MemberPickerValue): Required<VisibleScope> {
  return {
    visibleCompany: value.companyList.map((company) => ({ deptId: company.companyId, name: company.name })),
    visibleDept: value.departmentList.map((dept) => ({ deptId: dept.deptId, name: dept.name })),
    visibleTag: (value.tagList ?? []).map((tag) => ({ tagId: tag.tagId, name: tag.name })),
    visibleUser: value.userList.map((user) => ({ userId: user.userId, chineseName: user.chineseName, deptName: user.deptName ?? null })),
    visibleRole: value.roleList.map((role) => ({ roleId: role.roleId, name: role.roleName })),
  };
}

/** The limit of a kind; people chosen by tag count with people, under whichever limit is set. */
export function limitOf(kind: PickedKind, limits: Partial<Record<MemberType, number>> | undefined): number | undefined {
  if (kind === 'user') return limits?.user ?? limits?.tagUser;
  return limits?.[kind];
}
