import { sql, type RawBuilder } from 'kysely';
import type { TaskView } from '../../engine/index.ts';
import { QueryTemplate } from '../../kysely/QueryTemplate.ts';
import { LikePattern } from '../../kysely/LikePattern.ts';
import type { WorkflowDb, WorkflowTables } from './WorkflowDatabase.ts';

/** The holder rule in SQL over `wf_task as t` (candidates are stored as a JSON list of text ids). */
function heldBySql(userId: string, candidatePattern: string): RawBuilder<boolean> {
  return sql<boolean>`(t.assignee = ${userId} or (t.assignee is null and t.candidates like ${candidatePattern} escape '\\'))`;
}

// getMessageProcessInfo asks this before every approval: compiled once.
const openTaskOfUser = new QueryTemplate<WorkflowTables, { procInstId: string; userId: string; candidate: string }, { id: string; node_id: string }>((db, p) =>
  db
    .selectFrom('wf_task as t')
    .select(['t.id', 't.node_id'])
    .where('t.instance_id', '=', p.procInstId)
    .where('t.status', '=', 'open')
    .where(heldBySql(p.userId, p.candidate))
    .orderBy('t.seq')
    .limit(1),
);

/**
 * Who holds an open task, as the engine decides it: its assignee (the delegate while it is
 * delegated), or, when it has none, any of its candidates.
 */
export class TaskHolders {
  constructor(private readonly db: WorkflowDb) {}

  static holds(task: Pick<TaskView, 'assignee' | 'candidates'>, userId: string): boolean {
    return task.assignee === userId || (task.assignee === null && task.candidates.includes(userId));
  }

  /** The same rule in SQL over `wf_task as t`. */
  static heldBy(userId: string): RawBuilder<boolean> {
    return heldBySql(userId, TaskHolders.candidatePattern(userId));
  }

  static candidatePattern(userId: string): string {
    return LikePattern.containing(JSON.stringify(userId));
  }

  /** The user's oldest open task in an instance, if any. */
  async openTaskOf(procInstId: string, userId: string): Promise<{ taskId: string; taskDefKey: string } | null> {
    const row = await openTaskOfUser.executeTakeFirst(this.db, { procInstId, userId, candidate: TaskHolders.candidatePattern(userId) });
    return row ? { taskId: row.id, taskDefKey: row.node_id } : null;
  }

  /** The latest task of an instance the user handled or held, in any state. */
  async lastTaskOf(procInstId: string, userId: string): Promise<{ taskId: string; taskDefKey: string } | null> {
    const row = await this.db
      .selectFrom('wf_task as t')
      .select(['t.id', 't.node_id'])
      .where('t.instance_id', '=', procInstId)
      .where((eb) => eb.or([eb('t.handled_by', '=', userId), eb('t.owner', '=', userId), TaskHolders.heldBy(userId)]))
      .orderBy('t.seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? { taskId: row.id, taskDefKey: row.node_id } : null;
  }

  /** The latest task of an instance, whoever held it, in any state. */
  async latestTaskIn(procInstId: string): Promise<{ taskId: string; taskDefKey: string } | null> {
    const row = await this.db.selectFrom('wf_task as t').select(['t.id', 't.node_id']).where('t.instance_id', '=', procInstId).orderBy('t.seq', 'desc').limit(1).executeTakeFirst();
    return row ? { taskId: row.id, taskDefKey: row.node_id } : null;
  }

  /** Any open task at a node of an instance (the oldest), whoever holds it. */
  async openTaskAt(procInstId: string, nodeId: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('wf_task as t')
      .select('t.id')
      .where('t.instance_id', '=', procInstId)
      .where('t.node_id', '=', nodeId)
      .where('t.status', '=', 'open')
      .orderBy('t.seq')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  }
}
