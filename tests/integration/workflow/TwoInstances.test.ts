import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/Database.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer, testConfig } from '../TestServer.ts';
import { contract, WorkflowDriver } from './WorkflowDriver.ts';

const CONTRACTS = 100;

/**
 * Issue 14: two server instances on one PostgreSQL database, each with its own connection pool
 * and its own engine, complete the same task at the same moment. The engine's row locks, not
 * anything held in one process, must let exactly one of the two through.
 */
describe('two instances on one PostgreSQL database', () => {
  let postgres: PostgresServer;
  const handles: DatabaseHandle[] = [];
  let a: WorkflowDriver;
  let b: WorkflowDriver;

  beforeAll(async () => {
    postgres = await PostgresServer.start();
    const url = await postgres.createDatabase('ronghe_two_instances');
    const instance = async () => {
      const handle = openDatabase({ databaseUrl: url, dataDir: '' });
      handles.push(handle);
      return new WorkflowDriver(await TestServer.start({ database: handle, config: testConfig({ DATABASE_URL: url }) }));
    };
    // One after the other: the first migrates and seeds, the second finds both done.
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
    await postgres?.stop();
  });

  it(`completes each of ${CONTRACTS} tasks once when both instances complete it at the same moment`, async () => {
    // Signed in once each, before the requests go out side by side.
    for (const user of ['zhangsan', 'lisi', 'zhaoliu'] as const) {
      await a.token(user);
      await b.token(user);
    }
    const started = await Promise.all(Array.from({ length: CONTRACTS }, (_, i) => a.started('zhangsan', contract({ agreementName: `双实例合同${i}`, agreementMoney: 20000 }))));
    const tasks = await Promise.all(started.map(async ({ procInstId }) => ({ procInstId, ...(await a.taskOf('lisi', procInstId)) })));
    const outcomes = await Promise.all(
      tasks.map(async (task) => {
        const extra = { taskId: task.taskId, taskDefKey: task.taskDefKey };
        const answers = await Promise.all([a.agree('lisi', task.procInstId, extra), b.agree('lisi', task.procInstId, extra)]);
        return answers.map((answer) => answer.status);
      }),
    );
    for (const [index, statuses] of outcomes.entries()) {
      expect(statuses.filter((status) => status === 200), `contract ${index}: ${statuses.join(', ')}`).toHaveLength(1);
      // The other is refused with an answer, never a server error.
      expect(statuses.filter((status) => status >= 400 && status < 500), `contract ${index}: ${statuses.join(', ')}`).toHaveLength(1);
    }

    // Each task completed once, and the next tasks are the same whichever instance is asked.
    const completions = await a.db
      .selectFrom('wf_action')
      .select(['task_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('task_id', 'in', tasks.map((task) => task.taskId))
      .where('action', '=', 'complete')
      .groupBy('task_id')
      .execute();
    expect(completions).toHaveLength(CONTRACTS);
    expect(completions.every((row) => Number(row.n) === 1)).toBe(true);
    for (const { procInstId } of tasks.slice(0, 10)) {
      const [viaA, viaB] = await Promise.all([a.taskOf('zhaoliu', procInstId), b.taskOf('zhaoliu', procInstId)]);
      expect(viaA.taskId).toBe(viaB.taskId);
    }
    // After 部门经理, 法务 and 财务 are open side by side: one task each, never a second from the losing completion.
    const open = await b.db
      .selectFrom('wf_task')
      .select(['instance_id', 'node_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('instance_id', 'in', tasks.map((task) => task.procInstId))
      .where('status', '=', 'open')
      .groupBy(['instance_id', 'node_id'])
      .execute();
    expect(open).toHaveLength(CONTRACTS * 2);
    expect(new Set(open.map((row) => Number(row.n)))).toEqual(new Set([1]));
  });

  it('lets exactly one of 同意 on one instance and 驳回 on the other through, and the process goes on the winner\'s way only', async () => {
    const RACES = 30;
    const started = await Promise.all(Array.from({ length: RACES }, (_, i) => a.started('zhangsan', contract({ agreementName: `双实例驳回${i}`, agreementMoney: 20000 }))));
    const tasks = await Promise.all(started.map(async ({ procInstId }) => ({ procInstId, ...(await a.taskOf('lisi', procInstId)) })));
    const outcomes = await Promise.all(
      tasks.map(async (task, i) => {
        const agree = () => (i % 2 === 0 ? a : b).agree('lisi', task.procInstId, { taskId: task.taskId, taskDefKey: task.taskDefKey });
        const reject = () =>
          (i % 2 === 0 ? b : a).post('lisi', '/workflow/runtime/operate/reject', { taskId: task.taskId, procInstId: task.procInstId, target: 'Task_submit', reSubmitType: 1, comment: '并发驳回' });
        const [agreed, rejected] = await Promise.all([agree(), reject()]);
        return { task, agreed: agreed.status, rejected: rejected.status };
      }),
    );
    for (const { task, agreed, rejected } of outcomes) {
      expect([agreed, rejected].filter((status) => status === 200), `${task.procInstId}: agree ${agreed}, reject ${rejected}`).toHaveLength(1);
      expect([agreed, rejected].filter((status) => status >= 400 && status < 500), `${task.procInstId}: agree ${agreed}, reject ${rejected}`).toHaveLength(1);
      const open = await b.db.selectFrom('wf_task').select('node_id').where('instance_id', '=', task.procInstId).where('status', '=', 'open').execute();
      const nodes = open.map((row) => row.node_id).sort();
      // Rejected: 张三's 提交申请 alone; agreed: the reviewers after 部门经理, and never 提交申请 beside them.
      if (rejected === 200) expect(nodes).toEqual(['Task_submit']);
      else expect(nodes.length > 0 && !nodes.includes('Task_submit'), nodes.join(', ')).toBe(true);
    }
  });

  it('adds a signer once when both instances add the same one at the same moment', async () => {
    const RACES = 20;
    // ¥600,000 goes from 部门经理 straight to the countersign of 钱一 and 吴九.
    const started = await Promise.all(Array.from({ length: RACES }, (_, i) => a.started('zhangsan', contract({ agreementName: `双实例加签${i}`, agreementMoney: 600000 }))));
    for (const { procInstId } of started) expect((await a.agree('lisi', procInstId)).status).toBe(200);
    // Signed in once each first: twenty sign-ins of one account at once would meet the login throttle.
    await a.token('qianyi');
    await b.token('qianyi');
    const outcomes = await Promise.all(
      started.map(async ({ procInstId }) => {
        const task = await a.taskOf('qianyi', procInstId);
        const body = { procInstId, taskId: task.taskId, taskDefKey: 'Task_countersign', userIdList: [4], comment: '请王五一并会签' };
        const answers = await Promise.all([a.post('qianyi', '/workflow/runtime/operate/addSignForMultiInstTask', body), b.post('qianyi', '/workflow/runtime/operate/addSignForMultiInstTask', body)]);
        return { procInstId, statuses: answers.map((answer) => answer.status) };
      }),
    );
    for (const { procInstId, statuses } of outcomes) {
      expect(statuses.filter((status) => status === 200), `${procInstId}: ${statuses.join(', ')}`).toHaveLength(1);
      expect(statuses.filter((status) => status === 400), `${procInstId}: ${statuses.join(', ')}`).toHaveLength(1);
    }
    // 王五 signs each once: one open countersign task per contract, never two.
    const wangwu = await b.db
      .selectFrom('wf_task')
      .select(['instance_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('instance_id', 'in', started.map((s) => s.procInstId))
      .where('node_id', '=', 'Task_countersign')
      .where('assignee', '=', '4')
      .where('status', '=', 'open')
      .groupBy('instance_id')
      .execute();
    expect(wangwu).toHaveLength(RACES);
    expect(new Set(wangwu.map((row) => Number(row.n)))).toEqual(new Set([1]));
  });
});
