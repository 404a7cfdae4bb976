import { ApiError } from '../../http/ApiError.ts';
import type { Principal } from '../../contracts/host.ts';
import { PLATFORM_ADMIN_ROLE } from '../../contracts/org.ts';
import type { Db } from '../../db/Database.ts';
import { PLATFORM_GRANT } from './AccountOwnershipMigration.ts';
import { orgTexts } from './zh-CN.ts';
import { ActiveMembers } from './ActiveMembers.ts';
import { CompanyAdministrators } from './CompanyAdministrators.ts';

/** 修改用户: the permission of 用户管理's edit, status and password operations (contracts' x-ronghe-permission). */
const USER_EDIT_PERMISSION = 'sys_user_edit';

/**
 * Whose an account is (issue 22 §1). Its identity — password, phone, email, name — belongs to the
 * user and the platform administrator. A company administrator changes it only for an account whose
 * every membership is in a company they administer, and never a platform administrator's: otherwise
 * 融合教育集团's administrator could add `admin` to her company, set his password and log in as him.
 * What a company administrator manages is the membership in their own company (department, post,
 * roles, disabled there, removed).
 */
export class AccountOwnership {
  /** Whether the user holds the platform administrators' role (the one grant of the whole platform). */
  static async isPlatformAdmin(db: Db, userId: number): Promise<boolean> {
    const grant = await db
      .selectFrom('user_role')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('role_id', '=', PLATFORM_ADMIN_ROLE)
      .where('company_id', '=', PLATFORM_GRANT)
      .executeTakeFirst();
    return grant !== undefined;
  }

  /**
   * Whether the company keeps an active administrator other than this user: an active member
   * who administers it (CompanyAdministrators).
   */
  static async hasOtherAdministrator(db: Db, companyId: number, userId: number): Promise<boolean> {
    const other = await db
      .selectFrom('sys_user')
      .innerJoin('user_company', 'user_company.user_id', 'sys_user.id')
      .select('sys_user.id')
      .where('user_company.company_id', '=', companyId)
      .where('sys_user.id', '!=', userId)
      .where(ActiveMembers.only)
      .where((eb) => CompanyAdministrators.only(eb, companyId))
      .executeTakeFirst();
    return other !== undefined;
  }

  /** Throws 403 unless the actor may change this account's identity. */
  static async requireIdentityRights(db: Db, actor: Principal | null | undefined, userId: number): Promise<void> {
    if (!(await AccountOwnership.mayChangeIdentity(db, actor, userId))) throw new ApiError(403, orgTexts.identityNotYours);
  }

  static async mayChangeIdentity(db: Db, actor: Principal | null | undefined, userId: number): Promise<boolean> {
    if (!actor) return false;
    if (actor.userId === userId) return true;
    if (await AccountOwnership.isPlatformAdmin(db, actor.userId)) return true;
    if (await AccountOwnership.isPlatformAdmin(db, userId)) return false;
    const administered = new Set<number>();
    // The current company's administrators, and whoever a role of it lets change its users (修改用户).
    if (actor.admin || (await AccountOwnership.#holds(db, actor, USER_EDIT_PERMISSION))) administered.add(actor.companyId);
    if (actor.companyAdmin !== null) administered.add(actor.companyAdmin);
    const memberships = await db.selectFrom('user_company').select('company_id').where('user_id', '=', userId).execute();
    return memberships.length > 0 && memberships.every((m) => administered.has(m.company_id));
  }

  /** Whether a role granted to the actor in the current company holds the permission. */
  static async #holds(db: Db, actor: Principal, permission: string): Promise<boolean> {
    const row = await db
      .selectFrom('user_role')
      .innerJoin('role_permission', 'role_permission.role_id', 'user_role.role_id')
      .innerJoin('role', 'role.id', 'user_role.role_id')
      .select('user_role.user_id')
      .where('user_role.user_id', '=', actor.userId)
      .where('user_role.company_id', '=', actor.companyId)
      .where('role_permission.permission', '=', permission)
      .where((eb) => eb.or([eb('role.company_id', 'is', null), eb('role.company_id', '=', actor.companyId)]))
      .executeTakeFirst();
    return row !== undefined;
  }
}
