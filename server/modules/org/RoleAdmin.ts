import type { operations } from '../../../contracts/generated/admin.ts';
import { PERMISSION_NAMES } from '../../../contracts/workbench/PermissionCatalogue.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { OperationData } from '../../http/OperationData.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import type { Clock, Principal } from '../../contracts/host.ts';
import { PLATFORM_ADMIN_ROLE } from '../../contracts/org.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { AddressBook, MemberView, Page } from './AddressBook.ts';
import { PLATFORM_GRANT } from './AccountOwnershipMigration.ts';
import { AccountOwnership } from './AccountOwnership.ts';
import { DATA_SCOPE, isDataScope, type DataScope } from './DataScopes.ts';
import { orgTexts } from './zh-CN.ts';

export type OrgRoleView = OperationData<operations['listOrgRoles']>[number];

/** 角色管理's new role, and its edit (absent fields stay). */
export interface RoleInput {
  roleName: string;
  roleCode: string;
  roleDesc?: string | null;
  /** What the role's permissions show of the company's members (DataScopes); a new role's default is all of it. */
  dataScope?: DataScope;
  permissions?: string[];
}
export type RoleEdit = Partial<RoleInput>;

const MAX_NAME = 30;
const MAX_DESC = 200;
const CODE = /^[A-Za-z][A-Za-z0-9_]{0,29}$/;
/** A company's own roles: a bound on what one administrator can make the server hold. */
export const MAX_COMPANY_ROLES = 200;

type Change = Record<string, { from?: unknown; to?: unknown }>;

/** Where a grant of the role holds (issue 22 §1): the platform administrators' role on the whole platform, every other in one company. */
export function grantScope(roleId: number, companyId: number): number {
  return roleId === PLATFORM_ADMIN_ROLE ? PLATFORM_GRANT : companyId;
}

/**
 * 角色管理 (issue 13): the roles a company administrator sees — the built-in ones (company_id
 * null) and the company's own — what each permits (names of the PermissionCatalogue) and which
 * of the company's members hold it. Each change and its audit entry share one transaction.
 * Nobody locks administrators out: built-in roles are never deleted, their codes never change,
 * and the platform administrators' role (3) is given and taken by a platform administrator
 * only, never from oneself, never from the last active holder or from a company's last
 * administrator.
 */
