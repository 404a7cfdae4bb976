import { join, resolve } from 'node:path';
import { HEALTH_CHECK } from './HaproxyConfig.ts';
import { zhCN } from './zhCN.ts';

/** What `npm run cluster` starts, read from the environment (README, Scale out). */
export interface ClusterSettings {
  /** The checkout whose build runs (dist/node, dist/web). */
  repo: string;
  /** CLUSTER_DIR (./data/cluster): PostgreSQL's and RabbitMQ's data, the shared files, HAProxy's configuration. */
  dir: string;
  /** HOST (0.0.0.0) and PORT (8080): where HAProxy takes the clients. */
  host: string;
  port: number;
  /** CLUSTER_INSTANCES (3) instances, on CLUSTER_INSTANCE_PORT (8081) and the ports after it, on 127.0.0.1. */
  instancePorts: number[];
  /** DATABASE_URL; null: a PostgreSQL cluster in CLUSTER_DIR/postgres on CLUSTER_POSTGRES_PORT (5433). */
  databaseUrl: string | null;
  postgresPort: number;
  /** LIVE_RELAY_URL; null: a RabbitMQ node in CLUSTER_DIR/rabbitmq, STOMP on CLUSTER_STOMP_PORT (61613), its other ports the four after. */
  liveRelayUrl: string | null;
  stompPort: number;
  /** False: no RabbitMQ, each instance keeps its embedded broker (pushes reach only the users connected to the instance that made them). */
  relay: boolean;
  /** FILES_DIR (CLUSTER_DIR/files): the uploaded files every instance reads and writes. */
  filesDir: string;
  /** TRUST_PROXY (127.0.0.1): whose X-Forwarded-For the instances believe, HAProxy's. */
  trustProxy: string;
  /** SHUTDOWN_DRAIN_MS (the health checks' fall time and a half second): an instance stopped alone is out of rotation before it closes. */
  drainMs: number;
  /** LOG_LEVEL of the instances (warn: HAProxy's health checks would fill an info log). */
  logLevel: string;
  /** CLUSTER_RESTART (on; off): start an instance that died again. */
  restart: boolean;
  /** More environment for every instance (the tests' cheap password hashing); the launcher's own environment is passed on anyway. */
  instanceEnv: Record<string, string>;
}

function readNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, port = false): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  const ok = /^\d+$/.test(raw.trim()) && value >= (port ? 1 : 0) && (!port || value <= 65535);
  if (!ok) throw new Error(port ? zhCN.badPort(name, raw) : zhCN.badNumber(name, raw));
  return value;
}

export function readClusterSettings(env: NodeJS.ProcessEnv, repo: string): ClusterSettings {
  const dir = resolve(repo, env.CLUSTER_DIR || join('data', 'cluster'));
  const instances = readNumber(env, 'CLUSTER_INSTANCES', 3);
  if (instances < 1) throw new Error(zhCN.badNumber('CLUSTER_INSTANCES', String(instances)));
  const firstInstancePort = readNumber(env, 'CLUSTER_INSTANCE_PORT', 8081, true);
  return {
    repo,
    dir,
    host: env.HOST || '0.0.0.0',
    port: readNumber(env, 'PORT', 8080, true),
    instancePorts: Array.from({ length: instances }, (_, i) => firstInstancePort + i),
    databaseUrl: env.DATABASE_URL || null,
    postgresPort: readNumber(env, 'CLUSTER_POSTGRES_PORT', 5433, true),
    liveRelayUrl: env.LIVE_RELAY_URL || null,
    stompPort: readNumber(env, 'CLUSTER_STOMP_PORT', 61613, true),
    relay: true,
    filesDir: resolve(repo, env.FILES_DIR || join(dir, 'files')),
    trustProxy: env.TRUST_PROXY || '127.0.0.1',
    drainMs: readNumber(env, 'SHUTDOWN_DRAIN_MS', HEALTH_CHECK.interMs * HEALTH_CHECK.fall + 500),
    logLevel: env.LOG_LEVEL || 'warn',
    restart: env.CLUSTER_RESTART !== 'off',
    instanceEnv: {},
  };
}
