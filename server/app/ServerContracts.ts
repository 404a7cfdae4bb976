import type { FastifyRequest } from 'fastify';
import type { AsyncSeriesBailHook, TapOnly } from '../../core/hooks/index.ts';
import type { ContractAuth, OpenApiCatalog } from '../../contracts/openapi/OpenApiCatalog.ts';
import { createServiceId } from '../../contracts/workbench/index.ts';
import type { DatabaseHandle } from '../db/Database.ts';
import type { ApiError } from './ApiError.ts';
import type { ServerConfig } from './ServerConfig.ts';

/*
 * What server modules share. A module reaches another only through the ids and types here
 * (never by importing its files), the same rule the browser plugins follow with
 * contracts/workbench.
 */

/** The caller of an authenticated request. */
export interface Principal {
  userId: number;
  username: string;
  /** The company this call acts in: the companyId header when the user belongs to it, else the session's. */
  companyId: number;
  /** The login session (one row per token pair), for logout and company switching. */
  sessionId: number;
  /** '0' active, '1' disabled. */
  status: string;
  roles: number[];
  /** The company the user administers, if any. */
  companyAdmin: number | null;
  /**
   * An administrator for this call (spec part 1 §6): the current company is the one the user
   * administers, or the roles include 3. Operations marked `x-ronghe-auth: admin` need it.
   */
  admin: boolean;
}

export interface AuthenticationRequest {
  /** The bearer token of the Authorization header, or null. */
  bearerToken: string | null;
  /** The raw companyId header, when sent. */
  companyHeader: string | null;
  request: FastifyRequest;
}

export interface RouteAccess {
  operationId: string;
  auth: ContractAuth;
  /** The route answers disabled users too (login, user info, logout). */
  allowDisabledUser: boolean;
}

/** The request pipeline's hooks, owned by the app; modules get tap-only views. */
export interface ServerHooks {
  /**
   * Who is calling. The first tap returning a principal decides; a tap may throw an
   * ApiError (for example 403 for a companyId header of a foreign company). Nobody
   * answering means no valid token: 401 on user and admin operations.
   */
  authenticate: AsyncSeriesBailHook<Principal, [AuthenticationRequest]>;
  /** May this principal call this operation? The first tap returning an ApiError refuses. */
  authorize: AsyncSeriesBailHook<ApiError, [Principal, RouteAccess]>;
}

/** Wall-clock milliseconds; tests replace it to expire tokens without waiting. */
export interface Clock {
  now(): number;
}

/** The user info of spec part 1 §3, as contracts/openapi/admin.yaml UserInfo. */
export interface UserInfoView {
  sysUser: {
    userId: number;
    username: string;
    chineseName: string | null;
    avatar: string | null;
    status: string;
    lastLoginTeam: number | null;
    phone: string | null;
  };
  companyId: number;
  companyAdmin: number | null;
  roles: number[];
  ifTeamAdmin: boolean;
  noLogin: boolean;
  sysPublicParamDTO: { remindFlag: string | null; passValidDay: number | null; betweenUpdatePassDay: number | null };
  permissions: string[];
}

/** Users as the organisation knows them (provided by the org module). */
export interface UserDirectory {
  /** The user's company ids, in the user's order. */
  companiesOf(userId: number): Promise<number[]>;
  isMember(userId: number, companyId: number): Promise<boolean>;
  roleIds(userId: number): Promise<number[]>;
  /** Authority names from the user's roles (sorted, unique). */
  permissions(userId: number): Promise<string[]>;
  /** The user info for one of the user's companies; null when the user does not exist. */
  userInfo(userId: number, companyId: number): Promise<UserInfoView | null>;
}

export const DatabaseId = createServiceId<DatabaseHandle>('server.Database');
export const ServerConfigId = createServiceId<ServerConfig>('server.Config');
export const ServerHooksId = createServiceId<TapOnly<ServerHooks>>('server.Hooks');
export const ContractCatalogId = createServiceId<OpenApiCatalog>('server.ContractCatalog');
export const ClockId = createServiceId<Clock>('server.Clock');
export const UserDirectoryId = createServiceId<UserDirectory>('server.org.UserDirectory');
