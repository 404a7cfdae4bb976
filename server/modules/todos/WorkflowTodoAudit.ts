import type { Db } from '../../db/Database.ts';
import type { EngineDatabase } from '../../engine/index.ts';
import { taskLink, WORKFLOW_TODO_TYPE } from './WorkflowTodoWriter.ts';

/** How far the open workflow to-dos are from the open tasks. */
export interface TodoDivergence {
  /** Open to-do rows whose task is closed or gone. */
  stale: number;
  /** People an open task waits for who have no open to-do row of it. */
  missing: number;
}

/**
 * The start-up check of the to-dos against the engine's open tasks. Since the rows commit in
 * the engine command's own transaction nothing can set them apart any more; a database an
 * earlier version wrote, which committed them in a second transaction, may still hold the
 * divergence a crash between the two left. It is reported, not repaired: closing or opening
 * rows for someone is a decision for an operator who has read the report.
 */
export class WorkflowTodoAudit {
  constructor(private readonly db: Db) {}

  async divergence(): Promise<TodoDivergence> {
    const tasks = await this.db
      .withTables<EngineDatabase>()
      .selectFrom('wf_task')
      .select(['id', 'instance_id', 'assignee', 'candidates'])
      .where('status', '=', 'open')
      .execute();
    const expected = new Set<string>();
    for (const task of tasks) {
      const people = task.assignee ? [task.assignee] : (JSON.parse(task.candidates) as string[]);
      // The engine's `system` actor and other non-org ids are nobody's to-do.
      for (const person of people.filter((id) => /^\d+$/.test(id))) expected.add(`${person} ${taskLink(task.instance_id, task.id)}`);
    }
    const rows = await this.db
      .selectFrom('todo')
      .select(['user_id', 'link'])
      .where('todo_complete', '=', 0)
      .where('application_type', '=', WORKFLOW_TODO_TYPE)
      .execute();
    const actual = new Set(rows.map((row) => `${row.user_id} ${row.link}`));
    return {
      stale: rows.filter((row) => !expected.has(`${row.user_id} ${row.link}`)).length,
      missing: [...expected].filter((key) => !actual.has(key)).length,
    };
  }
}
