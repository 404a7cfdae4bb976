import type { components as demoself } from '../../../contracts/generated/demoself.ts';
import type { components as workflow } from '../../../contracts/generated/workflow.ts';
import type { AgreementSchema } from '../../../server/modules/demoself/AgreementTables.ts';
import type { WorkflowSchema } from '../../../server/modules/workflow/WorkflowTables.ts';
import type { DatabaseSchema } from '../../../server/db/Database.ts';
import type { EngineDatabase } from '../../../server/engine/index.ts';
import type { Kysely } from 'kysely';
import { TestServer, type Answer, type RequestOptions } from '../TestServer.ts';

export type AgreementForm = demoself['schemas']['AgreementForm'];
export type ReimbursementForm = demoself['schemas']['ReimbursementForm'];
export type StartResult = demoself['schemas']['StartResult'];
export type ProcessInfo = workflow['schemas']['ProcessInfo'];
export type ProcessFormConfig = workflow['schemas']['ProcessFormConfig'];
export type HistoryRow = workflow['schemas']['HistoryRow'];
export type Diagram = workflow['schemas']['Diagram'];
export type TaskRow = workflow['schemas']['TaskRow'];
export type JumpTargets = workflow['schemas']['JumpTarget'][];
export type Page<T> = { records: T[]; total: number; current: number; size: number };

/** Demo org user ids (server/modules/org/OrgDemoRows.ts). */
export const USER = { admin: 1, zhangsan: 2, lisi: 3, wangwu: 4, zhaoliu: 5, sunqi: 6, wujiu: 8, zhengshi: 9, qianyi: 10, chenjing: 11, linfang: 12, huangwei: 13 } as const;
export type Username = keyof typeof USER;

export const AGREEMENT = 'agreement';

/** A valid contract; tests override what they are about. */
export function contract(overrides: Partial<AgreementForm> = {}): AgreementForm {
  return {
    agreementName: '门户运维技术服务合同',
    agreementType: '1',
    startTime: '2026-03-01 00:00:00',
    endTime: '2027-02-28 23:59:59',
    agreementMoney: 50000,
    firstPartyName: '星河信息技术有限公司',
    firstPartyAgreement: '陈晨',
    firstPartyPhone: '13912345678',
    technicalServiceRequire: '7×24 小时运维，故障 2 小时内响应。',
    violationDuty: '违约方支付合同金额 10% 的违约金。',
    fileName: null,
    ...overrides,
  };
}

export const REIMBURSEMENT = 'reimbursement';

/** A valid reimbursement (two lines, 983.25 in all, a formatted 报销事由); tests override what they are about. */
export function reimbursement(overrides: Partial<ReimbursementForm> = {}): ReimbursementForm {
  return {
    reimburseType: '1',
    lines: [
      { expenseDate: '2026-01-10', item: '高铁票', amount: 553, invoiceCount: 1 },
      { expenseDate: '2026-01-11', item: '酒店住宿', amount: 430.25, invoiceCount: 1 },
    ],
    reason: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '赴上海客户现场', marks: [{ type: 'bold' }, { type: 'textStyle', attrs: { fontFamily: 'KaiTi', fontSize: '18px' } }] }] }],
    },
    ...overrides,
  };
}

/**
 * Drives the workflow API as the demo people: logs in once per person and speaks the
 * contracts' calls (every answer is checked against its contract by TestServer).
 */
export class WorkflowDriver {
  readonly #tokens = new Map<Username, string>();

  constructor(readonly api: TestServer) {}

  static async start(): Promise<WorkflowDriver> {
    return new WorkflowDriver(await TestServer.start());
  }

  /** The database with every table this area uses, for looking at rows. */
  get db(): Kysely<DatabaseSchema & EngineDatabase & WorkflowSchema & AgreementSchema> {
    return this.api.server.database.db as unknown as Kysely<DatabaseSchema & EngineDatabase & WorkflowSchema & AgreementSchema>;
  }

  async token(user: Username): Promise<string> {
    let token = this.#tokens.get(user);
    if (!token) {
      token = (await this.api.login(user)).access_token;
      this.#tokens.set(user, token);
    }
    return token;
  }

  async get<T>(user: Username, url: string, options: RequestOptions = {}): Promise<Answer<T>> {
    return this.api.get<T>(url, { ...options, token: await this.token(user) });
  }

  async post<T>(user: Username, url: string, json: unknown, options: RequestOptions = {}): Promise<Answer<T>> {
    return this.api.post<T>(url, { ...options, json, token: await this.token(user) });
  }

  startAgreement(user: Username, form: AgreementForm = contract(), selectedSeqFlowId?: string[], options: RequestOptions = {}): Promise<Answer<StartResult>> {
    return this.post<StartResult>(user, '/demoself/agreementForm/operate/startProcessInst', { startProcessDTO: { procDefKey: AGREEMENT, selectedSeqFlowId }, agreementFormDTO: form }, options);
  }

