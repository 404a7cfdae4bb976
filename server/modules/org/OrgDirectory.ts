import { NewAccount } from './NewAccount.ts';
import { LikePattern } from '../../kysely/LikePattern.ts';
import type { DatabaseSchema, Db } from '../../db/Database.ts';
import { sql } from 'kysely';
import { QueryTemplate } from '../../kysely/QueryTemplate.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { Clock } from '../../contracts/host.ts';
import type { PasswordPolicy } from '../../contracts/settings.ts';
import { administersCompany, type Newcomer, type PersonName, type PersonalInfoView, type ProfileFields, type UserAccount, type UserDirectory, type UserInfoView } from '../../contracts/org.ts';
import type { TodoDirectory } from '../../contracts/todos.ts';
import { PERMISSION_NAMES } from '../../../contracts/workbench/PermissionCatalogue.ts';
import { UserStatus } from './UserStatus.ts';
import { PLATFORM_GRANT } from './AccountOwnershipMigration.ts';
import { ACTIVE, ActiveMembers } from './ActiveMembers.ts';
import { CompanyAdministrators } from './CompanyAdministrators.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface CompanyWithTodo {
  companyId: number;
  companyName: string;
  todoCount: number;
}

// Asked on every request (authentication and authorisation): compiled once.
const accountOfUser = new QueryTemplate<DatabaseSchema, { userId: number }, UserAccount>((db, p) =>
  db
    .selectFrom('sys_user')
    .select(['id as userId', 'username', 'status', 'company_admin as companyAdmin', 'last_login_team as lastLoginTeam'])
    .where('id', '=', p.userId),
);

const roleIdsOfUser = new QueryTemplate<DatabaseSchema, { userId: number; companyId: number; platform: number }, { role_id: number }>((db, p) =>
  db
    .selectFrom('user_role')
    .select('role_id')
    .distinct()
    .where('user_id', '=', p.userId)
    .where((eb) => eb.or([eb('company_id', '=', p.companyId), eb('company_id', '=', p.platform)]))
    .orderBy('role_id'),
);

