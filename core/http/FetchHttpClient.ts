import type {
  ApiEnvelope,
  HttpClient,
  HttpHooks,
  Navigator,
  Notifier,
  OutgoingRequest,
  RequestOptions,
} from '../../contracts/workbench/Http.ts';
import type { SessionStore } from '../../contracts/workbench/Session.ts';
import { AsyncSeriesWaterfallHook, SyncHook, tapOnly } from '../hooks/Hooks.ts';
import { ErrorCatalogue } from './ErrorCatalogue.ts';
import { HttpError } from './HttpError.ts';
import { InvalidTokenRedirect } from './InvalidTokenRedirect.ts';

export interface FetchHttpClientOptions {
  /** Resolved at call time, like the two below, so construction never depends on binding order. */
  session: () => SessionStore;
  /** Bound by the shell plugin; absent (no toast) in headless use. */
  notifier: () => Notifier | undefined;
  navigator: () => Navigator | undefined;
  /** The product's own API host; '' means the page's origin. */
  baseURL?: string;
  /** The TENANT-ID header: the product runs a single tenant, '1'. */
  tenantId?: string;
  /** The name in the 423 message. */
  demoContact?: string;
  /** The browser's fetch unless a test passes a stand-in. */
  fetch?: typeof fetch;
}

type Method = OutgoingRequest['method'];
type ResponseType = NonNullable<RequestOptions['responseType']>;

/** Endpoints that must not carry the bearer token: they are used before there is one (part 1 §7). */
const TOKENLESS_PATHS = ['/admin/user/register', '/admin/check/username', '/admin/mobile/', '/auth/oauth/token', '/auth/mobile/token'];
/**
 * The sign-up's phone check, by its exact path: its sibling /admin/check/phoneOtherUser asks
 * about the signed-in caller (is the phone another user's?) and needs the token.
 */
const TOKENLESS_EXACT_PATHS = ['/admin/check/phone'];

/** Body codes the generic rule accepts, compared as text because the server sends numbers and strings. */
const SUCCESS_CODES = new Set(['0', '200', '108']);

/**
 * A 401 from these does not end the session: the logout call is answered after the session has
 * already been cleared, and sending the user to /login would undo the logout's own navigation.
 */
const SESSION_NEUTRAL_PATHS = ['/auth/token/logout'];

/**
 * The browser's HTTP client on fetch, with the rules of part 1 §7 and §8: every status is read
 * by our rules (200 with a success code, or the catalogue's message), a call without an answer
 * within 30 s — or without any answer — says the server cannot be reached, and a call the
 * caller cancels rejects with the caller's abort reason, quietly.
 */
export class FetchHttpClient implements HttpClient {
  static readonly TIMEOUT_MS = 30_000;
  static readonly DEFAULT_TENANT = '1';

