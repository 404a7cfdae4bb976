import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { CandidateDirectory, UnavailableReason } from '../CandidateDirectory.ts';
import type { ExecutionRecord, TaskRecord } from '../EngineRecords.ts';
import { EngineDefinitionStateMigration } from '../EngineDefinitionStateMigration.ts';
import { EngineMigration } from '../EngineMigration.ts';
import { EngineTenantMigration } from '../EngineTenantMigration.ts';
import { ProcessEngine, type ProcessEngineOptions } from '../ProcessEngine.ts';
import type { EngineDatabase } from '../store/EngineTables.ts';
import { KyselyEngineStore } from '../store/KyselyEngineStore.ts';

/** An organisation small enough to read at a glance: ids are names. */
export class TestDirectory implements CandidateDirectory {
  readonly departments = new Map<string, string[]>();
  readonly companies = new Map<string, string[]>();
  readonly roles = new Map<string, string[]>();
  readonly inactive = new Set<string>();
  /** Ids of no user at all: never active, and answered as unknown. */
  readonly unknown = new Set<string>();
  readonly lookups: string[] = [];

  private members(groups: Map<string, string[]>, ids: readonly string[]): string[] {
    return ids.flatMap((id) => groups.get(id) ?? []).filter((user) => !this.inactive.has(user));
  }

  async usersOfDepartments(deptIds: readonly string[]): Promise<string[]> {
    this.lookups.push(`dept:${deptIds.join(',')}`);
    return this.members(this.departments, deptIds);
  }

  async usersOfCompanies(companyIds: readonly string[]): Promise<string[]> {
    this.lookups.push(`company:${companyIds.join(',')}`);
    return this.members(this.companies, companyIds);
  }

  async usersOfRoles(roleIds: readonly string[]): Promise<string[]> {
    this.lookups.push(`role:${roleIds.join(',')}`);
    return this.members(this.roles, roleIds);
  }

  async activeUsers(userIds: readonly string[]): Promise<string[]> {
    return userIds.filter((user) => !this.inactive.has(user) && !this.unknown.has(user));
  }

  async unavailableReasons(userIds: readonly string[]): Promise<Map<string, UnavailableReason>> {
    return new Map(userIds.map((id) => [id, this.unknown.has(id) ? 'unknown' : 'disabled']));
  }

  async displayNames(userIds: readonly string[]): Promise<Map<string, string>> {
    return new Map(userIds.filter((id) => !this.unknown.has(id)).map((id) => [id, `用户${id}`]));
  }
}

/**
 * A migrated in-memory SQLite database and engines over it. With `restartEveryCall`, every
 * access to `engine` builds a new ProcessEngine over the same database — a restart between
 * any two commands.
 */
export class EngineTestBed {
  readonly db: Kysely<EngineDatabase>;
  readonly directory = new TestDirectory();
  private current?: ProcessEngine;
  restartEveryCall = false;
  engines = 0;
  private tick = 0;

  /** Over an in-memory SQLite database unless given another (PostgreSQL in the durability tests). */
  constructor(
    private readonly options: Partial<ProcessEngineOptions> = {},
    db?: Kysely<EngineDatabase>,
  ) {
    this.db = db ?? new Kysely<EngineDatabase>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
  }

  /** Creates the engine's tables, dropping any left by an earlier run first. */
  async migrate(): Promise<this> {
    await EngineMigration.down(this.db);
    await EngineMigration.up(this.db);
    await EngineTenantMigration.up(this.db);
    await EngineDefinitionStateMigration.up(this.db);
    return this;
  }

  newEngine(): ProcessEngine {
    this.engines++;
    // a clock that moves one second per reading keeps times distinct and ordered
    const base = Date.UTC(2025, 0, 1, 0, 0, 0);
    return new ProcessEngine({
      store: new KyselyEngineStore(this.db),
      directory: this.directory,
      now: () => new Date(base + 1000 * this.tick++),
      ...this.options,
    });
  }

  get engine(): ProcessEngine {
    if (this.restartEveryCall || !this.current) this.current = this.newEngine();
    return this.current;
  }

  /** Deploys a built diagram under its process id; fails the test when the deploy does. */
  async deploy(diagram: DiagramBuilder, name = '测试流程'): Promise<string> {
    const result = await this.engine.deploy({ key: diagram.processId, name, xml: diagram.toXml(), deployedBy: 'admin' });
    if (!result.success) throw new Error(`deploy failed: ${JSON.stringify(result.illegalNodeList)}`);
    return result.definition!.id;
  }

  /** A fresh store over the same database, for looking at rows directly. */
  get store(): KyselyEngineStore {
    return new KyselyEngineStore(this.db);
  }

  async tasks(procInstId: string): Promise<TaskRecord[]> {
    return this.store.listTasks(procInstId);
  }

  async openTasks(procInstId: string, nodeId?: string): Promise<TaskRecord[]> {
    return (await this.tasks(procInstId)).filter((t) => t.status === 'open' && (nodeId === undefined || t.nodeId === nodeId));
  }

  /** The one open task at a node; fails when there is not exactly one. */
  async taskAt(procInstId: string, nodeId: string): Promise<TaskRecord> {
    const open = await this.openTasks(procInstId, nodeId);
    if (open.length !== 1) throw new Error(`expected one open task at ${nodeId}, found ${open.length}`);
    return open[0];
  }

  /** Open tasks as `node:assignee`, sorted, for compact expectations. */
  async openSummary(procInstId: string): Promise<string[]> {
    return (await this.openTasks(procInstId)).map((t) => `${t.nodeId}:${t.assignee ?? t.candidates.join('|')}`).sort();
  }

  /** Node ids of activity instances in the order they started. */
  async visited(procInstId: string): Promise<string[]> {
    return (await this.store.listActivities(procInstId)).map((a) => a.nodeId);
  }

  async tokens(procInstId: string): Promise<ExecutionRecord[]> {
    return this.store.listLiveExecutions(procInstId);
  }

  /** Completes the open task at a node as its assignee. */
  async completeAt(procInstId: string, nodeId: string, extra: { selectedSeqFlowId?: string; comment?: string; variables?: Record<string, unknown> } = {}) {
    const task = await this.taskAt(procInstId, nodeId);
    return this.engine.complete({ taskId: task.id, userId: task.assignee ?? task.candidates[0], ...extra });
  }

  async destroy(): Promise<void> {
    await this.db.destroy();
  }
}
