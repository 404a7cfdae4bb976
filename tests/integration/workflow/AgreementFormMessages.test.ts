import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contract, WorkflowDriver } from './WorkflowDriver.ts';

const START = '/demoself/agreementForm/operate/startProcessInst';
const COMPLETE = '/demoself/agreementForm/operate/completeTask';
const VIEW = '/demoself/agreementForm/query/selectAgreementFormById';

const NAME_REQUIRED = '合同名称不能为空';
const TYPE_REQUIRED = '合同类型不能为空';
const TIME_REQUIRED = '合同时间不能为空';
const MONEY_REQUIRED = '合同金额不能为空';
const TECH_REQUIRED = '技术服务要求不能为空';
const DUTY_REQUIRED = '违约责任不能为空';
const PHONE = '请输入11位手机号码';
const MONEY_RANGE = '合同金额应在0到9999999之间';
const TYPE_INVALID = '合同类型只能是技术服务合同、货物销售合同或其他';
const TIME_FORMAT = '合同时间格式应为 yyyy-MM-dd HH:mm:ss';
const TIME_INVALID = '合同时间不是有效的日期';

/** A contract with some fields replaced (a value) or left out (undefined). */
function form(change: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...contract() };
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined) delete body[key];
    else body[key] = value;
  }
  return body;
}

const text = (length: number) => '合'.repeat(length);

