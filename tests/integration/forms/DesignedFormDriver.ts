import type { Kysely } from 'kysely';
import type { components } from '../../../contracts/generated/form.ts';
import type { FormDefinition } from '../../../contracts/forms/index.ts';
import { leaveForm } from '../../../contracts/forms/testing/LeaveForm.ts';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { Answer } from '../TestServer.ts';
import { USER, WorkflowDriver, type Username } from '../workflow/WorkflowDriver.ts';

export type FormDetail = components['schemas']['FormDetail'];
export type DesignedFormView = components['schemas']['DesignedFormView'];
export type StartResult = components['schemas']['DesignedFormStartResult'];

/**
 * 请假申请 as the tests design it: contracts/forms' leave form with a 标题 (the title the lists
 * show) and a 预算 amount of at most 10000 元.
 */
export function leaveDefinition(): FormDefinition {
  const leave = leaveForm();
  return {
    ...leave,
    titleField: 'subject',
    fields: [{ key: 'subject', type: 'input', label: '标题', required: true, maxLength: 50 }, ...leave.fields, { key: 'budget', type: 'money', label: '预算', min: 0, max: 10000 }],
  };
}

/** Values 张三 submits: a leave of `days` days from 2026-12-07. */
export function leaveRequest(days: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const end = new Date(Date.UTC(2026, 11, 7 + days - 1)).toISOString().slice(0, 10);
  return { subject: `张三请假${days}天`, leaveType: 'annual', period: ['2026-12-07', end], reason: '回老家探亲', ...overrides };
}

/**
 * 请假审批 bound to a designed form: 开始 → 部门经理审批 (李四) → 天数判断 → (天数 > 3) 总经理审批
 * (王五, who does not see 事由) → 结束; two days or fewer end after 李四.
 */
export function leaveProcessXml(key: string, formKey: string, formId: number): string {
  const xml = new DiagramBuilder(key, { name: '请假审批', formKeys: [formKey] })
    .start('start')
    .userTask('manager', '部门经理审批', { users: [String(USER.lisi)] })
    .exclusive('decide', '天数判断')
    .userTask('gm', '总经理审批', { users: [String(USER.wangwu)] })
    .end('end')
    .flow('f1', 'start', 'manager')
    .flow('f2', 'manager', 'decide')
    .flow('f3', 'decide', 'gm', { condition: '${days > 3}' })
    .flow('f4', 'decide', 'end', { condition: '${days <= 3}' })
    .flow('f5', 'gm', 'end')
    .toXml();
  // 字段设置 at 总经理审批: 事由 hidden.
  const forms = `<rh:forms><rh:form formId="${formId}" formKey="${formKey}" formName="请假申请"><rh:formField key="reason" name="事由" readOnly="default" operable="default" hidden="true" required="default" /></rh:form></rh:forms>`;
  return xml.replace(/(<bpmn:userTask id="gm"[^>]*><bpmn:extensionElements>)/, `$1${forms}`);
}

/** The designed-form calls of the API as the demo people make them. */
export class DesignedFormDriver {
  constructor(readonly wf: WorkflowDriver) {}

  static async start(): Promise<DesignedFormDriver> {
    return new DesignedFormDriver(await WorkflowDriver.start());
  }

  createForm(user: Username, formKey: string, definition: unknown = leaveDefinition(), formName = '请假申请'): Promise<Answer<FormDetail>> {
    return this.wf.post<FormDetail>(user, '/form/design', { formKey, formName, definition });
  }

  deploy(user: Username, key: string, xml: string): Promise<Answer<{ success: boolean; illegalNodeList: unknown[] }>> {
    return this.wf.post(user, '/workflow/processDef/deploy', { processDefinitionKey: key, processName: '请假审批', bpmnData: xml });
  }

  startForm(user: Username, procDefKey: string, values: unknown, options: { headers?: Record<string, string> } = {}): Promise<Answer<StartResult>> {
    return this.wf.post<StartResult>(user, '/form/designed/operate/startProcessInst', { procDefKey, values }, options);
  }

  async complete(user: Username, procInstId: string, values: unknown, comment = '同意'): Promise<Answer<boolean>> {
    const task = await this.wf.taskOf(user, procInstId);
    return this.wf.post<boolean>(user, '/form/designed/operate/completeTask', { taskOperationDTO: { taskId: task.taskId, procInstId, taskDefKey: task.taskDefKey, comment }, values });
  }

  view(user: Username, businessKey: string, taskId?: string): Promise<Answer<DesignedFormView>> {
    const query = new URLSearchParams({ businessKey, ...(taskId ? { taskId } : {}) });
    return this.wf.get<DesignedFormView>(user, `/form/designed/query/byBusinessKey?${query}`);
  }

  /** Rows of the designed forms' values and the engine's instances: what a refusal must leave as it was. */
  async counts(): Promise<{ values: number; instances: number }> {
    const db = this.wf.api.server.database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const values = await db.selectFrom('form_values').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const instances = await db.selectFrom('wf_instance').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return { values: Number(values.n), instances: Number(instances.n) };
  }

  close(): Promise<void> {
    return this.wf.close();
  }
}
