import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { EngineCommandName, EngineCommandOutcome } from '../../engine/index.ts';
import type { WorkflowDb } from './WorkflowDatabase.ts';

/** An engine command is one transaction: milliseconds when quiet, seconds when instances queue on a lock. */
const COMMAND_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The workflow's metrics: each engine command's latency and outcome (counted as it ends), and
 * the open tasks and running instances of each company. Those two are read from the database
 * when scraped — one grouped query each — so they are what the tables hold, shared by every
 * instance of a cluster, and never drift as a counter kept beside them would.
 */
export class WorkflowMetrics {
  readonly #commands: Counter<'command' | 'outcome'>;
  readonly #latency: Histogram<'command'>;

  constructor(registry: Registry, db: WorkflowDb) {
    const registers = [registry];
    this.#commands = new Counter({
      name: 'ronghe_engine_commands_total',
      help: 'Workflow engine commands (start, complete, reject …) by outcome: done, refused by an engine rule, or error.',
      labelNames: ['command', 'outcome'],
      registers,
    });
    this.#latency = new Histogram({
      name: 'ronghe_engine_command_duration_seconds',
      help: 'How long each workflow engine command\'s transaction took, by command.',
      labelNames: ['command'],
      buckets: COMMAND_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'ronghe_open_tasks',
      help: 'Open tasks (to-dos not yet handled) per company.',
      labelNames: ['company'],
      registers,
      async collect() {
        const rows = await db
          .selectFrom('wf_task as t')
          .innerJoin('wf_instance_scope as s', 's.proc_inst_id', 't.instance_id')
          .where('t.status', '=', 'open')
          .groupBy('s.company_id')
          .select((eb) => ['s.company_id', eb.fn.countAll<number>().as('n')])
          .execute();
        this.reset();
        for (const row of rows) this.set({ company: String(row.company_id) }, Number(row.n));
      },
    });
    new Gauge({
      name: 'ronghe_running_instances',
      help: 'Process instances still running per company.',
      labelNames: ['company'],
      registers,
      async collect() {
        const rows = await db
          .selectFrom('wf_instance as i')
          .innerJoin('wf_instance_scope as s', 's.proc_inst_id', 'i.id')
          .where('i.status', '=', 'running')
          .groupBy('s.company_id')
          .select((eb) => ['s.company_id', eb.fn.countAll<number>().as('n')])
          .execute();
        this.reset();
        for (const row of rows) this.set({ company: String(row.company_id) }, Number(row.n));
      },
    });
  }

  /** The engine's onCommand. */
  readonly commandEnded = (command: EngineCommandName, seconds: number, outcome: EngineCommandOutcome): void => {
    this.#commands.inc({ command, outcome });
    this.#latency.observe({ command }, seconds);
  };
}
