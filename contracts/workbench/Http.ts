import type { AsyncWaterfallTap, SyncTap } from './HookTaps.ts';
import { createServiceId } from './ServiceId.ts';
import { pluginRef } from './Plugin.ts';

/** Every answer of our API: code 0 is success; msg carries the error text. */
export interface ApiEnvelope<T> {
  code: number | string;
  msg?: string | null;
  data: T;
}

export interface RequestOptions {
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Send the body as application/x-www-form-urlencoded (the token endpoint). */
  form?: boolean;
  /** Do not show the error message for this call (the caller handles it). */
  silent?: boolean;
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
}

export interface OutgoingRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  params?: Record<string, unknown>;
  body?: unknown;
}

/** The HTTP client's hooks, as other plugins see them. */
export interface HttpHooks {
  /** Transform a request before it leaves (extra headers, tracing). */
  beforeRequest: AsyncWaterfallTap<OutgoingRequest, []>;
  /** An error message the client is about to show; taps may observe it. */
  error: SyncTap<[message: string, status: number]>;
}

/** The browser's HTTP client (core/http), with the spec's rules of part 1 §7–8. */
export interface HttpClient {
  readonly hooks: HttpHooks;
  get<T>(url: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  post<T>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  put<T>(url: string, body?: unknown, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  delete<T>(url: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  /** Raw download (blob) for file endpoints. */
  download(url: string, options?: RequestOptions): Promise<Blob>;
}

export const HttpClientId = createServiceId<HttpClient>('core.http.HttpClient');

/** Shows a toast; the shell binds antd's message API, tests bind a recorder. */
export interface Notifier {
  success(text: string): void;
  error(text: string): void;
  warning(text: string): void;
  info(text: string): void;
  /** A notification box with a title (socket notices). */
  notify(kind: 'success' | 'error' | 'info' | 'warning', title: string, text: string): void;
}

export const NotifierId = createServiceId<Notifier>('core.Notifier');

/** Navigation outside React (after 401, after logout). */
export interface Navigator {
  go(path: string, options?: { replace?: boolean; query?: Record<string, string> }): void;
  reload(): void;
}

export const NavigatorId = createServiceId<Navigator>('core.Navigator');

/** The kernel's HTTP plugin (core/http): the HTTP client, the typed client over it and the member directory. */
export const coreHttpRef = pluginRef<void>('core-http');
