import type { components } from '../../../contracts/generated/admin.ts';
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import { ApiError } from '../../http/ApiError.ts';
import type { Principal } from '../../contracts/host.ts';
import type { DatabaseSchema, Db } from '../../db/Database.ts';
import type { TodoTable } from './TodoTables.ts';
import { TodoApplications, type TodoApplication } from './TodoApplications.ts';
import { inboxTexts } from './zhCN.ts';

export type TodoView = components['schemas']['Todo'];

export interface TodoPage {
  records: TodoView[];
  total: number;
  current: number;
  size: number;
}

export interface TodoQuery {
  current: number;
  size: number;
  todoTitle?: string;
  applicationId?: number;
  todoComplete?: 'true' | 'false';
}

export type TodoRow = Selectable<TodoTable>;
type TodoSelect = SelectQueryBuilder<DatabaseSchema, 'todo', object>;

export function todoViewOf(row: TodoRow): TodoView {
  const result = row.complete_result;
  return {
    id: row.id,
    todoTitle: row.todo_title,
    createByUsername: row.create_by_username,
    createTime: row.create_time,
    applicationId: TodoApplications.byName(row.application_name)?.applicationId ?? null,
    applicationName: row.application_name,
    applicationType: row.application_type,
    expireTime: row.expire_time,
    todoContent: row.todo_content,
    todoComplete: row.todo_complete === 1,
    completeResult: result === 'passed' || result === 'returned' ? result : null,
  };
}

/**
 * The caller's to-dos in the current company: the to-do list (and the home page's), the ones
 * the caller created for others, the detail the 详情 modal shows, and the application options
 * of both search forms. A to-do that is neither the caller's nor created by the caller, or is
 * in another company, is "not found" (404).
 */
export class TodoInbox {
  constructor(private readonly db: Db) {}

  /** To-dos waiting for (or done by) the caller. */
  mine(user: Principal, query: TodoQuery): Promise<TodoPage> {
    let filtered = this.#filtered(this.#inCompany(user).where('user_id', '=', user.userId), query);
    if (query.todoComplete !== undefined) filtered = filtered.where('todo_complete', '=', query.todoComplete === 'true' ? 1 : 0);
    return this.#page(filtered, query);
  }

  /** To-dos the caller created for others. */
  created(user: Principal, query: TodoQuery): Promise<TodoPage> {
    return this.#page(this.#filtered(this.#inCompany(user).where('create_by', '=', user.userId), query), query);
  }

  /** The detail: a to-do of the caller's, or one the caller created. */
  async detail(user: Principal, id: number): Promise<TodoView> {
    const row = await this.#inCompany(user)
      .selectAll()
      .where('id', '=', id)
      .where((eb) => eb.or([eb('user_id', '=', user.userId), eb('create_by', '=', user.userId)]))
      .executeTakeFirst();
    if (!row) throw new ApiError(404, inboxTexts.notFound);
    return todoViewOf(row);
  }

  /** The applications the caller has to-dos from. */
  applicationsOfMine(user: Principal): Promise<TodoApplication[]> {
    return this.#applications(this.#inCompany(user).where('user_id', '=', user.userId));
  }

  /** The applications of to-dos the caller created. */
  applicationsOfCreated(user: Principal): Promise<TodoApplication[]> {
    return this.#applications(this.#inCompany(user).where('create_by', '=', user.userId));
  }

  #inCompany(user: Principal): TodoSelect {
    return this.db.selectFrom('todo').where('company_id', '=', user.companyId);
  }

  #filtered(query: TodoSelect, filter: TodoQuery): TodoSelect {
    let filtered = query;
    if (filter.todoTitle) {
      const pattern = `%${filter.todoTitle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filtered = filtered.where(sql<boolean>`todo_title like ${pattern} escape '\\'`);
    }
    if (filter.applicationId !== undefined) {
      // An id no application has matches nothing.
      filtered = filtered.where('application_name', '=', TodoApplications.byId(filter.applicationId)?.applicationName ?? '');
    }
    return filtered;
  }

  async #page(filtered: TodoSelect, query: TodoQuery): Promise<TodoPage> {
    const [rows, count] = await Promise.all([
      filtered
        .selectAll()
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .limit(query.size)
        .offset((query.current - 1) * query.size)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { records: rows.map(todoViewOf), total: Number(count.n), current: query.current, size: query.size };
  }

  async #applications(query: TodoSelect): Promise<TodoApplication[]> {
    const rows = await query.select('application_name').distinct().execute();
    return rows
      .map((row) => TodoApplications.byName(row.application_name))
      .filter((application): application is TodoApplication => application !== undefined)
      .sort((a, b) => a.applicationId - b.applicationId);
  }
}
