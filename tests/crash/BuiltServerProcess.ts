import { join } from 'node:path';
import { freePort } from '../../cluster/FreePort.ts';
import { ServerInstance } from '../../cluster/ServerInstance.ts';
import { DEFAULT_LOGIN_AES_KEY } from '../../server/app/ServerConfig.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/OrgDemoRows.ts';
import { LoginPasswordCipher } from '../../server/security/LoginPasswordCipher.ts';
import { apiRequest, type Envelope } from './ApiRequest.ts';

/** The login page's encryption of the demo password (spec 000), with the server's default key. */
const demoPassword = new LoginPasswordCipher(DEFAULT_LOGIN_AES_KEY).encrypt(DEMO_PASSWORD);

/**
 * The built server (dist/node) of a checkout (cluster/ServerInstance on a free port) that can be
 * killed with SIGKILL mid-write and started again on the same data, as an operator's crash would;
 * with the API calls and demo login the crash load makes. tests/setup/ServerBuild.mjs compiles it.
 */
export class BuiltServerProcess {
  private constructor(private readonly instance: ServerInstance) {}

  get base(): string {
    return this.instance.url;
  }

  /** Starts the server on a free port; resolves once its health check answers UP (its start-up repairs have run). */
  static async start(repo: string, env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<BuiltServerProcess> {
    const instance = new ServerInstance({
      name: 'ronghe',
      entry: join(repo, 'dist', 'node', 'server', 'main.js'),
      cwd: repo,
      port: await freePort(),
      env: { DATA_DIR: env.DATA_DIR, ...(env.DATABASE_URL === undefined ? {} : { DATABASE_URL: env.DATABASE_URL }), WEB_DIR: join(env.DATA_DIR, 'no-web'), LOG_LEVEL: 'warn' },
      // Its last lines come with the error when it fails to start; a healthy run prints nothing.
      log: () => undefined,
      // No handler of ours stops it on Ctrl-C: it stays in the test run's group, which the terminal signals.
      ownGroup: false,
    });
    await instance.start();
    return new BuiltServerProcess(instance);
  }

  /** kill -9: no shutdown hook runs, whatever was in flight is cut off. */
  kill(): Promise<void> {
    return this.instance.kill();
  }

  stop(): Promise<void> {
    return this.instance.stop();
  }

  async call<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown, form?: Record<string, string>): Promise<Envelope<T>> {
    const { headers: _headers, ...envelope } = await apiRequest<T>(this.base, method, path, { token, body, form });
    return envelope;
  }

  /** A demo user's access token, through the password grant with the login page's AES rule. */
  async login(username: string): Promise<string> {
    const grant = await this.call<{ access_token: string }>('POST', '/auth/oauth/token?grant_type=password&scope=server', null, undefined, { username, password: demoPassword });
    if (grant.code !== 0) throw new Error(`login of ${username} failed: ${grant.status} ${grant.msg}`);
    return grant.data.access_token;
  }
}