  readonly hooks: HttpHooks;
  readonly #hooks = {
    beforeRequest: new AsyncSeriesWaterfallHook<OutgoingRequest>(0),
    error: new SyncHook<[message: string, status: number]>(2),
  };
  readonly #fetch: typeof fetch;
  readonly #baseURL: string;
  readonly #session: () => SessionStore;
  readonly #notifier: () => Notifier | undefined;
  readonly #tenantId: string;
  readonly #catalogue: ErrorCatalogue;
  readonly #invalidToken: InvalidTokenRedirect;

  constructor(options: FetchHttpClientOptions) {
    this.hooks = tapOnly(this.#hooks);
    this.#session = options.session;
    this.#notifier = options.notifier;
    this.#tenantId = options.tenantId ?? FetchHttpClient.DEFAULT_TENANT;
    this.#catalogue = new ErrorCatalogue(options.demoContact);
    this.#invalidToken = new InvalidTokenRedirect(options.session, options.navigator);
    // Called unbound: window.fetch refuses another `this`.
    this.#fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.#baseURL = options.baseURL ?? '';
  }

  get<T>(url: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    return this.#call('GET', url, undefined, options) as Promise<ApiEnvelope<T>>;
  }

  post<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    return this.#call('POST', url, body, options) as Promise<ApiEnvelope<T>>;
  }

  put<T>(url: string, body?: unknown, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    return this.#call('PUT', url, body, options) as Promise<ApiEnvelope<T>>;
  }

  delete<T>(url: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    return this.#call('DELETE', url, undefined, options) as Promise<ApiEnvelope<T>>;
  }

  download(url: string, options: RequestOptions = {}): Promise<Blob> {
    return this.#call('GET', url, undefined, { ...options, responseType: 'blob' }) as Promise<Blob>;
  }

  /** Cancels a pending trip to /login (the host is stopping). */
  dispose(): void {
    this.#invalidToken.dispose();
  }

  async #call(method: Method, url: string, body: unknown, options: RequestOptions): Promise<unknown> {
    const outgoing = await this.#hooks.beforeRequest.promise(this.#outgoing(method, url, body, options));
    const responseType: ResponseType = options.responseType ?? 'json';
    const caller = options.signal;
    if (caller?.aborted) throw caller.reason;
    // One signal for the caller's cancel and our timeout; which of them fired decides the answer.
    const stop = new AbortController();
    const cancel = () => stop.abort(caller?.reason);
    caller?.addEventListener('abort', cancel, { once: true });
    const timer = setTimeout(() => stop.abort(), FetchHttpClient.TIMEOUT_MS);
    let status: number;
    let data: unknown;
    try {
      const response = await this.#fetch(this.#address(outgoing), {
        method: outgoing.method,
        headers: outgoing.headers,
        body: this.#body(outgoing.body, options),
        credentials: 'include',
        signal: stop.signal,
      });
      status = response.status;
      // A failed call answers its envelope as JSON, whatever the caller asked for.
      data = status !== 200 || responseType === 'json' ? this.#json(await response.text()) : responseType === 'blob' ? await response.blob() : await response.text();
    } catch (error) {
      if (caller?.aborted) throw caller.reason ?? error;
      throw this.#fail(ErrorCatalogue.NO_RESPONSE, null, outgoing.url, options);
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', cancel);
    }
    if (status !== 200) {
      throw this.#fail(status, this.#envelope(data), outgoing.url, options);
    }
    // Blob and text answers carry no envelope to judge.
    if (responseType !== 'json') return data;
    const envelope = this.#envelope(data);
    if (!SUCCESS_CODES.has(String(envelope?.code))) throw this.#fail(200, envelope, outgoing.url, options);
    return envelope;
  }

  /** The base URL, the path and the query; the server reads repeated keys (a=1&a=2), not a[]=1. */
  #address(outgoing: OutgoingRequest): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(outgoing.params ?? {})) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) query.append(key, item instanceof Date ? item.toISOString() : String(item));
      }
    }
    const search = query.toString();
    const address = outgoing.url.startsWith('/') ? this.#baseURL + outgoing.url : outgoing.url;
    return search ? `${address}${address.includes('?') ? '&' : '?'}${search}` : address;
  }

  /** Objects go as JSON, a form: true body as x-www-form-urlencoded; files and forms as they are. */
  #body(body: unknown, options: RequestOptions): BodyInit | undefined {
    if (body === undefined || body === null) return undefined;
    if (options.form) return this.#formBody(body);
    if (typeof body === 'string' || body instanceof Blob || body instanceof FormData || body instanceof URLSearchParams || body instanceof ArrayBuffer) return body;
    return JSON.stringify(body);
  }

  #json(text: string): unknown {
    if (text === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }

  #envelope(data: unknown): Partial<ApiEnvelope<unknown>> | null {
    return typeof data === 'object' && data !== null && !(data instanceof Blob) ? (data as Partial<ApiEnvelope<unknown>>) : null;
  }

  /** Adds the session's headers; the caller's own headers win, then beforeRequest taps may change anything. */
  #outgoing(method: Method, url: string, body: unknown, options: RequestOptions): OutgoingRequest {
    const { accessToken, companyId } = this.#session().snapshot();
    const headers: Record<string, string> = { 'TENANT-ID': this.#tenantId };
    if (companyId !== null) headers.companyId = String(companyId);
    const path = url.split('?')[0];
    const tokenless = TOKENLESS_PATHS.some((prefix) => path.includes(prefix)) || TOKENLESS_EXACT_PATHS.some((exact) => path.endsWith(exact));
    if (accessToken !== null && !tokenless) {
      headers.Authorization = `Bearer ${accessToken}`;
    }
    if (options.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    else if (FetchHttpClient.#sendsJson(body)) headers['Content-Type'] = 'application/json';
    return { method, url, headers: { ...headers, ...options.headers }, params: options.params, body };
  }

  static #sendsJson(body: unknown): boolean {
    if (body === undefined || body === null) return false;
    return !(typeof body === 'string' || body instanceof Blob || body instanceof FormData || body instanceof URLSearchParams || body instanceof ArrayBuffer);
  }

  #formBody(body: unknown): URLSearchParams | string {
    if (body instanceof URLSearchParams) return body;
    if (typeof body !== 'object' || body === null) return String(body);
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
    }
    return form;
  }

  #fail(status: number, body: Partial<ApiEnvelope<unknown>> | null, url: string, options: RequestOptions): HttpError {
    const serverMsg = typeof body?.msg === 'string' && body.msg.trim() !== '' ? body.msg : null;
    const error = new HttpError(status, body?.code ?? null, serverMsg ?? this.#catalogue.messageFor(status), serverMsg, body?.data ?? null);
    const path = url.split('?')[0];
    if (status === 401 && !SESSION_NEUTRAL_PATHS.some((neutral) => path.includes(neutral))) {
      // The calls failing together with the first one add nothing the user needs to read again.
      if (!this.#invalidToken.trigger()) return error;
    }
    if (!options.silent) {
      this.#hooks.error.call(error.msg, status);
      this.#notifier()?.error(error.msg);
    }
    return error;
  }
}
