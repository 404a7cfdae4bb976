import { NewAccount } from './NewAccount.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import type { AccountAccess } from '../../contracts/auth.ts';
import type { Clock } from '../../contracts/host.ts';
import type { MemberOpenTask, WorkflowHandover } from '../../contracts/workflow.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { AccountOwnership } from './AccountOwnership.ts';
import { GeneratedPassword } from './GeneratedPassword.ts';
import type { JoinRequests } from './JoinRequests.ts';
import { MemberRules } from './MemberRules.ts';
import { orgTexts } from './zh-CN.ts';
import { ActiveMembers } from './ActiveMembers.ts';
import { CompanyAdministrators } from './CompanyAdministrators.ts';

/** 用户管理's new user: the password as the login sends it (encrypted). */
export interface NewMember {
  username: string;
  chineseName: string;
  phone: string;
  email?: string | null;
  deptId?: number | null;
  post?: string | null;
  password: string;
  /** The user changes the password at the first login. */
  mustChangePassword?: boolean;
}

/** 用户管理's edit; absent fields stay, a null email, department or post clears. */
export interface MemberEdit {
  chineseName?: string;
  phone?: string;
  email?: string | null;
  deptId?: number | null;
  post?: string | null;
}


/**
 * 用户管理 (issue 13): the users of one company as its administrator manages them — create, edit,
 * disable and enable, reset the password, move between departments, membership. Every change and
 * its audit entry share one transaction; no change leaves a company without an active
 * administrator, and no administrator disables themself. The account's identity (name, phone,
 * email, password) changes only at the hands of those it belongs to (AccountOwnership, issue 22);
 * 禁用 disables the membership in this company, an existing account joins by invitation.
 */
