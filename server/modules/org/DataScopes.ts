import type { components } from '../../../contracts/generated/admin.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { Principal } from '../../contracts/host.ts';
import type { Db } from '../../db/Database.ts';
import type { MemberFilter } from './AddressBook.ts';
import type { DeptTree } from './DeptTree.ts';
import { orgTexts } from './zh-CN.ts';

export type DataScope = components['schemas']['DataScope'];

export const DATA_SCOPE = Object.freeze({ all: '1', dept: '3', deptAndBelow: '4', self: '5' } as const satisfies Record<string, DataScope>);

/** From the narrowest to the widest: the scopes nest, because a member has one department per company. */
const WIDENING: readonly DataScope[] = [DATA_SCOPE.self, DATA_SCOPE.dept, DATA_SCOPE.deptAndBelow, DATA_SCOPE.all];

export function isDataScope(value: unknown): value is DataScope {
  return typeof value === 'string' && (WIDENING as readonly string[]).includes(value);
}

/**
 * The members of the current company a caller may see through one operation: all of them
 * (no limit), those of some departments, or only the caller.
 */
export type MemberReach = { kind: 'all' } | { kind: 'depts'; deptIds: number[] } | { kind: 'self'; userId: number };

/**
 * Data scope (issue 22 §2, as RuoYi's @DataScope and pig's DataScope have it): what a role's
 * permission shows of the company's members — all, the holder's department, it and those below,
 * or the holder alone. The scope counted is the widest among the caller's roles granted in the
 * current company that grant the operation's permission (RuoYi 3.8: a role that does not open the
 * list does not widen it); the company's administrators reach everyone. Roles granted elsewhere
 * count nothing: Principal.roles and the grants read here are the current company's.
 */
export class DataScopes {
  constructor(
    private readonly db: Db,
    private readonly tree: DeptTree,
  ) {}

  /** The widest scope of the caller's roles in the current company granting `permission`; null: none grants it. */
  async scopeOf(user: Principal, permission: string): Promise<DataScope | null> {
    const rows = await this.db
      .selectFrom('user_role')
      .innerJoin('role', 'role.id', 'user_role.role_id')
      .innerJoin('role_permission', 'role_permission.role_id', 'role.id')
      .select('role.data_scope')
      .distinct()
      .where('user_role.user_id', '=', user.userId)
      .where('user_role.company_id', '=', user.companyId)
      .where('role_permission.permission', '=', permission)
      .where((eb) => eb.or([eb('role.company_id', 'is', null), eb('role.company_id', '=', user.companyId)]))
      .execute();
    const held = rows.map((r) => r.data_scope);
    for (const scope of [...WIDENING].reverse()) if (held.includes(scope)) return scope;
    return null;
  }

  /** Whom the caller reaches through an operation needing `permission` (an operation with none: everyone its auth lets through). */
  async reach(user: Principal, permission: string | null): Promise<MemberReach> {
    if (user.admin || permission === null) return { kind: 'all' };
    const scope = await this.scopeOf(user, permission);
    // The authenticator let the caller through on this permission; without it nothing is reached.
    if (scope === null) return { kind: 'depts', deptIds: [] };
    if (scope === DATA_SCOPE.all) return { kind: 'all' };
    if (scope === DATA_SCOPE.self) return { kind: 'self', userId: user.userId };
    const membership = await this.db.selectFrom('user_company').select('dept_id').where('user_id', '=', user.userId).where('company_id', '=', user.companyId).executeTakeFirst();
    const deptId = membership?.dept_id ?? null;
    // A member without a department has no department to see.
    if (deptId === null || deptId === user.companyId) return { kind: 'self', userId: user.userId };
    if (scope === DATA_SCOPE.dept) return { kind: 'depts', deptIds: [deptId] };
    const subtree = await this.tree.subtreeIds(deptId);
    return { kind: 'depts', deptIds: subtree?.ids ?? [deptId] };
  }

  /** The filter narrowed to the reach: both must hold. */
  static narrow<F extends MemberFilter>(filter: F, reach: MemberReach): F {
    if (reach.kind === 'all') return filter;
    if (reach.kind === 'self') return { ...filter, userIds: filter.userIds ? filter.userIds.filter((id) => id === reach.userId) : [reach.userId] };
    const allowed = new Set(reach.deptIds);
    return { ...filter, deptIds: filter.deptIds ? filter.deptIds.filter((id) => allowed.has(id)) : reach.deptIds };
  }

  /** A member of the current company the caller may act on, else 404 as one the list hides. */
  async admitMember(user: Principal, permission: string | null, userId: number): Promise<void> {
    const reach = await this.reach(user, permission);
    if (reach.kind === 'all') return;
    if (reach.kind === 'self') {
      if (reach.userId === userId) return;
      throw new ApiError(404, orgTexts.userNotFound);
    }
    const member = await this.db.selectFrom('user_company').select('dept_id').where('user_id', '=', userId).where('company_id', '=', user.companyId).executeTakeFirst();
    if (!member || member.dept_id === null || !reach.deptIds.includes(member.dept_id)) throw new ApiError(404, orgTexts.userNotFound);
  }

  /** Whether the caller may place a member in a department (null or the company's own id: none). */
  async placement(user: Principal, permission: string | null): Promise<(deptId: number | null) => boolean> {
    const reach = await this.reach(user, permission);
    if (reach.kind === 'all') return () => true;
    const allowed = new Set(reach.kind === 'depts' ? reach.deptIds : []);
    return (deptId) => deptId !== null && allowed.has(deptId);
  }

  /** A department (null or the company's own id: none) the caller may place a new member in, else 403. */
  async admitDepartment(user: Principal, permission: string | null, deptId: number | null): Promise<void> {
    if (!(await this.placement(user, permission))(deptId)) throw new ApiError(403, orgTexts.outsideDataScope);
  }

  /** A member's move to a department, checked only when it is one (an edit form sends the department it shows). */
  async admitMove(user: Principal, permission: string | null, userId: number, deptId: number | null): Promise<void> {
    const member = await this.db.selectFrom('user_company').select('dept_id').where('user_id', '=', userId).where('company_id', '=', user.companyId).executeTakeFirst();
    const none = (id: number | null | undefined) => id === null || id === undefined || id === user.companyId;
    if (member && (none(member.dept_id) ? none(deptId) : member.dept_id === deptId)) return;
    await this.admitDepartment(user, permission, deptId);
  }
}
