import { SampleDiagrams } from '../../../cli/testing/SampleDiagrams.ts';
import type { TestServer } from '../TestServer.ts';
import { contract, reimbursement, REIMBURSEMENT, WorkflowDriver } from '../workflow/WorkflowDriver.ts';
import { leaveDefinition, leaveProcessXml, leaveRequest } from '../forms/DesignedFormDriver.ts';

/**
 * Who asks. `owner` is the caller the request is built for (the resource's owner or
 * participant, or an administrator for admin operations); the others must be told apart from
 * the owner by the server:
 * - noToken, garbageToken, loggedOutToken: no session at all, a token the server never issued,
 *   a token whose session was logged out (the owner's, logged in and out just for this).
 * - otherUser: 王五, a member of the owner's company (融合科技) who owns nothing the request names
 *   and takes part in no contract of 张三's.
 * - foreignCompany: the owner's own token with a `companyId` header naming 融合教育集团, of
 *   which the owner is no member.
 * - otherCompanyUser: 陈静, a user (and the company administrator) of 融合教育集团 only.
 * - nonAdmin: 张三, who holds no administrator role and administers no company.
 */
export const IDENTITIES = ['owner', 'noToken', 'garbageToken', 'loggedOutToken', 'otherUser', 'foreignCompany', 'otherCompanyUser', 'nonAdmin'] as const;
export type Identity = (typeof IDENTITIES)[number];

export type Username = 'admin' | 'zhangsan' | 'lisi' | 'wangwu' | 'zhaoliu' | 'chenjing';

const COMPANY_EDU = '2';
const GARBAGE_TOKEN = 'not-a-token-the-server-ever-issued';

/** One request, as the contract wants it; the identity adds its token and headers. */
export interface AuthorizationRequest {
  /** Path with its parameters filled in, and the query. */
  url: string;
  json?: unknown;
  form?: Record<string, string>;
  /** A one-file multipart upload under the field `file`. */
  upload?: { filename: string; content: string };
}

/** A contract approval 张三 started; its open task (部门审批) is 李四's. */
export interface StartedContract {
  procInstId: string;
  procDefId: string;
  businessKey: string;
  taskId: string;
  taskDefKey: string;
}

/** The seeded server, its people's sessions, and the resources the requests name. */
export class AuthorizationWorld {
  /** A definition only 融合科技 has (deployed by its admin before the run). */
  static readonly TECH_ONLY_KEY = 'authz_tech_only';
  /** 融合科技's 请假审批 on a designed form (deployed on first use). */
  static readonly DESIGNED_KEY = 'authz_leave';

  readonly #tokens = new Map<Username, string>();
  #file: { bucket: string; fileName: string } | null = null;

  private constructor(readonly wf: WorkflowDriver) {}

  static async start(): Promise<AuthorizationWorld> {
    const world = new AuthorizationWorld(await WorkflowDriver.start());
    const deployed = await world.wf.post('admin', '/workflow/processDef/deploy', world.definitionBody(AuthorizationWorld.TECH_ONLY_KEY));
    if (deployed.status !== 200) throw new Error(`the 融合科技-only definition did not deploy: ${deployed.raw}`);
    const drafted = await world.wf.post('admin', '/workflow/processDef/draft', world.definitionBody(AuthorizationWorld.TECH_ONLY_KEY));
    if (drafted.status !== 200) throw new Error(`the 融合科技-only draft was not saved: ${drafted.raw}`);
    return world;
  }

  get techOnlyKey(): string {
    return AuthorizationWorld.TECH_ONLY_KEY;
  }

  get api(): TestServer {
    return this.wf.api;
  }

  definitionBody(key: string): { processDefinitionKey: string; processName: string; bpmnData: string } {
    return { processDefinitionKey: key, processName: '授权测试流程', bpmnData: SampleDiagrams.valid(key, '授权测试流程') };
  }

  /** A fresh contract of 张三's, for operations that use up the task they act on. */
  async contract(): Promise<StartedContract> {
    const { procInstId, businessKey } = (await this.wf.started('zhangsan', contract())) as { procInstId: string; businessKey: string };
    const task = await this.wf.taskOf('lisi', procInstId);
    return { procInstId, businessKey: String(businessKey), procDefId: task.procDefId, taskId: task.taskId, taskDefKey: task.taskDefKey };
  }

