import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AsyncSeriesHook, tapOnly } from '../../../core/hooks/index.ts';
import type { FollowUpWrites } from '../../contracts/host.ts';
import { openDatabase, type DatabaseHandle } from '../../db/Database.ts';
import type * as Engine from '../../engine/index.ts';
import { ENGINE_EVENT_NAMES, type CommandScope, type EngineEvent, type EngineEventName, type EngineEventTaps, type EngineHooks, type InstanceView } from '../../engine/index.ts';
import { InstanceScopes } from './InstanceScopes.ts';
import { workflowDb } from './WorkflowDatabase.ts';
import { WorkflowEventRelay } from './WorkflowEventRelay.ts';
import { migrateToLatest } from '../../app/ServerSchema.ts';

const instance: InstanceView = {
  procInstId: 'p-1',
  procDefId: 'd-1',
  processDefinitionKey: 'agreement',
  processName: '合同审批',
  businessKey: null,
  initiator: '2',
  status: 'running',
  startTime: '2026-11-21 09:00:00',
  endTime: null,
  variables: { companyId: 1, initiator: '2' },
};

/** The engine's hooks as the engine makes them: one per name, called with the command's scope. */
function engineHooks(names: readonly string[]): EngineHooks {
  return Object.fromEntries(names.map((name) => [name, new AsyncSeriesHook(2)])) as EngineHooks;
}

const oneCommand: EngineEvent[] = [
  { hook: 'processStarted', payload: { instance, actorId: '2', comment: '' } },
  { hook: 'processCompleted', payload: { instance, actorId: '2', comment: '' } },
];

describe('WorkflowEventRelay', () => {
  let handle: DatabaseHandle;
  let engine: EngineHooks;
  let relay: WorkflowEventRelay;

  beforeEach(async () => {
    handle = openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
    await migrateToLatest(handle);
    // The instance the events are about (the scope row refers to it).
    const db = workflowDb(handle.db);
    await db.insertInto('wf_definition').values({ id: 'd-1', proc_def_key: 'agreement', tenant_id: '1', name: '合同审批', version: 1, xml: '<xml/>', deployed_by: '1', deployed_at: instance.startTime }).execute();
    await db
      .insertInto('wf_instance')
      .values({ id: 'p-1', definition_id: 'd-1', proc_def_key: 'agreement', name: '合同审批', business_key: null, initiator: '2', status: 'running', variables: JSON.stringify(instance.variables), started_at: instance.startTime, ended_at: null, next_seq: 1 })
      .execute();
    engine = engineHooks(ENGINE_EVENT_NAMES);
    relay = new WorkflowEventRelay(new InstanceScopes(workflowDb(handle.db), { now: () => Date.parse('2026-11-21T09:00:00') }));
    relay.install(tapOnly(engine));
  });
  afterEach(() => handle.close());

  const scopeRows = () => workflowDb(handle.db).selectFrom('wf_instance_scope').select(['proc_inst_id', 'company_id']).execute();

  /** What the engine does: the command's transaction, its events republished inside it, then the effects. */
  async function command(events: readonly EngineEvent[]): Promise<{ effects: Array<() => Promise<void>>; scope: CommandScope }> {
    const effects: Array<() => Promise<void>> = [];
    let scope!: CommandScope;
    await handle.db.transaction().execute(async (tx) => {
      scope = { db: tx, afterCommit: (effect) => void effects.push(effect) };
      for (const event of events) await (engine[event.hook] as AsyncSeriesHook<[unknown, CommandScope]>).promise(event.payload, scope);
    });
    return { effects, scope };
  }

  it('hands every event of one command the command’s own transaction, with its company, and leaves announcements to the commit', async () => {
    const seen: Array<{ hook: string; companyId: number; writes: FollowUpWrites }> = [];
    const announced: unknown[] = [];
    relay.hooks.processStarted.tapPromise('test:started', async ({ companyId, writes }) => void seen.push({ hook: 'processStarted', companyId, writes }));
    relay.hooks.processCompleted.tapPromise('test:completed', async ({ companyId, writes }) => {
      seen.push({ hook: 'processCompleted', companyId, writes });
      writes.afterCommit(async () => void announced.push(await scopeRows()));
    });
    const { effects, scope } = await command(oneCommand);
    expect(seen.map(({ hook, companyId }) => [hook, companyId])).toEqual([
      ['processStarted', 1],
      ['processCompleted', 1],
    ]);
    expect(seen[0].writes.db).toBe(scope.db);
    expect(seen[1].writes.db).toBe(scope.db);
    expect(announced).toEqual([]);
    for (const effect of effects) await effect();
    expect(announced).toEqual([[{ proc_inst_id: 'p-1', company_id: 1 }]]);
  });

  it('fails the command when a tap fails, so its scope and follow-up rows roll back with it and nothing is announced', async () => {
    const announced: string[] = [];
    relay.hooks.processStarted.tapPromise('test:started', async ({ writes }) => writes.afterCommit(async () => void announced.push('started')));
    relay.hooks.processCompleted.tapPromise('test:broken', async () => {
      throw new Error('写入失败');
    });
    await expect(command(oneCommand)).rejects.toThrow('写入失败');
    expect(await scopeRows()).toEqual([]);
    expect(announced).toEqual([]);
  });
  it('relays every event of the one list to the hook of its name, with its company', async () => {
    const seen: string[] = [];
    for (const name of ENGINE_EVENT_NAMES) {
      relay.hooks[name].tapPromise('test:seen', async (event) => void seen.push(`${name}:${event.companyId}`));
    }
    const payload = { instance, actorId: '2', comment: '' };
    await command(ENGINE_EVENT_NAMES.map((hook) => ({ hook, payload }) as EngineEvent));
    expect(seen).toEqual(ENGINE_EVENT_NAMES.map((name) => `${name}:1`));
    expect(Object.keys(relay.hooks)).toEqual([...ENGINE_EVENT_NAMES]);
  });

  it('relays an event added to the list without a line of its own', async () => {
    // The engine's list with one more event, as a new kind of event would extend it.
    const added = 'processArchived' as EngineEventName;
    vi.resetModules();
    vi.doMock('../../engine/index.ts', async (importOriginal) => {
      const actual = await importOriginal<typeof Engine>();
      return { ...actual, ENGINE_EVENT_NAMES: [...actual.ENGINE_EVENT_NAMES, added] };
    });
    try {
      const { WorkflowEventRelay: Relay } = await import('./WorkflowEventRelay.ts');
      const longer = engineHooks([...ENGINE_EVENT_NAMES, added]);
      const extended = new Relay(new InstanceScopes(workflowDb(handle.db), { now: () => Date.parse('2026-11-21T09:00:00') }));
      extended.install(tapOnly(longer) as EngineEventTaps);
      const seen: number[] = [];
      extended.hooks[added].tapPromise('test:archived', async ({ companyId }) => void seen.push(companyId));
      await handle.db.transaction().execute(async (tx) => {
        await (longer[added] as AsyncSeriesHook<[unknown, CommandScope]>).promise({ instance, actorId: '2', comment: '' }, { db: tx, afterCommit: () => undefined });
      });
      expect(seen).toEqual([1]);
    } finally {
      vi.doUnmock('../../engine/index.ts');
      vi.resetModules();
    }
  });
});
