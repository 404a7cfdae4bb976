import { contract } from '../integration/workflow/WorkflowDriver.ts';
import type { Envelope } from './ApiRequest.ts';
import type { BuiltServerProcess } from './BuiltServerProcess.ts';

/** What the server acknowledged (answered with code 0): it must survive any crash after the answer. */
export type Acknowledged =
  | { kind: 'start'; procInstId: string; agreementId: number }
  | { kind: 'complete' | 'reject'; taskId: string; procInstId: string }
  /** The initiator resubmitted with a renamed contract: the new name went with the completion. */
  | { kind: 'edit'; agreementId: number; name: string; taskId: string };

/** Every contract name a client sent in an edit, acknowledged or not, in the order sent. */
export type SentNames = Map<number, string[]>;

const USERS = ['zhangsan', 'lisi', 'zhaoliu', 'wangwu'] as const;
type User = (typeof USERS)[number];

interface ProcessInfo {
  taskId?: string | null;
  taskDefKey?: string | null;
  taskState?: string | null;
}

/**
 * Clients looping through the demo's 合同审批 as its people: 张三 starts a contract, 李四
 * agrees or (one time in four) sends it back to 张三, who resubmits it renamed; then 赵六
 * (法务) and 王五 (财务) agree. Runs until the server stops answering; a refusal ends only the
 * contract it concerned.
 */
export class ApprovalLoad {
  readonly acknowledged: Acknowledged[] = [];
  #warm!: () => void;
  /** Settles at the first acknowledgement: the server is past its cold start and under load. */
  readonly warm = new Promise<void>((resolve) => (this.#warm = resolve));
  readonly sentNames: SentNames = new Map();
  #tokens = new Map<User, string>();
  #stopped = false;
  #serial = 0;

  constructor(
    private readonly server: BuiltServerProcess,
    private readonly round: number,
  ) {}

  async login(): Promise<void> {
    for (const user of USERS) this.#tokens.set(user, await this.server.login(user));
  }

  /** Lets each client finish the contract step it is in and stop: `run` then resolves with the server still up. */
  stop(): void {
    this.#stopped = true;
  }

  /** Runs `clients` clients until the server dies (every request then fails) or `stop` is called. */
  async run(clients: number): Promise<void> {
    await Promise.all(Array.from({ length: clients }, (_, i) => this.#client(i)));
  }

  async #client(index: number): Promise<void> {
    while (!this.#stopped) {
      try {
        await this.#contract(`崩溃测试合同 ${this.round}-${index}-${this.#serial++}`);
      } catch {
        // The connection broke: the server is gone.
        this.#stopped = true;
      }
    }
  }

  #acknowledge(action: Acknowledged): void {
    this.acknowledged.push(action);
    this.#warm();
  }

  async #call<T>(user: User, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
    return this.server.call<T>(method, path, this.#tokens.get(user)!, body);
  }

  async #contract(name: string): Promise<void> {
    const started = await this.#call<{ procInstId: string; agreementId: number }>('zhangsan', 'POST', '/demoself/agreementForm/operate/startProcessInst', {
      startProcessDTO: { procDefKey: 'agreement' },
      agreementFormDTO: contract({ agreementName: name }),
    });
    if (started.code !== 0) return;
    const { procInstId, agreementId } = started.data;
    this.#acknowledge({ kind: 'start', procInstId, agreementId });
    let current = name;
    if (Math.random() < 0.25) {
      const task = await this.#task('lisi', procInstId);
      if (!task) return;
      const targets = await this.#call<Array<{ taskDefKey: string }>>('lisi', 'GET', `/workflow/runtime/query/listJumpTarget?procInstId=${procInstId}&taskDefKey=${task.taskDefKey}`);
      if (targets.code !== 0 || targets.data.length === 0) return;
      const rejected = await this.#call<boolean>('lisi', 'POST', '/workflow/runtime/operate/reject', {
        taskId: task.taskId,
        procInstId,
        target: targets.data[0]!.taskDefKey,
        reSubmitType: 1,
        comment: '请补充',
      });
      if (rejected.code !== 0) return;
      this.#acknowledge({ kind: 'reject', taskId: task.taskId, procInstId });
      const renamed = `${name}（修订）`;
      const resubmit = await this.#task('zhangsan', procInstId);
      if (!resubmit) return;
      this.sentNames.set(agreementId, [...(this.sentNames.get(agreementId) ?? []), renamed]);
      if (!(await this.#agree('zhangsan', procInstId, resubmit, renamed))) return;
      this.#acknowledge({ kind: 'edit', agreementId, name: renamed, taskId: resubmit.taskId });
      current = renamed;
    }
    for (const user of ['lisi', 'zhaoliu', 'wangwu'] as const) {
      const task = await this.#task(user, procInstId);
      if (!task || !(await this.#agree(user, procInstId, task, current))) return;
    }
  }

  async #task(user: User, procInstId: string): Promise<{ taskId: string; taskDefKey: string } | undefined> {
    const info = await this.#call<ProcessInfo>(user, 'GET', `/workflow/runtime/query/getMessageProcessInfo?procInstId=${procInstId}`);
    if (info.code !== 0 || !info.data.taskId || info.data.taskState !== 'running') return undefined;
    return { taskId: info.data.taskId, taskDefKey: info.data.taskDefKey ?? '' };
  }

  async #agree(user: User, procInstId: string, task: { taskId: string; taskDefKey: string }, name: string): Promise<boolean> {
    const answer = await this.#call<boolean>(user, 'POST', '/demoself/agreementForm/operate/completeTask', {
      taskOperationDTO: { taskId: task.taskId, procInstId, taskDefKey: task.taskDefKey, comment: '同意' },
      agreementFormDTO: contract({ agreementName: name }),
    });
    if (answer.code !== 0) return false;
    this.#acknowledge({ kind: 'complete', taskId: task.taskId, procInstId });
    return true;
  }
}