  /** A fresh reimbursement of 张三's; its open task (部门经理审批) is 李四's. */
  async reimbursement(): Promise<StartedContract> {
    const answer = await this.wf.post<{ procInstId: string; businessKey: string }>('zhangsan', '/demoself/reimbursementForm/operate/startProcessInst', {
      startProcessDTO: { procDefKey: REIMBURSEMENT },
      reimbursementFormDTO: reimbursement(),
    });
    if (answer.status !== 200) throw new Error(`the reimbursement did not start: ${answer.raw}`);
    const { procInstId, businessKey } = answer.body.data;
    const task = await this.wf.taskOf('lisi', procInstId);
    return { procInstId, businessKey, procDefId: task.procDefId, taskId: task.taskId, taskDefKey: task.taskDefKey };
  }

  /** A fresh contract of 张三's past 部门经理审批: its 法务审核 (which enables 抄送) is 赵六's. */
  async review(): Promise<StartedContract> {
    const { procInstId, businessKey } = (await this.wf.started('zhangsan', contract({ agreementMoney: 50000 }))) as { procInstId: string; businessKey: string };
    const agreed = await this.wf.agree('lisi', procInstId);
    if (agreed.status !== 200) throw new Error(`李四 could not agree: ${agreed.raw}`);
    const task = await this.wf.taskOf('zhaoliu', procInstId);
    return { procInstId, businessKey: String(businessKey), procDefId: task.procDefId, taskId: task.taskId, taskDefKey: task.taskDefKey };
  }

  #designedForms = 0;
  #leaveFlow: Promise<number> | null = null;

  /** A fresh designed form of 融合科技 (admin's), never deployed: free to change or delete. */
  async designedForm(): Promise<{ id: number; formKey: string }> {
    const formKey = `authz_form_${++this.#designedForms}`;
    const answer = await this.wf.post<{ id: number }>('admin', '/form/design', { formKey, formName: '授权测试表单', definition: leaveDefinition() });
    if (answer.status !== 200) throw new Error(`the designed form was not created: ${answer.raw}`);
    return { id: answer.body.data.id, formKey };
  }

