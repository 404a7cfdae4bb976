import type { ApiEnvelope, HttpClient, HttpHooks, Notifier, OutgoingRequest, RequestOptions } from '../../../contracts/workbench/Http.ts';
import { AsyncSeriesWaterfallHook, SyncHook, tapOnly } from '../../hooks/index.ts';
import { HttpError } from '../../http/HttpError.ts';

export interface RecordedCall {
  method: OutgoingRequest['method'];
  url: string;
  body?: unknown;
  options?: RequestOptions;
}

type Reply = (call: RecordedCall) => Promise<ApiEnvelope<unknown>>;

/**
 * An HttpClient for component tests: answers prepared per `METHOD path`, records every call,
 * and fails the way core/http does (the message goes to the Notifier, the promise rejects with
 * an HttpError). A call nobody prepared fails at once, naming itself, and is kept in
 * `unprepared`: a test that forgot an answer fails there instead of waiting for its timeout.
 * A slow server that never answers is asked for with `hang`.
 */
export class FakeHttpClient implements HttpClient {
  readonly hooks: HttpHooks = tapOnly({
    beforeRequest: new AsyncSeriesWaterfallHook<OutgoingRequest>(0),
    error: new SyncHook<[message: string, status: number]>(2),
  });
  readonly calls: RecordedCall[] = [];
  /** Calls nobody prepared an answer for, as `METHOD url`. */
  readonly unprepared: string[] = [];
  readonly #replies = new Map<string, Reply>();
  #notifier: () => Notifier | undefined = () => undefined;

  /** Where failures are shown; the test kit points it at the container's Notifier. */
  showErrorsThrough(notifier: () => Notifier | undefined): this {
    this.#notifier = notifier;
    return this;
  }

  /** Answers with `{ code: 0, data }`; data may be computed from the call. */
  on(method: RecordedCall['method'], url: string, data: unknown): this {
    this.#replies.set(`${method} ${url}`, async (call) => ({
      code: 0,
      msg: null,
      data: typeof data === 'function' ? (data as (c: RecordedCall) => unknown)(call) : data,
    }));
    return this;
  }

  /** Answers with `{ code: 0, msg, data }`: a success the server words itself (转办成功). */
  onSaying(method: RecordedCall['method'], url: string, msg: string, data: unknown): this {
    this.#replies.set(`${method} ${url}`, async () => ({ code: 0, msg, data }));
    return this;
  }

  /** Fails with an HTTP status and the server's message (and the envelope's data, when the refusal carries some). */
  failOn(method: RecordedCall['method'], url: string, status: number, msg: string, data: unknown = null): this {
    this.#replies.set(`${method} ${url}`, async (call) => {
      if (!call.options?.silent) this.#notifier()?.error(msg);
      throw new HttpError(status, status, msg, msg, data);
    });
    return this;
  }

  /**
   * Answers 200 with a non-zero code, as a server refusing in the envelope does; with no msg the
   * error carries the catalogue's stand-in, as FetchHttpClient's does.
   */
  failWithCode(method: RecordedCall['method'], url: string, code: number, msg: string | null): this {
    this.#replies.set(`${method} ${url}`, async (call) => {
      const shown = msg ?? '系统未知错误,请反馈给管理员';
      if (!call.options?.silent) this.#notifier()?.error(shown);
      throw new HttpError(200, code, shown, msg);
    });
    return this;
  }

  /** Never answers, like a server that is too slow: for what a page shows while it waits. */
  hang(method: RecordedCall['method'], url: string): this {
    this.#replies.set(`${method} ${url}`, () => new Promise(() => undefined));
    return this;
  }

  callsTo(method: RecordedCall['method'], url: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && c.url === url);
  }

  get<T>(url: string, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    return this.#send({ method: 'GET', url, options });
  }

  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    return this.#send({ method: 'POST', url, body, options });
  }

  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    return this.#send({ method: 'PUT', url, body, options });
  }

  delete<T>(url: string, options?: RequestOptions): Promise<ApiEnvelope<T>> {
    return this.#send({ method: 'DELETE', url, options });
  }

  async download(url: string, options?: RequestOptions): Promise<Blob> {
    const answer = await this.#send<unknown>({ method: 'GET', url, options });
    return new Blob([JSON.stringify(answer.data)]);
  }

  #send<T>(call: RecordedCall): Promise<ApiEnvelope<T>> {
    this.calls.push(call);
    const reply = this.#replies.get(`${call.method} ${call.url}`);
    if (!reply) {
      const name = `${call.method} ${call.url}`;
      this.unprepared.push(name);
      return Promise.reject(new Error(`FakeHttpClient: no answer prepared for ${name}`));
    }
    return reply(call) as Promise<ApiEnvelope<T>>;
  }
}
