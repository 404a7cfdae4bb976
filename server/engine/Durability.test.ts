import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { EngineError } from './EngineError.ts';
import { EngineMigration } from './EngineMigration.ts';
import type { EngineDatabase } from './store/EngineTables.ts';
import { EngineTestBed } from './testing/EngineTestBed.ts';
import { PostgresServer } from '../../tests/setup/PostgresServer.ts';

/**
 * s → submit (initiator, auto) → fork → legal (2 of 3 after add-sign, parallel)
 *                                     → finance → finance2 → join → gm (sequential) → e
 */
function contractApproval(): DiagramBuilder {
  return new DiagramBuilder('contract')
    .start('s')
    .userTask('submit', '提交', { variable: '${initiator}', initiatorAutoComplete: true })
    .parallel('fork')
    .userTask('legal', '法务会签', { users: ['l1', 'l2'], multi: { type: 'completeMultiInst', percentage: 50 } })
    .userTask('finance', '财务', { users: ['f1'] })
    .userTask('finance2', '财务复核', { users: ['f2'] })
    .parallel('join')
    .userTask('gm', '总经理', { users: ['g1', 'g2'], multi: { type: 'completeMultiInst', sequential: true } })
    .end('e')
    .flow('a', 's', 'submit')
    .flow('b', 'submit', 'fork')
    .flow('c', 'fork', 'legal')
    .flow('d', 'fork', 'finance')
    .flow('f', 'finance', 'finance2')
    .flow('g', 'legal', 'join')
    .flow('h', 'finance2', 'join')
    .flow('i', 'join', 'gm')
    .flow('j', 'gm', 'e');
}

async function taskOf(bed: EngineTestBed, procInstId: string, nodeId: string, userId: string) {
  const task = (await bed.openTasks(procInstId, nodeId)).find((t) => t.assignee === userId);
  if (!task) throw new Error(`${userId} holds nothing at ${nodeId}`);
  return task;
}

/** Runs the approval through every operation, recording the state after each step. */
async function runScenario(bed: EngineTestBed): Promise<string[][]> {
  const states: string[][] = [];
  const record = async (procInstId: string) => {
    const tokens = (await bed.tokens(procInstId)).map((t) => `${t.nodeId}:${t.state}`).sort();
    const actions = (await bed.engine.history(procInstId)).map((r) => `${r.activityId}:${r.action}:${r.userId}`);
    states.push([...(await bed.openSummary(procInstId)), '|', ...tokens, '|', ...actions]);
  };
  await bed.deploy(contractApproval());
  const { procInstId } = await bed.engine.start({ procDefKey: 'contract', initiator: 'i', businessKey: 'HT-1' });
  await record(procInstId);
  const steps: Array<() => Promise<unknown>> = [
    async () => bed.engine.delegate({ taskId: (await taskOf(bed, procInstId, 'finance', 'f1')).id, userId: 'f1', assignee: 'helper', comment: '请核对' }),
    async () => bed.engine.complete({ taskId: (await taskOf(bed, procInstId, 'finance', 'helper')).id, userId: 'helper' }),
    async () => bed.engine.complete({ taskId: (await taskOf(bed, procInstId, 'finance', 'f1')).id, userId: 'f1' }),
    async () => bed.engine.addSign({ taskId: (await taskOf(bed, procInstId, 'legal', 'l1')).id, userId: 'l1', userIdList: ['l3'] }),
    async () => bed.engine.complete({ taskId: (await taskOf(bed, procInstId, 'legal', 'l1')).id, userId: 'l1' }),
    async () => bed.engine.complete({ taskId: (await taskOf(bed, procInstId, 'finance2', 'f2')).id, userId: 'f2' }),
    async () => bed.engine.complete({ taskId: (await taskOf(bed, procInstId, 'legal', 'l3')).id, userId: 'l3' }),
    async () => bed.engine.reject({ taskId: (await taskOf(bed, procInstId, 'gm', 'g1')).id, userId: 'g1', target: 'finance2', reSubmitType: 1 }),
    async () => bed.engine.complete({ taskId: (await taskOf(bed, procInstId, 'finance2', 'f2')).id, userId: 'f2' }),
    async () => bed.engine.complete({ taskId: (await taskOf(bed, procInstId, 'gm', 'g1')).id, userId: 'g1' }),
    async () => bed.engine.complete({ taskId: (await taskOf(bed, procInstId, 'gm', 'g2')).id, userId: 'g2' }),
  ];
  for (const step of steps) {
    await step();
    await record(procInstId);
  }
  expect((await bed.engine.instance(procInstId)).status).toBe('complete');
  return states;
}

