import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import proxyAddr from '@fastify/proxy-addr';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BROKER_LIMITS, relayEndpoint, type BrokerLimits, type RelayEndpoint } from '../broker/index.ts';
import { RATE_BUCKETS, type RateBucket } from '../../contracts/openapi/OpenApiCatalog.ts';
import type { BackupScheduleConfig } from '../backup/BackupSchedule.ts';
import { CronSchedule } from '../backup/CronSchedule.ts';
import { backupTexts } from '../backup/zh-CN.ts';
import { zhCN } from './zh-CN.ts';
import { readAccountsConfig, type AccountsConfig } from '../modules/auth/AccountsConfig.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded SQLite file lives (created on start). */
  dataDir: string;
  /** postgres://… switches the server to PostgreSQL; otherwise SQLite under dataDir. */
  databaseUrl: string | null;
  /**
   * Where uploaded files' bytes live (FILES_DIR, default `{dataDir}/files`): several instances
   * behind one load balancer point it at one shared directory (NFS, a mounted object store).
   */
  filesDir: string;
  /** Key and IV of the login password's AES-128-CBC (16 bytes, shared with the web client). */
  loginAesKey: string;
  /** The built web app; null when it cannot be found (the server then serves the API only). */
  webDir: string | null;
  /** Access token lifetime in seconds. */
  accessTokenSeconds: number;
  /** Refresh token lifetime in seconds. */
  refreshTokenSeconds: number;
  /** The live connection (/admin/ws). */
  live: LiveConfig;
  /**
   * Fastify's trustProxy: whether request.ip is read from X-Forwarded-For. Off unless
   * TRUST_PROXY says `true` or lists the proxies' addresses (comma-separated), because a forwarded
   * address a client writes itself would let it dodge the per-address login lock.
   */
  trustProxy: boolean | string[];
  /** Brute-force protection of the password login (as Keycloak's detection). */
  loginThrottle: LoginThrottleSettings;
  /** Requests per minute one client address may make of each `x-ronghe-rate` limit (RATE_*_PER_MINUTE). */
  rateLimits: Readonly<Record<RateBucket, number>>;
  /**
   * log2 of scrypt's N for passwords hashed from now on (PASSWORD_HASH_COST, 15; 10–20). Stored
   * hashes keep the cost they were made with. The tests' throw-away servers use 10.
   */
  passwordHashCost: number;
  /** 发消息 from the address book: messages one sender may send a minute (MEMBER_MESSAGES_PER_MINUTE, 20); beyond, 429. */
  memberMessagesPerMinute: number;
  /**
   * The app-download QR image (APP_DOWNLOAD_QRCODE): an http(s) URL as given, or an image file
   * read once at start into a data: URL (the policy's img-src admits data:). Null: no 扫码下载.
   */
  appDownloadQrcode: string | null;
  /** The instant-messaging web app (IM_URL, http(s)); its origin is framed at /info/index. Null: no IM. */
  imUrl: string | null;
  /** Sign-up, SMS codes, the login captcha and the social login (server/modules/auth/AccountsConfig.ts). */
  accounts: AccountsConfig;
  /** The external shop (MALL_URL, http(s)) the public site's 商城 entry opens with the username. Null: no entry. */
  mallUrl: string | null;
  /**
   * How long a stopping instance answers the health check with 503 while still serving, before it
   * closes its listener (SHUTDOWN_DRAIN_MS, 0): behind a load balancer, its check interval times its
   * fall count, so the balancer stops sending requests before they would be refused.
   */
  shutdownDrainMs: number;
  /**
   * Load the demo (DEMO_DATA, `on` by default for a first look; `off` for a production install):
   * the demo's people, companies and content, whose accounts' password is in the README. Without
   * it the install holds only what the code needs, and `ronghe setup` makes the first administrator.
   */
  demoData: boolean;
  /** GET /metrics (Prometheus): who may scrape it, and the instance label of a cluster's instance. */
  metrics: MetricsConfig;
  /**
   * How the server logs (LOG_FORMAT): `json`, one JSON object a line for a log collector; `lines`,
   * readable lines for a person; null (unset) chooses by where the log goes — lines in a terminal,
   * JSON when piped or redirected.
   */
  logFormat: 'json' | 'lines' | null;
  /** The scheduled backup (BACKUP_CRON, BACKUP_DIR, BACKUP_KEEP); null without BACKUP_CRON. */
  backup: BackupScheduleConfig | null;
}

