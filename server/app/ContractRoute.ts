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

export interface TypedRoute<Paths, P extends keyof Paths & string, M extends MethodsOf<Paths[P]>> extends Omit<ApiRoute, 'method' | 'path' | 'handler'> {
  method: M;
  path: P;
  // The call's shapes stay the handler's to declare: the router has coerced them and filled defaults the generated types leave optional.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler: (call: ApiCall<any, any, any>) => HandlerAnswer<OperationOf<Paths[P], M>> | Promise<HandlerAnswer<OperationOf<Paths[P], M>>>;
}

/**
 * Routes checked against one generated contract (`paths` of contracts/generated/<file>.ts): the
 * path and method must be the contract's, and the handler must return its operation's 200 data.
 * `const route = contractRoute<paths>(); route({ method: 'GET', path: '/admin/ocp/todo/{id}', handler })`.
 */
export function contractRoute<Paths>() {
  return <P extends keyof Paths & string, M extends MethodsOf<Paths[P]>>(route: TypedRoute<Paths, P, M>): ApiRoute => route;
}
