import type { ApiPaths } from '../generated/catalogue.ts';
import type { ApiEnvelope, RequestOptions } from './Http.ts';
import { createServiceId } from './ServiceId.ts';

/**
 * The browser's typed calls, the mirror of the server's `contractRoute<paths>()`: the path is one
 * of the contracts' (contracts/generated/catalogue.ts), and its path parameters, query, body and
 * answer are the ones the contract declares. Everything here is type-only: no table of paths
 * reaches the bundle.
 */
export type ApiMethod = 'get' | 'post' | 'put' | 'delete';

type Operations<P, M extends ApiMethod> = P extends keyof ApiPaths ? (M extends keyof ApiPaths[P] ? NonNullable<ApiPaths[P][M]> : never) : never;

/** The operation a contract declares for the path and method (never when it declares none). */
export type ApiOperation<P, M extends ApiMethod> = Operations<P, M>;

/** The contracts' path templates that answer the method: `ApiPath<'get'>` holds '/admin/user/page'. */
export type ApiPath<M extends ApiMethod> = { [P in keyof ApiPaths]: [Operations<P, M>] extends [never] ? never : P }[keyof ApiPaths];

type Parameters<Op, Part extends 'path' | 'query'> = Op extends { parameters: { [K in Part]?: infer Value } } ? NonNullable<Value> : never;
type IsOptional<Holder, Key extends PropertyKey> = Key extends keyof Holder ? (Record<never, never> extends Pick<Holder, Key> ? true : false) : true;
type Content<Op> = Op extends { requestBody?: { content: infer C } } ? C : never;
type BodyOf<Op> = [Content<Op>] extends [never] ? never : Content<Op> extends { 'application/json': infer Json } ? Json : Content<Op> extends { 'multipart/form-data': unknown } ? FormData : Content<Op>[keyof Content<Op>];

type PathPart<Op> = [Parameters<Op, 'path'>] extends [never] ? { path?: never } : { path: Parameters<Op, 'path'> };
type QueryPart<Op> = [Parameters<Op, 'query'>] extends [never]
  ? { query?: never }
  : Op extends { parameters: infer Holder }
    ? IsOptional<Holder, 'query'> extends true
      ? { query?: Parameters<Op, 'query'> }
      : { query: Parameters<Op, 'query'> }
    : never;
type BodyPart<Op> = [BodyOf<Op>] extends [never] ? { body?: never } : IsOptional<Op, 'requestBody'> extends true ? { body?: BodyOf<Op> } : { body: BodyOf<Op> };

/** How a call is made, beside what it sends: the transport's options that a contract does not type. */
export type CallOptions = Pick<RequestOptions, 'headers' | 'form' | 'silent' | 'signal'>;

/** What a call of the operation sends: `{ path: { id }, query, body }`, each only where the contract has it. */
export type ApiRequest<Op> = PathPart<Op> & QueryPart<Op> & BodyPart<Op> & CallOptions;

/** The request argument: required when the operation needs a path parameter, a query or a body. */
export type ApiArguments<Op> = Record<never, never> extends ApiRequest<Op> ? [request?: ApiRequest<Op>] : [request: ApiRequest<Op>];

/** The envelope's data of the operation's 200 answer, as contracts/generated types it. */
export type ApiData<Op> = Op extends { responses: { 200: { content: { 'application/json': { data: infer Data } } } } } ? Data : never;

/** The answer of `api.get(path)`, for naming what a page keeps: `ApiAnswer<'/admin/user/page', 'get'>` is its data. */
export type ApiAnswer<P extends ApiPath<M>, M extends ApiMethod> = ApiData<ApiOperation<P, M>>;

/**
 * The typed client (core/http implements it over the HttpClient): it answers what the HttpClient
 * answers, the `{ code, msg, data }` envelope of a successful call, and fails the way it fails.
 */
export interface ApiClient {
  /**
   * Marks the typed client apart: a raw HttpClient's methods take any string, so without it one
   * passed where an ApiClient is asked for compiled, and sent '/form/design/{id}' unfilled.
   */
  readonly fillsPathTemplates: true;
  get<P extends ApiPath<'get'>>(path: P, ...request: ApiArguments<ApiOperation<P, 'get'>>): Promise<ApiEnvelope<ApiData<ApiOperation<P, 'get'>>>>;
  post<P extends ApiPath<'post'>>(path: P, ...request: ApiArguments<ApiOperation<P, 'post'>>): Promise<ApiEnvelope<ApiData<ApiOperation<P, 'post'>>>>;
  put<P extends ApiPath<'put'>>(path: P, ...request: ApiArguments<ApiOperation<P, 'put'>>): Promise<ApiEnvelope<ApiData<ApiOperation<P, 'put'>>>>;
  delete<P extends ApiPath<'delete'>>(path: P, ...request: ApiArguments<ApiOperation<P, 'delete'>>): Promise<ApiEnvelope<ApiData<ApiOperation<P, 'delete'>>>>;
  /** A GET whose answer is a file (an export, a template), as the HttpClient's download gives it. */
  download<P extends ApiPath<'get'>>(path: P, ...request: ApiArguments<ApiOperation<P, 'get'>>): Promise<Blob>;
}

export const ApiClientId = createServiceId<ApiClient>('core.http.ApiClient');