export interface MetricsConfig {
  /**
   * The addresses and networks (METRICS_ALLOW, comma-separated: `127.0.0.1,10.0.0.0/8`; or
   * `loopback`, the default) whose connections may read /metrics: the socket's own address and
   * every X-Forwarded-For entry must be listed (MetricsEndpoint).
   */
  allow: string[];
  /** The `instance` label on every metric (INSTANCE_NAME; `npm run cluster` names each instance). Null: no label. */
  instance: string | null;
}

export interface LoginThrottleSettings {
  /** Wrong passwords in a row that lock an account (LOGIN_MAX_FAILURES, 5). */
  accountMaxFailures: number;
  /** Wrong passwords from one client address, any accounts, that lock the address (LOGIN_ADDRESS_MAX_FAILURES, 20). */
  addressMaxFailures: number;
  /** The first lock (LOGIN_LOCK_SECONDS, 60); each further lock doubles it … */
  lockSeconds: number;
  /** … up to this (LOGIN_MAX_LOCK_SECONDS, 900). */
  maxLockSeconds: number;
  /** Failures older than this are forgotten, and the doubling starts again (LOGIN_FAILURE_RESET_SECONDS, 12 h). */
  failureResetSeconds: number;
  /** Accounts and addresses remembered at most (LOGIN_THROTTLE_ENTRIES, 10000): the counters' memory bound. */
  maxEntries: number;
}

export interface LiveConfig {
  limits: BrokerLimits;
  /** How often every open connection's token is checked again, in milliseconds. */
  tokenCheckMs: number;
  /** How often every socket is pinged; one silent until the next ping is dropped. */
  pingMs: number;
  /**
   * RabbitMQ's Web-STOMP endpoint (LIVE_RELAY_URL, `ws://user:pass@host:15674/ws[?vhost=name]`)
   * through which the instance relays every push, so it reaches users connected to any instance.
   * Null: the embedded broker delivers within this process only.
   */
  relay: RelayEndpoint | null;
}

/** Each broker limit and the environment variable that sets it (the README's Security section lists them). */
const LIVE_LIMIT_VARIABLES: Readonly<Record<keyof BrokerLimits, string>> = Object.freeze({
  maxHeaderBytes: 'LIVE_MAX_HEADER_BYTES',
  maxHeaders: 'LIVE_MAX_HEADERS',
  maxBodyBytes: 'LIVE_MAX_BODY_BYTES',
  connectTimeoutMs: 'LIVE_CONNECT_TIMEOUT_MS',
  maxSubscriptions: 'LIVE_MAX_SUBSCRIPTIONS',
  maxTransactions: 'LIVE_MAX_TRANSACTIONS',
  maxTransactionFrames: 'LIVE_MAX_TRANSACTION_FRAMES',
  maxBufferedBytes: 'LIVE_MAX_SEND_BUFFER_BYTES',
  maxConnectionsPerUser: 'LIVE_MAX_CONNECTIONS_PER_USER',
  maxConnections: 'LIVE_MAX_CONNECTIONS',
  maxPendingConnections: 'LIVE_MAX_PENDING_CONNECTIONS',
  maxPendingPerAddress: 'LIVE_MAX_PENDING_PER_ADDRESS',
});

/** A few seconds: a logged-out user's tabs stop receiving pushes within that. */
const DEFAULT_TOKEN_CHECK_MS = 5_000;
/** A dead peer (a laptop closed mid-connection) is let go within twice this. */
const DEFAULT_PING_MS = 30_000;

export const DEFAULT_LOGIN_AES_KEY = 'ronghe-login-key';

const HOURS = 3600;

/**
 * Each per-address limit's allowance per minute and the variable that sets it. The public checks
 * that tell whether an account or phone exists are shared by one allowance; the others each have
 * their own. Generous for a person, small for a script.
 */
