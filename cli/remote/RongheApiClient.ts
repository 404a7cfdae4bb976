import type { components as AuthSchemas } from '../../contracts/generated/auth.ts';
import { LoginPasswordCipher } from '../../server/security/LoginPasswordCipher.ts';
import { CommandFailure } from '../CommandFailure.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';
import type { ApiRequest } from './ApiRequest.ts';
import type { ServerConnection } from './ServerConnection.ts';

type TokenGrant = AuthSchemas['schemas']['TokenGrant'];

interface Envelope {
  code: number;
  msg?: string | null;
  data?: unknown;
}

export interface ApiClientOptions {
  /** Record the requests instead of sending them. */
  dryRun?: boolean;
  /** Per request; default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Talks to the server's API in its envelope (`{code, msg, data}`, code 0 = success): logs in
 * once per run (a token as given, or the password grant with the login page's AES rule),
 * sends JSON, and turns every kind of failure into a CommandFailure with its exit code — 4
 * for credentials, 7 for a missing definition, 5 for any other refusal with the server's
 * msg, 6 for a server that cannot be reached or fails. With `dryRun` nothing is sent: the
 * requests are recorded in `planned`, secrets masked.
 */
export class RongheApiClient {
  readonly planned: ApiRequest[] = [];
  private accessToken: string | undefined;

  constructor(
    readonly connection: ServerConnection,
    private readonly options: ApiClientOptions = {},
  ) {}

  get dryRun(): boolean {
    return this.options.dryRun === true;
  }

  /** GET with a query; the envelope's data (undefined in a dry run). */
  async get<T>(path: string, query: Record<string, string | number | undefined>, what: string): Promise<T | undefined> {
    const url = this.url(path, query);
    return this.send<T>({ method: 'GET', url, headers: { accept: 'application/json', authorization: await this.authorization() } }, what);
  }

  /** POST of a JSON body; the envelope's data (undefined in a dry run). */
  async post<T>(path: string, body: unknown, what: string): Promise<T | undefined> {
    const headers = { accept: 'application/json', 'content-type': 'application/json', authorization: await this.authorization() };
    return this.send<T>({ method: 'POST', url: this.url(path, {}), headers, body, encoding: 'json' }, what);
  }

  /** PUT of a JSON body; the envelope's data (undefined in a dry run). */
  async put<T>(path: string, body: unknown, what: string): Promise<T | undefined> {
    const headers = { accept: 'application/json', 'content-type': 'application/json', authorization: await this.authorization() };
    return this.send<T>({ method: 'PUT', url: this.url(path, {}), headers, body, encoding: 'json' }, what);
  }

  private async authorization(): Promise<string> {
    const { credentials } = this.connection;
    if (credentials.kind === 'token') return `Bearer ${this.dryRun ? zhCN.remote.redacted : credentials.token}`;
    if (credentials.kind === 'none') throw new CommandFailure(ExitCode.auth, zhCN.remote.noCredentials);
    if (this.accessToken === undefined) {
      const password = new LoginPasswordCipher(this.connection.loginKey).encrypt(credentials.password);
      const request: ApiRequest = {
        method: 'POST',
        url: this.url('/auth/oauth/token', { grant_type: 'password', scope: 'server' }),
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: { username: credentials.username, password: this.dryRun ? zhCN.remote.redacted : password },
        encoding: 'form',
      };
      const grant = await this.send<TokenGrant>(request, zhCN.remote.login(credentials.username));
      this.accessToken = grant?.access_token ?? zhCN.remote.tokenFromLogin;
    }
    return `Bearer ${this.accessToken}`;
  }

  private url(path: string, query: Record<string, string | number | undefined>): string {
    const url = new URL(path, `${this.connection.server}/`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    return url.href;
  }

  private async send<T>(request: ApiRequest, what: string): Promise<T | undefined> {
    if (this.dryRun) {
      this.planned.push(request);
      return undefined;
    }
    const fetcher = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await fetcher(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.encoding === 'form' ? new URLSearchParams(request.body as Record<string, string>).toString() : request.encoding === 'json' ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
        redirect: 'error',
      });
    } catch (error) {
      throw new CommandFailure(ExitCode.unreachable, zhCN.remote.unreachable(this.connection.server, what, this.networkReason(error)));
    }

    const text = await response.text().catch(() => '');
    let envelope: Envelope | undefined;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && typeof (parsed as Envelope).code === 'number') envelope = parsed as Envelope;
    } catch {
      envelope = undefined;
    }
    const message = envelope?.msg || `HTTP ${response.status}`;

    if (response.status === 401 || response.status === 426 || response.status === 428) {
      throw new CommandFailure(ExitCode.auth, zhCN.remote.authRefused(what, message));
    }
    if (response.status === 404) throw new CommandFailure(ExitCode.notFound, zhCN.remote.notFound(what, message));
    if (response.status >= 500) throw new CommandFailure(ExitCode.unreachable, zhCN.remote.serverFailed(what, message));
    if (!envelope) throw new CommandFailure(ExitCode.unreachable, zhCN.remote.notTheApi(this.connection.server, what, response.status));
    if (response.status === 403) throw new CommandFailure(ExitCode.rejected, zhCN.remote.forbidden(what, message));
    if (response.status >= 400 || envelope.code !== 0) throw new CommandFailure(ExitCode.rejected, zhCN.remote.rejected(what, message));
    return envelope.data as T;
  }

  private networkReason(error: unknown): string {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return zhCN.remote.timedOut(this.options.timeoutMs ?? 30_000);
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  }
}
