import { sql } from 'kysely';
import { MODAL_TODO_TYPES, type TodoDirectory } from '../../contracts/todos.ts';
import type { Db } from '../../db/Database.ts';

/** The open to-dos as other modules may know them: counts for the company switcher, and 我的待办's modal rows. */
export class OpenTodos implements TodoDirectory {
  constructor(private readonly db: Db) {}

  async openCountsByCompany(userId: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('todo')
      .select(['company_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('user_id', '=', userId)
      .where('todo_complete', '=', 0)
      .groupBy('company_id')
      .execute();
    return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
  }

  modalTodoRows(actor: { userId: number; companyId: number }) {
    return this.db
      .selectFrom('todo')
      .select([
        'id as todo_id',
        'todo_title as title',
        'application_name',
        'create_time',
        'create_by',
        sql<string | null>`application_type`.as('todo_type'),
      ])
      .where('user_id', '=', actor.userId)
      .where('company_id', '=', actor.companyId)
      .where('todo_complete', '=', 0)
      .where('application_type', 'in', [...MODAL_TODO_TYPES]);
  }
}