export class MemberAccounts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: AccountAccess,
    private readonly audit: AuditTrail,
    private readonly joinRequests: JoinRequests,
    /** The workflow module is mounted after this one: looked up when a request needs it. */
    private readonly handover: () => WorkflowHandover,
  ) {}

  async create(companyId: number, input: NewMember, actor: AuditActor): Promise<{ userId: number }> {
    const username = MemberRules.username(input.username ?? '');
    const chineseName = MemberRules.chineseName(input.chineseName);
    const phone = MemberRules.phone(input.phone ?? '');
    const email = MemberRules.email(input.email);
    const post = MemberRules.post(input.post);
    const passwordHash = await this.access.hashNewPassword(input.password ?? '', username);
    const now = DisplayTime.format(this.clock.now());
    return this.db.transaction().execute(async (tx) => {
      const deptId = await MemberRules.deptOf(tx, companyId, input.deptId ?? null);
      await MemberRules.usernameFree(tx, username);
      await MemberRules.phoneFree(tx, phone, null);
      const userId = await NewAccount.insert(tx, { username, passwordHash, chineseName, phone, email, startsIn: companyId, mustChangePassword: Boolean(input.mustChangePassword), now });
      await tx.insertInto('user_company').values({ user_id: userId, company_id: companyId, dept_id: deptId, post, team_admin: 0, sort: await this.#nextSort(tx, companyId) }).execute();
      await this.audit.record(tx, actor, {
        subject: 'user',
        subjectId: String(userId),
        action: 'create',
        summary: orgTexts.audit.userCreated(chineseName, username),
        changes: { username: { to: username }, chineseName: { to: chineseName }, phone: { to: phone }, email: { to: email }, deptId: { to: deptId }, post: { to: post } },
      });
      return { userId };
    });
  }

  async edit(companyId: number, userId: number, edit: MemberEdit, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const user = await this.#member(tx, companyId, userId);
      const changes: Record<string, { from?: unknown; to?: unknown }> = {};
      const userFields: { chinese_name?: string; phone?: string; email?: string | null } = {};
      if (edit.chineseName !== undefined && edit.chineseName !== user.chinese_name) {
        userFields.chinese_name = MemberRules.chineseName(edit.chineseName);
        changes.chineseName = { from: user.chinese_name, to: userFields.chinese_name };
      }
      if (edit.phone !== undefined && edit.phone !== user.phone) {
        userFields.phone = MemberRules.phone(edit.phone);
        await MemberRules.phoneFree(tx, userFields.phone, userId);
        changes.phone = { from: user.phone, to: userFields.phone };
      }
      if (edit.email !== undefined) {
        const email = MemberRules.email(edit.email);
        if (email !== user.email) {
          userFields.email = email;
          changes.email = { from: user.email, to: email };
        }
      }
      const membership: { dept_id?: number | null; post?: string | null } = {};
      if (edit.deptId !== undefined) {
        const deptId = await MemberRules.deptOf(tx, companyId, edit.deptId);
        if (deptId !== user.dept_id) {
          membership.dept_id = deptId;
          changes.deptId = { from: user.dept_id, to: deptId };
        }
      }
      if (edit.post !== undefined) {
        const post = MemberRules.post(edit.post);
        if (post !== user.post) {
          membership.post = post;
          changes.post = { from: user.post, to: post };
        }
      }
      if (Object.keys(changes).length === 0) return;
      if (Object.keys(userFields).length) await AccountOwnership.requireIdentityRights(tx, actor.principal, userId);
      if (Object.keys(userFields).length) await tx.updateTable('sys_user').set(userFields).where('id', '=', userId).execute();
      if (Object.keys(membership).length) await tx.updateTable('user_company').set(membership).where('user_id', '=', userId).where('company_id', '=', companyId).execute();
      const summary = Object.keys(changes).length === 1 && changes.deptId ? orgTexts.audit.userMoved(user.chinese_name) : orgTexts.audit.userEdited(user.chinese_name);
      await this.audit.record(tx, actor, { subject: 'user', subjectId: String(userId), action: 'update', summary, changes });
    });
  }

  /**
   * '1' disables the membership in this company (the user's logins and live connection end; they
   * log in again to their other companies), '0' enables it. The account itself stays as it is.
   * A member who holds open workflow tasks here is disabled only with `handoverTo` (issue 22 §4):
   * an active member of the company, who gets each task (转办, audited one by one) before the
   * membership is disabled — so no task is left with nobody able to act on it.
   */
  async setStatus(companyId: number, userId: number, status: '0' | '1', actor: AuditActor, handoverTo?: number | null): Promise<void> {
    let handedOver: { count: number; toName: string } | null = null;
    if (status === '1') {
      const user = await this.#member(this.db, companyId, userId);
      if (user.membership_status === status) return;
      await this.#mayDisable(this.db, companyId, userId, actor);
      const tasks = await this.handover().openTasksOf(userId, companyId);
      if (tasks.length > 0) handedOver = await this.#handOver(companyId, userId, tasks, handoverTo ?? null, actor);
    }
    const changed = await this.db.transaction().execute(async (tx) => {
      const user = await this.#member(tx, companyId, userId);
      if (user.membership_status === status) return false;
      if (status === '1') await this.#mayDisable(tx, companyId, userId, actor);
      await tx.updateTable('user_company').set({ status }).where('user_id', '=', userId).where('company_id', '=', companyId).execute();
      await this.audit.record(tx, actor, {
        subject: 'user',
        subjectId: String(userId),
        action: status === '1' ? 'disable' : 'enable',
        summary:
          status === '0'
            ? orgTexts.audit.userEnabled(user.chinese_name)
            : handedOver
              ? orgTexts.audit.userDisabledHandedOver(user.chinese_name, handedOver.count, handedOver.toName)
              : orgTexts.audit.userDisabled(user.chinese_name),
        changes: {
          status: { from: user.membership_status, to: status },
          ...(handedOver && { handoverTo: { to: handedOver.toName }, openTasks: { to: handedOver.count } }),
        },
      });
      return true;
    });
    if (changed && status === '1') await this.access.endSessions(userId);
  }

  /** The open tasks of a member of this company that only they can act on (禁用's dialog). */
  async openTasks(companyId: number, userId: number): Promise<MemberOpenTask[]> {
    await this.#member(this.db, companyId, userId);
    return this.handover().openTasksOf(userId, companyId);
  }

  async #mayDisable(db: Db, companyId: number, userId: number, actor: AuditActor): Promise<void> {
    if (actor.principal?.userId === userId) throw new ApiError(400, orgTexts.cannotDisableSelf);
    if (await CompanyAdministrators.includes(db, userId, companyId)) await this.#notLastAdminOf(db, userId, companyId);
  }

  /** Hands the member's open tasks to `to`, an active member of the company other than them. */
  async #handOver(companyId: number, userId: number, tasks: MemberOpenTask[], to: number | null, actor: AuditActor): Promise<{ count: number; toName: string }> {
    if (to === null) throw new ApiError(400, orgTexts.handoverRequired(tasks.length));
    const target = await this.db
      .selectFrom('sys_user')
      .innerJoin('user_company', 'user_company.user_id', 'sys_user.id')
      .select('sys_user.chinese_name')
      .where('sys_user.id', '=', to)
      .where('user_company.company_id', '=', companyId)
      .where(ActiveMembers.only)
      .executeTakeFirst();
    if (!target || to === userId) throw new ApiError(400, orgTexts.handoverInvalid);
    const count = await this.handover().handOver({ companyId, from: userId, to, reason: orgTexts.handoverReason, actor });
    return { count, toName: target.chinese_name };
  }

  /**
   * A new password, typed (encrypted, checked by the weak-password rule) or generated (answered
   * once, never stored in plain): the user must change it at the next login, and every login
   * of theirs ends now.
   */
  async resetPassword(companyId: number, userId: number, encrypted: string | undefined, actor: AuditActor): Promise<{ password: string | null }> {
    const user = await this.#member(this.db, companyId, userId);
    await AccountOwnership.requireIdentityRights(this.db, actor.principal, userId);
    const generated = encrypted ? null : GeneratedPassword.next();
    const passwordHash = generated ? await this.access.hashGeneratedPassword(generated) : await this.access.hashNewPassword(encrypted!, user.username);
    await this.db.transaction().execute(async (tx) => {
      await this.#member(tx, companyId, userId);
      await AccountOwnership.requireIdentityRights(tx, actor.principal, userId);
      await tx
        .updateTable('sys_user')
        .set({ password_hash: passwordHash, remind_flag: '0', pass_update_time: DisplayTime.format(this.clock.now()) })
        .where('id', '=', userId)
        .execute();
      // Never the password: only that it was reset, and how.
      await this.audit.record(tx, actor, {
        subject: 'user',
        subjectId: String(userId),
        action: 'resetPassword',
        summary: orgTexts.audit.passwordReset(user.chinese_name),
        changes: { password: { to: generated ? orgTexts.audit.generated : orgTexts.audit.typed } },
      });
    });
    await this.access.endSessions(userId);
    return { password: generated };
  }

  /**
   * 添加已有用户: an existing account, by its account name, is invited to this company. Until the user
   * accepts (个人中心), the company sees nothing of them and they nothing of it.
   */
  async addMember(companyId: number, username: string, deptId: number | null, actor: AuditActor): Promise<{ userId: number; requestId: number }> {
    return this.joinRequests.invite(companyId, username, deptId, actor);
  }

  /** The user leaves this company (their account and other companies stay). */
  async removeMember(companyId: number, userId: number, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const user = await this.#member(tx, companyId, userId);
      if (actor.principal?.userId === userId) throw new ApiError(400, orgTexts.cannotRemoveSelf);
      if (await CompanyAdministrators.includes(tx, userId, companyId)) await this.#notLastAdminOf(tx, userId, companyId);
      const companies = await tx.selectFrom('user_company').select('company_id').where('user_id', '=', userId).execute();
      if (companies.length <= 1) throw new ApiError(400, orgTexts.lastCompany);
      await tx.deleteFrom('user_company').where('user_id', '=', userId).where('company_id', '=', companyId).execute();
      // The roles granted here go with the membership: joining again starts with none.
      await tx.deleteFrom('user_role').where('user_id', '=', userId).where('company_id', '=', companyId).execute();
      if (user.company_admin === companyId) await tx.updateTable('sys_user').set({ company_admin: null }).where('id', '=', userId).execute();
      await this.audit.record(tx, actor, {
        subject: 'user',
        subjectId: String(userId),
        action: 'leave',
        summary: orgTexts.audit.userLeft(user.chinese_name),
        changes: { companyId: { from: companyId } },
      });
    });
  }

  async #member(db: Db, companyId: number, userId: number) {
    const row = await db
      .selectFrom('sys_user')
      .innerJoin('user_company', 'user_company.user_id', 'sys_user.id')
      .select(['sys_user.id', 'username', 'chinese_name', 'phone', 'email', 'sys_user.status', 'company_admin', 'user_company.dept_id', 'user_company.post', 'user_company.status as membership_status'])
      .where('sys_user.id', '=', userId)
      .where('user_company.company_id', '=', companyId)
      .executeTakeFirst();
    // Another company's user is no user here: the same answer as one that does not exist.
    if (!row) throw new ApiError(404, orgTexts.userNotFound);
    return row;
  }

  async #notLastAdminOf(db: Db, userId: number, companyId: number): Promise<void> {
    if (!(await AccountOwnership.hasOtherAdministrator(db, companyId, userId))) throw new ApiError(400, orgTexts.lastAdmin);
  }

  async #nextSort(db: Db, companyId: number): Promise<number> {
    const last = await db.selectFrom('user_company').select((eb) => eb.fn.max<number>('sort').as('sort')).where('company_id', '=', companyId).executeTakeFirst();
    return Number(last?.sort ?? 0) + 1;
  }
}
