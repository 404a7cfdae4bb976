import { AsyncSeriesHook, Stage, tapOnly, type TapOnly } from '../../../core/hooks/index.ts';
import type { FollowUpWrites, WorkflowHooks } from '../../app/ServerContracts.ts';
import type { Db } from '../../db/Database.ts';
import type { EngineEvent, EngineHooks, InstanceView } from '../../engine/index.ts';
import type { InstanceScopes } from './InstanceScopes.ts';
import { workflowDb, type WorkflowDb } from './WorkflowDatabase.ts';

type Republish = { promise(payload: unknown): Promise<void> };

/**
 * Republishes the engine's events as the server's WorkflowHooks, each with the company its
 * instance belongs to. All the events of one engine command go out inside one transaction,
 * which the taps write their rows through (FollowUpWrites): one commit per command, where a
 * commit per row cost the server more than the command itself. What the taps hand to
 * `afterCommit` (the live push) runs once that transaction has committed. The start event
 * comes first for every instance, so recording the instance's company there makes it known
 * to every later event of the instance.
 */
export class WorkflowEventRelay {
  readonly #hooks: WorkflowHooks = {
    processStarted: new AsyncSeriesHook(1),
    taskCreated: new AsyncSeriesHook(1),
    taskCompleted: new AsyncSeriesHook(1),
    taskDelegated: new AsyncSeriesHook(1),
    taskResolved: new AsyncSeriesHook(1),
    taskCancelled: new AsyncSeriesHook(1),
    signAdded: new AsyncSeriesHook(1),
    processCompleted: new AsyncSeriesHook(1),
    processTerminated: new AsyncSeriesHook(1),
    processRejected: new AsyncSeriesHook(1),
  };

  /** What other modules tap. */
  readonly hooks: TapOnly<WorkflowHooks> = tapOnly(this.#hooks);

  constructor(
    private readonly db: Db,
    private readonly scopes: InstanceScopes,
  ) {}

  /** Taps the engine; called once, in the workflow module's setup. */
  install(engine: TapOnly<EngineHooks>): void {
    engine.committed.tapPromise({ name: 'server-workflow:relay', stage: Stage.FIRST }, (events) => this.#republish(events));
  }

  async #republish(events: readonly EngineEvent[]): Promise<void> {
    const announcements: Array<() => Promise<void>> = [];
    await this.db.transaction().execute(async (db) => {
      const writes: FollowUpWrites = { db, afterCommit: (announce) => void announcements.push(announce) };
      for (const event of events) {
        const companyId =
          event.hook === 'processStarted'
            ? await this.scopes.recordStart(event.payload.instance, workflowDb(db))
            : await this.#companyOf(event.payload.instance, workflowDb(db));
        await (this.#hooks[event.hook] as Republish).promise({ ...event.payload, companyId, writes });
      }
    });
    // Every announcement gets its turn; the first failure is reported once all have run.
    let failure: unknown;
    for (const announce of announcements) {
      try {
        await announce();
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure !== undefined) throw failure;
  }

  async #companyOf(instance: InstanceView, db: WorkflowDb): Promise<number> {
    // Only an instance whose start event was lost to a crash lacks a row; its variable says the same.
    return (await this.scopes.companyOf(instance.procInstId, db)) ?? this.scopes.recordStart(instance, db);
  }
}
