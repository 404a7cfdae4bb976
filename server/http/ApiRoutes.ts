import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContractMethod, ContractOperation } from '../../contracts/openapi/OpenApiCatalog.ts';
import { createContributionPoint } from '../../contracts/workbench/index.ts';
import type { Principal } from '../contracts/host.ts';

/** One call of an API operation, after the contract validated (and coerced) its input. */
export interface ApiCall<Query = Record<string, unknown>, Params = Record<string, string>, Body = unknown> {
  readonly query: Query;
  readonly params: Params;
  readonly body: Body;
  readonly headers: IncomingHttpHeaders;
  /** The caller; null only on a public operation called without a valid token. */
  readonly principal: Principal | null;
  /** The caller of a user or admin operation (a 401 on a public one called without a token). */
  readonly user: Principal;
  readonly operation: ContractOperation;
  /** For what the contract does not cover (client address, raw streams). */
  readonly request: FastifyRequest;
  /** Send something other than the envelope (a file); the router then leaves the answer alone. */
  readonly reply: FastifyReply;
}

/**
 * A module's handler for one contract operation. The handler returns the envelope's data
 * (the router wraps it as `{code: 0, msg: null, data}`), or `Answer.withMessage(msg, data)`
 * when the spec shows a message on success, or throws an ApiError.
 */
export interface ApiRoute {
  method: ContractMethod;
  /** The path exactly as contracts/openapi writes it, e.g. `/admin/dict/type/{dictType}`. */
  path: string;
  // Handlers are typed by their module; the router only promises the validated shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler: (call: ApiCall<any, any, any>) => unknown;
  /**
   * Disabled users may call this (login, user info, logout) so the web app can tell them
   * 您的账号已被禁用 and log them out; every other call refuses them with 403.
   */
  allowDisabledUser?: boolean;
  /**
   * A login whose password must be changed first (remindFlag '0') may call this (user info,
   * logout, the password change); every other call refuses it with 403.
   */
  allowExpiredPassword?: boolean;
}

/**
 * Modules contribute their routes here, one route or a module's list at a time; the router
 * registers each against the contract. Typically:
 * `bind.contribute(ApiRoutes, (services) => menuRoutes(services.get(MenuServiceId)))`.
 */
export const ApiRoutes = createContributionPoint<ApiRoute | readonly ApiRoute[]>('server.api-routes');
