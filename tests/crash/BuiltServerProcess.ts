import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOGIN_AES_KEY } from '../../server/app/ServerConfig.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/OrgDemoRows.ts';
import { LoginPasswordCipher } from '../../server/security/LoginPasswordCipher.ts';
import { freePort } from '../setup/PostgresServer.ts';

/** The login page's encryption of the demo password (spec 000), with the server's default key. */
const demoPassword = new LoginPasswordCipher(DEFAULT_LOGIN_AES_KEY).encrypt(DEMO_PASSWORD);

/** An answer of the API: the envelope's code (0 is success) and data. */
export interface Envelope<T> {
  status: number;
  code: number;
  data: T;
  msg: string;
}

function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * The built server (dist/node) of a checkout as a child process that can be killed with
 * SIGKILL mid-write and started again on the same data, as an operator's crash would.
 */
export class BuiltServerProcess {
  private constructor(
    readonly base: string,
    private readonly child: ChildProcess,
    private readonly exited: Promise<void>,
  ) {}

  /** Compiles the server when dist/node is missing or older than its sources. */
  static ensureBuilt(repo: string): void {
    const entry = join(repo, 'dist', 'node', 'server', 'main.js');
    const sources = Math.max(...['server', 'contracts', 'core'].map((folder) => newestSource(join(repo, folder))));
    if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return;
    spawnSync('npx', ['tsc', '-p', 'tsconfig.node.json'], { cwd: repo, stdio: 'inherit' });
    if (!existsSync(entry)) throw new Error(`the server did not compile: ${entry} is missing`);
  }

  /** Starts the server on a free port; resolves once it answers (its start-up repairs have run). */
  static async start(repo: string, env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<BuiltServerProcess> {
    const port = await freePort();
    const child = spawn(process.execPath, [join(repo, 'dist', 'node', 'server', 'main.js')], {
      cwd: repo,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', WEB_DIR: join(env.DATA_DIR, 'no-web'), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: string) => void (output = (output + chunk).slice(-4000));
    child.stdout!.setEncoding('utf8').on('data', keep);
    child.stderr!.setEncoding('utf8').on('data', keep);
    let exitCode: number | null | undefined;
    const exited = new Promise<void>((resolve) => child.once('exit', (code) => ((exitCode = code), resolve())));
    const server = new BuiltServerProcess(`http://127.0.0.1:${port}`, child, exited);
    for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
      if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before listening:\n${output}`);
      try {
        const answer = await fetch(`${server.base}/admin/enterpriseSetting/select`);
        if (answer.ok) return server;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    child.kill('SIGKILL');
    throw new Error(`the server did not answer within 120 s:\n${output}`);
  }

  /** kill -9: no shutdown hook runs, whatever was in flight is cut off. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    this.child.kill('SIGTERM');
    await this.exited;
  }

  async call<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown, form?: Record<string, string>): Promise<Envelope<T>> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    } else if (form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(form).toString();
    }
    const answer = await fetch(`${this.base}${path}`, { method, headers, body: payload });
    const text = await answer.text();
    let parsed: { code?: number; data?: T; msg?: string };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      parsed = { code: answer.status, msg: text };
    }
    return { status: answer.status, code: answer.status === 200 ? (parsed.code ?? -1) : answer.status, data: parsed.data as T, msg: parsed.msg ?? '' };
  }

  /** A demo user's access token, through the password grant with the login page's AES rule. */
  async login(username: string): Promise<string> {
    const grant = await this.call<{ access_token: string }>('POST', '/auth/oauth/token?grant_type=password&scope=server', null, undefined, { username, password: demoPassword });
    if (grant.code !== 0) throw new Error(`login of ${username} failed: ${grant.status} ${grant.msg}`);
    return grant.data.access_token;
  }
}
