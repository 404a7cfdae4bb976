import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/Database.ts';
import type { CandidateDirectory, CandidateInstance, CandidateListing, DirectoryScope, UnavailableReason } from '../../contracts/org.ts';
import { INSTANCE_COMPANY_VARIABLE } from '../../contracts/workflow.ts';
import { PLATFORM_GRANT } from './AccountOwnershipMigration.ts';
import { ROLE_MANAGER } from './OrgDemoRows.ts';
import { ACTIVE, ActiveMembers } from './ActiveMembers.ts';

/** The org's ids are integers; the engine's are their text. Anything else names nobody. */
function numericIds(ids: readonly string[]): number[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => /^\d+$/.test(id)).map(Number))];
}


/**
 * The built-in 部门经理 (essential in every install, its id fixed): as a candidate it names the
 * manager of the initiator's department, not every manager of the company (issue 22 §2).
 */
export const DEPARTMENT_MANAGER_ROLE = ROLE_MANAGER;

/** The instance's company (its start variable); NaN when it has none, which names nobody. */
function companyOf(instance: CandidateInstance): number {
  return Number(instance.variables[INSTANCE_COMPANY_VARIABLE]);
}

/**
 * The engine's candidate directory over the organisation tables: departments (with the
 * departments below them), companies and roles resolve to their active members. Reads go
 * through the scope's handle, which is the engine's transaction while a command runs.
 *
 * A role is granted in one company (issue 22), so a role's holders are those granted it in the
 * instance's company, and members of it: the one it was started in. That company is the start variable
 * `companyId` (INSTANCE_COMPANY_VARIABLE) — wf_instance_scope is written from it after
 * the start commits, too late for the first task, and clients may not change it afterwards.
 *
 * 部门经理 (DEPARTMENT_MANAGER_ROLE) as a candidate is the manager of the initiator's department
 * (issue 22 §2), as portals' 发起人的部门负责人 is: the role's holders in the instance's company whose
 * department there is the initiator's; none there, those of the department above, and so up to
 * the company (whose managers are holders without a department). The initiator is never their own
 * manager: a manager's request goes to the manager above. Nobody up to the company: no candidate,
 * and the task's noManager rule applies (1: the step refuses to start, else it passes by itself).
 * A department has no manager field: holding the role in that department is what makes one.
 */