const RATE_LIMIT_DEFAULTS: Readonly<Record<RateBucket, { variable: string; perMinute: number }>> = Object.freeze({
  'account-check': { variable: 'RATE_ACCOUNT_CHECK_PER_MINUTE', perMinute: 20 },
  captcha: { variable: 'RATE_CAPTCHA_PER_MINUTE', perMinute: 20 },
  'site-search': { variable: 'RATE_SITE_SEARCH_PER_MINUTE', perMinute: 30 },
  'social-start': { variable: 'RATE_SOCIAL_START_PER_MINUTE', perMinute: 10 },
  'user-export': { variable: 'RATE_USER_EXPORT_PER_MINUTE', perMinute: 6 },
});

/**
 * The repo's dist/web, found by walking up from this file: the same lookup works from
 * server/app (tsx, vitest) and from dist/node/server/app (the built server).
 */
export function findDefaultWebDir(start = dirname(fileURLToPath(import.meta.url))): string | null {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'server'))) return join(dir, 'dist', 'web');
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 8080;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(zhCN.config.badPort(raw));
  return port;
}

function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min) throw new Error(zhCN.config.badCount(name, raw, min));
  return value;
}

function readHashCost(env: NodeJS.ProcessEnv): number {
  const cost = readCount(env, 'PASSWORD_HASH_COST', 15, 10);
  if (cost > 20) throw new Error(zhCN.config.badHashCost(env.PASSWORD_HASH_COST ?? ''));
  return cost;
}

function readLiveConfig(env: NodeJS.ProcessEnv): LiveConfig {
  const limits = { ...DEFAULT_BROKER_LIMITS };
  for (const [key, name] of Object.entries(LIVE_LIMIT_VARIABLES) as [keyof BrokerLimits, string][]) {
    limits[key] = readCount(env, name, DEFAULT_BROKER_LIMITS[key]);
  }
  return {
    limits,
    tokenCheckMs: readCount(env, 'LIVE_TOKEN_CHECK_MS', DEFAULT_TOKEN_CHECK_MS),
    pingMs: readCount(env, 'LIVE_PING_MS', DEFAULT_PING_MS),
    relay: readLiveRelay(env.LIVE_RELAY_URL),
  };
}

function readLiveRelay(raw: string | undefined): RelayEndpoint | null {
  if (raw === undefined || raw.trim() === '') return null;
  const endpoint = relayEndpoint(raw);
  // The value carries the RabbitMQ password: the message shows it masked.
  if (endpoint === null) throw new Error(zhCN.config.badLiveRelayUrl(raw.replace(/(\/\/[^/@]*?:)[^/@]*@/, '$1***@')));
  return endpoint;
}

function readAesKey(raw: string | undefined): string {
  const key = raw === undefined || raw === '' ? DEFAULT_LOGIN_AES_KEY : raw;
  if (Buffer.byteLength(key, 'utf8') !== 16) throw new Error(zhCN.config.badAesKey);
  return key;
}

function readDatabaseUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) throw new Error(zhCN.config.badDatabaseUrl);
  return raw;
}

/** An absolute http(s) address, or null for anything else. */
function httpAddress(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function readImUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const address = httpAddress(raw.trim());
  if (address === null) throw new Error(zhCN.config.badImUrl(raw));
  return address;
}

function readMallUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const address = httpAddress(raw.trim());
  if (address === null) throw new Error(zhCN.config.badMallUrl(raw));
  return address;
}

const QRCODE_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
});
/** A QR code is a few kilobytes; the bound keeps a mistaken path from loading a large file into every answer. */
const QRCODE_MAX_BYTES = 1024 * 1024;

function readQrcode(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    const address = httpAddress(value);
    if (address === null) throw new Error(zhCN.config.badQrcode(raw));
    return address;
  }
  // A file path: read now, so a missing or unreadable file stops the start rather than showing a broken image.
  const file = resolve(value);
  const type = QRCODE_TYPES[extname(file).toLowerCase()];
  if (!type || !existsSync(file) || !statSync(file).isFile() || statSync(file).size > QRCODE_MAX_BYTES) throw new Error(zhCN.config.badQrcode(raw));
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

