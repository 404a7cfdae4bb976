import { AnnouncingTransaction } from '../../db/AnnouncingTransaction.ts';
import type { components } from '../../../contracts/generated/admin.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { AuditActor, AuditTrail } from '../../contracts/audit.ts';
import type { Clock, FollowUpWrites, Principal } from '../../contracts/host.ts';
import type { MessageDraft, MessagePost } from '../../contracts/messages.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { MemberRules } from './MemberRules.ts';
import type { OrgJoinRequestTable } from './OrgTables.ts';
import { orgTexts } from './zh-CN.ts';

/** What one company can have waiting for answers, and one user: bounds on what a caller makes the server hold. */
export const MAX_PENDING_PER_COMPANY = 500;
export const MAX_PENDING_APPLICATIONS_PER_USER = 5;
const MAX_NOTE = 200;
/** A 站内信 opened as its detail (spec part 1 §3: open mode 1, msgType 1 a notice). */
const NOTICE_TYPE = 1;
const DETAIL_OPEN_MODE = 1;

export type JoinRequestView = components['schemas']['JoinRequest'];

/**
 * Joining a company takes both sides (issue 22 §1): an administrator invites an existing account
 * (添加已有用户) and the user accepts in 个人中心, or a user applies (a newcomer from the sign-up
 * belongs to no company) and an administrator of that company accepts. Until then the company sees
 * nothing of the user and the user nothing of the company. Each answer writes the membership, its
 * audit entry and the other side's 站内信 in one transaction.
 */
