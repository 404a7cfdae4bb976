import { ApiError } from '../../http/ApiError.ts';
import { MODAL_TODO_TYPES } from '../../contracts/todos.ts';
import type { Principal } from '../../contracts/host.ts';
import type { Db } from '../../db/Database.ts';
import type { TodoEvents } from './TodoEvents.ts';
import type { TodoResult } from './WorkflowTodoWriter.ts';
import { inboxTexts } from './zhCN.ts';

/**
 * 通过 / 退回 from the to-do modal. Only the holder completes a to-do, only once, and only a
 * to-do of type 2 or 3: a workflow to-do closes with its task, in the process centre, never on
 * its own. The holder's list changed, so it is announced (the live push sends 'del').
 */
export class TodoCompletion {
  constructor(
    private readonly db: Db,
    private readonly events: TodoEvents,
  ) {}

  async complete(user: Principal, id: number, result: TodoResult): Promise<{ msg: string; data: boolean }> {
    const row = await this.db
      .selectFrom('todo')
      .select(['todo_complete', 'application_type'])
      .where('id', '=', id)
      .where('user_id', '=', user.userId)
      .where('company_id', '=', user.companyId)
      .executeTakeFirst();
    if (!row) throw new ApiError(404, inboxTexts.notFound);
    if (row.todo_complete === 1) throw new ApiError(409, inboxTexts.alreadyComplete);
    if (!MODAL_TODO_TYPES.includes(row.application_type ?? '')) throw new ApiError(400, inboxTexts.notHere);
    // The open-state guard makes the first of two concurrent clicks the only one that counts.
    const updated = await this.db
      .updateTable('todo')
      .set({ todo_complete: 1, complete_result: result })
      .where('id', '=', id)
      .where('todo_complete', '=', 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ApiError(409, inboxTexts.alreadyComplete);
    await this.events.changed('del', user.companyId, [user.userId]);
    return { msg: result === 'passed' ? inboxTexts.passed : inboxTexts.returned, data: true };
  }
}
