import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type RongheServer } from '../../server/app/Server.ts';
import { loadServerConfig } from '../../server/app/ServerConfig.ts';
import { CompiledCli, type CliRun, type CliRunOptions } from '../testing/CompiledCli.ts';
import { InProcessCli } from '../testing/InProcessCli.ts';
import { SampleDiagrams } from '../testing/SampleDiagrams.ts';

const PASSWORD = 'Ronghe@2026';

/** A TCP listener that only counts connections: where a dry run must send nothing. */
class ConnectionCounter {
  connections = 0;
  private readonly server: Server = createServer((socket) => {
    this.connections++;
    socket.destroy();
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('ronghe deploy, draft, export and profile against a real server (the real program in process; one compiled child process per command)', () => {
  let server: RongheServer;
  let url: string;
  let work: string;
  let configDir: string;
  let adminToken: string;

  /** The CLI with its own empty profile folder, so the tester's profiles never interfere. */
  const options = (env: Record<string, string | undefined>): CliRunOptions => ({
    cwd: work,
    env: { RONGHE_CONFIG_DIR: configDir, RONGHE_SERVER: undefined, RONGHE_TOKEN: undefined, RONGHE_USERNAME: undefined, RONGHE_PASSWORD: undefined, RONGHE_PROFILE: undefined, ...env },
  });
  /** The real program in process; `compiled` runs the program users run, as a child process (one smoke case per command). */
  const ronghe = (args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> => InProcessCli.run(args, options(env));
  const compiled = (args: string[], env: Record<string, string | undefined> = {}): Promise<CliRun> => CompiledCli.run(args, options(env));
  const asAdmin = ['--server', '', '--username', 'admin', '--password', PASSWORD];
  const admin = () => asAdmin.map((arg) => (arg === '' ? url : arg));

  beforeAll(async () => {
    await CompiledCli.ensureBuilt();
    work = mkdtempSync(join(tmpdir(), 'ronghe-deploy-'));
    configDir = join(work, 'config');
    const config = loadServerConfig({ DATA_DIR: join(work, 'data'), WEB_DIR: join(work, 'no-web'), PORT: '0', HOST: '127.0.0.1' });
    server = await buildServer(config);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    writeFileSync(join(work, 'leave.bpmn'), SampleDiagrams.valid('cli_leave', '请假审批'));
    writeFileSync(join(work, 'broken.bpmn'), SampleDiagrams.withDeployErrors('cli_broken'));
    adminToken = await fetchToken('admin');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  async function fetchToken(username: string): Promise<string> {
    const { LoginPasswordCipher } = await import('../../server/security/LoginPasswordCipher.ts');
    const body = new URLSearchParams({ username, password: new LoginPasswordCipher('ronghe-login-key').encrypt(PASSWORD) });
    const answer = await fetch(`${url}/auth/oauth/token?grant_type=password&scope=server`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
  }

  describe('deploy', () => {
    it('logs in with the password grant, deploys, and export gives the same XML back', async () => {
      const run = await compiled(['deploy', 'leave.bpmn', ...admin()]);
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/✔ 发布成功：请假审批（cli_leave）/);
      const exported = await compiled(['export', 'cli_leave', '--token', adminToken, '--server', url]);
      expect(exported.status).toBe(0);
      expect(exported.stdout.trim()).toBe(readFileSync(join(work, 'leave.bpmn'), 'utf8').trim());
    });

    it('takes the token from RONGHE_TOKEN and the server from RONGHE_SERVER, and reports as JSON', async () => {
      const run = await ronghe(['deploy', 'leave.bpmn', '--json'], { RONGHE_TOKEN: adminToken, RONGHE_SERVER: url });
      expect(run.status).toBe(0);
      const report = JSON.parse(run.stdout) as { exitCode: number; server: string; results: Array<{ outcome: string; processDefinitionKey: string; procDefId: string }> };
      expect(report).toMatchObject({ exitCode: 0, server: url, results: [{ outcome: 'deployed', processDefinitionKey: 'cli_leave' }] });
      expect(report.results[0].procDefId).toBeTruthy();
    });

    it('refuses with exit 1 when the local lint finds errors, and sends nothing', async () => {
      const run = await ronghe(['deploy', 'broken.bpmn', ...admin()]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('办理人设置不能为空');
      expect(run.stderr).toContain('--force');
      expect((await ronghe(['export', 'cli_broken', ...admin()])).status).toBe(7);
    });

    it('with --force lets the server decide: exit 3 and the illegal nodes with their dictionary labels', async () => {
      const run = await ronghe(['deploy', 'broken.bpmn', '--force', ...admin()]);
      expect(run.status).toBe(3);
      expect(run.stderr).toContain('✖ 服务器拒绝发布：请假审批（cli_broken）');
      expect(run.stderr).toMatch(/apply +办理人设置不能为空（CANDIDATE_REQUIRED）/);
      expect(run.stderr).toMatch(/end +节点名称不能为空（NODE_NAME_REQUIRED）/);
      const json = await ronghe(['deploy', 'broken.bpmn', '--force', '--json', ...admin()]);
      const report = JSON.parse(json.stdout) as { exitCode: number; results: Array<{ outcome: string; illegalNodeList: Array<{ nodeId: string; errCode: string; label: string }> }> };
      expect(report.exitCode).toBe(3);
      expect(report.results[0].outcome).toBe('refused');
      expect(report.results[0].illegalNodeList).toContainEqual({ nodeId: 'apply', errCode: 'CANDIDATE_REQUIRED', label: '办理人设置不能为空' });
    });

    it('exits 5 with the server message when the server refuses the process as a whole', async () => {
      writeFileSync(join(work, 'unbound.bpmn'), SampleDiagrams.approval('cli_unbound').toXml().replace(/<bpmn:extensionElements><rh:formKeys>.*?<\/rh:formKeys><\/bpmn:extensionElements>/, ''));
      const run = await ronghe(['deploy', 'unbound.bpmn', '--force', ...admin()]);
      expect(run.status).toBe(5);
      expect(run.stderr).toContain('请在流程属性上至少绑定一个表单');
    });

    it('exits 4 for a wrong password and for no credentials at all', async () => {
      const wrong = await ronghe(['deploy', 'leave.bpmn', '--server', url, '--username', 'admin', '--password', 'nope']);
      expect(wrong.status).toBe(4);
      expect(wrong.stderr).toContain('认证未通过');
      const none = await ronghe(['deploy', 'leave.bpmn', '--server', url]);
      expect(none.status).toBe(4);
      expect(none.stderr).toContain('ronghe profile add');
    });

    it('exits 5 when the account may not deploy', async () => {
      const run = await ronghe(['deploy', 'leave.bpmn', '--server', url, '--username', 'zhangsan', '--password', PASSWORD]);
      expect(run.status).toBe(5);
      expect(run.stderr).toContain('需要管理员账号');
    });

    it('exits 6 naming the server when nothing listens there', async () => {
      const counter = new ConnectionCounter();
      const closed = await counter.start();
      await counter.close();
      const run = await ronghe(['deploy', 'leave.bpmn', '--server', closed, '--token', 'x']);
      expect(run.status).toBe(6);
      expect(run.stderr).toContain(`无法连接 ${closed}`);
    });

    it('--dry-run prints the exact requests, with secrets hidden, and opens no connection', async () => {
      const counter = new ConnectionCounter();
      const target = await counter.start();
      try {
        const run = await ronghe(['deploy', 'leave.bpmn', '--server', target, '--username', 'admin', '--password', PASSWORD, '--dry-run']);
        expect(run.status).toBe(0);
        const requests = JSON.parse(run.stdout) as Array<{ method: string; url: string; headers: Record<string, string>; body: Record<string, string> }>;
        expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
          `POST ${target}/auth/oauth/token?grant_type=password&scope=server`,
          `POST ${target}/workflow/processDef/deploy`,
        ]);
        expect(requests[0].body).toEqual({ username: 'admin', password: '<已隐藏>' });
        expect(run.stdout).not.toContain(PASSWORD);
        expect(requests[1].headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer <登录响应中的 access_token>' });
        expect(requests[1].body).toEqual({ processDefinitionKey: 'cli_leave', processName: '请假审批', bpmnData: readFileSync(join(work, 'leave.bpmn'), 'utf8') });
        expect(counter.connections).toBe(0);
      } finally {
        await counter.close();
      }
    });

    it('exits 2 for a missing file and for --key with several files', async () => {
      expect((await ronghe(['deploy', 'nope.bpmn', ...admin()])).status).toBe(2);
      const several = await ronghe(['deploy', 'leave.bpmn', 'broken.bpmn', '--key', 'x', ...admin()]);
      expect(several.status).toBe(2);
      expect(several.stderr).toContain('--key 和 --name 只能用于一个文件');
    });
  });

  describe('draft and export', () => {
    it('pushes a draft unchecked and pulls the same XML back, to a file or stdout', async () => {
      const push = await compiled(['draft', 'push', 'broken.bpmn', '--key', 'cli_draft', '--name', '草稿', ...admin()]);
      expect(push.status).toBe(0);
      expect(push.stdout).toContain('✔ 暂存成功：草稿（cli_draft）');
      const pulled = await ronghe(['draft', 'pull', 'cli_draft', '-o', 'pulled.bpmn', ...admin()]);
      expect(pulled.status).toBe(0);
      expect(readFileSync(join(work, 'pulled.bpmn'), 'utf8')).toBe(readFileSync(join(work, 'broken.bpmn'), 'utf8'));
      const json = await ronghe(['draft', 'pull', 'cli_draft', '--json', ...admin()]);
      expect(JSON.parse(json.stdout)).toMatchObject({ processDefinitionKey: 'cli_draft', processName: '草稿', version: null });
    });

    it('exits 7 for a draft or a definition that does not exist', async () => {
      const draft = await ronghe(['draft', 'pull', 'cli_never', ...admin()]);
      expect(draft.status).toBe(7);
      expect(draft.stderr).toContain('cli_never');
      expect((await ronghe(['export', 'cli_never', ...admin()])).status).toBe(7);
    });

    it('exports the version asked for, an older one too, and exits 7 for a version never deployed', async () => {
      const latest = JSON.parse((await ronghe(['export', 'cli_leave', '--json', ...admin()])).stdout) as { version: number };
      expect(latest.version).toBeGreaterThanOrEqual(2);
      expect((await ronghe(['export', 'cli_leave', '--version', String(latest.version), '-o', 'v.bpmn', ...admin()])).status).toBe(0);
      expect(readFileSync(join(work, 'v.bpmn'), 'utf8').trim()).toBe(readFileSync(join(work, 'leave.bpmn'), 'utf8').trim());
      const older = await ronghe(['export', 'cli_leave', '--version', '1', '--json', ...admin()]);
      expect(older.status).toBe(0);
      expect(JSON.parse(older.stdout)).toMatchObject({ processDefinitionKey: 'cli_leave', version: 1 });
      const never = await ronghe(['export', 'cli_leave', '--version', String(latest.version + 1), ...admin()]);
      expect(never.status).toBe(7);
      expect(never.stderr).toContain(`第 ${latest.version + 1} 版`);
    });
  });

  describe('profiles', () => {
    it('stores profiles readable by the user only, lists them without secrets, and deploys with one', async () => {
      const add = await compiled(['profile', 'add', 'local', '--server', url, '--username', 'admin', '--password', PASSWORD]);
      expect(add.status).toBe(0);
      const file = join(configDir, 'profiles.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(configDir).mode & 0o777).toBe(0o700);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ current: 'local', profiles: { local: { server: url, username: 'admin' } } });

      expect((await ronghe(['profile', 'add', 'other', '--server', 'http://127.0.0.1:9', '--token', 'secret-token'])).status).toBe(0);
      // Every save writes a fresh file, 0600 again.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const list = await ronghe(['profile', 'list']);
      expect(list.stdout).toMatch(/^\* local +http:\/\/127\.0\.0\.1:\d+ +用户 admin$/m);
      expect(list.stdout).toMatch(/^ {2}other +http:\/\/127\.0\.0\.1:9 +令牌$/m);
      expect(list.stdout).not.toContain(PASSWORD);
      expect(list.stdout).not.toContain('secret-token');

      const deploy = await ronghe(['deploy', 'leave.bpmn']);
      expect(deploy.status).toBe(0);
      expect((await ronghe(['deploy', 'leave.bpmn', '--profile', 'other', '--timeout', '2000'])).status).toBe(6);
      expect((await ronghe(['profile', 'use', 'other'])).status).toBe(0);
      expect((await ronghe(['deploy', 'leave.bpmn', '--profile', 'local'])).status).toBe(0);
      expect((await ronghe(['profile', 'remove', 'other'])).status).toBe(0);
      const gone = await ronghe(['deploy', 'leave.bpmn', '--profile', 'other']);
      expect(gone.status).toBe(2);
      expect(gone.stderr).toContain('没有名为 other 的档案');
    });

    it('refuses a profile without a server or with a bad name', async () => {
      expect((await ronghe(['profile', 'add', 'x', '--token', 't'])).status).toBe(2);
      expect((await ronghe(['profile', 'add', '../evil', '--server', url, '--token', 't'])).status).toBe(2);
      expect((await ronghe(['profile', 'use', 'missing'])).status).toBe(2);
    });
  });
});
