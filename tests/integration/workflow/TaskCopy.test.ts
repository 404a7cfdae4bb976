import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, USER, WorkflowDriver, type HistoryRow, type Page, type TaskRow } from './WorkflowDriver.ts';

const COPY = '/workflow/runtime/operate/copy';

/**
 * 抄送 on the seeded 合同审批 (issue 11): 法务审核 and 财务审核 enable it, 部门经理审批 does
 * not. The server decides who may copy, to whom and how many; a recipient reads the instance
 * and finds it in 抄送我的.
 */
describe('抄送 (copy)', () => {
  let wf: WorkflowDriver;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  /** A contract past 部门经理审批 (李四 agreed), so 赵六’s 法务审核 waits. */
  async function atReview(): Promise<{ procInstId: string; taskId: string }> {
    const { procInstId } = await wf.started('zhangsan', contract({ agreementMoney: 50000 }));
    expect((await wf.agree('lisi', procInstId)).status).toBe(200);
    return { procInstId, taskId: (await wf.taskOf('zhaoliu', procInstId)).taskId };
  }

  it('lets 赵六 copy 法务审核 to 郑十, who then reads it, gets a message and finds it in 抄送我的', async () => {
    const { procInstId, taskId } = await atReview();
    expect((await wf.get('zhengshi', `/workflow/history/list?procInstId=${procInstId}`)).status).toBe(403);

    const answer = await wf.post('zhaoliu', COPY, { procInstId, taskId, userIdList: [USER.zhengshi], comment: '请了解付款条款' });
    expect(answer.body).toEqual({ code: 0, msg: '抄送成功', data: true });
    // The task stays with 赵六.
    expect((await wf.taskOf('zhaoliu', procInstId)).taskId).toBe(taskId);

    const history = (await wf.get<HistoryRow[]>('zhengshi', `/workflow/history/list?procInstId=${procInstId}`)).body.data;
    expect(history.find((row) => row.action === 'copy')).toMatchObject({ activityName: '法务审核', userNickName: '赵六', fullMsg: '抄送给：郑十；意见：请了解付款条款' });
    const info = (await wf.info('zhengshi', procInstId, taskId)).body.data;
    expect(info).toMatchObject({ taskId, taskDefKey: 'Task_legal', taskState: 'complete' });
    expect((await wf.agreement('zhengshi', info.businessKey!)).agreementName).toBeTruthy();
    expect(await wf.messages(procInstId)).toContain('zhengshi:抄送：「合同审批」');

    const copied = (await wf.get<Page<TaskRow>>('zhengshi', '/workflow/history/query/myCopiedPage?current=1&size=10')).body.data;
    expect(copied.records[0]).toMatchObject({ procInstId, taskId, taskName: '法务审核', processName: '合同审批', initiatorName: '张三', status: 'running' });
    expect(copied.total).toBeGreaterThanOrEqual(1);
    const filtered = await wf.get<Page<TaskRow>>('zhengshi', '/workflow/history/query/myCopiedPage?current=1&size=10&processName=%E4%B8%8D%E5%AD%98%E5%9C%A8');
    expect(filtered.body.data.total).toBe(0);
    // Only the recipient’s list shows it.
    const others = (await wf.get<Page<TaskRow>>('sunqi', '/workflow/history/query/myCopiedPage?current=1&size=10')).body.data;
    expect(others.records.map((row) => row.procInstId)).not.toContain(procInstId);
  });

  it('refuses anyone but the task’s holder (403)', async () => {
    const { procInstId, taskId } = await atReview();
    const answer = await wf.post('sunqi', COPY, { procInstId, taskId, userIdList: [USER.zhengshi] });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 403, msg: '您不是该任务的办理人' });
  });

  it('refuses a copy at 部门经理审批, whose node does not enable 抄送', async () => {
    const { procInstId } = await wf.started('zhangsan', contract());
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.post('lisi', COPY, { procInstId, taskId: task.taskId, userIdList: [USER.zhengshi] });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('当前节点未启用“抄送”操作');
  });

  it('refuses a recipient of another company and more than 50 people, and records nothing', async () => {
    const { procInstId, taskId } = await atReview();
    const outside = await wf.post('zhaoliu', COPY, { procInstId, taskId, userIdList: [USER.zhengshi, USER.linfang] });
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe('抄送人员不是本公司的成员');
    const many = Array.from({ length: 51 }, (_, n) => 100 + n);
    const tooMany = await wf.post('zhaoliu', COPY, { procInstId, taskId, userIdList: many });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: 400, msg: '一次最多抄送 50 人' });
    const history = await wf.history('zhangsan', procInstId);
    expect(history.some((row) => row.action === 'copy')).toBe(false);
    expect(await wf.db.selectFrom('wf_copy').select('id').where('proc_inst_id', '=', procInstId).execute()).toEqual([]);
  });
});