async function doubleCompletion(bed: EngineTestBed, rounds: number): Promise<void> {
  await bed.deploy(
    new DiagramBuilder('race')
      .start('s')
      .userTask('t', '审批', { users: ['u'] })
      .userTask('next', '下一步', { users: ['n'] })
      .end('e')
      .flow('a', 's', 't')
      .flow('b', 't', 'next')
      .flow('c', 'next', 'e'),
  );
  for (let round = 0; round < rounds; round++) {
    const { procInstId } = await bed.engine.start({ procDefKey: 'race', initiator: 'i' });
    const task = await bed.taskAt(procInstId, 't');
    // two engines, as two server processes would be
    const [first, second] = [bed.newEngine(), bed.newEngine()];
    const results = await Promise.allSettled([
      first.complete({ taskId: task.id, userId: 'u', comment: '甲' }),
      second.complete({ taskId: task.id, userId: 'u', comment: '乙' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((refused.reason as EngineError).code).toBe('TASK_NOT_FOUND');
    expect((refused.reason as EngineError).message).toBe('任务已处理或不存在');
    expect(await bed.openSummary(procInstId)).toEqual(['next:n']);
    expect((await bed.engine.history(procInstId)).filter((r) => r.action === 'complete')).toHaveLength(1);
  }
}

async function simultaneousArrivals(bed: EngineTestBed): Promise<void> {
  await bed.deploy(
    new DiagramBuilder('meet')
      .start('s')
      .parallel('fork')
      .userTask('a', '甲', { users: ['ua'] })
      .userTask('b', '乙', { users: ['ub'] })
      .parallel('join')
      .userTask('after', '汇总', { users: ['boss'] })
      .end('e')
      .flow('f0', 's', 'fork')
      .flow('fa', 'fork', 'a')
      .flow('fb', 'fork', 'b')
      .flow('ja', 'a', 'join')
      .flow('jb', 'b', 'join')
      .flow('fc', 'join', 'after')
      .flow('fe', 'after', 'e'),
  );
  const { procInstId } = await bed.engine.start({ procDefKey: 'meet', initiator: 'i' });
  const [a, b] = [await bed.taskAt(procInstId, 'a'), await bed.taskAt(procInstId, 'b')];
  await Promise.all([bed.newEngine().complete({ taskId: a.id, userId: 'ua' }), bed.newEngine().complete({ taskId: b.id, userId: 'ub' })]);
  // the join fired exactly once, whichever command came second
  expect(await bed.openSummary(procInstId)).toEqual(['after:boss']);
  expect((await bed.visited(procInstId)).filter((n) => n === 'join')).toHaveLength(1);
}

describe('durability on SQLite', () => {
  let bed: EngineTestBed;

  afterEach(async () => {
    await bed.destroy();
  });

  it('loses nothing when the engine restarts between every command', async () => {
    bed = await new EngineTestBed().migrate();
    const steady = await runScenario(bed);
    await bed.destroy();

    bed = await new EngineTestBed().migrate();
    bed.restartEveryCall = true;
    const restarted = await runScenario(bed);
    expect(restarted).toEqual(steady);
    expect(bed.engines).toBeGreaterThan(20);
    expect(steady.at(-1)).toEqual([
      '|',
      '|',
      's:start:i',
      'submit:autoComplete:i',
      'finance:delegate:f1',
      'finance:complete:helper',
      'finance:complete:f1',
      'legal:addSign:l1',
      'legal:complete:l1',
      'finance2:complete:f2',
      'legal:complete:l3',
      'legal:canceled:l2',
      'gm:reject:g1',
      'finance2:complete:f2',
      'gm:complete:g1',
      'gm:complete:g2',
    ]);
  });

  it('lets one of two concurrent completions of a task through and refuses the other', async () => {
    bed = await new EngineTestBed().migrate();
    await doubleCompletion(bed, 3);
  });

  it('fires a join once when both branches complete at the same time', async () => {
    bed = await new EngineTestBed().migrate();
    await simultaneousArrivals(bed);
  });
});

/*
 * The same on a real PostgreSQL server (TEST_DATABASE_URL, or a throw-away cluster), where a
 * pool runs the commands on separate connections and `select … for update` does the serializing.
 */
describe('durability on PostgreSQL', () => {
  let postgres: PostgresServer;
  let db: Kysely<EngineDatabase>;
  let bed: EngineTestBed;

  beforeAll(async () => {
    postgres = await PostgresServer.start();
    const url = await postgres.createDatabase('ronghe_engine');
    db = new Kysely<EngineDatabase>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 4 }) }) });
  });

  afterAll(async () => {
    if (db) {
      await EngineMigration.down(db);
      await db.destroy();
    }
    await postgres?.stop();
  });

  it('runs the whole approval, restarting between commands', async () => {
    bed = await new EngineTestBed({}, db).migrate();
    bed.restartEveryCall = true;
    const states = await runScenario(bed);
    expect(states.at(-1)?.slice(0, 2)).toEqual(['|', '|']);
  });

  it('serializes concurrent completions with a row lock', async () => {
    bed = await new EngineTestBed({}, db).migrate();
    await doubleCompletion(bed, 5);
  });

  it('fires a join once under concurrent arrivals', async () => {
    bed = await new EngineTestBed({}, db).migrate();
    await simultaneousArrivals(bed);
  });
});
