import { sql } from 'kysely';
import type { Clock, FollowUpWrites } from '../../contracts/host.ts';
import type { InCompany, TaskEvent, TaskView, WorkflowEvent } from '../../contracts/workflow.ts';
import type { PersonName as Person, UserDirectory } from '../../contracts/org.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { TodoEvents } from './TodoEvents.ts';
import { zhCN } from './zhCN.ts';

/** A renamed user shows under the new name in to-dos written at most this long after the change. */
const PERSON_TTL_MS = 60_000;
const PERSON_CACHE_SIZE = 1000;


/** 'passed' (通过) or 'returned' (退回), the to-do results of spec part 1 §3. */
export type TodoResult = 'passed' | 'returned';

/**
 * A workflow task's to-do. Not type 2 or 3: those offer 通过 / 退回 in the to-do modal, which
 * would close the to-do without the task; a workflow to-do opens the task drawer from its link.
 */
export const WORKFLOW_TODO_TYPE = '4';

/** The org's ids are integers; the engine's are their text (its `system` actor is nobody's to-do). */
function orgIds(ids: Iterable<string | null | undefined>): number[] {
  return [...new Set([...ids].filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id)).map(Number))];
}

/** The to-do's link: what the process centre opens, as spec part 1 §3 has it for the workflow drawer. */
export function taskLink(procInstId: string, taskId: string): string {
  return JSON.stringify({ procInstId, taskId });
}

/**
 * Writes the `todo` rows of workflow tasks: one open row per person a new task waits for,
 * closed with a result when the task is done, handed on, sent back or ended. Rows are found
 * again by their holders and their exact link, so every lookup uses the (user, company, open)
 * index. Rows are written through the event's FollowUpWrites, and announced (TodoEvents) once
 * that has committed, with the users whose lists changed.
 */
export class WorkflowTodoWriter {
  readonly #people = new Map<string, { at: number; person: Person | undefined }>();

  constructor(
    private readonly clock: Clock,
    private readonly events: TodoEvents,
    private readonly directory: UserDirectory,
  ) {}

  /** Open rows for a new task: its assignee, or every candidate when it has none. */
  async taskCreated(event: WorkflowEvent<'taskCreated'>): Promise<void> {
    const people = event.task.assignee ? [event.task.assignee] : event.task.candidates;
    const { db } = event.writes;
    const initiator = await this.#person(db, event.task.initiator);
    const added = await this.#insertRows(db, event, orgIds(people), zhCN.content(initiator?.chineseName ?? '', event.task.processName, event.task.taskName), initiator);
    this.#announce(event.writes, 'add', event.companyId, added);
  }

