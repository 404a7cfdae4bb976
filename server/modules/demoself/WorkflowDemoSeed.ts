import { COMPANY_EDU, COMPANY_TECH, type UserDirectory } from '../../contracts/org.ts';
import type { WorkflowActor, WorkflowRuntime } from '../../contracts/workflow.ts';
import type { components } from '../../../contracts/generated/demoself.ts';
import { AGREEMENT_PROCESS_KEY, AGREEMENT_PROCESS_NAME, agreementProcessXml, EDU_AGREEMENT_PEOPLE } from './AgreementProcessDiagram.ts';

type AgreementForm = components['schemas']['AgreementForm'];

/** What the demo needs from the running server: the workflow runtime and the contract form's start. */
export interface WorkflowDemoPort {
  runtime: Pick<WorkflowRuntime, 'deployedVersion' | 'deploy' | 'openTaskOf' | 'complete' | 'terminate'>;
  users: Pick<UserDirectory, 'accountByUsername'>;
  startAgreement(form: AgreementForm, procDefKey: string, actor: WorkflowActor): Promise<{ procInstId: string }>;
}

export interface WorkflowDemoOutcome {
  deployed: boolean;
  instances: number;
}

const PEOPLE = ['admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'qianyi', 'wujiu', 'zhengshi', 'chenjing'] as const;
type Person = (typeof PEOPLE)[number];

function contract(name: string, type: '1' | '2' | '3', money: number, firstParty: string, contact: string, phone: string): AgreementForm {
  return {
    agreementName: name,
    agreementType: type,
    startTime: '2026-02-01 00:00:00',
    endTime: '2026-12-31 23:59:59',
    agreementMoney: money,
    firstPartyName: firstParty,
    firstPartyAgreement: contact,
    firstPartyPhone: phone,
    technicalServiceRequire: '按合同附件约定的范围与进度提供服务，关键节点提交书面交付物并经双方确认。',
    violationDuty: '任何一方违约，应向守约方支付合同金额10%的违约金，并赔偿由此造成的直接损失。',
    fileName: null,
  };
}

/**
 * The demo's contract approval: deploys 合同审批 and drives four contracts through it with the
 * real engine, so the portal starts with real to-dos, messages and history — one waiting at
 * 李四, one past the general manager's countersign (waiting at 法务 and 财务), one approved,
 * one terminated. It runs when the process has never been deployed and the demo people
 * exist; afterwards (and on every later start) it does nothing, whatever users did since.
 */
export class WorkflowDemoSeed {
  constructor(private readonly port: WorkflowDemoPort) {}

  async run(): Promise<WorkflowDemoOutcome> {
    const accounts = await Promise.all(PEOPLE.map((username) => this.port.users.accountByUsername(username)));
    const ids = new Map(accounts.flatMap((account) => (account ? [[account.username, account.userId] as const] : [])));
    if (PEOPLE.some((username) => !ids.has(username))) return { deployed: false, instances: 0 };
    const runtime = this.port.runtime;
    // Each company has its own 合同审批, naming its own people; 融合教育集团's starts with no contracts.
    await this.#deploy(COMPANY_EDU, agreementProcessXml(EDU_AGREEMENT_PEOPLE), ids.get('chenjing')!);
    if (!(await this.#deploy(COMPANY_TECH, agreementProcessXml(), ids.get('admin')!))) return { deployed: false, instances: 0 };

    const actor = (person: Person): WorkflowActor => ({ userId: ids.get(person)!, companyId: COMPANY_TECH });
    const start = (person: Person, form: AgreementForm) => this.port.startAgreement(form, AGREEMENT_PROCESS_KEY, actor(person));
    const agree = async (procInstId: string, person: Person, comment: string) => {
      const task = await runtime.openTaskOf(procInstId, actor(person));
      if (!task) throw new Error(`demo: ${person} has no task in ${procInstId}`);
      await runtime.complete({ taskId: task.taskId, procInstId, actor: actor(person), comment });
    };

    // Waiting at 李四 (部门经理审批).
    await start('zhangsan', contract('融合门户二期技术服务合同', '1', 80000, '星河信息技术有限公司', '陈晨', '13912345678'));

    // Past the countersign: the money (自动) sends it to the general manager, 钱一's signature is enough (50 %).
    const purchase = await start('zhangsan', contract('数据中心服务器采购合同', '2', 560000, '华东计算设备有限公司', '周敏', '13698765432'));
    await agree(purchase.procInstId, 'lisi', '金额较大，请总经理会签');
    await agree(purchase.procInstId, 'qianyi', '同意采购');

    // Approved all the way.
    const software = await start('wujiu', contract('办公软件年度服务合同', '1', 36000, '云启软件有限公司', '刘畅', '13512340000'));
    await agree(software.procInstId, 'lisi', '同意');
    await agree(software.procInstId, 'zhaoliu', '条款合规');
    await agree(software.procInstId, 'wangwu', '预算内，同意');

    // Terminated by 李四.
    const rental = await start('zhengshi', contract('测试设备租赁合同', '3', 12000, '恒通设备租赁有限公司', '孙磊', '13711112222'));
    const task = await runtime.openTaskOf(rental.procInstId, actor('lisi'));
    if (!task) throw new Error(`demo: lisi has no task in ${rental.procInstId}`);
    await runtime.terminate({ taskId: task.taskId, procInstId: rental.procInstId, actor: actor('lisi'), comment: '测试设备改为内部调配，终止租赁申请' });

    return { deployed: true, instances: 4 };
  }

  /** Deploys a company's 合同审批 unless it has one; false when it had (or another server just deployed it). */
  async #deploy(companyId: number, bpmnXml: string, userId: number): Promise<boolean> {
    const runtime = this.port.runtime;
    if ((await runtime.deployedVersion(AGREEMENT_PROCESS_KEY, companyId)) !== null) return false;
    try {
      const deployed = await runtime.deploy({ procDefKey: AGREEMENT_PROCESS_KEY, processName: AGREEMENT_PROCESS_NAME, bpmnXml, userId, companyId });
      if (!deployed.success) throw new Error(`demo process ${AGREEMENT_PROCESS_KEY} does not deploy in company ${companyId}`);
      return true;
    } catch (error) {
      // Another server sharing the database deployed it first (unique tenant, key and version): its demo, not ours.
      if ((await runtime.deployedVersion(AGREEMENT_PROCESS_KEY, companyId)) !== null) return false;
      throw error;
    }
  }
}
