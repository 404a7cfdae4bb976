import { AsyncSeriesHook, Stage, tapOnly, type TapOnly } from '../../../core/hooks/index.ts';
import type { FollowUpWrites } from '../../contracts/host.ts';
import type { WorkflowHooks } from '../../contracts/workflow.ts';
import type { Db } from '../../db/Database.ts';
import { ENGINE_EVENT_NAMES, type CommandScope, type EngineEventName, type EngineEventPayload, type EngineEventTaps, type InstanceView } from '../../engine/index.ts';
import type { InstanceScopes } from './InstanceScopes.ts';
import { workflowDb, type WorkflowDb } from './WorkflowDatabase.ts';

/**
 * Republishes the engine's events as the server's WorkflowHooks, each with the company its
 * instance belongs to: every event of the engine's one list (ENGINE_EVENT_NAMES), so a new
 * event reaches the modules without a line here. The engine calls its hooks inside the
 * command's own transaction, which the taps write their rows through (FollowUpWrites):
 * to-dos, messages and scopes commit with the tasks they describe or not at all, so no crash
 * can leave them apart, and a failing tap refuses the command. What the taps hand to
 * `afterCommit` (the live push) runs once the command has committed. The start event comes
 * first for every instance, so recording the instance's company there makes it known to
 * every later event of the instance.
 */
export class WorkflowEventRelay {
  readonly #hooks = Object.fromEntries(ENGINE_EVENT_NAMES.map((name) => [name, new AsyncSeriesHook(1)])) as WorkflowHooks;

  /** What other modules tap. */
  readonly hooks: TapOnly<WorkflowHooks> = tapOnly(this.#hooks);

  constructor(private readonly scopes: InstanceScopes) {}

  /** Taps the engine; called once, in the workflow module's setup. */
  install(engine: EngineEventTaps): void {
    for (const name of ENGINE_EVENT_NAMES) this.#relay(engine, name);
  }

  #relay<K extends EngineEventName>(engine: EngineEventTaps, name: K): void {
    engine[name].tapPromise({ name: 'server-workflow:relay', stage: Stage.FIRST }, (payload, scope) => this.#republish(name, payload, scope));
  }

  async #republish<K extends EngineEventName>(name: K, payload: EngineEventPayload<K>, scope: CommandScope): Promise<void> {
    // The engine's handle on the server's own database: its transaction, with the server's tables.
    const db = workflowDb(scope.db as Db);
    const writes: FollowUpWrites = Object.freeze({ db: scope.db as Db, afterCommit: (announce: () => Promise<void>) => scope.afterCommit(announce) });
    const companyId = name === 'processStarted' ? await this.scopes.recordStart(payload.instance, db) : await this.#companyOf(payload.instance, db);
    await this.#hooks[name].promise({ ...payload, companyId, writes });
  }

  async #companyOf(instance: InstanceView, db: WorkflowDb): Promise<number> {
    // Only an instance started before scopes committed with their start lacks a row; its variable says the same.
    return (await this.scopes.companyOf(instance.procInstId, db)) ?? this.scopes.recordStart(instance, db);
  }
}