export class OrgCandidateDirectory implements CandidateDirectory {
  #db(scope: DirectoryScope): Kysely<DatabaseSchema> {
    return scope.db as Kysely<DatabaseSchema>;
  }

  async usersOfDepartments(deptIds: readonly string[], scope: DirectoryScope, instance?: CandidateInstance): Promise<string[]> {
    const roots = numericIds(deptIds);
    if (roots.length === 0) return [];
    const db = this.#db(scope);
    let companies = db.selectFrom('dept').select('company_id').where('id', 'in', roots);
    // Another company's department names nobody in this instance.
    if (instance) companies = companies.where('company_id', '=', companyOf(instance));
    const tree = await db.selectFrom('dept').select(['id', 'parent_id']).where('company_id', 'in', companies).execute();
    // A department's members include those of the departments below it.
    const subtree = new Set(roots.filter((id) => tree.some((d) => d.id === id)));
    for (let grew = true; grew; ) {
      grew = false;
      for (const dept of tree) {
        if (!subtree.has(dept.id) && subtree.has(dept.parent_id)) {
          subtree.add(dept.id);
          grew = true;
        }
      }
    }
    if (subtree.size === 0) return [];
    const rows = await db
      .selectFrom('user_company')
      .innerJoin('sys_user', 'sys_user.id', 'user_company.user_id')
      .select('sys_user.id')
      .where('user_company.dept_id', 'in', [...subtree])
      .where(ActiveMembers.only)
      .orderBy('user_company.sort')
      .orderBy('sys_user.id')
      .execute();
    return [...new Set(rows.map((r) => String(r.id)))];
  }

  async usersOfCompanies(companyIds: readonly string[], scope: DirectoryScope, instance?: CandidateInstance): Promise<string[]> {
    const ids = numericIds(companyIds).filter((id) => !instance || id === companyOf(instance));
    if (ids.length === 0) return [];
    const rows = await this.#db(scope)
      .selectFrom('user_company')
      .innerJoin('sys_user', 'sys_user.id', 'user_company.user_id')
      .select('sys_user.id')
      .where('user_company.company_id', 'in', ids)
      .where(ActiveMembers.only)
      .orderBy('user_company.company_id')
      .orderBy('user_company.sort')
      .orderBy('sys_user.id')
      .execute();
    return [...new Set(rows.map((r) => String(r.id)))];
  }

  async usersOfRoles(roleIds: readonly string[], scope: DirectoryScope, instance: CandidateInstance): Promise<string[]> {
    const requested = numericIds(roleIds);
    const companyId = Number(instance.variables[INSTANCE_COMPANY_VARIABLE]);
    // Every instance the server starts has a company; one without names no role holder
    // rather than every company's.
    if (requested.length === 0 || !Number.isInteger(companyId)) return [];
    const managers = requested.includes(DEPARTMENT_MANAGER_ROLE) ? await this.#initiatorsManagers(scope, companyId, instance.initiator) : [];
    const ids = requested.filter((id) => id !== DEPARTMENT_MANAGER_ROLE);
    if (ids.length === 0) return managers;
    const rows = await this.#db(scope)
      .selectFrom('user_role')
      .innerJoin('sys_user', 'sys_user.id', 'user_role.user_id')
      .innerJoin('user_company', 'user_company.user_id', 'user_role.user_id')
      .select('sys_user.id')
      .where('user_role.role_id', 'in', ids)
      .where((eb) => eb.or([eb('user_role.company_id', '=', companyId), eb('user_role.company_id', '=', PLATFORM_GRANT)]))
      .where('user_company.company_id', '=', companyId)
      .where(ActiveMembers.only)
      .orderBy('sys_user.id')
      .execute();
    return [...new Set([...rows.map((r) => String(r.id)), ...managers])];
  }

  /** The nearest 部门经理 holders at or above the initiator's department in the company, the initiator left out. */
  async #initiatorsManagers(scope: DirectoryScope, companyId: number, initiator: string): Promise<string[]> {
    const initiatorId = numericIds([initiator])[0];
    if (initiatorId === undefined) return [];
    const db = this.#db(scope);
    const [membership, depts, holders] = await Promise.all([
      db.selectFrom('user_company').select('dept_id').where('user_id', '=', initiatorId).where('company_id', '=', companyId).executeTakeFirst(),
      db.selectFrom('dept').select(['id', 'parent_id']).where('company_id', '=', companyId).execute(),
      db
        .selectFrom('user_role')
        .innerJoin('sys_user', 'sys_user.id', 'user_role.user_id')
        .innerJoin('user_company', 'user_company.user_id', 'user_role.user_id')
        .select(['sys_user.id', 'user_company.dept_id'])
        .where('user_role.role_id', '=', DEPARTMENT_MANAGER_ROLE)
        .where('user_role.company_id', '=', companyId)
        .where('user_company.company_id', '=', companyId)
        .where('sys_user.id', '!=', initiatorId)
        .where(ActiveMembers.only)
        .orderBy('user_company.sort')
        .orderBy('sys_user.id')
        .execute(),
    ]);
    // Only a member of the instance's company has a department there.
    if (!membership) return [];
    const parentOf = new Map(depts.map((d) => [d.id, d.parent_id]));
    // Members without a department sit at the company itself, the top of the walk.
    const placeOf = (deptId: number | null) => (deptId === null || !parentOf.has(deptId) ? companyId : deptId);
    const seen = new Set<number>();
    for (let dept: number | undefined = placeOf(membership.dept_id); dept !== undefined && dept !== 0 && !seen.has(dept); dept = parentOf.get(dept)) {
      seen.add(dept);
      const here = holders.filter((h) => placeOf(h.dept_id) === dept);
      if (here.length > 0) return here.map((h) => String(h.id));
    }
    return [];
  }

  async activeUsers(userIds: readonly string[], scope: DirectoryScope, instance?: CandidateInstance): Promise<string[]> {
    const ids = numericIds(userIds);
    if (ids.length === 0) return [];
    const db = this.#db(scope);
    let query = db.selectFrom('sys_user').select('id').where('id', 'in', ids).where('status', '=', ACTIVE);
    if (instance) {
      const members = db.selectFrom('user_company').select('user_id').where('company_id', '=', companyOf(instance)).where('status', '=', ACTIVE);
      query = query.where('id', 'in', members);
    }
    const rows = await query.execute();
    const active = new Set(rows.map((r) => String(r.id)));
    return [...new Set(userIds.map((id) => id.trim()))].filter((id) => active.has(id));
  }

  /**
   * Why these users cannot hold a task of the instance: no such account (unknown), the account
   * or the membership in the instance's company disabled (用户管理's 禁用), or no membership there
   * (another company's user, or one who left).
   */
  async unavailableReasons(userIds: readonly string[], scope: DirectoryScope, instance: CandidateInstance): Promise<Map<string, UnavailableReason>> {
    const ids = numericIds(userIds);
    const db = this.#db(scope);
    const accounts = ids.length ? await db.selectFrom('sys_user').select(['id', 'status']).where('id', 'in', ids).execute() : [];
    const memberships = ids.length
      ? await db.selectFrom('user_company').select(['user_id', 'status']).where('company_id', '=', companyOf(instance)).where('user_id', 'in', ids).execute()
      : [];
    const account = new Map(accounts.map((row) => [String(row.id), row.status]));
    const membership = new Map(memberships.map((row) => [String(row.user_id), row.status]));
    const reasonOf = (id: string): UnavailableReason => {
      if (!account.has(id)) return 'unknown';
      if (account.get(id) !== ACTIVE) return 'disabled';
      if (!membership.has(id)) return 'notMember';
      return 'disabled';
    };
    return new Map(userIds.map((id) => [id, reasonOf(id.trim())]));
  }

  /** A company's definition names only its members, its departments and itself. */
  async outsideTenant(tenantId: string, listed: CandidateListing, scope: DirectoryScope): Promise<string[]> {
    const companyId = Number(tenantId);
    const db = this.#db(scope);
    const outside: string[] = [];
    const userIds = numericIds(listed.userIds);
    if (userIds.length > 0) {
      const members = new Set(
        (await db.selectFrom('user_company').select('user_id').where('company_id', '=', companyId).where('user_id', 'in', userIds).execute()).map((r) => r.user_id),
      );
      const foreign = userIds.filter((id) => !members.has(id));
      const names = await this.displayNames(foreign.map(String), scope);
      outside.push(...foreign.map((id) => names.get(String(id)) ?? String(id)));
    }
    const deptIds = numericIds(listed.deptIds);
    if (deptIds.length > 0) {
      const rows = await db.selectFrom('dept').select(['id', 'name', 'company_id']).where('id', 'in', deptIds).execute();
      const own = new Set(rows.filter((r) => r.company_id === companyId).map((r) => r.id));
      const names = new Map(rows.map((r) => [r.id, r.name]));
      outside.push(...deptIds.filter((id) => !own.has(id)).map((id) => names.get(id) ?? String(id)));
    }
    const companyIds = numericIds(listed.companyIds).filter((id) => id !== companyId);
    if (companyIds.length > 0) {
      const rows = await db.selectFrom('company').select(['id', 'short_name']).where('id', 'in', companyIds).execute();
      const names = new Map(rows.map((r) => [r.id, r.short_name]));
      outside.push(...companyIds.map((id) => names.get(id) ?? String(id)));
    }
    return outside;
  }

  async displayNames(userIds: readonly string[], scope: DirectoryScope): Promise<Map<string, string>> {
    const ids = numericIds(userIds);
    if (ids.length === 0) return new Map();
    const rows = await this.#db(scope).selectFrom('sys_user').select(['id', 'chinese_name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [String(r.id), r.chinese_name]));
  }
}
