import type { Insertable } from 'kysely';
import type { Clock, FollowUpWrites } from '../../contracts/host.ts';
import type { InCompany, InstanceView, TaskEvent, WorkflowEvent } from '../../contracts/workflow.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { MessageTable } from './MessageTables.ts';
import type { NoticeChannel } from '../../../contracts/bpmn/RongheExtension.ts';
import { SUMMARY_COLUMNS, type MessageEvents } from './MessageEvents.ts';
import { zhCN } from './zhCN.ts';

/** Any open mode but 1 (detail) and 2 (link) opens the workflow drawer from msgLink (spec part 1 §3). */
export const WORKFLOW_OPEN_MODE = 3;
const NOTICE_TYPE = 1;
/** rh:notice's 站内信: the bell's message row. The only channel there is; others are ignored. */
const SYSTEM_CHANNEL: NoticeChannel = 'system';
const MAX_TITLE = 255;
/** Who mends a stalled step (转办): the holders of 流程监控 and the company's administrators. */
const MONITOR_PERMISSION = 'act_process_monitor';
/** A renamed user shows under the new name in messages written at most this long after the change. */
const NAME_TTL_MS = 60_000;
const NAME_CACHE_SIZE = 1000;

function orgIds(ids: Iterable<string | null | undefined>): number[] {
  return [...new Set([...ids].filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id)).map(Number))];
}

/**
 * Writes the `message` rows of workflow events: "you have a new task" to whoever a task now
 * waits for (when the node asks for a 站内信 notice, rh:notice channel system, the message is
 * that notice instead, titled with the process and node, so nobody gets two for one task), and a notice to the initiator when the process is approved, sent back or
 * terminated by someone else. msgLink is the JSON the drawer opens: {procInstId, taskId}, or
 * {procInstId} for the process as a whole. Rows are written through the event's FollowUpWrites
 * and announced (MessageEvents) once that has committed.
 */
export class WorkflowMessageWriter {
  readonly #names = new Map<string, { at: number; name: string }>();

  constructor(
    private readonly clock: Clock,
    private readonly events: MessageEvents,
    private readonly directory: UserDirectory,
  ) {}

  async taskCreated(event: WorkflowEvent<'taskCreated'>): Promise<void> {
    const { processName, taskName } = event.task;
    const initiator = await this.#name(event.writes.db, event.task.initiator);
    const people = event.task.assignee ? [event.task.assignee] : event.task.candidates;
    // msg_title is varchar(255); process and node names are the designer's to choose.
    const title = event.notice?.channels.includes(SYSTEM_CHANNEL) ? zhCN.notice.title(processName, taskName).slice(0, MAX_TITLE) : zhCN.newTask.title;
    await this.#newTask(event, orgIds(people), zhCN.newTask.content(initiator, processName, taskName), initiator, title);
  }

  async taskDelegated(event: WorkflowEvent<'taskDelegated'>): Promise<void> {
    const from = await this.#name(event.writes.db, event.from);
    await this.#newTask(event, orgIds([event.to]), zhCN.newTask.delegated(from, event.task.processName, event.task.taskName), from);
  }

  /** 转办: the new holder gets the task's message; whoever held it hears where it went. */
  async taskReassigned(event: WorkflowEvent<'taskReassigned'>): Promise<void> {
    const { processName, taskName } = event.task;
    const actor = await this.#name(event.writes.db, event.actorId ?? '');
    await this.#newTask(event, orgIds([event.to]), zhCN.newTask.reassigned(actor, processName, taskName, event.comment), actor);
    const previous = orgIds(event.from.filter((id) => id !== event.to));
    if (previous.length === 0) return;
    const toName = await this.#name(event.writes.db, event.to);
    await this.#insert(event, previous, zhCN.taskGone.reassignedTitle, zhCN.taskGone.reassigned(actor, processName, taskName, toName, event.comment), actor);
  }

