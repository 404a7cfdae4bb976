import { AsyncSeriesHook, Stage, tapOnly, type TapOnly } from '../../../core/hooks/index.ts';
import type { WorkflowHooks } from '../../app/ServerContracts.ts';
import type { EngineHooks, InstanceView } from '../../engine/index.ts';
import type { InstanceScopes } from './InstanceScopes.ts';

/**
 * Republishes the engine's events as the server's WorkflowHooks, each with the company its
 * instance belongs to. The start event comes first for every instance, so recording the
 * instance's company there makes it known to every later event of the instance.
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

  constructor(private readonly scopes: InstanceScopes) {}

  /** Taps every engine hook; called once, in the workflow module's setup. */
  install(engine: TapOnly<EngineHooks>): void {
    const tap = { name: 'server-workflow:relay', stage: Stage.FIRST };
    engine.processStarted.tapPromise(tap, async (event) => {
      const companyId = await this.scopes.recordStart(event.instance);
      await this.#hooks.processStarted.promise({ ...event, companyId });
    });
    engine.taskCreated.tapPromise(tap, async (event) => this.#hooks.taskCreated.promise({ ...event, companyId: await this.#companyOf(event.instance) }));
    engine.taskCompleted.tapPromise(tap, async (event) => this.#hooks.taskCompleted.promise({ ...event, companyId: await this.#companyOf(event.instance) }));
    engine.taskDelegated.tapPromise(tap, async (event) => this.#hooks.taskDelegated.promise({ ...event, companyId: await this.#companyOf(event.instance) }));
    engine.taskResolved.tapPromise(tap, async (event) => this.#hooks.taskResolved.promise({ ...event, companyId: await this.#companyOf(event.instance) }));
    engine.taskCancelled.tapPromise(tap, async (event) => this.#hooks.taskCancelled.promise({ ...event, companyId: await this.#companyOf(event.instance) }));
    engine.signAdded.tapPromise(tap, async (event) => this.#hooks.signAdded.promise({ ...event, companyId: await this.#companyOf(event.instance) }));
    engine.processCompleted.tapPromise(tap, async (event) => this.#hooks.processCompleted.promise({ ...event, companyId: await this.#companyOf(event.instance) }));
    engine.processTerminated.tapPromise(tap, async (event) => this.#hooks.processTerminated.promise({ ...event, companyId: await this.#companyOf(event.instance) }));
    engine.processRejected.tapPromise(tap, async (event) => this.#hooks.processRejected.promise({ ...event, companyId: await this.#companyOf(event.instance) }));
  }

  async #companyOf(instance: InstanceView): Promise<number> {
    // Only an instance whose start event was lost to a crash lacks a row; its variable says the same.
    return (await this.scopes.companyOf(instance.procInstId)) ?? this.scopes.recordStart(instance);
  }
}
