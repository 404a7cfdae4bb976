import { ApiError } from '../../app/ApiError.ts';
import type { Principal } from '../../app/ServerContracts.ts';
import type { Db } from '../../db/Database.ts';
import { PLATFORM_GRANT } from './AccountOwnershipMigration.ts';
import { orgTexts } from './zh-CN.ts';

/** The platform administrators' role (spec part 1 §6). */
const ADMIN_ROLE = 3;

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
      .where('role_id', '=', ADMIN_ROLE)
      .where('company_id', '=', PLATFORM_GRANT)
      .executeTakeFirst();
    return grant !== undefined;
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
    if (actor.admin) administered.add(actor.companyId);
    if (actor.companyAdmin !== null) administered.add(actor.companyAdmin);
    const memberships = await db.selectFrom('user_company').select('company_id').where('user_id', '=', userId).execute();
    return memberships.length > 0 && memberships.every((m) => administered.has(m.company_id));
  }
}