  /** A fresh 请假申请 of 张三's on 融合科技's designed-form process; its open task (部门经理审批) is 李四's. */
  async designedInstance(): Promise<StartedContract> {
    this.#leaveFlow ??= (async () => {
      const { id, formKey } = await this.designedForm();
      const deployed = await this.wf.post<{ success: boolean }>('admin', '/workflow/processDef/deploy', {
        processDefinitionKey: AuthorizationWorld.DESIGNED_KEY,
        processName: '请假审批',
        bpmnData: leaveProcessXml(AuthorizationWorld.DESIGNED_KEY, formKey, id),
      });
      if (!deployed.body.data?.success) throw new Error(`the designed-form process did not deploy: ${deployed.raw}`);
      return id;
    })();
    await this.#leaveFlow;
    const answer = await this.wf.post<{ procInstId: string; businessKey: string }>('zhangsan', '/form/designed/operate/startProcessInst', {
      procDefKey: AuthorizationWorld.DESIGNED_KEY,
      values: leaveRequest(5),
    });
    if (answer.status !== 200) throw new Error(`the designed form did not start: ${answer.raw}`);
    const { procInstId, businessKey } = answer.body.data;
    const task = await this.wf.taskOf('lisi', procInstId);
    return { procInstId, businessKey, procDefId: task.procDefId, taskId: task.taskId, taskDefKey: task.taskDefKey };
  }

  /** A file 张三 uploaded in 融合科技. */
  async file(): Promise<{ bucket: string; fileName: string }> {
    if (!this.#file) {
      const upload = { url: '/admin/sys-file/upload?folder=authz', upload: { filename: '合同附件.pdf', content: '%PDF-1.4 附件' } };
      const answer = await this.send(upload, await this.token('zhangsan'));
      if (answer.statusCode !== 200) throw new Error(`the upload failed: ${answer.body}`);
      const data = (JSON.parse(answer.body) as { data: { bucketName: string; fileName: string } }).data;
      this.#file = { bucket: data.bucketName, fileName: data.fileName };
    }
    return this.#file;
  }

  /** A fresh file (or folder) on the user's 网盘 in their company, with a name of its own. */
  async diskItem(user: Username, kind: 'file' | 'folder'): Promise<number> {
    const name = `授权-${++this.#diskItems}${kind === 'file' ? '.txt' : ''}`;
    const request: AuthorizationRequest =
      kind === 'file' ? { url: `/admin/disk/upload?path=${encodeURIComponent(name)}`, upload: { filename: name, content: '网盘内容' } } : { url: '/admin/disk/folder', json: { name } };
    const answer = await this.send(request, await this.token(user));
    if (answer.statusCode !== 200) throw new Error(`the disk ${kind} was not made: ${answer.body}`);
    return (JSON.parse(answer.body) as { data: { id: number } }).data.id;
  }

  #diskItems = 0;

  async token(user: Username): Promise<string> {
    let token = this.#tokens.get(user);
    if (!token) {
      token = (await this.api.login(user)).access_token;
      this.#tokens.set(user, token);
    }
    return token;
  }

  /** A session of its own, for a request that may end it (logout). */
  async freshToken(user: Username): Promise<string> {
    return (await this.api.login(user)).access_token;
  }

  readonly #loggedOut = new Map<Username, string>();

  /** A session of the user's, logged out (once per user: a logged-out token stays logged out). */
  async loggedOutToken(user: Username): Promise<string> {
    const known = this.#loggedOut.get(user);
    if (known) return known;
    const token = await this.freshToken(user);
    // Used once before the logout, as a browser would: a session the server has looked up (and may keep in a cache) must end too.
    await this.api.server.app.inject({ method: 'GET', url: '/admin/user/info', headers: { authorization: `Bearer ${token}` } });
    const answer = await this.api.server.app.inject({ method: 'POST', url: '/auth/token/logout', headers: { authorization: `Bearer ${token}` } });
    if (answer.statusCode !== 200) throw new Error(`logout failed: ${answer.body}`);
    this.#loggedOut.set(user, token);
    return token;
  }

  /** The token and headers an identity sends; `owner` is who the request was built for. */
  async credentials(identity: Identity, owner: Username | null, fresh: boolean): Promise<{ token: string | null; headers: Record<string, string> }> {
    const session = (user: Username) => (fresh ? this.freshToken(user) : this.token(user));
    const ownerOrZhangsan = owner ?? 'zhangsan';
    switch (identity) {
      case 'owner':
        return { token: owner ? await session(owner) : null, headers: {} };
      case 'noToken':
        return { token: null, headers: {} };
      case 'garbageToken':
        return { token: GARBAGE_TOKEN, headers: {} };
      case 'loggedOutToken':
        return { token: await this.loggedOutToken(ownerOrZhangsan), headers: {} };
      case 'otherUser':
        return { token: await session('wangwu'), headers: {} };
      case 'foreignCompany':
        return { token: await session(ownerOrZhangsan), headers: { companyId: COMPANY_EDU } };
      case 'otherCompanyUser':
        return { token: await session('chenjing'), headers: {} };
      case 'nonAdmin':
        return { token: await session('zhangsan'), headers: {} };
    }
  }

  /** Sends around TestServer.request: a refusal's status is what is asserted, not its contract. */
  async send(request: AuthorizationRequest, token: string | null, headers: Record<string, string> = {}, method = 'POST') {
    const all: Record<string, string> = { ...headers };
    if (token) all.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (request.upload) {
      const boundary = '----ronghe-authz';
      all['content-type'] = `multipart/form-data; boundary=${boundary}`;
      payload =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${request.upload.filename}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${request.upload.content}\r\n--${boundary}--\r\n`;
    } else if (request.form) {
      all['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(request.form).toString();
    } else if (request.json !== undefined) {
      all['content-type'] = 'application/json';
      payload = JSON.stringify(request.json);
    }
    return this.api.server.app.inject({ method: method as 'GET', url: request.url, headers: all, payload });
  }

  close(): Promise<void> {
    return this.wf.close();
  }
}