function readDemoData(raw: string | undefined): boolean {
  if (raw === undefined || raw.trim() === '' || raw.trim() === 'on') return true;
  if (raw.trim() === 'off') return false;
  throw new Error(zhCN.config.badDemoData(raw));
}

function readTrustProxy(raw: string | undefined): boolean | string[] {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return raw.split(',').map((part) => part.trim()).filter((part) => part !== '');
}

function readMetricsAllow(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return ['loopback'];
  const allow = raw.split(',').map((part) => part.trim()).filter((part) => part !== '');
  // proxy-addr reads the list as the door will: an address or network it cannot read stops the start.
  try {
    proxyAddr.compile(allow);
  } catch {
    throw new Error(zhCN.config.badMetricsAllow(raw));
  }
  return allow;
}

function readLogFormat(raw: string | undefined): 'json' | 'lines' | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (raw.trim() === 'json') return 'json';
  if (raw.trim() === 'pretty' || raw.trim() === 'lines') return 'lines';
  throw new Error(zhCN.config.badLogFormat(raw));
}

/** Reads the configuration from the environment; bad values stop the start with a clear message. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = readDatabaseUrl(env.DATABASE_URL);
  mkdirSync(dataDir, { recursive: true });
  const filesDir = resolve(env.FILES_DIR || join(dataDir, 'files'));
  mkdirSync(filesDir, { recursive: true });
  return {
    port: readPort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    filesDir,
    loginAesKey: readAesKey(env.LOGIN_AES_KEY),
    webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : findDefaultWebDir(),
    accessTokenSeconds: 12 * HOURS,
    refreshTokenSeconds: 7 * 24 * HOURS,
    live: readLiveConfig(env),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    loginThrottle: {
      accountMaxFailures: readCount(env, 'LOGIN_MAX_FAILURES', 5),
      addressMaxFailures: readCount(env, 'LOGIN_ADDRESS_MAX_FAILURES', 20),
      lockSeconds: readCount(env, 'LOGIN_LOCK_SECONDS', 60),
      maxLockSeconds: readCount(env, 'LOGIN_MAX_LOCK_SECONDS', 15 * 60),
      failureResetSeconds: readCount(env, 'LOGIN_FAILURE_RESET_SECONDS', 12 * HOURS),
      maxEntries: readCount(env, 'LOGIN_THROTTLE_ENTRIES', 10_000),
    },
    passwordHashCost: readHashCost(env),
    rateLimits: Object.freeze(
      Object.fromEntries(RATE_BUCKETS.map((bucket) => [bucket, readCount(env, RATE_LIMIT_DEFAULTS[bucket].variable, RATE_LIMIT_DEFAULTS[bucket].perMinute)])) as Record<RateBucket, number>,
    ),
    memberMessagesPerMinute: readCount(env, 'MEMBER_MESSAGES_PER_MINUTE', 20),
    appDownloadQrcode: readQrcode(env.APP_DOWNLOAD_QRCODE),
    imUrl: readImUrl(env.IM_URL),
    accounts: readAccountsConfig(env),
    mallUrl: readMallUrl(env.MALL_URL),
    shutdownDrainMs: readCount(env, 'SHUTDOWN_DRAIN_MS', 0, 0),
    demoData: readDemoData(env.DEMO_DATA),
    metrics: { allow: readMetricsAllow(env.METRICS_ALLOW), instance: env.INSTANCE_NAME?.trim() || null },
    logFormat: readLogFormat(env.LOG_FORMAT),
    backup: readBackupSchedule(env, dataDir),
  };
}

/** BACKUP_CRON's schedule, checked at start so a typo stops the server rather than silently never backing up. */
function readBackupSchedule(env: NodeJS.ProcessEnv, dataDir: string): BackupScheduleConfig | null {
  const expression = env.BACKUP_CRON?.trim();
  if (!expression) return null;
  const cron = CronSchedule.parse(expression);
  if (cron.next(new Date()) === null) throw new Error(backupTexts.cron.never(expression));
  return { cron, dir: resolve(env.BACKUP_DIR || join(dataDir, 'backups')), keep: readCount(env, 'BACKUP_KEEP', 7) };
}
