import { ApiError } from '../../http/ApiError.ts';
import { INSTANCE_COMPANY_VARIABLE } from '../../contracts/workflow.ts';
import type { Clock } from '../../contracts/host.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { InstanceView } from '../../engine/index.ts';
import type { WorkflowDb } from './WorkflowDatabase.ts';
import { zhCN } from './zhCN.ts';

/** Remembered scopes; an instance never changes company, so entries never go stale. */
const CACHE_SIZE = 10_000;

/**
 * Which company each process instance belongs to. The start command carries the company in
 * the reserved variable `companyId`; when the engine reports the start, the row is written
 * here, and from then on this table — not the variable — decides who may see the instance.
 */
export class InstanceScopes {
  /** The process variable the start command carries the company in. */
  static readonly COMPANY_VARIABLE = INSTANCE_COMPANY_VARIABLE;
  /** Variables a client may not set: the engine's initiator and the company. */
  static readonly RESERVED_VARIABLES: readonly string[] = ['initiator', InstanceScopes.COMPANY_VARIABLE];

  readonly #cache = new Map<string, number>();

  constructor(
    private readonly db: WorkflowDb,
    private readonly clock: Clock,
  ) {}

  /** Records the company of a newly started instance from its start variables. */
  async recordStart(instance: InstanceView, db: WorkflowDb = this.db): Promise<number> {
    const companyId = Number(instance.variables[InstanceScopes.COMPANY_VARIABLE]);
    const initiatorId = Number(instance.initiator);
    // Only TaskOperations starts instances, always with both; anything else is a bug to hear of.
    if (!Number.isInteger(companyId) || !Number.isInteger(initiatorId)) throw new Error(zhCN.errors.startWithoutCompany(instance.procInstId));
    await db
      .insertInto('wf_instance_scope')
      .values({ proc_inst_id: instance.procInstId, company_id: companyId, initiator_id: initiatorId, create_time: DisplayTime.format(this.clock.now()) })
      .onConflict((oc) => oc.column('proc_inst_id').doNothing())
      .execute();
    this.#remember(instance.procInstId, companyId);
    return companyId;
  }

  /** `db`: the transaction a caller holds (on SQLite another read would wait for it). */
  async companyOf(procInstId: string, db: WorkflowDb = this.db): Promise<number | undefined> {
    const cached = this.#cache.get(procInstId);
    if (cached !== undefined) return cached;
    const row = await db.selectFrom('wf_instance_scope').select('company_id').where('proc_inst_id', '=', procInstId).executeTakeFirst();
    if (row) this.#remember(procInstId, row.company_id);
    return row?.company_id;
  }

  /** Refuses (404) an instance that does not exist or belongs to another company. */
  async assertVisible(procInstId: string, companyId: number): Promise<void> {
    if ((await this.companyOf(procInstId)) !== companyId) throw new ApiError(404, zhCN.errors.instanceNotFound);
  }

  /**
   * Writes the rows an earlier version's crash between the engine's commit and the start
   * event's left out: every instance without a scope gets the company of its start
   * variables. The scope now commits in the start's own transaction, so only old data needs it.
   */
  async repair(): Promise<number> {
    const orphans = await this.db
      .selectFrom('wf_instance')
      .select(['id', 'initiator', 'variables'])
      .where('id', 'not in', this.db.selectFrom('wf_instance_scope').select('proc_inst_id'))
      .execute();
    let repaired = 0;
    for (const orphan of orphans) {
      let variables: Record<string, unknown> = {};
      try {
        variables = JSON.parse(orphan.variables) as Record<string, unknown>;
      } catch {
        continue;
      }
      const companyId = Number(variables[InstanceScopes.COMPANY_VARIABLE]);
      if (!Number.isInteger(companyId) || !/^\d+$/.test(orphan.initiator)) continue;
      await this.db
        .insertInto('wf_instance_scope')
        .values({ proc_inst_id: orphan.id, company_id: companyId, initiator_id: Number(orphan.initiator), create_time: DisplayTime.format(this.clock.now()) })
        .onConflict((oc) => oc.column('proc_inst_id').doNothing())
        .execute();
      repaired++;
    }
    return repaired;
  }

  #remember(procInstId: string, companyId: number): void {
    if (this.#cache.size >= CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
    this.#cache.set(procInstId, companyId);
  }
}