export class JoinRequests {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
    private readonly messages: () => MessagePost,
    /** Where a live push that failed after the commit is told of. */
    private readonly report: (error: unknown) => void,
  ) {}

  /** 添加已有用户: the company invites an account by its name (404 unknown, 400 a member or already asked). */
  async invite(companyId: number, username: string, deptId: number | null, actor: AuditActor): Promise<{ userId: number; requestId: number }> {
    return this.#announcing(async (tx, writes) => {
      const user = await tx
        .selectFrom('sys_user')
        .select(['id', 'chinese_name', 'last_login_team'])
        .where((eb) => eb(eb.fn('lower', ['username']), '=', (username ?? '').toLowerCase()))
        .executeTakeFirst();
      if (!user) throw new ApiError(404, orgTexts.userNotFound);
      await this.#notMember(tx, user.id, companyId);
      const dept = await MemberRules.deptOf(tx, companyId, deptId);
      const pending = await this.#pending(tx, user.id, companyId);
      if (pending?.kind === 'invite') throw new ApiError(400, orgTexts.join.alreadyInvited);
      if (pending?.kind === 'apply') throw new ApiError(400, orgTexts.join.alreadyApplied);
      await this.#companyRoom(tx, companyId);
      const requestId = await this.#insert(tx, { company_id: companyId, user_id: user.id, kind: 'invite', dept_id: dept, requested_by: actor.principal?.userId ?? 0, note: null });
      const company = await this.#companyName(tx, companyId);
      await this.audit.record(tx, actor, {
        subject: 'user',
        subjectId: String(user.id),
        action: 'invite',
        summary: orgTexts.audit.userInvited(user.chinese_name),
        changes: { companyId: { to: companyId }, deptId: { to: dept } },
      });
      const inviter = actor.principal ? await this.#name(tx, actor.principal.userId) : null;
      await this.messages().post(writes, [
        this.#draft(user.id, await this.#homeCompany(tx, user.id, user.last_login_team), orgTexts.join.invitedTitle(company), orgTexts.join.invitedContent(company, inviter), inviter),
      ]);
      return { userId: user.id, requestId };
    });
  }

  /** A user asks to join a company (400 a member, already asked, or too many waiting). */
  async apply(user: Principal, companyId: number, note: string | null | undefined): Promise<{ requestId: number }> {
    const text = (note ?? '').trim();
    if (text.length > MAX_NOTE) throw new ApiError(400, orgTexts.join.noteLength(MAX_NOTE));
    return this.#announcing(async (tx, writes) => {
      const company = await tx.selectFrom('company').select(['id', 'name']).where('id', '=', companyId).executeTakeFirst();
      if (!company) throw new ApiError(404, orgTexts.join.companyNotFound);
      await this.#notMember(tx, user.userId, companyId);
      const pending = await this.#pending(tx, user.userId, companyId);
      if (pending?.kind === 'apply') throw new ApiError(400, orgTexts.join.alreadyApplied);
      if (pending?.kind === 'invite') throw new ApiError(400, orgTexts.join.invitedAlready);
      const { count } = await tx
        .selectFrom('org_join_request')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', user.userId)
        .where('kind', '=', 'apply')
        .where('state', '=', 'pending')
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_PENDING_APPLICATIONS_PER_USER) throw new ApiError(400, orgTexts.join.tooManyApplications(MAX_PENDING_APPLICATIONS_PER_USER));
      await this.#companyRoom(tx, companyId);
      const requestId = await this.#insert(tx, { company_id: companyId, user_id: user.userId, kind: 'apply', dept_id: null, requested_by: user.userId, note: text === '' ? null : text });
      const applicant = await this.#name(tx, user.userId);
      const admins = await tx.selectFrom('sys_user').select('id').where('company_admin', '=', companyId).where('status', '=', '0').execute();
      await this.messages().post(
        writes,
        admins.map((admin) => this.#draft(admin.id, companyId, orgTexts.join.appliedTitle(applicant ?? user.username), orgTexts.join.appliedContent(applicant ?? user.username, company.name, text), applicant)),
      );
      return { requestId };
    });
  }

  /** The user's own: invitations waiting for their answer, and their applications (the newest 50). */
  async mine(userId: number): Promise<JoinRequestView[]> {
    return this.#views(
      this.#query(this.db)
        .where('org_join_request.user_id', '=', userId)
        .where((eb) => eb.or([eb('org_join_request.kind', '=', 'apply'), eb('org_join_request.state', '=', 'pending')]))
        .orderBy('org_join_request.id', 'desc')
        .limit(50),
    );
  }

  /** The company's requests waiting for an answer: applications to decide, invitations to withdraw. */
  async pendingOf(companyId: number): Promise<JoinRequestView[]> {
    return this.#views(
      this.#query(this.db)
        .where('org_join_request.company_id', '=', companyId)
        .where('org_join_request.state', '=', 'pending')
        .orderBy('org_join_request.id', 'desc')
        .limit(MAX_PENDING_PER_COMPANY),
    );
  }

  /** The invited user accepts (they become a member) or declines. */
  async answerInvitation(user: Principal, requestId: number, accept: boolean, actor: AuditActor): Promise<void> {
    await this.#announcing(async (tx, writes) => {
      const request = await this.#open(tx, requestId, (r) => r.kind === 'invite' && r.user_id === user.userId);
      await this.#close(tx, request, accept ? 'accepted' : 'declined', user.userId);
      const name = (await this.#name(tx, user.userId)) ?? user.username;
      const company = await this.#companyName(tx, request.company_id);
      if (accept) await this.#join(tx, request, actor, name);
      await this.messages().post(writes, [
        this.#draft(request.requested_by, request.company_id, orgTexts.join.invitationAnsweredTitle(name, accept), orgTexts.join.invitationAnsweredContent(name, company, accept), name),
      ]);
    });
  }

  /** The applicant withdraws their own application. */
  async withdrawApplication(user: Principal, requestId: number): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const request = await this.#open(tx, requestId, (r) => r.kind === 'apply' && r.user_id === user.userId);
      await this.#close(tx, request, 'cancelled', user.userId);
    });
  }

  /** An administrator of the company accepts (into a department of theirs, or none) or declines an application. */
  async answerApplication(companyId: number, requestId: number, accept: boolean, deptId: number | null, actor: AuditActor): Promise<void> {
    await this.#announcing(async (tx, writes) => {
      const request = await this.#open(tx, requestId, (r) => r.kind === 'apply' && r.company_id === companyId);
      const dept = accept ? await MemberRules.deptOf(tx, companyId, deptId) : null;
      await this.#close(tx, request, accept ? 'accepted' : 'declined', actor.principal?.userId ?? 0);
      const name = (await this.#name(tx, request.user_id)) ?? '';
      const company = await this.#companyName(tx, companyId);
      if (accept) await this.#join(tx, { ...request, dept_id: dept }, actor, name);
      else {
        await this.audit.record(tx, actor, {
          subject: 'user',
          subjectId: String(request.user_id),
          action: 'declineApplication',
          summary: orgTexts.audit.applicationDeclined(name),
          changes: { companyId: { from: companyId } },
        });
      }
      const home = await this.#homeCompany(tx, request.user_id, null);
      await this.messages().post(writes, [
        this.#draft(request.user_id, accept ? companyId : home, orgTexts.join.applicationAnsweredTitle(company, accept), orgTexts.join.applicationAnsweredContent(company, accept), null),
      ]);
    });
  }

  /** An administrator withdraws an invitation the user has not answered. */
  async withdrawInvitation(companyId: number, requestId: number, actor: AuditActor): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const request = await this.#open(tx, requestId, (r) => r.kind === 'invite' && r.company_id === companyId);
      await this.#close(tx, request, 'cancelled', actor.principal?.userId ?? 0);
      const name = (await this.#name(tx, request.user_id)) ?? '';
      await this.audit.record(tx, actor, {
        subject: 'user',
        subjectId: String(request.user_id),
        action: 'withdrawInvitation',
        summary: orgTexts.audit.invitationWithdrawn(name),
        changes: { companyId: { from: companyId } },
      });
    });
  }

  async #join(tx: Db, request: { company_id: number; user_id: number; dept_id: number | null }, actor: AuditActor, name: string): Promise<void> {
    // A department deleted since the invitation: the member joins without one.
    const dept = request.dept_id === null ? null : ((await tx.selectFrom('dept').select('id').where('id', '=', request.dept_id).where('company_id', '=', request.company_id).executeTakeFirst())?.id ?? null);
    const last = await tx.selectFrom('user_company').select((eb) => eb.fn.max<number>('sort').as('sort')).where('company_id', '=', request.company_id).executeTakeFirst();
    await tx
      .insertInto('user_company')
      .values({ user_id: request.user_id, company_id: request.company_id, dept_id: dept, post: null, team_admin: 0, sort: Number(last?.sort ?? 0) + 1 })
      .execute();
    // A newcomer's first company is where their next login starts.
    await tx.updateTable('sys_user').set({ last_login_team: request.company_id }).where('id', '=', request.user_id).where('last_login_team', 'is', null).execute();
    await this.audit.record(tx, actor, {
      subject: 'user',
      subjectId: String(request.user_id),
      action: 'join',
      summary: orgTexts.audit.userJoined(name),
      changes: { companyId: { to: request.company_id }, deptId: { to: dept } },
    });
  }

  async #open(tx: Db, requestId: number, yours: (row: OrgJoinRequestRow) => boolean): Promise<OrgJoinRequestRow> {
    const row = await tx.selectFrom('org_join_request').selectAll().where('id', '=', requestId).executeTakeFirst();
    // Someone else's request is no request here: the same answer as one that does not exist.
    if (!row || !yours(row)) throw new ApiError(404, orgTexts.join.notFound);
    if (row.state !== 'pending') throw new ApiError(400, orgTexts.join.answered);
    return row;
  }

  async #close(tx: Db, request: OrgJoinRequestRow, state: OrgJoinRequestTable['state'], by: number): Promise<void> {
    // Guarded on the state: of two answers at the same moment only one counts.
    const result = await tx
      .updateTable('org_join_request')
      .set({ state, answered_by: by, answer_time: DisplayTime.format(this.clock.now()) })
      .where('id', '=', request.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(400, orgTexts.join.answered);
  }

  async #notMember(tx: Db, userId: number, companyId: number): Promise<void> {
    const member = await tx.selectFrom('user_company').select('user_id').where('user_id', '=', userId).where('company_id', '=', companyId).executeTakeFirst();
    if (member) throw new ApiError(400, orgTexts.alreadyMember);
  }

  async #pending(tx: Db, userId: number, companyId: number) {
    return tx
      .selectFrom('org_join_request')
      .select(['id', 'kind'])
      .where('user_id', '=', userId)
      .where('company_id', '=', companyId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
  }

  async #companyRoom(tx: Db, companyId: number): Promise<void> {
    const { count } = await tx
      .selectFrom('org_join_request')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('company_id', '=', companyId)
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_PENDING_PER_COMPANY) throw new ApiError(400, orgTexts.join.tooManyPending(MAX_PENDING_PER_COMPANY));
  }

  async #insert(tx: Db, row: Pick<OrgJoinRequestRow, 'company_id' | 'user_id' | 'kind' | 'dept_id' | 'requested_by' | 'note'>): Promise<number> {
    const { id } = await tx
      .insertInto('org_join_request')
      .values({ ...row, state: 'pending', answered_by: null, create_time: DisplayTime.format(this.clock.now()), answer_time: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Where the user reads their 站内信 now: the company of their last login if still theirs, else their first, else none (0). */
  async #homeCompany(tx: Db, userId: number, lastLoginTeam: number | null): Promise<number> {
    const memberships = await tx.selectFrom('user_company').select('company_id').where('user_id', '=', userId).where('status', '=', '0').orderBy('company_id').execute();
    const ids = memberships.map((m) => m.company_id);
    const last = lastLoginTeam ?? (await tx.selectFrom('sys_user').select('last_login_team').where('id', '=', userId).executeTakeFirst())?.last_login_team ?? null;
    return last !== null && ids.includes(last) ? last : (ids[0] ?? 0);
  }

  async #companyName(tx: Db, companyId: number): Promise<string> {
    return (await tx.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirst())?.name ?? '';
  }

  async #name(tx: Db, userId: number): Promise<string | null> {
    return (await tx.selectFrom('sys_user').select('chinese_name').where('id', '=', userId).executeTakeFirst())?.chinese_name ?? null;
  }

  #draft(userId: number, companyId: number, title: string, content: string, author: string | null): MessageDraft {
    return { userId, companyId, title, content, author, applicationId: null, applicationName: orgTexts.join.applicationName, msgType: NOTICE_TYPE, openMode: DETAIL_OPEN_MODE, link: null };
  }

  #query(db: Db) {
    return db
      .selectFrom('org_join_request')
      .innerJoin('company', 'company.id', 'org_join_request.company_id')
      .innerJoin('sys_user', 'sys_user.id', 'org_join_request.user_id')
      .leftJoin('sys_user as requester', 'requester.id', 'org_join_request.requested_by')
      .select([
        'org_join_request.id as requestId',
        'org_join_request.kind',
        'org_join_request.state',
        'org_join_request.company_id as companyId',
        'company.name as companyName',
        'org_join_request.user_id as userId',
        'sys_user.username',
        'sys_user.chinese_name as chineseName',
        'requester.chinese_name as requestedByName',
        'org_join_request.note',
        'org_join_request.create_time as createTime',
        'org_join_request.answer_time as answerTime',
      ]);
  }

  async #views(query: { execute(): Promise<(Omit<JoinRequestView, 'requestedByName'> & { requestedByName: string | null })[]> }): Promise<JoinRequestView[]> {
    const rows = await query.execute();
    return rows.map((r) => ({ ...r, requestedByName: r.requestedByName ?? '' }));
  }

  #announcing<T>(work: (tx: Db, writes: FollowUpWrites) => Promise<T>): Promise<T> {
    return AnnouncingTransaction.run(this.db, work, this.report);
  }
}

type OrgJoinRequestRow = { id: number } & Omit<OrgJoinRequestTable, 'id'>;