  /**
   * A step stalled (issue 22 §4): the initiator hears that their process stopped, and whoever
   * can mend it (流程监控) that it waits for 转办 — each once, the initiator's title first.
   */
  async taskStalled(event: WorkflowEvent<'taskStalled'>): Promise<void> {
    const content = zhCN.stalled.content(event.task.processName, event.comment);
    const [initiator] = orgIds([event.task.initiator]);
    const monitors = (await this.directory.holdersOf(MONITOR_PERMISSION, event.companyId, event.writes.db)).filter((id) => id !== initiator);
    const link = JSON.stringify({ procInstId: event.task.procInstId });
    const rows = [
      ...(initiator === undefined ? [] : [this.#row(initiator, event.companyId, zhCN.stalled.initiatorTitle, content, zhCN.system, link)]),
      ...monitors.map((userId) => this.#row(userId, event.companyId, zhCN.stalled.adminTitle, content, zhCN.system, link)),
    ];
    if (rows.length === 0) return;
    this.#announce(event.writes, await event.writes.db.insertInto('message').values(rows).returning(SUMMARY_COLUMNS).execute());
  }

  /** 撤回: a handler whose task went with the withdrawn process hears why it left their list. */
  async taskWithdrawn(event: WorkflowEvent<'taskCancelled'>): Promise<void> {
    const holders = orgIds(event.task.assignee ? [event.task.assignee] : event.task.candidates);
    if (holders.length === 0) return;
    const initiator = await this.#name(event.writes.db, event.task.initiator);
    await this.#insert(event, holders, zhCN.taskGone.withdrawnTitle, zhCN.taskGone.withdrawn(initiator, event.task.processName, event.task.taskName), initiator);
  }

  async taskResolved(event: WorkflowEvent<'taskResolved'>): Promise<void> {
    const delegate = await this.#name(event.writes.db, event.delegate);
    await this.#newTask(event, orgIds([event.owner]), zhCN.newTask.returned(delegate, event.task.processName, event.task.taskName), delegate);
  }

  /**
   * 抄送: each recipient gets a 站内信 naming who copied which task. Its link names the task, so
   * the drawer opens on that node's form, read-only (the recipient does not hold the task).
   */
  async taskCopied(event: WorkflowEvent<'taskCopied'>): Promise<void> {
    const users = orgIds(event.userIds);
    if (users.length === 0) return;
    const from = await this.#name(event.writes.db, event.actorId ?? '');
    const content = zhCN.copied.content(from, event.task.processName, event.task.taskName, event.comment);
    const link = JSON.stringify({ procInstId: event.task.procInstId, taskId: event.task.taskId });
    const rows = await event.writes.db
      .insertInto('message')
      .values(users.map((userId) => this.#row(userId, event.companyId, zhCN.copied.title(event.task.processName).slice(0, MAX_TITLE), content, from, link)))
      .returning(SUMMARY_COLUMNS)
      .execute();
    this.#announce(event.writes, rows);
  }

  async processCompleted(event: WorkflowEvent<'processCompleted'>): Promise<void> {
    await this.#toInitiator(event, zhCN.toInitiator.completedTitle, zhCN.toInitiator.completed(event.instance.processName), zhCN.system, { procInstId: event.instance.procInstId });
  }

  async processRejected(event: WorkflowEvent<'processRejected'>): Promise<void> {
    if (event.actorId === event.instance.initiator) return;
    const actor = await this.#name(event.writes.db, event.actorId ?? '');
    const content = zhCN.toInitiator.rejected(actor, event.instance.processName, event.comment);
    await this.#toInitiator(event, zhCN.toInitiator.rejectedTitle, content, actor, { procInstId: event.instance.procInstId, taskId: event.taskId });
  }

  async processTerminated(event: WorkflowEvent<'processTerminated'>): Promise<void> {
    if (event.actorId === event.instance.initiator) return;
    const actor = await this.#name(event.writes.db, event.actorId ?? '');
    const content = zhCN.toInitiator.terminated(actor, event.instance.processName, event.comment);
    await this.#toInitiator(event, zhCN.toInitiator.terminatedTitle, content, actor, { procInstId: event.instance.procInstId });
  }

  async #newTask(event: InCompany<TaskEvent>, users: number[], content: string, author: string, title: string = zhCN.newTask.title): Promise<void> {
    await this.#insert(event, users, title, content, author);
  }

  /** One message per user, linked to the event's task. */
  async #insert(event: InCompany<TaskEvent>, users: number[], title: string, content: string, author: string): Promise<void> {
    if (users.length === 0) return;
    const link = JSON.stringify({ procInstId: event.task.procInstId, taskId: event.task.taskId });
    const rows = await event.writes.db
      .insertInto('message')
      .values(users.map((userId) => this.#row(userId, event.companyId, title, content, author, link)))
      .returning(SUMMARY_COLUMNS)
      .execute();
    this.#announce(event.writes, rows);
  }

  async #toInitiator(event: InCompany<{ instance: InstanceView }>, title: string, content: string, author: string, link: Record<string, string>): Promise<void> {
    const [initiator] = orgIds([event.instance.initiator]);
    if (initiator === undefined) return;
    const rows = await event.writes.db
      .insertInto('message')
      .values(this.#row(initiator, event.companyId, title, content, author, JSON.stringify(link)))
      .returning(SUMMARY_COLUMNS)
      .execute();
    this.#announce(event.writes, rows);
  }

  #announce(writes: FollowUpWrites, rows: Parameters<MessageEvents['added']>[0]): void {
    writes.afterCommit(() => this.events.added(rows));
  }

  #row(userId: number, companyId: number, title: string, content: string, author: string, link: string): Insertable<MessageTable> {
    return {
      user_id: userId,
      company_id: companyId,
      application_name: zhCN.applicationName,
      application_id: null,
      application_type: null,
      msg_title: title,
      msg_content: content,
      msg_type: NOTICE_TYPE,
      send_author: author || null,
      open_mode: WORKFLOW_OPEN_MODE,
      msg_link: link,
      read_status: 0,
      create_time: DisplayTime.format(this.clock.now()),
      deleted: 0,
    };
  }

  /** A user's name; remembered briefly, as every event of an instance names its initiator again. */
  async #name(db: Db, id: string): Promise<string> {
    if (!/^\d+$/.test(id)) return zhCN.system;
    const now = this.clock.now();
    const known = this.#names.get(id);
    if (known && now - known.at < NAME_TTL_MS) return known.name;
    const name = (await this.directory.names([Number(id)], db)).get(Number(id))?.chineseName ?? '';
    if (this.#names.size >= NAME_CACHE_SIZE) this.#names.delete(this.#names.keys().next().value!);
    this.#names.set(id, { at: now, name });
    return name;
  }
}