  /** Starts a contract and fails the test unless it started. */
  async started(user: Username, form: AgreementForm = contract()): Promise<StartResult> {
    const answer = await this.startAgreement(user, form);
    if (answer.status !== 200) throw new Error(`start failed: ${answer.status} ${answer.raw}`);
    return answer.body.data;
  }

  /** The user's open task in an instance (getMessageProcessInfo without a taskId). */
  async info(user: Username, procInstId: string, taskId?: string): Promise<Answer<ProcessInfo>> {
    const query = new URLSearchParams({ procInstId, ...(taskId ? { taskId } : {}) });
    return this.get<ProcessInfo>(user, `/workflow/runtime/query/getMessageProcessInfo?${query}`);
  }

  /** The user's task in an instance; fails the test when the user holds none. */
  async taskOf(user: Username, procInstId: string): Promise<{ taskId: string; taskDefKey: string; procDefId: string }> {
    const info = (await this.info(user, procInstId)).body.data;
    if (!info.taskId || info.taskState !== 'running') throw new Error(`${user} holds no task in ${procInstId}`);
    return { taskId: info.taskId, taskDefKey: info.taskDefKey!, procDefId: info.procDefId };
  }

  async agreement(user: Username, businessKey: string): Promise<AgreementForm> {
    return (await this.get<AgreementForm>(user, `/demoself/agreementForm/query/selectAgreementFormById?businessKey=${businessKey}`)).body.data;
  }

  /** 同意 through the contract form, sending the contract as it stands unless told otherwise. */
  async agree(
    user: Username,
    procInstId: string,
    extra: { comment?: string; selectedSeqFlowId?: string[]; form?: AgreementForm; taskId?: string; taskDefKey?: string; variables?: Record<string, unknown> } = {},
  ): Promise<Answer<boolean>> {
    const task = extra.taskId ? { taskId: extra.taskId, taskDefKey: extra.taskDefKey ?? '' } : await this.taskOf(user, procInstId);
    const instance = await this.db.selectFrom('wf_instance').select('business_key').where('id', '=', procInstId).executeTakeFirstOrThrow();
    const stored = await this.db.selectFrom('agreement_form').selectAll().where('id', '=', Number(instance.business_key)).executeTakeFirstOrThrow();
    const form =
      extra.form ??
      contract({
        agreementName: stored.agreement_name,
        agreementType: stored.agreement_type as AgreementForm['agreementType'],
        startTime: stored.start_time,
        endTime: stored.end_time,
        agreementMoney: Number(stored.agreement_money),
        firstPartyName: stored.first_party_name,
        firstPartyAgreement: stored.first_party_agreement,
        firstPartyPhone: stored.first_party_phone,
        technicalServiceRequire: stored.technical_service_require,
        violationDuty: stored.violation_duty,
      });
    return this.post<boolean>(user, '/demoself/agreementForm/operate/completeTask', {
      taskOperationDTO: {
        taskId: task.taskId,
        procInstId,
        taskDefKey: task.taskDefKey,
        comment: extra.comment ?? '同意',
        selectedSeqFlowId: extra.selectedSeqFlowId,
        variables: extra.variables,
      },
      agreementFormDTO: form,
    });
  }

  async history(user: Username, procInstId: string): Promise<HistoryRow[]> {
    return (await this.get<HistoryRow[]>(user, `/workflow/history/list?procInstId=${procInstId}`)).body.data;
  }

  /** The instance's to-do rows as `user:result` ('open' while open), in the order they were written. */
  async todos(procInstId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('todo')
      .select(['user_id', 'todo_complete', 'complete_result', 'link'])
      .where('link', 'like', `{"procInstId":"${procInstId}"%`)
      .orderBy('id')
      .execute();
    const names = new Map(Object.entries(USER).map(([name, id]) => [id as number, name]));
    return rows.map((row) => `${names.get(row.user_id) ?? row.user_id}:${row.todo_complete ? row.complete_result : 'open'}`);
  }

  /** Workflow messages (open mode 3) about an instance, as `user:title`, in the order they were written. */
  async messages(procInstId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('message')
      .select(['user_id', 'msg_title', 'msg_link'])
      .where('open_mode', '=', 3)
      .where('msg_link', 'like', `{"procInstId":"${procInstId}"%`)
      .orderBy('id')
      .execute();
    const names = new Map(Object.entries(USER).map(([name, id]) => [id as number, name]));
    return rows.map((row) => `${names.get(row.user_id) ?? row.user_id}:${row.msg_title}`);
  }

  close(): Promise<void> {
    return this.api.close();
  }
}
