import type { Clock } from '../../contracts/host.ts';
import { COMPANY_TECH, type UserDirectory } from '../../contracts/org.ts';
import type { WorkflowActor, WorkflowRuntime } from '../../contracts/workflow.ts';
import type { RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { ReimbursementFormDto } from './ReimbursementFormCheck.ts';
import { REIMBURSEMENT_PROCESS_KEY, REIMBURSEMENT_PROCESS_NAME, reimbursementProcessXml } from './ReimbursementProcessDiagram.ts';

/** What the demo needs from the running server. */
export interface ReimbursementDemoPort {
  runtime: Pick<WorkflowRuntime, 'deployedVersion' | 'deploy' | 'openTaskOf' | 'complete'>;
  users: Pick<UserDirectory, 'names'>;
  clock: Clock;
  startReimbursement(form: ReimbursementFormDto, procDefKey: string, actor: WorkflowActor): Promise<{ procInstId: string }>;
}

/** The demo people by their fixed ids (server/modules/org/OrgDemoRows.ts). */
const PEOPLE = { admin: 1, zhangsan: 2, lisi: 3, wangwu: 4, wujiu: 8 } as const;
type Person = keyof typeof PEOPLE;

const DAY = 24 * 60 * 60 * 1000;

function reason(title: string, body: string): ReimbursementFormDto['reason'] {
  const document: RichTextDocument = {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: title }] },
      { type: 'paragraph', content: [{ type: 'text', text: body, marks: [{ type: 'textStyle', attrs: { fontFamily: 'Microsoft-YaHei', fontSize: '14px' } }] }] },
    ],
  };
  return document as unknown as ReimbursementFormDto['reason'];
}

/**
 * The demo's 费用报销审批 in 融合科技: deploys it and drives two reimbursements through the
 * real engine — 张三's business trip waiting at 李四, 吴九's office supplies past 李四 and waiting
 * at 财务 (王五). Runs when the process has never been deployed and the demo people exist;
 * afterwards (and on every later start) it does nothing.
 */
export class ReimbursementDemoSeed {
  constructor(private readonly port: ReimbursementDemoPort) {}

  async run(): Promise<{ deployed: boolean; instances: number }> {
    const names = await this.port.users.names(Object.values(PEOPLE));
    if (Object.entries(PEOPLE).some(([username, id]) => names.get(id)?.username !== username)) return { deployed: false, instances: 0 };
    if (!(await this.#deploy())) return { deployed: false, instances: 0 };

    const actor = (person: Person): WorkflowActor => ({ userId: PEOPLE[person], companyId: COMPANY_TECH });
    const daysAgo = (days: number) => DisplayTime.format(this.port.clock.now() - days * DAY).slice(0, 10);
    const start = (person: Person, form: ReimbursementFormDto) => this.port.startReimbursement(form, REIMBURSEMENT_PROCESS_KEY, actor(person));

    // Waiting at 李四 (部门经理审批).
    await start('zhangsan', {
      reimburseType: '1',
      lines: [
        { expenseDate: daysAgo(9), item: '高铁票 北京—上海', amount: 553, invoiceCount: 1 },
        { expenseDate: daysAgo(8), item: '酒店住宿两晚', amount: 860, invoiceCount: 1 },
        { expenseDate: daysAgo(7), item: '市内交通', amount: 126.5, invoiceCount: 3 },
      ],
      reason: reason('上海客户现场支持', '赴上海为星河信息部署融合门户二期，现场联调三天。'),
    });

    // Past 李四, waiting at 财务审核.
    const supplies = await start('wujiu', {
      reimburseType: '4',
      lines: [
        { expenseDate: daysAgo(5), item: '机械键盘', amount: 399, invoiceCount: 1 },
        { expenseDate: daysAgo(5), item: '显示器支架', amount: 189, invoiceCount: 1 },
      ],
      reason: reason('开发工位办公用品', '更换损坏的键盘并加装显示器支架。'),
    });
    const task = await this.port.runtime.openTaskOf(supplies.procInstId, actor('lisi'));
    if (!task) throw new Error(`demo: lisi has no task in ${supplies.procInstId}`);
    await this.port.runtime.complete({ taskId: task.taskId, procInstId: supplies.procInstId, actor: actor('lisi'), comment: '同意' });
    return { deployed: true, instances: 2 };
  }

  /** Deploys 融合科技's 费用报销审批 unless it has one; false when it had (or another server just deployed it). */
  async #deploy(): Promise<boolean> {
    const runtime = this.port.runtime;
    if ((await runtime.deployedVersion(REIMBURSEMENT_PROCESS_KEY, COMPANY_TECH)) !== null) return false;
    try {
      const deployed = await runtime.deploy({
        procDefKey: REIMBURSEMENT_PROCESS_KEY,
        processName: REIMBURSEMENT_PROCESS_NAME,
        bpmnXml: reimbursementProcessXml(),
        userId: PEOPLE.admin,
        companyId: COMPANY_TECH,
      });
      if (!deployed.success) throw new Error(`demo process ${REIMBURSEMENT_PROCESS_KEY} does not deploy`);
      return true;
    } catch (error) {
      // Another server sharing the database deployed it first: its demo, not ours.
      if ((await runtime.deployedVersion(REIMBURSEMENT_PROCESS_KEY, COMPANY_TECH)) !== null) return false;
      throw error;
    }
  }
}