/** Users, their companies, roles and authorities, as the organisation tables hold them. */
export class OrgDirectory implements UserDirectory {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly passwords: PasswordPolicy,
    private readonly todos: TodoDirectory,
  ) {}

  async accountByUsername(username: string): Promise<(UserAccount & { passwordHash: string }) | undefined> {
    return this.db
      .selectFrom('sys_user')
      .select(['id as userId', 'username', 'status', 'company_admin as companyAdmin', 'last_login_team as lastLoginTeam', 'password_hash as passwordHash'])
      .where('username', '=', username)
      .executeTakeFirst();
  }

  async account(userId: number): Promise<UserAccount | undefined> {
    return accountOfUser.executeTakeFirst(this.db, { userId });
  }

  async rememberCompany(userId: number, companyId: number): Promise<void> {
    await this.db.updateTable('sys_user').set({ last_login_team: companyId }).where('id', '=', userId).execute();
  }

  async names(userIds: readonly number[], db: Db = this.db): Promise<Map<number, PersonName>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('sys_user').select(['id', 'username', 'chinese_name']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, { username: r.username, chineseName: r.chinese_name }]));
  }

  async membersNamed(companyId: number, part: string, limit: number): Promise<number[]> {
    const pattern = LikePattern.containing(part);
    const rows = await this.db
      .selectFrom('user_company')
      .innerJoin('sys_user', 'sys_user.id', 'user_company.user_id')
      .select('sys_user.id')
      .where('user_company.company_id', '=', companyId)
      .where((eb) => eb.or([eb('sys_user.chinese_name', 'like', sql<string>`${pattern} escape '\\'`), eb('sys_user.username', 'like', sql<string>`${pattern} escape '\\'`)]))
      .orderBy('sys_user.id')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async companiesOf(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('user_company')
      .innerJoin('company', 'company.id', 'user_company.company_id')
      .select('company.id')
      .where('user_company.user_id', '=', userId)
      .where('user_company.status', '=', ACTIVE)
      .orderBy('company.sort')
      .orderBy('company.id')
      .execute();
    return rows.map((r) => r.id);
  }

  async everyMembershipDisabled(userId: number): Promise<boolean> {
    const rows = await this.db.selectFrom('user_company').select('status').where('user_id', '=', userId).execute();
    return rows.length > 0 && rows.every((r) => r.status !== ACTIVE);
  }

  async isMember(userId: number, companyId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_company')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('company_id', '=', companyId)
      .where('status', '=', ACTIVE)
      .executeTakeFirst();
    return row !== undefined;
  }

  async roleIds(userId: number, companyId: number): Promise<number[]> {
    return (await roleIdsOfUser.execute(this.db, { userId, companyId, platform: PLATFORM_GRANT })).map((r) => r.role_id);
  }

  /**
   * What the user may do in the company (issue 22 §2): everything for its administrators (the
   * company's own, or a platform administrator who administers no company by name), else the
   * permissions of the roles granted in this company. The platform administrators' role counts
   * through the administrator rule alone, so a company's administrator holding it gains nothing
   * in another company.
   */
  async permissions(userId: number, companyId: number): Promise<string[]> {
    const account = await this.db.selectFrom('sys_user').select('company_admin').where('id', '=', userId).executeTakeFirst();
    if (!account) return [];
    if (administersCompany(account.company_admin, await this.roleIds(userId, companyId), companyId)) return [...PERMISSION_NAMES].sort();
    const rows = await this.db
      .selectFrom('role_permission')
      .innerJoin('user_role', 'user_role.role_id', 'role_permission.role_id')
      .innerJoin('role', 'role.id', 'role_permission.role_id')
      .select('role_permission.permission')
      .distinct()
      .where('user_role.user_id', '=', userId)
      .where('user_role.company_id', '=', companyId)
      // A built-in role or this company's own (角色管理).
      .where((eb) => eb.or([eb('role.company_id', 'is', null), eb('role.company_id', '=', companyId)]))
      .orderBy('role_permission.permission')
      .execute();
    // Names the catalogue no longer has (a role saved before a permission left it) grant nothing.
    return rows.map((r) => r.permission).filter((name) => PERMISSION_NAMES.has(name));
  }

  async holdersOf(permission: string, companyId: number, db: Db = this.db): Promise<number[]> {
    const rows = await db
      .selectFrom('sys_user')
      .innerJoin('user_company', 'user_company.user_id', 'sys_user.id')
      .select('sys_user.id')
      .where('user_company.company_id', '=', companyId)
      .where(ActiveMembers.only)
      .where((eb) =>
        eb.or([
          CompanyAdministrators.only(eb, companyId),
          eb.exists(
            eb
              .selectFrom('role_permission')
              .innerJoin('user_role', 'user_role.role_id', 'role_permission.role_id')
              .innerJoin('role', 'role.id', 'role_permission.role_id')
              .select('user_role.user_id')
              .whereRef('user_role.user_id', '=', 'sys_user.id')
              .where('user_role.company_id', '=', companyId)
              .where('role_permission.permission', '=', permission)
              .where((inner) => inner.or([inner('role.company_id', 'is', null), inner('role.company_id', '=', companyId)])),
          ),
        ]),
      )
      .orderBy('sys_user.id')
      .execute();
    return rows.map((row) => row.id);
  }

  async userInfo(userId: number, companyId: number): Promise<UserInfoView | null> {
    const user = await this.db.selectFrom('sys_user').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) return null;
    const [roles, permissions, membership, passValidDay] = await Promise.all([
      this.roleIds(userId, companyId),
      this.permissions(userId, companyId),
      this.db.selectFrom('user_company').select('team_admin').where('user_id', '=', userId).where('company_id', '=', companyId).executeTakeFirst(),
      this.passwords.validDays(),
    ]);
    const age = this.#passwordAge(user.pass_update_time);
    return {
      sysUser: {
        userId: user.id,
        username: user.username,
        chineseName: user.chinese_name,
        avatar: user.avatar,
        status: UserStatus.of(user.status),
        lastLoginTeam: user.last_login_team,
        phone: user.phone,
      },
      companyId,
      companyAdmin: user.company_admin,
      roles,
      ifTeamAdmin: membership?.team_admin === 1,
      noLogin: false,
      sysPublicParamDTO: {
        remindFlag: OrgDirectory.#expired(passValidDay, age) ? '0' : user.remind_flag,
        passValidDay,
        betweenUpdatePassDay: age,
      },
      permissions,
    };
  }

  async personalInfo(userId: number, companyId: number): Promise<PersonalInfoView | null> {
    const user = await this.db
      .selectFrom('sys_user')
      .select(['id', 'username', 'chinese_name', 'phone', 'email', 'avatar'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    const place = await this.db
      .selectFrom('user_company')
      .innerJoin('company', 'company.id', 'user_company.company_id')
      .leftJoin('dept', 'dept.id', 'user_company.dept_id')
      .select(['user_company.dept_id as deptId', 'dept.name as deptName', 'company.name as companyName'])
      .where('user_company.user_id', '=', userId)
      .where('user_company.company_id', '=', companyId)
      .executeTakeFirst();
    return {
      userId: user.id,
      username: user.username,
      chineseName: user.chinese_name,
      phone: user.phone,
      email: user.email,
      avatar: user.avatar,
      deptId: place?.deptId ?? null,
      deptName: place?.deptName ?? null,
      companyName: place?.companyName ?? null,
      // The bindings are the auth module's (social_binding): it fills them in.
      socialBindings: [],
    };
  }

  async editProfile(userId: number, fields: ProfileFields): Promise<void> {
    const changes = {
      ...(fields.chineseName !== undefined ? { chinese_name: fields.chineseName } : {}),
      ...(fields.phone !== undefined ? { phone: fields.phone } : {}),
      ...(fields.email !== undefined ? { email: fields.email } : {}),
      ...(fields.avatar !== undefined ? { avatar: fields.avatar } : {}),
    };
    if (Object.keys(changes).length === 0) return;
    await this.db.updateTable('sys_user').set(changes).where('id', '=', userId).execute();
  }

  async phoneTakenByOther(phone: string, userId: number): Promise<boolean> {
    const row = await this.db.selectFrom('sys_user').select('id').where('phone', '=', phone).where('id', '!=', userId).executeTakeFirst();
    return row !== undefined;
  }

  async setPasswordHash(userId: number, passwordHash: string): Promise<void> {
    const user = await this.db.selectFrom('sys_user').select('remind_flag').where('id', '=', userId).executeTakeFirst();
    await this.db
      .updateTable('sys_user')
      // A forced reset ('0') is satisfied by the change; a chosen 不再提醒 ('2') stays chosen.
      .set({ password_hash: passwordHash, pass_update_time: DisplayTime.format(this.clock.now()), remind_flag: user?.remind_flag === '0' ? '1' : (user?.remind_flag ?? '1') })
      .where('id', '=', userId)
      .execute();
  }

  async setRemindFlag(userId: number, remindFlag: '1' | '2'): Promise<void> {
    await this.db.updateTable('sys_user').set({ remind_flag: remindFlag }).where('id', '=', userId).execute();
  }

  async mustChangePassword(userId: number): Promise<boolean> {
    const [user, validDays] = await Promise.all([
      this.db.selectFrom('sys_user').select(['remind_flag', 'pass_update_time']).where('id', '=', userId).executeTakeFirst(),
      this.passwords.validDays(),
    ]);
    if (!user) return false;
    return user.remind_flag === '0' || OrgDirectory.#expired(validDays, this.#passwordAge(user.pass_update_time));
  }

  /** Whole days since the password was set; null when the time is unreadable. */
  #passwordAge(passUpdateTime: string): number | null {
    const changed = DisplayTime.parse(passUpdateTime);
    return Number.isNaN(changed) ? null : Math.max(0, Math.floor((this.clock.now() - changed) / DAY_MS));
  }

  /** A password past its validity must be changed ('0' forces /resetPassword): the rule, whatever the reminder flag. */
  static #expired(validDays: number | null, age: number | null): boolean {
    return validDays !== null && validDays > 0 && age !== null && age >= validDays;
  }

  async accountByPhone(phone: string): Promise<UserAccount | undefined> {
    return this.db
      .selectFrom('sys_user')
      .select(['id as userId', 'username', 'status', 'company_admin as companyAdmin', 'last_login_team as lastLoginTeam'])
      .where('phone', '=', phone)
      .orderBy('id')
      .executeTakeFirst();
  }

  async usernameTaken(username: string): Promise<boolean> {
    // Account names are told apart without case, so 张三's zhangsan has no ZhangSan twin.
    const row = await this.db
      .selectFrom('sys_user')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .executeTakeFirst();
    return row !== undefined;
  }

  async register(newcomer: Newcomer): Promise<number | null> {
    const now = DisplayTime.format(this.clock.now());
    return this.db.transaction().execute(async (tx) => {
      const taken = await tx
        .selectFrom('sys_user')
        .select('id')
        .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', newcomer.username.toLowerCase()), eb('phone', '=', newcomer.phone)]))
        .executeTakeFirst();
      if (taken) return null;
      try {
        // No company: a newcomer joins one when its administrator accepts their application (or they accept an invitation).
        return await NewAccount.insert(tx, {
          username: newcomer.username,
          passwordHash: newcomer.passwordHash,
          chineseName: newcomer.chineseName,
          phone: newcomer.phone,
          startsIn: null,
          mustChangePassword: false,
          now,
        });
      } catch (error) {
        // The unique account name: someone else signed up with it a moment ago.
        if (await tx.selectFrom('sys_user').select('id').where('username', '=', newcomer.username).executeTakeFirst()) return null;
        throw error;
      }
    });
  }

  /** Every company (the public list of the member picker), or only the user's. */
  async companies(userId?: number): Promise<{ companyId: number; companyName: string }[]> {
    let query = this.db.selectFrom('company').select(['company.id as companyId', 'company.name as companyName']);
    if (userId !== undefined) {
      query = query
        .innerJoin('user_company', 'user_company.company_id', 'company.id')
        .where('user_company.user_id', '=', userId)
        .where('user_company.status', '=', ACTIVE);
    }
    return query.orderBy('company.sort').orderBy('company.id').execute();
  }

  /** The user's team-admin flag in a company (may edit its departments' members). */
  async isTeamAdmin(userId: number, companyId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('user_company')
      .select('team_admin')
      .where('user_id', '=', userId)
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return row?.team_admin === 1;
  }

  /** The user's companies with the user's open to-dos in each (the company switcher). */
  async companiesWithTodo(userId: number): Promise<CompanyWithTodo[]> {
    const [companies, counts] = await Promise.all([this.companies(userId), this.todos.openCountsByCompany(userId)]);
    return companies.map((c) => ({ ...c, todoCount: counts.get(c.companyId) ?? 0 }));
  }
}
