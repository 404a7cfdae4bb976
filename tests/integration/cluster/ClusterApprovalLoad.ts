import { apiRequest } from '../../crash/ApiRequest.ts';
import type { Acknowledged } from '../../crash/ApprovalLoad.ts';
import { encryptPassword } from '../TestServer.ts';
import { contract } from '../workflow/WorkflowDriver.ts';

const DEMO_PASSWORD = 'Ronghe@2026';
/** A request that has not answered in this long counts as failed (the instance it went to may be gone). */
const REQUEST_TIMEOUT_MS = 20_000;

type User = 'zhangsan' | 'lisi' | 'zhaoliu' | 'wangwu';
const APPROVERS = ['lisi', 'zhaoliu', 'wangwu'] as const;

export interface Reply<T> {
  /** The HTTP status; 0 when the request never got an answer (connection cut, timeout). */
  status: number;
  code: number;
  data: T;
  msg: string;
  /** The instance HAProxy sent the request to (X-Ronghe-Instance). */
  instance: string | null;
}

/** The answer of a request that went wrong on the way (no answer, or HAProxy's 502/503/504), not a refusal of the server's. */
const lostOnTheWay = (reply: Reply<unknown>) => reply.status === 0 || reply.status >= 502;

/**
 * Clients approving the demo's 合同审批 through the load balancer: 张三 starts a contract, 李四,
 * 赵六 and 王五 agree. Every answer with code 0 is recorded as acknowledged. A request lost on
 * the way (its instance died under it) is never sent again blindly: the client reads the
 * contract's state again (reads are retried until answered) and agrees again only if the task
 * is still open, so a retry can neither double an action nor skip one.
 */
export class ClusterApprovalLoad {
  readonly acknowledged: Acknowledged[] = [];
  /** Requests lost on the way (connection cut, 502/503/504), each followed by a retry or a fresh read. */
  lost = 0;
  /** Answers of the server other than success (4xx): none is expected. */
  readonly refusals: string[] = [];
  /** Requests served, by instance. */
  readonly servedBy = new Map<string, number>();
  /** Contracts each client took from start to the last agreement, with the moment (acknowledged count) each was started. */
  readonly finished: Array<Array<{ startedAt: number }>> = [];
  readonly #tokens = new Map<User, string>();
  #stopped = false;
  #serial = 0;
  #waiters: Array<() => void> = [];

  constructor(private readonly base: string) {}

  async login(): Promise<void> {
    for (const user of ['zhangsan', ...APPROVERS] as const) {
      const grant = await this.call<{ access_token: string }>(null, 'POST', '/auth/oauth/token?grant_type=password&scope=server', undefined, {
        username: user,
        password: encryptPassword(DEMO_PASSWORD),
      });
      if (grant.code !== 0) throw new Error(`login of ${user} failed: ${grant.status} ${grant.msg}`);
      this.#tokens.set(user, grant.data.access_token);
    }
  }

  token(user: User): string {
    return this.#tokens.get(user)!;
  }

  /** Runs `clients` clients until stop(). */
  run(clients: number): Promise<void> {
    return Promise.all(
      Array.from({ length: clients }, (_, index) => {
        this.finished[index] = [];
        return this.#client(index);
      }),
    ).then(() => undefined);
  }

  stop(): void {
    this.#stopped = true;
  }

  /** Resolves once `condition` holds, checked after every acknowledgement. */
  until(condition: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => (condition() ? resolve() : this.#waiters.push(check));
      check();
    });
  }

  async call<T>(token: string | null, method: 'GET' | 'POST', path: string, body?: unknown, form?: Record<string, string>): Promise<Reply<T>> {
    try {
      const { headers, ...envelope } = await apiRequest<T>(this.base, method, path, { token, body, form, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const instance = headers.get('x-ronghe-instance');
      if (instance) this.servedBy.set(instance, (this.servedBy.get(instance) ?? 0) + 1);
      return { ...envelope, instance };
    } catch (error) {
      return { status: 0, code: -1, data: undefined as T, msg: (error as Error).message, instance: null };
    }
  }

  #refused(what: string): false {
    this.refusals.push(what);
    return false;
  }

  #acknowledge(action: Acknowledged): void {
    this.acknowledged.push(action);
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter();
  }

  /** A read, sent again until it is answered: reading twice changes nothing. */
  async #read<T>(user: User, path: string): Promise<Reply<T>> {
    for (;;) {
      const reply = await this.call<T>(this.token(user), 'GET', path);
      if (!lostOnTheWay(reply)) return reply;
      this.lost++;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async #client(index: number): Promise<void> {
    while (!this.#stopped) {
      const startedAt = this.acknowledged.length;
      if (await this.#contract(`集群测试合同 ${index}-${this.#serial++}`)) this.finished[index]!.push({ startedAt });
    }
  }

  /** One contract from start to the last agreement; false when it could not be taken to the end. */
  async #contract(name: string): Promise<boolean> {
    const started = await this.call<{ procInstId: string; agreementId: number }>(this.token('zhangsan'), 'POST', '/demoself/agreementForm/operate/startProcessInst', {
      startProcessDTO: { procDefKey: 'agreement' },
      agreementFormDTO: contract({ agreementName: name }),
    });
    // A start lost on the way may or may not have happened: not acknowledged, and the client starts another.
    if (lostOnTheWay(started)) {
      this.lost++;
      return false;
    }
    if (started.code !== 0) return this.#refused(`start: ${started.status} ${started.msg}`);
    const { procInstId, agreementId } = started.data;
    this.#acknowledge({ kind: 'start', procInstId, agreementId });
    for (const user of APPROVERS) {
      if (!(await this.#agree(user, procInstId, name))) return false;
    }
    return true;
  }

  /** The approver's agreement, sent again only while the task is still open after a loss. */
  async #agree(user: User, procInstId: string, name: string): Promise<boolean> {
    for (;;) {
      const info = await this.#read<{ taskId?: string | null; taskDefKey?: string | null; taskState?: string | null }>(
        user,
        `/workflow/runtime/query/getMessageProcessInfo?procInstId=${procInstId}`,
      );
      if (info.code !== 0) return this.#refused(`read as ${user}: ${info.status} ${info.msg}`);
      // Not (or no longer) this approver's turn: an agreement lost on the way had been done after all.
      if (!info.data.taskId || info.data.taskState !== 'running') return true;
      const answer = await this.call<boolean>(this.token(user), 'POST', '/demoself/agreementForm/operate/completeTask', {
        taskOperationDTO: { taskId: info.data.taskId, procInstId, taskDefKey: info.data.taskDefKey ?? '', comment: '同意' },
        agreementFormDTO: contract({ agreementName: name }),
      });
      if (lostOnTheWay(answer)) {
        this.lost++;
        continue;
      }
      if (answer.code !== 0) return this.#refused(`agree as ${user}: ${answer.status} ${answer.msg}`);
      this.#acknowledge({ kind: 'complete', taskId: info.data.taskId, procInstId });
      return true;
    }
  }
}
