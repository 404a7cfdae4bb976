import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, type BuildServerOptions, type RongheServer } from '../../server/app/Server.ts';
import { DEFAULT_LOGIN_AES_KEY, loadServerConfig, type ServerConfig } from '../../server/app/ServerConfig.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/Database.ts';
import { DEMO_PASSWORD } from '../../server/modules/org/OrgDemoRows.ts';
import { LoginPasswordCipher } from '../../server/security/LoginPasswordCipher.ts';
import { ContractAssert } from './ContractAssert.ts';

export interface Answer<T = unknown> {
  status: number;
  body: { code: number; msg: string | null; data: T };
  headers: Record<string, unknown>;
  raw: string;
}

export interface RequestOptions {
  token?: string;
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, with `contentType`. */
  payload?: string | Buffer;
  contentType?: string;
  /** The client's address (request.ip); 127.0.0.1 unless given. */
  remoteAddress?: string;
}

export interface Grant {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  user_info: { username: string; permissions: string[] };
}

// One per test file: compiling the contracts' answer schemas once keeps the suite quick.
const contract = new ContractAssert();
const cipher = new LoginPasswordCipher(DEFAULT_LOGIN_AES_KEY);

/** The web client's password transport, as a test writes it by hand with node:crypto. */
export function encryptPassword(plain: string): string {
  return cipher.encrypt(plain);
}

export function testConfig(env: NodeJS.ProcessEnv = {}): ServerConfig {
  // A cheap scrypt for the demo users: logins are what these servers do most, and hashing cost is PasswordHasher.test's subject.
  // The captcha after wrong passwords is Accounts.test's subject; elsewhere wrong passwords are counted past it (the lock's tests).
  return loadServerConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ronghe-test-')),
    WEB_DIR: join(tmpdir(), 'ronghe-no-web'),
    PASSWORD_HASH_COST: '10',
    LOGIN_CAPTCHA_AFTER: '1000',
    LOGIN_ADDRESS_CAPTCHA_AFTER: '1000',
    // Every test's requests come from 127.0.0.1; the per-address limits are RateLimits.test's subject.
    RATE_ACCOUNT_CHECK_PER_MINUTE: '10000',
    RATE_CAPTCHA_PER_MINUTE: '10000',
    RATE_SITE_SEARCH_PER_MINUTE: '10000',
    RATE_SOCIAL_START_PER_MINUTE: '10000',
    RATE_USER_EXPORT_PER_MINUTE: '10000',
    ...env,
  });
}

export function memoryDatabase(): DatabaseHandle {
  return openDatabase({ databaseUrl: null, dataDir: '', sqliteFile: ':memory:' });
}

/**
 * A seeded server on an in-memory database, driven through `app.inject`. Every answer is
 * checked against its contract before the test sees it.
 */
export class TestServer {
  private constructor(
    readonly server: RongheServer,
    private readonly ownsDatabase: boolean,
  ) {}

  static async start(options: BuildServerOptions & { config?: ServerConfig } = {}): Promise<TestServer> {
    const database = options.database ?? memoryDatabase();
    // The contracts parsed once per file serve every server of the file (YAML parsing is slow).
    const server = await buildServer(options.config ?? testConfig(), { catalog: contract.catalog, ...options, database });
    return new TestServer(server, !options.database);
  }

  async request<T = unknown>(method: string, url: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | Buffer | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.json);
    } else if (options.payload !== undefined) {
      if (options.contentType) headers['content-type'] = options.contentType;
      payload = options.payload;
    }
    const response = await this.server.app.inject({ method: method as 'GET', url, headers, payload, remoteAddress: options.remoteAddress });
    const answer: Answer<T> = { status: response.statusCode, body: response.json(), headers: response.headers, raw: response.body };
    contract.check(method, url, { status: answer.status, body: answer.body });
    return answer;
  }

  get<T = unknown>(url: string, options: RequestOptions = {}): Promise<Answer<T>> {
    return this.request<T>('GET', url, options);
  }

  post<T = unknown>(url: string, options: RequestOptions = {}): Promise<Answer<T>> {
    return this.request<T>('POST', url, options);
  }

  /** The password grant with the demo password unless told otherwise; the raw answer. */
  passwordGrant(username: string, password = DEMO_PASSWORD, remoteAddress?: string): Promise<Answer<Grant>> {
    return this.post<Grant>('/auth/oauth/token?grant_type=password&scope=server', {
      form: { username, password: encryptPassword(password) },
      remoteAddress,
    });
  }

  /** Logs in and returns the grant; fails the test when the login does not succeed. */
  async login(username: string, password = DEMO_PASSWORD): Promise<Grant> {
    const answer = await this.passwordGrant(username, password);
    if (answer.status !== 200) throw new Error(`login of ${username} failed: ${answer.status} ${answer.raw}`);
    return answer.body.data;
  }

  async close(): Promise<void> {
    await this.server.close();
    if (this.ownsDatabase) await this.server.database.close();
  }
}
