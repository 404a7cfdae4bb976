import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components as demoself } from '../../../contracts/generated/demoself.ts';
import type { ReimbursementSchema } from '../../../server/modules/reimbursement/ReimbursementTables.ts';
import type { Kysely } from 'kysely';
import type { Answer } from '../TestServer.ts';
import type { components as workflow } from '../../../contracts/generated/workflow.ts';
import { reimbursement, WorkflowDriver, type ProcessFormConfig, type ReimbursementForm, type Username } from './WorkflowDriver.ts';

type StartableProcess = workflow['schemas']['StartableProcess'];

type StartResult = demoself['schemas']['StartReimbursementResult'];

const API = {
  start: '/demoself/reimbursementForm/operate/startProcessInst',
  complete: '/demoself/reimbursementForm/operate/completeTask',
  byId: '/demoself/reimbursementForm/query/selectReimbursementFormById',
};

const reason = (text: string, marks?: unknown[]) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text, ...(marks ? { marks } : {}) }] }],
});

describe('the reimbursement form on the server', () => {
  let wf: WorkflowDriver;
  const db = () => wf.db as unknown as Kysely<ReimbursementSchema>;
  const count = async () => Number((await db().selectFrom('reimbursement_form').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  const start = (user: Username, form: unknown, procDefKey = 'reimbursement'): Promise<Answer<StartResult>> =>
    wf.post<StartResult>(user, API.start, { startProcessDTO: { procDefKey }, reimbursementFormDTO: form });
  const read = (user: Username, businessKey: string) => wf.get<ReimbursementForm>(user, `${API.byId}?businessKey=${encodeURIComponent(businessKey)}`);
  const started = async (user: Username = 'zhangsan', form: ReimbursementForm = reimbursement()) => {
    const answer = await start(user, form);
    if (answer.status !== 200) throw new Error(`start failed: ${answer.raw}`);
    return answer.body.data;
  };

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  it('seeds 费用报销审批 in 融合科技, startable by staff, with the form bound at its start', async () => {
    const startable = (await wf.get<StartableProcess[]>('zhangsan', '/workflow/processDef/startableList')).body.data;
    expect(startable.map((process) => process.processName)).toContain('费用报销审批');
    const config = (await wf.get<ProcessFormConfig>('zhangsan', '/workflow/runtime/query/procDefConfForStartProcessInst?procDefKey=reimbursement')).body.data;
    expect(config.formList[0]).toMatchObject({ formKey: 'reimbursementForm', formRouter: 'ReimbursementForm', formName: '费用报销表单' });
    // The demo's two: 张三's waiting at 李四, 吴九's at 财务.
    const lisi = (await wf.get<{ records: Array<{ processName: string }> }>('lisi', '/workflow/runtime/query/myTodoPage?size=50')).body.data.records;
    expect(lisi.filter((row) => row.processName === '费用报销审批')).toHaveLength(1);
    const wangwu = (await wf.get<{ records: Array<{ processName: string; taskName: string }> }>('wangwu', '/workflow/runtime/query/myTodoPage?size=50')).body.data.records;
    expect(wangwu.filter((row) => row.processName === '费用报销审批').map((row) => row.taskName)).toEqual(['财务审核']);
  });

  it('stores the lines and derives the total, with applicant and department from the caller', async () => {
    const result = await started('zhangsan', { ...reimbursement(), totalAmount: 1, applicantName: '冒名', deptName: '总经办' } as ReimbursementForm);
    expect(result.businessKey).toBe(`reimbursement-${result.reimbursementId}`);
    const stored = (await read('zhangsan', result.businessKey)).body.data;
    expect(stored).toMatchObject({ applicantName: '张三', deptName: '前端组', reimburseType: '1', totalAmount: 983.25 });
    expect(stored.lines).toEqual([
      { expenseDate: '2026-01-10', item: '高铁票', amount: 553, invoiceCount: 1 },
      { expenseDate: '2026-01-11', item: '酒店住宿', amount: 430.25, invoiceCount: 1 },
    ]);
    expect(stored.reason).toEqual(reimbursement().reason);
  });

  it('keeps one optional attachment, as the contract form does', async () => {
    const withFile = await started('zhangsan', reimbursement({ fileName: ' a1b2.pdf ', bucketName: 'workflow', originalName: '发票扫描件.pdf' }));
    expect((await read('zhangsan', withFile.businessKey)).body.data).toMatchObject({ fileName: 'a1b2.pdf', bucketName: 'workflow', originalName: '发票扫描件.pdf' });
    const without = await started('zhangsan', reimbursement({ bucketName: 'workflow', originalName: '孤儿.pdf' }));
    expect((await read('zhangsan', without.businessKey)).body.data).toMatchObject({ fileName: null, bucketName: null, originalName: null });
    expect((await start('zhangsan', reimbursement({ fileName: 'x'.repeat(256) }))).body.msg).toBe('附件不能超过255个字符');
  });

  it.each<[string, Partial<ReimbursementForm>, string]>([
    ['no type', { reimburseType: undefined }, '报销类型不能为空'],
    ['a type outside the five', { reimburseType: '9' as ReimbursementForm['reimburseType'] }, '报销类型只能是差旅、交通、餐饮、办公用品或其他'],
    ['no lines', { lines: [] }, '请至少填写一条费用明细'],
    ['a blank item', { lines: [{ expenseDate: '2026-01-10', item: '  ', amount: 1 }] }, '费用项目不能为空'],
    ['a zero amount', { lines: [{ expenseDate: '2026-01-10', item: '打车', amount: 0 }] }, '金额应在0.01到999999.99之间'],
    ['a missing amount', { lines: [{ expenseDate: '2026-01-10', item: '打车', amount: null as unknown as number }] }, '金额不能为空'],
    ['three decimals', { lines: [{ expenseDate: '2026-01-10', item: '打车', amount: 12.345 }] }, '金额最多保留两位小数'],
    ['a date in another format', { lines: [{ expenseDate: '2026/01/10', item: '打车', amount: 12 }] }, '费用日期格式应为 yyyy-MM-dd'],
    ['a day the calendar lacks', { lines: [{ expenseDate: '2026-02-30', item: '打车', amount: 12 }] }, '费用日期不是有效的日期'],
    ['a day after today', { lines: [{ expenseDate: '2999-01-01', item: '打车', amount: 12 }] }, '费用日期不能晚于今天'],
    ['too many invoices', { lines: [{ expenseDate: '2026-01-10', item: '打车', amount: 12, invoiceCount: 100 }] }, '发票张数应为0到99的整数'],
    ['51 lines', { lines: Array.from({ length: 51 }, () => ({ expenseDate: '2026-01-10', item: '餐费', amount: 10 })) }, '费用明细不能超过50条'],
    ['no reason', { reason: undefined }, '报销事由不能为空'],
    ['an empty reason', { reason: { type: 'doc', content: [{ type: 'paragraph' }] } }, '报销事由不能为空'],
    ['a reason that is HTML', { reason: '<p>出差</p>' as unknown as ReimbursementForm['reason'] }, '报销事由格式不正确'],
    ['a font outside the five', { reason: reason('出差', [{ type: 'textStyle', attrs: { fontFamily: 'Comic Sans MS' } }]) }, '报销事由的字体、字号或标题级别不在可选范围内'],
    ['a 40px size', { reason: reason('出差', [{ type: 'textStyle', attrs: { fontSize: '40px' } }]) }, '报销事由的字体、字号或标题级别不在可选范围内'],
    ['a reason over 2000 characters', { reason: reason('长'.repeat(2001)) }, '报销事由不能超过2000个字'],
  ])('refuses %s with a Chinese message and keeps nothing', async (_, change, message) => {
    const before = await count();
    const form = { ...reimbursement(), ...change };
    for (const key of Object.keys(change) as Array<keyof ReimbursementForm>) if (change[key] === undefined) delete form[key];
    const answer = await start('zhangsan', form);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, msg: message });
    expect(await count()).toBe(before);
  });

  it('accepts 50 lines and the bounds of an amount', async () => {
    const lines = Array.from({ length: 50 }, (_, index) => ({ expenseDate: '2026-01-10', item: `餐费${index + 1}`, amount: index === 0 ? 0.01 : 999999.99, invoiceCount: 0 }));
    const result = await started('zhangsan', reimbursement({ lines }));
    expect((await read('zhangsan', result.businessKey)).body.data.totalAmount).toBe(48999999.52);
  });

  it('refuses script in the reason: links, images and raw HTML nodes', async () => {
    for (const payload of [
      reason('点我', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } }] },
      { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'html', text: '<img src=x onerror=alert(1)>' }] }] },
    ]) {
      const answer = await start('zhangsan', reimbursement({ reason: payload }));
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe('报销事由包含不支持的格式');
    }
  });

  it('neutralises what it keeps: unknown attributes are dropped, text stays text', async () => {
    const payload = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          attrs: { onclick: 'alert(1)', style: 'background:url(javascript:alert(1))' },
          content: [{ type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'bold', attrs: { onmouseover: 'alert(1)' } }] }],
        },
      ],
    };
    const result = await started('zhangsan', reimbursement({ reason: payload }));
    const stored = (await read('zhangsan', result.businessKey)).body.data;
    expect(stored.reason).toEqual({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'bold' }] }] }] });
    const row = await db().selectFrom('reimbursement_form').select('reason').where('id', '=', result.reimbursementId).executeTakeFirstOrThrow();
    expect(row.reason).not.toMatch(/onclick|javascript|onmouseover/);
  });

  it('refuses a reason nested or sized past its bounds', async () => {
    let nested: unknown = { type: 'paragraph', content: [{ type: 'text', text: '深' }] };
    for (let i = 0; i < 10; i++) nested = { type: 'bulletList', content: [{ type: 'listItem', content: [nested] }] };
    expect((await start('zhangsan', reimbursement({ reason: { type: 'doc', content: [nested] } }))).body.msg).toBe('报销事由内容过于复杂');
    const wide = { type: 'doc', content: Array.from({ length: 2100 }, () => ({ type: 'paragraph' })) };
    expect((await start('zhangsan', reimbursement({ reason: wide }))).body.msg).toBe('报销事由内容过于复杂');
  });

  it('is read by its participants and the company’s administrators only', async () => {
    const { businessKey } = await started('zhangsan');
    expect((await read('zhangsan', businessKey)).status).toBe(200);
    expect((await read('lisi', businessKey)).status).toBe(200);
    expect((await read('admin', businessKey)).status).toBe(200);
    expect((await read('zhaoliu', businessKey)).status).toBe(403);
    // Another company's member does not find it at all.
    expect((await read('chenjing', businessKey)).status).toBe(404);
    expect((await read('zhangsan', 'reimbursement-999999')).status).toBe(404);
  });

  it('never mistakes a contract for a reimbursement: a contract’s key names no reimbursement', async () => {
    const contract = await wf.started('zhangsan');
    expect((await read('zhangsan', contract.businessKey)).status).toBe(404);
    const task = await wf.taskOf('lisi', contract.procInstId);
    const answer = await wf.post('lisi', API.complete, {
      taskOperationDTO: { taskId: task.taskId, procInstId: contract.procInstId, taskDefKey: task.taskDefKey, comment: '同意' },
      reimbursementFormDTO: reimbursement(),
    });
    expect(answer.status).toBe(404);
    expect(answer.body.msg).toBe('报销单不存在');
  });

  it('goes from 张三 through 李四 and 财务 (王五) to the end; an approver cannot change the lines', async () => {
    const { procInstId, businessKey } = await started('zhangsan');
    const complete = async (user: Username, form: ReimbursementForm) => {
      const task = await wf.taskOf(user, procInstId);
      return wf.post<boolean>(user, API.complete, { taskOperationDTO: { taskId: task.taskId, procInstId, taskDefKey: task.taskDefKey, comment: '同意' }, reimbursementFormDTO: form });
    };
    // 财务 holds nothing yet.
    expect(await wf.todos(procInstId)).toEqual(['lisi:open']);
    const tampered = reimbursement({ lines: [{ expenseDate: '2026-01-10', item: '高铁票', amount: 99999, invoiceCount: 1 }] });
    const agreed = await complete('lisi', tampered);
    expect(agreed.status).toBe(200);
    expect(agreed.body.msg).toBe('办理成功');
    expect((await read('lisi', businessKey)).body.data.totalAmount).toBe(983.25);
    expect((await complete('wangwu', reimbursement())).status).toBe(200);
    expect(await wf.todos(procInstId)).toEqual(['lisi:passed', 'wangwu:passed']);
  });

  it('lets no one but the task’s holder agree', async () => {
    const { procInstId } = await started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.post('zhaoliu', API.complete, {
      taskOperationDTO: { taskId: task.taskId, procInstId, taskDefKey: task.taskDefKey },
      reimbursementFormDTO: reimbursement(),
    });
    expect([403, 404]).toContain(answer.status);
  });
});
