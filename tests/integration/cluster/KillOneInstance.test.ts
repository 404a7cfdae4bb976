import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClusterLauncher } from '../../../cluster/ClusterLauncher.ts';
import { readClusterSettings } from '../../../cluster/ClusterSettings.ts';
import { freePort } from '../../../cluster/FreePort.ts';
import type { ServerInstance } from '../../../cluster/ServerInstance.ts';
import { checkConsistency, postgresReader } from '../../crash/ConsistencyCheck.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { RabbitMqServer } from '../../setup/RabbitMqServer.ts';
import { ensureNodeBuilt } from '../../setup/NodeBuild.mjs';
import { within } from '../live/LiveClient.ts';
import { USER } from '../workflow/WorkflowDriver.ts';
import { ClusterApprovalLoad } from './ClusterApprovalLoad.ts';
import { ReconnectingLiveClient } from './ReconnectingLiveClient.ts';

/*
 * Issue 14's failure test: three built instances behind HAProxy, as `npm run cluster` starts
 * them (its own modules), on one throw-away PostgreSQL; approval load through HAProxy and live
 * connections through its /admin/ws; kill -9 of one instance mid-load; then every acknowledged
 * action is in the database, the to-do lists equal the open tasks, the live connections move to
 * the survivors, and the launcher starts the killed instance again, which HAProxy gives requests
 * again while the load goes on; at the end every instance answers.
 *
 * Live pushes cross instances through RabbitMQ (LIVE_RELAY_URL), as `npm run cluster` runs them;
 * CLUSTER_TEST_RELAY=0 runs the instances on their embedded brokers instead, where a connection
 * gets the pushes made on its own instance only (the load, spread over them, still brings some).
 */
const repo = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const relay = process.env.CLUSTER_TEST_RELAY !== '0';
const CLIENTS = Number(process.env.CLUSTER_TEST_CLIENTS ?? 16);
/** Acknowledged actions before the kill: the load is on, every instance has served. */
const BEFORE_KILL = 40;
/** Long enough for anything that should happen; only a broken cluster runs into it. */
const PATIENCE_MS = 60_000;

const LISTENERS = [
  { user: 'lisi', id: USER.lisi },
  { user: 'lisi', id: USER.lisi },
  { user: 'zhaoliu', id: USER.zhaoliu },
  { user: 'wangwu', id: USER.wangwu },
] as const;

interface Page {
  total: number;
}

