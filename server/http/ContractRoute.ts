import type { FastifyReply } from 'fastify';
import type { ContractMethod } from '../../contracts/openapi/OpenApiCatalog.ts';
import type { Answer } from './Answer.ts';
import type { ApiCall, ApiRoute } from './ApiRoutes.ts';
import type { OperationData } from './OperationData.ts';

/** The methods a generated path item answers (`get: operations['x']`; absent ones are `put?: never`). */
type MethodsOf<PathItem> = {
  [M in ContractMethod]: Lowercase<M> extends keyof PathItem ? ([NonNullable<PathItem[Lowercase<M>]>] extends [never] ? never : M) : never;
}[ContractMethod];

type OperationOf<PathItem, M extends ContractMethod> = NonNullable<PathItem[Lowercase<M> & keyof PathItem]>;

/**
 * What a handler of the operation may return: the data of its 200 answer (nothing where that
 * is null: the router sends null), that data with the spec's success message, or the reply it
 * sent itself (a file).
 */
export type HandlerAnswer<Operation> =
  | OperationData<Operation>
  | Answer<OperationData<Operation>>
  | (null extends OperationData<Operation> ? void : never)
  | FastifyReply;

type PartOf<Operation, Part extends string> = Operation extends { parameters: { [K in Part]?: infer Value } } ? NonNullable<Value> : never;
type BodyOf<Operation> = Operation extends { requestBody?: { content: infer Content } } ? Content[keyof Content] : never;

/**
 * The call a handler of the operation gets: its path parameters and body as the contract types
 * them, so a handler cannot count on more. The query stays the handler's to declare: the router
 * fills the contract's defaults (current, size …), which the generated types leave optional.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CallOf<Operation> = ApiCall<any, PartOf<Operation, 'path'>, BodyOf<Operation>>;

export interface TypedRoute<Paths, P extends keyof Paths & string, M extends MethodsOf<Paths[P]>> extends Omit<ApiRoute, 'method' | 'path' | 'handler'> {
  method: M;
  path: P;
  handler: (call: CallOf<OperationOf<Paths[P], M>>) => HandlerAnswer<OperationOf<Paths[P], M>> | Promise<HandlerAnswer<OperationOf<Paths[P], M>>>;
}

/**
 * Routes checked against one generated contract (`paths` of contracts/generated/<file>.ts): the
 * path and method must be the contract's, the handler may count on no path parameter or body
 * field the operation does not declare, and it must return the operation's 200 data.
 * `const route = contractRoute<paths>(); route({ method: 'GET', path: '/admin/ocp/todo/{id}', handler })`.
 */
export function contractRoute<Paths>() {
  return <P extends keyof Paths & string, M extends MethodsOf<Paths[P]>>(route: TypedRoute<Paths, P, M>): ApiRoute => route;
}
