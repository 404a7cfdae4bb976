import { NewAccount } from './NewAccount.ts';
import { PLATFORM_GRANT } from './AccountOwnershipMigration.ts';
import { grantScope } from './RoleAdmin.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditTrail } from '../../contracts/audit.ts';
import type { AccountAccess } from '../../contracts/auth.ts';
import type { Clock } from '../../contracts/host.ts';
import { PLATFORM_ADMIN_ROLE, type FirstAdministrator, type FirstAdministratorInput } from '../../contracts/org.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { WeakPassword } from '../../contracts/WeakPassword.ts';
import { zhCN } from '../../contracts/zh-CN.ts';
import { MAX_DEPT_NAME } from './DeptCreator.ts';
import { MemberRules } from './MemberRules.ts';
import { orgTexts } from './zh-CN.ts';

/** The built-in roles every install has (OrgDemoRows, essential): everybody's, and the platform administrator's. */
const USER_ROLE_CODE = 'ROLE_USER';

/**
 * A production install's first company and platform administrator (`ronghe setup`): the company
 * (its root row in `dept`), the user as its member, team admin and company administrator, holding
 * the built-in roles 普通用户 and 系统管理员 (role 3) — what the demo's `admin` is in 融合科技.
 * Refused once any user holds role 3, in the transaction that would write, so two setups at once
 * make one administrator.
 */
export class FirstAdministratorSetup implements FirstAdministrator {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: Pick<AccountAccess, 'hashGeneratedPassword'>,
    private readonly audit: AuditTrail,
  ) {}

  async exists(): Promise<boolean> {
    return (await this.db.selectFrom('user_role').select('user_id').where('role_id', '=', PLATFORM_ADMIN_ROLE).where('company_id', '=', PLATFORM_GRANT).limit(1).executeTakeFirst()) !== undefined;
  }

  async create(input: FirstAdministratorInput): Promise<{ companyId: number; userId: number } | null> {
    const companyName = input.companyName.trim();
    if (companyName.length === 0 || companyName.length > MAX_DEPT_NAME) throw new ApiError(400, orgTexts.setup.companyNameLength(MAX_DEPT_NAME));
    const username = MemberRules.username(input.username);
    const chineseName = MemberRules.chineseName(input.chineseName);
    const phone = input.phone === undefined || input.phone === '' ? null : MemberRules.phone(input.phone);
    // The rule of every password the server accepts (WeakPassword); the hash is made outside the transaction.
    if (WeakPassword.isWeak(input.password, username)) throw new ApiError(400, zhCN.account.weakPassword);
    if (await this.exists()) return null;
    const passwordHash = await this.access.hashGeneratedPassword(input.password);
    const now = DisplayTime.format(this.clock.now());
    return this.db.transaction().execute(async (tx) => {
      if ((await tx.selectFrom('user_role').select('user_id').where('role_id', '=', PLATFORM_ADMIN_ROLE).where('company_id', '=', PLATFORM_GRANT).limit(1).executeTakeFirst()) !== undefined) return null;
      await MemberRules.usernameFree(tx, username);
      if (phone !== null) await MemberRules.phoneFree(tx, phone, null);
      const last = await tx.selectFrom('company').select((eb) => eb.fn.max<number>('sort').as('sort')).executeTakeFirst();
      const sort = Number(last?.sort ?? 0) + 1;
      // A company's id is its root row's: the row is numbered first, then names its own company.
      const { id: companyId } = await tx.insertInto('dept').values({ company_id: 0, parent_id: 0, name: companyName, depth: 0, sort }).returning('id').executeTakeFirstOrThrow();
      await tx.updateTable('dept').set({ company_id: companyId }).where('id', '=', companyId).execute();
      await tx.insertInto('company').values({ id: companyId, name: companyName, short_name: null, sort, create_time: now }).execute();
      const userId = await NewAccount.insert(tx, { username, passwordHash, chineseName, phone, startsIn: companyId, administers: companyId, mustChangePassword: false, now });
      await tx.insertInto('user_company').values({ user_id: userId, company_id: companyId, dept_id: null, post: null, team_admin: 1, sort: 1 }).execute();
      const roles = await tx
        .selectFrom('role')
        .select('id')
        .where((eb) => eb.or([eb('role_code', '=', USER_ROLE_CODE), eb('id', '=', PLATFORM_ADMIN_ROLE)]))
        .where('company_id', 'is', null)
        .execute();
      // Each grant where it holds (issue 22): the platform administrators' role on the platform, the ordinary user's in the company.
      await tx.insertInto('user_role').values(roles.map((role) => ({ user_id: userId, role_id: role.id, company_id: grantScope(role.id, companyId) }))).execute();
      const principal = { userId, username, companyId, sessionId: 0, status: '0', roles: roles.map((role) => role.id), companyAdmin: companyId, admin: true };
      await this.audit.record(tx, { principal, address: 'ronghe setup' }, {
        subject: 'user',
        subjectId: String(userId),
        action: 'create',
        summary: orgTexts.setup.audit(companyName, chineseName, username),
        changes: { companyName: { to: companyName }, username: { to: username }, chineseName: { to: chineseName }, phone: { to: phone } },
      });
      return { companyId, userId };
    });
  }
}
