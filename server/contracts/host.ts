import type { Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import type { AsyncSeriesBailHook, TapOnly } from '../../core/hooks/index.ts';
import type { ContractAuth, RateBucket } from '../../contracts/openapi/OpenApiCatalog.ts';
import { createContributionPoint, createServiceId } from '../../contracts/workbench/index.ts';
import type { DatabaseHandle, Db } from '../db/Database.ts';
import type { DemoRowSet } from '../db/DemoSeed.ts';
import type { SchemaMigration } from '../db/Migrations.ts';
import type { ApiError } from '../http/ApiError.ts';
import type { FrameSources } from '../http/FrameSources.ts';
import type { ServerConfig } from '../app/ServerConfig.ts';

/*
 * What the host (server/app) gives every module and takes from it: the caller, the request
 * pipeline's hooks, the database, the configuration, the contribution points of the schema and
 * the demo. What one module provides to others sits in that owner's file beside this one; a
 * module reaches another only through them (never by importing its files), the same rule the
 * browser plugins follow with contracts/workbench.
 */

export type { DemoRowSet, DemoSeeding, DemoTransaction } from '../db/DemoSeed.ts';
export type { SchemaMigration } from '../db/Migrations.ts';
/** The deployment's configuration as modules read it (ServerConfigId); server/app loads it. */
export type { LoginThrottleSettings, ServerConfig } from '../app/ServerConfig.ts';

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
  /** The login was made with a password that must be changed first (expired, or a reset asked for): remindFlag '0'. */
  mustChangePassword?: boolean;
}

export interface AuthenticationRequest {
  /** The bearer token of the Authorization header, or null. */
  bearerToken: string | null;
  /** The raw companyId header, when sent. */
  companyHeader: string | null;
  /** Null outside an HTTP request: the live connection's CONNECT frame (see TokenAuthentication). */
  request: FastifyRequest | null;
}

export interface RouteAccess {
  operationId: string;
  auth: ContractAuth;
  /** The contract's `x-ronghe-permission`: held in the current company, it lets a caller who administers no company through. */
  permission?: string | null;
  /** The route answers disabled users too (login, user info, logout). */
  allowDisabledUser: boolean;
  /** The route answers a login whose password must be changed first (user info, logout, the password change). */
  allowExpiredPassword?: boolean;
}

/** A request that counts against a per-address limit: its operation's `x-ronghe-rate`. */
export interface RateRequest {
  bucket: RateBucket;
  /** The client's address as request.ip reads it (TRUST_PROXY applies). */
  address: string;
  operationId: string;
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
  /**
   * May this address make one more request of the limit? Asked before anything else of an
   * operation with `x-ronghe-rate`; the first tap returning an ApiError (429) refuses.
   */
  rateLimit: AsyncSeriesBailHook<ApiError, [RateRequest]>;
}

/** Wall-clock milliseconds; tests replace it to expire tokens without waiting. */
export interface Clock {
  now(): number;
}

export const DatabaseId = createServiceId<DatabaseHandle>('server.Database');

/**
 * Whether the database holds the demo (DEMO_DATA on, on a database installed with it): the modules
 * then load their own demo at start (processes driven on the engine, content, calendars); never
 * on a production install.
 */
export interface DemoData {
  readonly loaded: boolean;
}

export const DemoDataId = createServiceId<DemoData>('server.DemoData');

export const ServerConfigId = createServiceId<ServerConfig>('server.Config');

export const ServerHooksId = createServiceId<TapOnly<ServerHooks>>('server.Hooks');

export const ClockId = createServiceId<Clock>('server.Clock');

/** Serving or draining (the health check's answer); the server flips it when it begins to stop. */
export const ServerHealthId = createServiceId<{ readonly serving: boolean }>('server.Health');

/**
 * Where the rows an engine command's events call for are written: the command's own
 * transaction (`db`), so they commit with the engine's rows or not at all. What must wait
 * for that commit — announcing the rows for a live push — goes to `afterCommit`. On SQLite
 * the transaction holds the only connection, so a tap must read and write through `db`.
 */
