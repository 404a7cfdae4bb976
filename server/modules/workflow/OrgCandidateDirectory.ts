import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/Tables.ts';
import type { CandidateDirectory, CandidateInstance, DirectoryScope } from '../../engine/index.ts';
import { InstanceScopes } from './InstanceScopes.ts';

/** The org's ids are integers; the engine's are their text. Anything else names nobody. */
function numericIds(ids: readonly string[]): number[] {
  return [...new Set(ids.map((id) => id.trim()).filter((id) => /^\d+$/.test(id)).map(Number))];
}

const ACTIVE = '0';

/**
 * The engine's candidate directory over the organisation tables: departments (with the
 * departments below them), companies and roles resolve to their active members. Reads go
 * through the scope's handle, which is the engine's transaction while a command runs.
 *
 * Roles are shared by all companies, so a role's holders are kept to the members of the
 * instance's company: the one it was started in. That company is the start variable
 * `companyId` (InstanceScopes.COMPANY_VARIABLE) — wf_instance_scope is written from it after
 * the start commits, too late for the first task, and clients may not change it afterwards.
 */
export class OrgCandidateDirectory implements CandidateDirectory {
  #db(scope: DirectoryScope): Kysely<DatabaseSchema> {
    return scope.db as Kysely<DatabaseSchema>;
  }

  async usersOfDepartments(deptIds: readonly string[], scope: DirectoryScope): Promise<string[]> {
    const roots = numericIds(deptIds);
    if (roots.length === 0) return [];
    const db = this.#db(scope);
    const tree = await db
      .selectFrom('dept')
      .select(['id', 'parent_id'])
      .where('company_id', 'in', db.selectFrom('dept').select('company_id').where('id', 'in', roots))
      .execute();
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
      .where('sys_user.status', '=', ACTIVE)
      .orderBy('user_company.sort')
      .orderBy('sys_user.id')
      .execute();
    return [...new Set(rows.map((r) => String(r.id)))];
  }

  async usersOfCompanies(companyIds: readonly string[], scope: DirectoryScope): Promise<string[]> {
    const ids = numericIds(companyIds);
    if (ids.length === 0) return [];
    const rows = await this.#db(scope)
      .selectFrom('user_company')
      .innerJoin('sys_user', 'sys_user.id', 'user_company.user_id')
      .select('sys_user.id')
      .where('user_company.company_id', 'in', ids)
      .where('sys_user.status', '=', ACTIVE)
      .orderBy('user_company.company_id')
      .orderBy('user_company.sort')
      .orderBy('sys_user.id')
      .execute();
    return [...new Set(rows.map((r) => String(r.id)))];
  }

  async usersOfRoles(roleIds: readonly string[], scope: DirectoryScope, instance: CandidateInstance): Promise<string[]> {
    const ids = numericIds(roleIds);
    const companyId = Number(instance.variables[InstanceScopes.COMPANY_VARIABLE]);
    // Every instance the server starts has a company; one without names no role holder
    // rather than every company's.
    if (ids.length === 0 || !Number.isInteger(companyId)) return [];
    const rows = await this.#db(scope)
      .selectFrom('user_role')
      .innerJoin('sys_user', 'sys_user.id', 'user_role.user_id')
      .innerJoin('user_company', 'user_company.user_id', 'user_role.user_id')
      .select('sys_user.id')
      .where('user_role.role_id', 'in', ids)
      .where('user_company.company_id', '=', companyId)
      .where('sys_user.status', '=', ACTIVE)
      .orderBy('sys_user.id')
      .execute();
    return [...new Set(rows.map((r) => String(r.id)))];
  }

  async activeUsers(userIds: readonly string[], scope: DirectoryScope): Promise<string[]> {
    const ids = numericIds(userIds);
    if (ids.length === 0) return [];
    const rows = await this.#db(scope).selectFrom('sys_user').select('id').where('id', 'in', ids).where('status', '=', ACTIVE).execute();
    const active = new Set(rows.map((r) => String(r.id)));
    return [...new Set(userIds.map((id) => id.trim()))].filter((id) => active.has(id));
  }

  async displayNames(userIds: readonly string[], scope: DirectoryScope): Promise<Map<string, string>> {
    const ids = numericIds(userIds);
    if (ids.length === 0) return new Map();
    const rows = await this.#db(scope).selectFrom('sys_user').select(['id', 'chinese_name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [String(r.id), r.chinese_name]));
  }
}