export class RoleAdmin {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly addressBook: AddressBook,
  ) {}

  async list(user: Principal): Promise<OrgRoleView[]> {
    const rows = await this.db
      .selectFrom('role')
      .select(['id', 'role_name', 'role_code', 'role_desc', 'company_id', 'data_scope'])
      .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', user.companyId)]))
      .orderBy('id')
      .execute();
    // The built-in roles first, then the company's own, each in the order they were made.
    rows.sort((a, b) => Number(a.company_id !== null) - Number(b.company_id !== null));
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [permissions, counts] = await Promise.all([
      this.db.selectFrom('role_permission').select(['role_id', 'permission']).where('role_id', 'in', ids).orderBy('permission').execute(),
      this.db
        .selectFrom('user_role')
        .innerJoin('user_company', 'user_company.user_id', 'user_role.user_id')
        .select((eb) => ['user_role.role_id', eb.fn.countAll<number>().as('count')])
        .where('user_company.company_id', '=', user.companyId)
        .where((eb) => eb.or([eb('user_role.company_id', '=', user.companyId), eb('user_role.company_id', '=', PLATFORM_GRANT)]))
        .where('user_role.role_id', 'in', ids)
        .groupBy('user_role.role_id')
        .execute(),
    ]);
    const countOf = new Map(counts.map((c) => [c.role_id, Number(c.count)]));
    return rows.map((r) => ({
      roleId: r.id,
      roleName: r.role_name,
      roleCode: r.role_code,
      roleDesc: r.role_desc,
      builtIn: r.company_id === null,
      userCount: countOf.get(r.id) ?? 0,
      dataScope: r.data_scope,
      permissions: permissions.filter((p) => p.role_id === r.id).map((p) => p.permission),
    }));
  }

  /** The role's holders among the current company's members, disabled ones too (404: no such role here). */
  async holders(user: Principal, roleId: number, query: { keyword?: string; current: number; size: number }): Promise<Page<MemberView>> {
    await this.#visible(this.db, user, roleId);
    return this.addressBook.members({ companyId: user.companyId, roleIds: [roleId], includeDisabled: true, ...query });
  }

  async create(user: Principal, input: RoleInput, actor: AuditActor): Promise<{ roleId: number }> {
    const roleName = this.#name(input.roleName);
    const roleCode = this.#code(input.roleCode);
    const roleDesc = this.#desc(input.roleDesc);
    const dataScope = this.#dataScope(input.dataScope ?? DATA_SCOPE.all);
    const permissions = this.#permissions(input.permissions ?? []);
    return this.db.transaction().execute(async (tx) => {
      const { count } = await tx.selectFrom('role').select((eb) => eb.fn.countAll<number>().as('count')).where('company_id', '=', user.companyId).executeTakeFirstOrThrow();
      if (Number(count) >= MAX_COMPANY_ROLES) throw new ApiError(400, orgTexts.tooManyRoles(MAX_COMPANY_ROLES));
      await this.#nameFree(tx, user.companyId, roleName, null);
      await this.#codeFree(tx, roleCode, null);
      const { id: roleId } = await tx
        .insertInto('role')
        .values({ role_name: roleName, role_code: roleCode, role_desc: roleDesc, company_id: user.companyId, data_scope: dataScope, create_time: DisplayTime.format(this.clock.now()) })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (permissions.length) await tx.insertInto('role_permission').values(permissions.map((permission) => ({ role_id: roleId, permission }))).execute();
      await this.audit.record(tx, actor, {
        subject: 'role',
        subjectId: String(roleId),
        action: 'create',
        summary: orgTexts.audit.roleCreated(roleName),
        changes: { roleName: { to: roleName }, roleCode: { to: roleCode }, roleDesc: { to: roleDesc }, dataScope: { to: dataScope }, permissions: { to: permissions } },
      });
      return { roleId };
    });
  }

  async edit(user: Principal, roleId: number, edit: RoleEdit, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const role = await this.#visible(tx, user, roleId);
      const builtIn = role.company_id === null;
      if (builtIn && !this.#platformAdmin(user)) throw new ApiError(403, orgTexts.builtInRole);
      const changes: Change = {};
      const fields: { role_name?: string; role_code?: string; role_desc?: string | null; data_scope?: DataScope } = {};
      if (edit.roleName !== undefined) {
        const name = this.#name(edit.roleName);
        if (name !== role.role_name) {
          await this.#nameFree(tx, user.companyId, name, roleId);
          fields.role_name = name;
          changes.roleName = { from: role.role_name, to: name };
        }
      }
      if (edit.roleCode !== undefined) {
        const code = this.#code(edit.roleCode);
        if (code !== role.role_code) {
          // The code finds the built-in roles (ROLE_USER at sign-up): it stays.
          if (builtIn) throw new ApiError(400, orgTexts.builtInRoleCode);
          await this.#codeFree(tx, code, roleId);
          fields.role_code = code;
          changes.roleCode = { from: role.role_code, to: code };
        }
      }
      if (edit.roleDesc !== undefined) {
        const desc = this.#desc(edit.roleDesc);
        if (desc !== role.role_desc) {
          fields.role_desc = desc;
          changes.roleDesc = { from: role.role_desc, to: desc };
        }
      }
      if (edit.dataScope !== undefined) {
        const dataScope = this.#dataScope(edit.dataScope);
        if (dataScope !== role.data_scope) {
          fields.data_scope = dataScope;
          changes.dataScope = { from: role.data_scope, to: dataScope };
        }
      }
      if (edit.permissions !== undefined) {
        const wanted = this.#permissions(edit.permissions);
        const held = (await tx.selectFrom('role_permission').select('permission').where('role_id', '=', roleId).orderBy('permission').execute()).map((p) => p.permission);
        if (wanted.join() !== held.join()) {
          await tx.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
          if (wanted.length) await tx.insertInto('role_permission').values(wanted.map((permission) => ({ role_id: roleId, permission }))).execute();
          changes.permissions = { from: held, to: wanted };
        }
      }
      if (Object.keys(changes).length === 0) return;
      if (Object.keys(fields).length) await tx.updateTable('role').set(fields).where('id', '=', roleId).execute();
      await this.audit.record(tx, actor, { subject: 'role', subjectId: String(roleId), action: 'update', summary: orgTexts.audit.roleEdited(fields.role_name ?? role.role_name), changes });
    });
  }

  async delete(user: Principal, roleId: number, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const role = await this.#visible(tx, user, roleId);
      if (role.company_id === null) throw new ApiError(400, orgTexts.builtInRoleDelete);
      const holders = await this.#holderCount(tx, roleId, user.companyId);
      if (holders > 0) throw new ApiError(400, orgTexts.roleInUse(holders));
      const permissions = (await tx.selectFrom('role_permission').select('permission').where('role_id', '=', roleId).orderBy('permission').execute()).map((p) => p.permission);
      // Rows of users who have left the company go with it.
      await tx.deleteFrom('user_role').where('role_id', '=', roleId).execute();
      await tx.deleteFrom('role_permission').where('role_id', '=', roleId).execute();
      await tx.deleteFrom('role').where('id', '=', roleId).execute();
      await this.audit.record(tx, actor, {
        subject: 'role',
        subjectId: String(roleId),
        action: 'delete',
        summary: orgTexts.audit.roleDeleted(role.role_name),
        changes: { roleName: { from: role.role_name }, roleCode: { from: role.role_code }, permissions: { from: permissions } },
      });
    });
  }

  /** Members of the current company are given the role; those who hold it already are left as they are. */
  async addUsers(user: Principal, roleId: number, userIds: number[], actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const role = await this.#visible(tx, user, roleId);
      if (role.id === PLATFORM_ADMIN_ROLE && !this.#platformAdmin(user)) throw new ApiError(403, orgTexts.adminRoleGrant);
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return;
      const members = await tx
        .selectFrom('sys_user')
        .innerJoin('user_company', 'user_company.user_id', 'sys_user.id')
        .select(['sys_user.id', 'sys_user.chinese_name', 'sys_user.username'])
        .where('user_company.company_id', '=', user.companyId)
        .where('sys_user.id', 'in', ids)
        .execute();
      // Another company's user is no user here: the same answer as one that does not exist.
      if (members.length !== ids.length) throw new ApiError(404, orgTexts.userNotFound);
      const scope = grantScope(roleId, user.companyId);
      const holding = new Set(
        (await tx.selectFrom('user_role').select('user_id').where('role_id', '=', roleId).where('company_id', '=', scope).where('user_id', 'in', ids).execute()).map((r) => r.user_id),
      );
      const added = members.filter((m) => !holding.has(m.id))
        // In the order the request gave them.
        .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
      if (added.length === 0) return;
      await tx.insertInto('user_role').values(added.map((m) => ({ user_id: m.id, role_id: roleId, company_id: scope }))).execute();
      await this.audit.record(tx, actor, {
        subject: 'role',
        subjectId: String(roleId),
        action: 'addUsers',
        summary: orgTexts.audit.roleUsersAdded(role.role_name, added.map((m) => m.chinese_name).join('、')),
        changes: { users: { to: added.map((m) => m.username) } },
      });
    });
  }

  async removeUser(user: Principal, roleId: number, userId: number, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const role = await this.#visible(tx, user, roleId);
      const holder = await tx
        .selectFrom('sys_user')
        .innerJoin('user_company', 'user_company.user_id', 'sys_user.id')
        .innerJoin('user_role', 'user_role.user_id', 'sys_user.id')
        .select(['sys_user.id', 'sys_user.chinese_name', 'sys_user.username'])
        .where('user_company.company_id', '=', user.companyId)
        .where('user_role.role_id', '=', roleId)
        .where('user_role.company_id', '=', grantScope(roleId, user.companyId))
        .where('sys_user.id', '=', userId)
        .executeTakeFirst();
      if (!holder) throw new ApiError(404, orgTexts.roleUserNotHeld);
      if (role.id === PLATFORM_ADMIN_ROLE) await this.#mayLoseAdminRole(tx, user, userId);
      await tx.deleteFrom('user_role').where('role_id', '=', roleId).where('user_id', '=', userId).where('company_id', '=', grantScope(roleId, user.companyId)).execute();
      await this.audit.record(tx, actor, {
        subject: 'role',
        subjectId: String(roleId),
        action: 'removeUser',
        summary: orgTexts.audit.roleUserRemoved(role.role_name, holder.chinese_name),
        changes: { users: { from: [holder.username] } },
      });
    });
  }

  /**
   * The platform administrators' role leaves a user only by another platform administrator's
   * hand, while another active user holds it, and while every company the user administers
   * through it keeps another active administrator.
   */
  async #mayLoseAdminRole(tx: Db, user: Principal, userId: number): Promise<void> {
    if (!this.#platformAdmin(user)) throw new ApiError(403, orgTexts.adminRoleGrant);
    if (userId === user.userId) throw new ApiError(400, orgTexts.adminRoleSelf);
    const otherHolder = await tx
      .selectFrom('user_role')
      .innerJoin('sys_user', 'sys_user.id', 'user_role.user_id')
      .select('sys_user.id')
      .where('user_role.role_id', '=', PLATFORM_ADMIN_ROLE)
      .where('user_role.company_id', '=', PLATFORM_GRANT)
      .where('sys_user.id', '!=', userId)
      .where('sys_user.status', '=', '0')
      .executeTakeFirst();
    if (!otherHolder) throw new ApiError(400, orgTexts.lastPlatformAdmin);
    const target = await tx.selectFrom('sys_user').select('company_admin').where('id', '=', userId).executeTakeFirstOrThrow();
    const companies = await tx.selectFrom('user_company').select('company_id').where('user_id', '=', userId).execute();
    for (const { company_id } of companies) {
      // The company they administer by name stays theirs.
      if (target.company_admin === company_id) continue;
      if (!(await AccountOwnership.hasOtherAdministrator(tx, company_id, userId))) throw new ApiError(400, orgTexts.lastCompanyAdmin);
    }
  }

  /** A built-in role or one of the current company's; another company's is no role here (404). */
  async #visible(tx: Db, user: Principal, roleId: number) {
    const role = await tx.selectFrom('role').select(['id', 'role_name', 'role_code', 'role_desc', 'company_id', 'data_scope']).where('id', '=', roleId).executeTakeFirst();
    if (!role || (role.company_id !== null && role.company_id !== user.companyId)) throw new ApiError(404, orgTexts.roleNotFound);
    return role;
  }

  async #holderCount(tx: Db, roleId: number, companyId: number): Promise<number> {
    const { count } = await tx
      .selectFrom('user_role')
      .innerJoin('user_company', 'user_company.user_id', 'user_role.user_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_role.role_id', '=', roleId)
      .where('user_role.company_id', '=', grantScope(roleId, companyId))
      .where('user_company.company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Principal.roles holds the current company's grants and the platform's: role 3 is only ever the platform's. */
  #platformAdmin(user: Principal): boolean {
    return user.roles.includes(PLATFORM_ADMIN_ROLE);
  }

  async #nameFree(tx: Db, companyId: number, name: string, roleId: number | null): Promise<void> {
    let query = tx
      .selectFrom('role')
      .select('id')
      .where('role_name', '=', name)
      .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]));
    if (roleId !== null) query = query.where('id', '!=', roleId);
    if (await query.executeTakeFirst()) throw new ApiError(400, orgTexts.roleNameTaken(name));
  }

  /** Codes are unique across the platform (the table's constraint), told apart without case. */
  async #codeFree(tx: Db, code: string, roleId: number | null): Promise<void> {
    let query = tx.selectFrom('role').select('id').where((eb) => eb(eb.fn('upper', ['role_code']), '=', code.toUpperCase()));
    if (roleId !== null) query = query.where('id', '!=', roleId);
    if (await query.executeTakeFirst()) throw new ApiError(400, orgTexts.roleCodeTaken(code));
  }

  #name(raw: string | undefined): string {
    const name = (raw ?? '').trim();
    if (name.length === 0 || name.length > MAX_NAME) throw new ApiError(400, orgTexts.roleNameLength(MAX_NAME));
    return name;
  }

  #code(raw: string | undefined): string {
    const code = (raw ?? '').trim();
    if (!CODE.test(code)) throw new ApiError(400, orgTexts.roleCodePattern);
    return code;
  }

  #desc(raw: string | null | undefined): string | null {
    const desc = (raw ?? '').trim();
    if (desc.length > MAX_DESC) throw new ApiError(400, orgTexts.roleDescLength(MAX_DESC));
    return desc === '' ? null : desc;
  }

  /** The contract's enum says so too; the rule holds for any caller of this service. */
  #dataScope(value: unknown): DataScope {
    if (!isDataScope(value)) throw new ApiError(400, orgTexts.unknownDataScope);
    return value;
  }

  #permissions(names: string[]): string[] {
    for (const name of names) if (!PERMISSION_NAMES.has(name)) throw new ApiError(400, orgTexts.unknownPermission(name));
    return [...new Set(names)].sort();
  }
}