  /**
   * The delegator's row closes; the delegate gets one. A group task's other candidates lose
   * theirs too: delegating claims the task, it comes back to the delegator alone, and nobody
   * else can act on it any more.
   */
  async taskDelegated(event: WorkflowEvent<'taskDelegated'>): Promise<void> {
    const { db } = event.writes;
    const [from, initiator] = [await this.#person(db, event.from), await this.#person(db, event.task.initiator)];
    const closed = await this.#closeRows(db, event.companyId, event.task, orgIds([event.from, ...event.task.candidates]), 'passed');
    const added = await this.#insertRows(db, event, orgIds([event.to]), zhCN.delegatedContent(from?.chineseName ?? '', event.task.processName, event.task.taskName), initiator);
    this.#announce(event.writes, 'del', event.companyId, closed);
    this.#announce(event.writes, 'add', event.companyId, added);
  }

  /** 转办 (issue 22 §4): the previous holders' rows close, the new holder gets one. */
  async taskReassigned(event: WorkflowEvent<'taskReassigned'>): Promise<void> {
    const { db } = event.writes;
    const [actor, initiator] = [await this.#person(db, event.actorId ?? ''), await this.#person(db, event.task.initiator)];
    const closed = await this.#closeRows(db, event.companyId, event.task, orgIds(event.from), 'passed');
    const added = await this.#insertRows(db, event, orgIds([event.to]), zhCN.reassignedContent(actor?.chineseName ?? '', event.task.processName, event.task.taskName), initiator);
    this.#announce(event.writes, 'del', event.companyId, closed);
    this.#announce(event.writes, 'add', event.companyId, added);
  }

  /** The delegate agreed: their row closes, the owner gets the task back as a new to-do. */
  async taskResolved(event: WorkflowEvent<'taskResolved'>): Promise<void> {
    const { db } = event.writes;
    const [delegate, initiator] = [await this.#person(db, event.delegate), await this.#person(db, event.task.initiator)];
    const closed = await this.#closeRows(db, event.companyId, event.task, orgIds([event.delegate]), 'passed');
    const added = await this.#insertRows(db, event, orgIds([event.owner]), zhCN.returnedContent(delegate?.chineseName ?? '', event.task.processName, event.task.taskName), initiator);
    this.#announce(event.writes, 'del', event.companyId, closed);
    this.#announce(event.writes, 'add', event.companyId, added);
  }

  /** Every open row of the task closes: its holder acted, or the engine closed it. */
  async close(writes: FollowUpWrites, companyId: number, task: TaskView, result: TodoResult): Promise<void> {
    const closed = await this.#closeRows(writes.db, companyId, task, orgIds([task.assignee, task.owner, ...task.candidates]), result);
    this.#announce(writes, 'del', companyId, closed);
  }

  /** A task the event names by id only (the rejected one): its holder's rows. */
  async closeTask(writes: FollowUpWrites, companyId: number, procInstId: string, taskId: string, holder: string, result: TodoResult): Promise<void> {
    const users = orgIds([holder]);
    if (users.length === 0) return;
    const closed = await this.#completeWhere(writes.db, companyId, users, result, sql<boolean>`link = ${taskLink(procInstId, taskId)}`);
    this.#announce(writes, 'del', companyId, closed);
  }

  /** Every open row one person has in an instance (the terminating task, which no event names). */
  async closeInstanceFor(writes: FollowUpWrites, companyId: number, procInstId: string, holder: string, result: TodoResult): Promise<void> {
    const users = orgIds([holder]);
    if (users.length === 0) return;
    // The link starts with the instance: {"procInstId":"…","taskId":"…"}.
    const prefix = JSON.stringify({ procInstId }).slice(0, -1) + ',';
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const closed = await this.#completeWhere(writes.db, companyId, users, result, sql<boolean>`link like ${pattern} escape '\\'`);
    this.#announce(writes, 'del', companyId, closed);
  }

  #announce(writes: FollowUpWrites, type: 'add' | 'del', companyId: number, users: number[]): void {
    writes.afterCommit(() => this.events.changed(type, companyId, users));
  }

  /** The users who got a row. */
  async #insertRows(db: Db, event: InCompany<TaskEvent>, users: number[], content: string, initiator: Person | undefined): Promise<number[]> {
    if (users.length === 0) return [];
    const now = DisplayTime.format(this.clock.now());
    await db
      .insertInto('todo')
      .values(
        users.map((userId) => ({
          user_id: userId,
          company_id: event.companyId,
          todo_title: zhCN.title(event.task.processName, event.task.taskName),
          create_by_username: initiator?.username ?? null,
          create_by: initiator ? Number(event.task.initiator) : null,
          create_time: now,
          application_name: zhCN.applicationName,
          expire_time: null,
          todo_content: content,
          todo_complete: 0,
          complete_result: null,
          application_type: WORKFLOW_TODO_TYPE,
          link: taskLink(event.task.procInstId, event.task.taskId),
        })),
      )
      .execute();
    return users;
  }

  async #closeRows(db: Db, companyId: number, task: TaskView, users: number[], result: TodoResult): Promise<number[]> {
    if (users.length === 0) return [];
    return this.#completeWhere(db, companyId, users, result, sql<boolean>`link = ${taskLink(task.procInstId, task.taskId)}`);
  }

  /** The users whose rows closed. */
  async #completeWhere(db: Db, companyId: number, users: number[], result: TodoResult, link: ReturnType<typeof sql<boolean>>): Promise<number[]> {
    const closed = await db
      .updateTable('todo')
      .set({ todo_complete: 1, complete_result: result })
      .where('user_id', 'in', users)
      .where('company_id', '=', companyId)
      .where('todo_complete', '=', 0)
      .where('application_type', '=', WORKFLOW_TODO_TYPE)
      .where(link)
      .returning('user_id')
      .execute();
    return closed.map((row) => row.user_id);
  }

  /** Who a user id is; remembered briefly, as every event of an instance names its initiator again. */
  async #person(db: Db, id: string): Promise<Person | undefined> {
    if (!/^\d+$/.test(id)) return undefined;
    const now = this.clock.now();
    const known = this.#people.get(id);
    if (known && now - known.at < PERSON_TTL_MS) return known.person;
    const person = (await this.directory.names([Number(id)], db)).get(Number(id));
    if (this.#people.size >= PERSON_CACHE_SIZE) this.#people.delete(this.#people.keys().next().value!);
    this.#people.set(id, { at: now, person });
    return person;
  }
}
