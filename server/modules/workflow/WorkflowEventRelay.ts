import { AsyncSeriesHook, Stage, tapOnly, type TapOnly } from '../../../core/hooks/index.ts';
import type { FollowUpWrites } from '../../contracts/host.ts';
import type { WorkflowHooks } from '../../contracts/workflow.ts';
import type { Db } from '../../db/Database.ts';
import type { CommandScope, EngineEvent, EngineHooks, InstanceView } from '../../engine/index.ts';
import type { InstanceScopes } from './InstanceScopes.ts';
import { workflowDb, type WorkflowDb } from './WorkflowDatabase.ts';

type Republish = { promise(payload: unknown): Promise<void> };

/**
 * Republishes the engine's events as the server's WorkflowHooks, each with the company its
 * instance belongs to. The events of one engine command go out inside that command's own
 * transaction (the engine's `committing`), which the taps write their rows through
 * (FollowUpWrites): to-dos, messages and scopes commit with the tasks they describe or not
 * at all, so no crash can leave them apart, and a failing tap refuses the command. What the
 * taps hand to `afterCommit` (the live push) runs once the command has committed. The start
 * event comes first for every instance, so recording the instance's company there makes it
 * known to every later event of the instance.
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
    taskCopied: new AsyncSeriesHook(1),
    taskReassigned: new AsyncSeriesHook(1),
    taskStalled: new AsyncSeriesHook(1),
    processCompleted: new AsyncSeriesHook(1),
    processTerminated: new AsyncSeriesHook(1),
    processWithdrawn: new AsyncSeriesHook(1),
    processRejected: new AsyncSeriesHook(1),
  };

  /** What other modules tap. */
  readonly hooks: TapOnly<WorkflowHooks> = tapOnly(this.#hooks);

  constructor(private readonly scopes: InstanceScopes) {}

  /** Taps the engine; called once, in the workflow module's setup. */
  install(engine: TapOnly<EngineHooks>): void {
    engine.committing.tapPromise({ name: 'server-workflow:relay', stage: Stage.FIRST }, (events, scope) => this.#republish(events, scope));
  }

  async #republish(events: readonly EngineEvent[], scope: CommandScope): Promise<void> {
    // The engine's handle on the server's own database: its transaction, with the server's tables.
    const db = scope.db as Db;
    const writes: FollowUpWrites = Object.freeze({ db, afterCommit: (announce: () => Promise<void>) => scope.afterCommit(announce) });
    for (const event of events) {
      const companyId =
        event.hook === 'processStarted'
          ? await this.scopes.recordStart(event.payload.instance, workflowDb(db))
          : await this.#companyOf(event.payload.instance, workflowDb(db));
      await (this.#hooks[event.hook] as Republish).promise({ ...event.payload, companyId, writes });
    }
  }

  async #companyOf(instance: InstanceView, db: WorkflowDb): Promise<number> {
    // Only an instance started before scopes committed with their start lacks a row; its variable says the same.
    return (await this.scopes.companyOf(instance.procInstId, db)) ?? this.scopes.recordStart(instance, db);
  }
}