export interface FollowUpWrites {
  readonly db: Db;
  afterCommit(announce: () => Promise<void>): void;
}

/**
 * The HTTP server under the contract routes, for what is not a contract route: the live
 * connection's WebSocket upgrades at /admin/ws. Use it in a module's start(), which runs
 * before the server is ready: Fastify takes no hooks after that.
 */
export interface HttpHost {
  readonly server: HttpServer | HttpsServer;
  /** Runs before Fastify closes its server: upgraded sockets would otherwise hold the close up. */
  addHook(name: 'preClose', hook: () => Promise<void>): unknown;
}

/**
 * A bearer token's caller outside an HTTP request (the live connection's CONNECT frame),
 * decided by the same authenticate and authorize hooks as every `x-ronghe-auth: user` call:
 * null for an unknown or expired token and for a disabled user.
 */
export interface TokenAuthentication {
  principalOf(token: string): Promise<Principal | null>;
}

export const HttpHostId = createServiceId<HttpHost>('server.HttpHost');

export const TokenAuthenticationId = createServiceId<TokenAuthentication>('server.TokenAuthentication');

/** The outside origins the web app may frame (the Content-Security-Policy's frame-src); modules add configured ones on start. */
export const FrameSourcesId = createServiceId<Pick<FrameSources, 'allow'>>('server.FrameSources');

/**
 * Modules contribute the seed rows of the tables they own — the demo's, and (`essential: true`)
 * those every install needs; server/db's DemoSeed writes each row once, as its ledger records, so
 * an administrator's deletion or change stays. Typically, in a module:
 * `bind.contribute(DemoRows, [{ table: 'todo', after: ['sys_user'], rows: demoTodos, numbered: true }])`.
 */
export const DemoRows = createContributionPoint<DemoRowSet | readonly DemoRowSet[]>('server.demo-rows');

/**
 * Modules contribute the migrations of the tables they own; server/db runs them with its
 * history, ordered by name. Typically, in a module:
 * `bind.contribute(SchemaMigrations, { name: '0015_reimbursement', migration: reimbursementMigration })`.
 * A name, once released, never changes: databases record it.
 */
export const SchemaMigrations = createContributionPoint<SchemaMigration | readonly SchemaMigration[]>('server.schema-migrations');

/**
 * The Prometheus registry GET /metrics exposes (prom-client). A module registers the metrics of
 * what it owns in its own folder — counters it bumps, gauges computed when scraped — with
 * `registers: [s.get(MetricsRegistryId)]`; names start with `ronghe_`.
 */
export const MetricsRegistryId = createServiceId<Registry>('server.Metrics');

/**
 * One thing an instance needs to do its work, checked by GET /admin/health. `check` says what is
 * wrong in the user's words, or null when all is well; it must answer quickly (the load balancer
 * asks every few seconds). `essential`: when it fails the instance is DOWN (503, taken out of the
 * balancer); otherwise it is DEGRADED and keeps serving (a lost relay delays pushes, nothing else).
 */
export interface HealthCheck {
  readonly name: string;
  readonly essential: boolean;
  check(): Promise<string | null>;
}

/** Modules contribute the health checks of what they depend on: `bind.contribute(HealthChecks, (s) => ({ name: 'files', … }))`. */
export const HealthChecks = createContributionPoint<HealthCheck | readonly HealthCheck[]>('server.health-checks');

/**
 * The server's log for modules: their lines go where the request log goes (JSON or readable
 * lines, LOG_FORMAT), and one written while a request is handled carries that request's id. `area`
 * names the module (`menus`, `engine` …); an error's message is written, its stack at debug level.
 */
export interface ServerLog {
  info(area: string, message: string): void;
  warn(area: string, message: string): void;
  error(area: string, message: string, error?: unknown): void;
}

export const ServerLogId = createServiceId<ServerLog>('server.Log');
