import axios, { type AxiosAdapter, type AxiosInstance, type AxiosResponse, type ResponseType } from 'axios';
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

export interface AxiosHttpClientOptions {
  /** Resolved at call time, like the two below, so construction never depends on binding order. */
  session: () => SessionStore;
  /** Bound by the portal plugin; absent (no toast) in headless use. */
  notifier: () => Notifier | undefined;
  navigator: () => Navigator | undefined;
  /** The product's own API host; '' means the page's origin. */
  baseURL?: string;
  /** The TENANT-ID header: the product runs a single tenant, '1'. */
  tenantId?: string;
  /** The name in the 423 message. */
  demoContact?: string;
  /** Replaces axios's XHR adapter (tests). */
  adapter?: AxiosAdapter;
}

type Method = OutgoingRequest['method'];

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

/** The browser's HTTP client on axios, with the rules of part 1 §7 and §8. */
export class AxiosHttpClient implements HttpClient {
  static readonly TIMEOUT_MS = 30_000;
  static readonly DEFAULT_TENANT = '1';

  readonly hooks: HttpHooks;
  readonly #hooks = {
    beforeRequest: new AsyncSeriesWaterfallHook<OutgoingRequest>(0),
    error: new SyncHook<[message: string, status: number]>(2),
  };
  readonly #axios: AxiosInstance;
  readonly #session: () => SessionStore;
  readonly #notifier: () => Notifier | undefined;
  readonly #tenantId: string;
  readonly #catalogue: ErrorCatalogue;
  readonly #invalidToken: InvalidTokenRedirect;

  constructor(options: AxiosHttpClientOptions) {
    this.hooks = tapOnly(this.#hooks);
    this.#session = options.session;
    this.#notifier = options.notifier;
    this.#tenantId = options.tenantId ?? AxiosHttpClient.DEFAULT_TENANT;
    this.#catalogue = new ErrorCatalogue(options.demoContact);
    this.#invalidToken = new InvalidTokenRedirect(options.session, options.navigator);
    this.#axios = axios.create({
      baseURL: options.baseURL ?? '',
      timeout: AxiosHttpClient.TIMEOUT_MS,
      withCredentials: true,
      // Statuses up to 500 resolve so that our rules, not axios, decide what they mean.
      validateStatus: (status) => status >= 200 && status <= 500,
      // The server reads repeated keys (a=1&a=2), not a[]=1.
      paramsSerializer: { indexes: null },
      ...(options.adapter ? { adapter: options.adapter } : {}),
    });
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
    let response: AxiosResponse;
    try {
      response = await this.#axios.request({
        method: outgoing.method,
        url: outgoing.url,
        headers: outgoing.headers,
        params: outgoing.params,
        data: options.form ? this.#formBody(outgoing.body) : outgoing.body,
        responseType,
        signal: options.signal,
      });
    } catch (error) {
      // A cancelled call was wanted by its caller: it rejects as axios cancelled it, with no toast.
      if (axios.isCancel(error) || !axios.isAxiosError(error)) throw error;
      if (!error.response) throw this.#fail(ErrorCatalogue.NO_RESPONSE, null, outgoing.url, options);
      response = error.response;
    }
    if (response.status !== 200) {
      throw this.#fail(response.status, await this.#errorBody(response.data), outgoing.url, options);
    }
    // Blob and text answers carry no envelope to judge.
    if (responseType !== 'json') return response.data;
    const envelope = response.data as Partial<ApiEnvelope<unknown>> | null;
    if (!SUCCESS_CODES.has(String(envelope?.code))) throw this.#fail(200, envelope, outgoing.url, options);
    return envelope;
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
    return { method, url, headers: { ...headers, ...options.headers }, params: options.params, body };
  }

  #formBody(body: unknown): unknown {
    if (typeof body !== 'object' || body === null || body instanceof URLSearchParams) return body;
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
    }
    return form;
  }

  /** A failed download still answers JSON (the envelope); read it so its msg can be shown. */
  async #errorBody(data: unknown): Promise<Partial<ApiEnvelope<unknown>> | null> {
    if (data instanceof Blob) {
      try {
        return JSON.parse(await data.text()) as Partial<ApiEnvelope<unknown>>;
      } catch {
        return null;
      }
    }
    return typeof data === 'object' && data !== null ? (data as Partial<ApiEnvelope<unknown>>) : null;
  }

  #fail(status: number, body: Partial<ApiEnvelope<unknown>> | null, url: string, options: RequestOptions): HttpError {
    const serverMsg = typeof body?.msg === 'string' && body.msg.trim() !== '' ? body.msg : null;
    const error = new HttpError(status, body?.code ?? null, serverMsg ?? this.#catalogue.messageFor(status), serverMsg);
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