describe('the contract form’s refusals answer the spec’s message for the field and rule', () => {
  let wf: WorkflowDriver;
  const contracts = async () => Number((await wf.db.selectFrom('agreement_form').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
  });
  afterAll(() => wf.close());

  const start = (agreementFormDTO: unknown, startProcessDTO: unknown) => wf.post('zhangsan', START, { startProcessDTO, agreementFormDTO });
  const AGREEMENT = { procDefKey: 'agreement' };

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing name', { agreementName: undefined }, NAME_REQUIRED],
    ['an empty name', { agreementName: '' }, NAME_REQUIRED],
    ['a null name', { agreementName: null }, NAME_REQUIRED],
    ['a name of spaces', { agreementName: '   ' }, NAME_REQUIRED],
    ['a name that is an object', { agreementName: { zh: '合同' } }, NAME_REQUIRED],
    ['a name over 200 characters', { agreementName: text(201) }, '合同名称不能超过200个字符'],
    ['a missing type', { agreementType: undefined }, TYPE_REQUIRED],
    ['an empty type', { agreementType: '' }, TYPE_REQUIRED],
    ['a null type', { agreementType: null }, TYPE_REQUIRED],
    ['type 4', { agreementType: '4' }, TYPE_INVALID],
    ['type 0', { agreementType: '0' }, TYPE_INVALID],
    ['a missing start time', { startTime: undefined }, TIME_REQUIRED],
    ['a missing end time', { endTime: undefined }, TIME_REQUIRED],
    ['an empty end time', { endTime: '' }, TIME_REQUIRED],
    ['a start time in another format', { startTime: '2026-03-01' }, TIME_FORMAT],
    ['an end time in another format', { endTime: '2027/02/28 00:00:00' }, TIME_FORMAT],
    ['a start time the calendar does not have', { startTime: '2026-13-45 99:99:99' }, TIME_INVALID],
    ['an end time on 30 February', { endTime: '2027-02-30 00:00:00' }, TIME_INVALID],
    ['an end time at hour 24', { endTime: '2027-02-28 24:00:00' }, TIME_INVALID],
    ['a missing amount', { agreementMoney: undefined }, MONEY_REQUIRED],
    ['a null amount', { agreementMoney: null }, MONEY_REQUIRED],
    ['an empty amount', { agreementMoney: '' }, MONEY_REQUIRED],
    ['an amount that is no number', { agreementMoney: 'abc' }, MONEY_REQUIRED],
    ['the amount 10000000', { agreementMoney: 10_000_000 }, MONEY_RANGE],
    ['an amount just above the limit', { agreementMoney: 9_999_999.01 }, MONEY_RANGE],
    ['a negative amount', { agreementMoney: -1 }, MONEY_RANGE],
    ['a phone of 12 characters', { firstPartyPhone: '139123456789' }, PHONE],
    ['a phone with letters', { firstPartyPhone: '139abcd5678' }, PHONE],
    ['a phone of 10 digits', { firstPartyPhone: '1391234567' }, PHONE],
    ['a phone that is an object', { firstPartyPhone: { number: '13912345678' } }, PHONE],
    ['a missing technical service requirement', { technicalServiceRequire: undefined }, TECH_REQUIRED],
    ['an empty technical service requirement', { technicalServiceRequire: '' }, TECH_REQUIRED],
    ['a null violation duty', { violationDuty: null }, DUTY_REQUIRED],
    ['a violation duty of line breaks', { violationDuty: '\n\n' }, DUTY_REQUIRED],
    ['a first party name over 200 characters', { firstPartyName: text(201) }, '甲方名称不能超过200个字符'],
    ['a first party name that is a list of objects', { firstPartyName: [{}] }, '甲方名称应为文本'],
    ['a contact over 100 characters', { firstPartyAgreement: text(101) }, '甲方联系人不能超过100个字符'],
    ['an attachment name over 255 characters', { fileName: `${'a'.repeat(252)}.pdf` }, '附件不能超过255个字符'],
    ['a bucket name over 100 characters', { fileName: 'a.pdf', bucketName: 'b'.repeat(101) }, '附件不能超过100个字符'],
    ['an original name over 255 characters', { fileName: 'a.pdf', originalName: `${text(252)}.pdf` }, '附件不能超过255个字符'],
    ['an id that is no integer', { id: 'x' }, '合同ID应为整数'],
  ])('starting: refuses %s with its message and stores nothing', async (_, change, message) => {
    const before = await contracts();
    const answer = await start(form(change), AGREEMENT);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: message, data: null });
    expect(await contracts()).toBe(before);
  });

  it('accepts the limits themselves: 200-character name, 11-character phone, 0 and 9999999', async () => {
    for (const change of [{ agreementName: text(200) }, { firstPartyPhone: '13912345678' }, { agreementMoney: 0 }, { agreementMoney: 9_999_999 }, { firstPartyPhone: null }, { firstPartyPhone: '' }, { endTime: '2028-02-29 23:59:59' }]) {
      expect((await start(form(change), AGREEMENT)).status).toBe(200);
    }
  });

  it.each<[string, unknown, unknown, string]>([
    ['no contract', undefined, { procDefKey: 'agreement' }, '合同表单不能为空'],
    ['a null contract', null, { procDefKey: 'agreement' }, '合同表单不能为空'],
    ['a contract that is text', '合同', { procDefKey: 'agreement' }, '合同表单不能为空'],
    ['no process', contract(), undefined, '流程信息不能为空'],
    ['an empty process key', contract(), { procDefKey: '' }, '流程标识不能为空'],
    ['a next flow that is an object', contract(), { procDefKey: 'agreement', selectedSeqFlowId: { id: 'Flow_1' } }, '下一流程节点格式不正确'],
  ])('starting: refuses %s with its message', async (_, agreementFormDTO, startProcessDTO, message) => {
    const answer = await start(agreementFormDTO, startProcessDTO);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 400, msg: message, data: null });
  });

  it('starting: refuses a body that is no object', async () => {
    const answer = await wf.post('zhangsan', START, [contract()]);
    expect(answer.body).toEqual({ code: 400, msg: '请求体应为对象', data: null });
  });

  it('agreeing: refuses the contract and the task operation with their messages and leaves the task open', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    const operation = { taskId: task.taskId, procInstId, taskDefKey: task.taskDefKey };
    const cases: Array<[unknown, unknown, string]> = [
      [operation, form({ agreementMoney: 10_000_000 }), MONEY_RANGE],
      [operation, form({ agreementType: '4' }), TYPE_INVALID],
      [operation, form({ agreementName: undefined }), NAME_REQUIRED],
      [operation, form({ firstPartyPhone: '1391234567890' }), PHONE],
      [operation, undefined, '合同表单不能为空'],
      [undefined, contract(), '任务信息不能为空'],
      [{ ...operation, taskId: undefined }, contract(), '任务ID不能为空'],
      [{ ...operation, procInstId: undefined }, contract(), '流程实例ID不能为空'],
      [{ ...operation, taskDefKey: undefined }, contract(), '任务节点不能为空'],
      [{ ...operation, comment: '意'.repeat(101) }, contract(), '审批意见不能超过100个字符'],
      [{ ...operation, comment: { text: '同意' } }, contract(), '审批意见应为文本'],
      [{ ...operation, variables: '金额' }, contract(), '流程变量应为对象'],
      [{ ...operation, selectedSeqFlowId: [{ id: 'Flow_1' }] }, contract(), '下一流程节点格式不正确'],
    ];
    for (const [taskOperationDTO, agreementFormDTO, message] of cases) {
      const answer = await wf.post('lisi', COMPLETE, { taskOperationDTO, agreementFormDTO });
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ code: 400, msg: message, data: null });
    }
    expect((await wf.taskOf('lisi', procInstId)).taskId).toBe(task.taskId);
    // A comment of exactly 100 characters is fine.
    expect((await wf.agree('lisi', procInstId, { comment: '意'.repeat(100) })).status).toBe(200);
  });

  it('viewing: refuses a missing or empty businessKey with its message', async () => {
    for (const url of [VIEW, `${VIEW}?businessKey=`]) {
      const answer = await wf.get('lisi', url);
      expect(answer.body).toEqual({ code: 400, msg: '业务标识不能为空', data: null });
    }
  });

  it('leaves other operations’ refusals as they were: a generic message naming the field', async () => {
    const { procInstId } = await wf.started('zhangsan');
    const task = await wf.taskOf('lisi', procInstId);
    const answer = await wf.post('lisi', '/workflow/runtime/operate/terminate', { taskId: task.taskId, procInstId, comment: '意'.repeat(101) });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/^请求参数错误：comment/);
  });
});