describe('kill -9 of one of three instances under approval load through HAProxy', () => {
  let postgres: PostgresServer;
  let rabbitmq: RabbitMqServer | null = null;
  let cluster: ClusterLauncher;
  let dir: string;
  const log: string[] = [];

  beforeAll(async () => {
    await ensureNodeBuilt(repo);
    dir = mkdtempSync(join(tmpdir(), 'ronghe-cluster-'));
    postgres = await PostgresServer.start();
    if (relay) rabbitmq = await RabbitMqServer.start();
    const settings = {
      ...readClusterSettings({}, repo),
      dir,
      host: '127.0.0.1',
      port: await freePort(),
      instancePorts: [await freePort(), await freePort(), await freePort()],
      databaseUrl: await postgres.createDatabase('ronghe_cluster'),
      liveRelayUrl: rabbitmq?.webStompUrl ?? null,
      relay,
      drainMs: 0,
      instanceEnv: { PASSWORD_HASH_COST: '10', WEB_DIR: join(dir, 'no-web') },
    };
    cluster = await ClusterLauncher.start(settings, (source, line) => {
      log.push(`[${source}] ${line}`);
      if (log.length > 1000) log.shift();
    });
  });

  afterAll(async () => {
    await cluster?.stop();
    await rabbitmq?.stop();
    await postgres?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('loses no acknowledged action, keeps to-dos equal to open tasks, moves the live connections, and takes the instance back under load', async () => {
    const balancer = cluster.loadBalancer.url;
    const load = new ClusterApprovalLoad(balancer);
    await load.login();
    const todoGap = async () => {
      const gaps: Record<string, number> = {};
      for (const user of ['zhangsan', 'lisi', 'zhaoliu', 'wangwu'] as const) {
        const todos = await load.call<Page>(load.token(user), 'GET', '/admin/ocp/todo/myTodoPage?todoComplete=false&size=1');
        const tasks = await load.call<Page>(load.token(user), 'GET', '/workflow/runtime/query/myTodoPage?size=1');
        expect([todos.code, tasks.code]).toEqual([0, 0]);
        gaps[user] = todos.data.total - tasks.data.total;
      }
      return gaps;
    };
    // The demo's own to-dos that are no workflow task (a notice to read, say) are the same before and after.
    const gapBefore = await todoGap();

    const listeners = LISTENERS.map(({ user, id }) => new ReconnectingLiveClient(balancer, load.token(user), `/admin/${id}/todo`));
    for (const listener of listeners) listener.start();
    await within(Promise.all(listeners.map((listener) => listener.until(() => listener.sessions.length > 0))), 'every live connection', PATIENCE_MS);

    const running = load.run(CLIENTS);
    await within(load.until(() => load.acknowledged.length >= BEFORE_KILL), `${BEFORE_KILL} acknowledged actions`, PATIENCE_MS);
    expect([...load.servedBy.keys()].sort()).toEqual(cluster.instances.map((instance) => instance.name).sort());

    // The instance one live connection is on, so at least one connection has to move.
    const victim: ServerInstance = cluster.instances.find((instance) => instance.name === listeners[0]!.current!.instance)!;
    expect(victim).toBeDefined();
    const moving = listeners.filter((listener) => listener.current!.instance === victim.name);
    await victim.kill();
    const killedAt = load.acknowledged.length;
    const sessionsAtKill = listeners.map((listener) => listener.sessions.length);
    const pushesAtKill = listeners.map((listener) => listener.pushes);

    // Every client takes a contract it started after the kill to the end; every live connection gets pushes after it, those on the
    // killed instance on a connection of their own made since (through HAProxy: a survivor, or the killed one once started again).
    await within(
      load.until(() => load.finished.every((contracts) => contracts.some((c) => c.startedAt >= killedAt))),
      'a contract of every client started and finished after the kill',
      PATIENCE_MS,
    );
    await within(
      Promise.all(
        listeners.map((listener, i) =>
          listener.until(() => (!moving.includes(listener) || listener.sessions.length > sessionsAtKill[i]!) && listener.current!.pushes > 0 && listener.pushes > pushesAtKill[i]!),
        ),
      ),
      'pushes on every live connection after the kill, on a new connection for those that were on the killed instance',
      PATIENCE_MS,
    );
    // The launcher starts the dead instance again; HAProxy takes it back once its health check answers, and gives it its turn of the load.
    await within(
      (async () => {
        const back = async () => victim.running && (await victim.healthy()) && (await cluster.loadBalancer.backends()).find((backend) => backend.name === victim.name)?.status === 'UP';
        while (!(await back())) {
          await new Promise((r) => setTimeout(r, 200));
        }
      })(),
      `HAProxy taking ${victim.name} back`,
      PATIENCE_MS,
    );
    const servedBeforeRejoin = load.servedBy.get(victim.name) ?? 0;
    const rejoinedAt = load.acknowledged.length;
    await within(
      load.until(() => (load.servedBy.get(victim.name) ?? 0) > servedBeforeRejoin && load.finished.every((contracts) => contracts.some((c) => c.startedAt >= rejoinedAt))),
      `requests served by ${victim.name} again, and a contract of every client taken from start to end since`,
      PATIENCE_MS,
    );
    load.stop();
    await running;
    console.log(
      `[cluster] ${load.acknowledged.length} acknowledged actions (${killedAt} before the kill of ${victim.name}, ${rejoinedAt} before it rejoined), ` +
        `${load.lost} requests lost on the way and retried, served ${JSON.stringify(Object.fromEntries(load.servedBy))}, ${moving.length} live connection(s) moved, relay ${relay ? 'on' : 'off'}`,
    );
    if (load.refusals.length > 0) console.log(log.filter((line) => /"level":(50|60)/.test(line)).join('\n'));
    expect(load.refusals).toEqual([]);
    expect(moving.length).toBeGreaterThan(0);

    const sql = await postgresReader(cluster.databaseUrl);
    try {
      expect(await checkConsistency(sql, load.acknowledged, new Map())).toEqual({
        lostActions: [],
        missingTodos: [],
        extraTodos: [],
        contractsWithoutInstance: [],
        instancesWithoutScope: [],
      });
    } finally {
      await sql.close();
    }
    expect(await todoGap()).toEqual(gapBefore);

    // No instance is stuck: each answers its health check and a request of its own.
    for (const instance of cluster.instances) {
      expect(await instance.healthy(), instance.name).toBe(true);
      const answer = await fetch(`${instance.url}/workflow/runtime/query/myTodoPage?size=1`, {
        headers: { authorization: `Bearer ${load.token('lisi')}` },
        signal: AbortSignal.timeout(10_000),
      });
      expect(answer.status, instance.name).toBe(200);
    }

    for (const listener of listeners) await listener.close();
  });
});
