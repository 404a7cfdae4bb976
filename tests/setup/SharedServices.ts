import { createServer, type Server } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { RabbitMqNode } from '../../cluster/RabbitMqNode.ts';
import { ThrowAwayPostgres } from '../../cluster/ThrowAwayPostgres.ts';
import { ensureNodeBuilt } from './NodeBuild.mjs';

/** What the integration and system tiers' files find with `inject` (tests/setup/PostgresServer.ts, RabbitMqServer.ts). */
export interface SharedRabbitMq {
  stompUrl: string;
  webStompUrl: string;
  /** http://127.0.0.1:PORT: where a test file asks the run's node to halt, restart, pause, resume or run rabbitmqctl. */
  control: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL (maintenance database URL), on which each file makes and drops its own databases. */
    sharedPostgresUrl: string | null;
    /** The run's RabbitMQ node; only the system tier, whose files run one at a time, gets it. */
    sharedRabbitMq: SharedRabbitMq | null;
  }
}

interface Services {
  users: number;
  postgres?: Promise<ThrowAwayPostgres>;
  rabbitmq?: Promise<{ node: RabbitMqNode; control: Server; url: string }>;
}

// The integration and system projects each load this file, in the one main process: the services
// they share hang off the process so that the second project finds those the first one started.
const KEY = Symbol.for('ronghe.tests.sharedServices');
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

function services(): Services {
  const holder = globalThis as { [KEY]?: Services };
  holder[KEY] ??= { users: 0 };
  return holder[KEY];
}

/**
 * The global setup of the tiers that need a database or processes: one PostgreSQL for the run
 * (instead of an initdb and a start per file), and for the system tier the node build checked
 * once and one RabbitMQ node. TEST_DATABASE_URL / TEST_STOMP_RELAY_URL name servers to use
 * instead. Each is stopped when the last project that asked for it ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = services();
  shared.users += 1;
  const system = project.name === 'system';
  if (system) {
    // The CLI's and the cluster's process tests run dist/node: compiled here once when stale,
    // so that no file pays for (or races) a compile.
    await ensureNodeBuilt(repo);
  }
  shared.postgres ??= ThrowAwayPostgres.start(process.env.TEST_DATABASE_URL, { maxConnections: 300 });
  project.provide('sharedPostgresUrl', (await shared.postgres).adminUrl);
  if (system && !process.env.TEST_STOMP_RELAY_URL) {
    shared.rabbitmq ??= startRabbitMq();
    const { node, url } = await shared.rabbitmq;
    project.provide('sharedRabbitMq', { stompUrl: node.stompUrl, webStompUrl: node.webStompUrl, control: url });
  } else {
    project.provide('sharedRabbitMq', null);
  }
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    const rabbitmq = await shared.rabbitmq?.catch(() => null);
    const postgres = await shared.postgres?.catch(() => null);
    delete shared.rabbitmq;
    delete shared.postgres;
    if (rabbitmq) {
      rabbitmq.control.close();
      await rabbitmq.node.stop('kill');
    }
    await postgres?.stop();
  };
}

/**
 * The node, and a small HTTP door through which a test file drives it: the node is a child of
 * this process, so halting, restarting and freezing it (RabbitStompRelay.test, LiveAcrossInstances.test)
 * happen here. Only on 127.0.0.1, for the run's length.
 */
async function startRabbitMq(): Promise<{ node: RabbitMqNode; control: Server; url: string }> {
  const node = await RabbitMqNode.throwAway();
  const control = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const args = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as string[]) : [];
      const actions: Record<string, () => Promise<unknown> | void> = {
        '/halt': () => node.halt(),
        '/restart': () => node.restart(),
        '/pause': () => node.pause(),
        '/resume': () => node.resume(),
        '/ctl': () => node.ctl(...args),
      };
      const action = actions[request.url ?? ''];
      if (!action) {
        response.writeHead(404).end();
        return;
      }
      Promise.resolve()
        .then(action)
        .then(
          (out) => response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(typeof out === 'string' ? out : ''),
          (error: Error) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message),
        );
    });
  });
  await new Promise<void>((listening) => control.listen(0, '127.0.0.1', listening));
  const address = control.address();
  if (!address || typeof address === 'string') throw new Error('the RabbitMQ control door did not open');
  return { node, control, url: `http://127.0.0.1:${address.port}` };
}