describe('the contract form’s schemas word every rule they hold', () => {
  type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; required?: string[]; allOf?: Schema[] };
  const schemas = (parse(readFileSync(new URL('../../../contracts/openapi/demoself.yaml', import.meta.url), 'utf8')) as { components: { schemas: Record<string, Schema> } }).components.schemas;
  /** Rules a blank value is refused by, which the `required` message answers. */
  const BLANK_RULES = (schema: Schema, key: string) => (key === 'minLength' && schema[key] === 1) || (key === 'pattern' && schema[key] === '\\S') || key === 'not' || key === 'type';
  const RULES = ['type', 'minLength', 'maxLength', 'pattern', 'enum', 'minimum', 'maximum', 'not'];

  it.each(['AgreementForm', 'StartProcessDTO', 'TaskOperation', 'StartAgreementRequest', 'CompleteAgreementRequest'])('%s', (name) => {
    const object = schemas[name];
    expect(object['x-ronghe-messages'], name).toMatchObject({ type: expect.any(String) });
    for (const [property, schema] of Object.entries(object.properties ?? {})) {
      const messages = (schema['x-ronghe-messages'] ?? {}) as Record<string, string>;
      const required = object.required?.includes(property) ?? false;
      if (required) expect(messages.required, `${name}.${property} required`).toBeTruthy();
      const items = schema.items as Schema | undefined;
      if (items) expect(items['x-ronghe-messages'], `${name}.${property} items`).toMatchObject({ type: expect.any(String) });
      for (const rule of [schema, ...(schema.allOf ?? [])]) {
        for (const key of RULES.filter((k) => k in rule)) {
          if (required && BLANK_RULES(rule, key)) continue;
          expect(messages[key], `${name}.${property} ${key}`).toBeTruthy();
        }
      }
    }
  });
});
