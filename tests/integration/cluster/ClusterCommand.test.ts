import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../cluster/FreePort.ts';
import { ensureNodeBuilt } from '../../setup/NodeBuild.mjs';
import { within } from '../live/LiveClient.ts';
import { encryptPassword } from '../TestServer.ts';

const repo = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const launcher = join(repo, 'dist', 'node', 'cluster', 'main.js');

function free(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const probe = createServer();
    probe.once('error', () => resolvePromise(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolvePromise(true)));
  });
}

/**
 * Five ports in a row nobody listens on: RabbitMQ's STOMP port and the four after it. Below
 * Linux's ephemeral range (32768–60999): a port there, free when probed, can become the local
 * end of any outgoing connection of the run before RabbitMQ binds it (a CI run failed on
 * web_stomp's eaddrinuse).
 */
async function freeBlock(): Promise<number> {
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 12_000);
    let all = true;
    for (let port = base; port < base + 5 && all; port++) all = await free(port);
    if (all) return base;
  }
}

interface Run {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** `npm run cluster` after its build: node dist/node/cluster/main.js, until it says it serves. */
async function startCluster(env: Record<string, string>): Promise<Run> {
  const child = spawn(process.execPath, [launcher], { cwd: repo, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolvePromise) => child.once('exit', (code) => resolvePromise(code)));
  const serving = new Promise<void>((resolvePromise, reject) => {
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8').on('data', (chunk: string) => {
        output.push(...chunk.split('\n').filter(Boolean));
        if (chunk.includes('the cluster serves')) resolvePromise();
      });
    }
    void exited.then((code) => reject(new Error(`the launcher exited (${code}):\n${output.join('\n')}`)));
  });
  await within(serving, 'the cluster serving', 120_000);
  return { child, output, exited };
}

/** PostgreSQL and RabbitMQ of its own (CLUSTER_DIR), one instance, HAProxy; started twice on the same folder. */
describe('npm run cluster', () => {
  let dir: string;
  let env: Record<string, string>;
  let running: Run | undefined;

  beforeAll(async () => {
    await ensureNodeBuilt(repo);
    dir = mkdtempSync(join(tmpdir(), 'ronghe-cluster-command-'));
    // Under root PostgreSQL runs as the postgres user, who must be able to enter the folder (mkdtemp makes it 0700).
    chmodSync(dir, 0o755);
    env = {
      CLUSTER_DIR: dir,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      CLUSTER_INSTANCES: '1',
      CLUSTER_INSTANCE_PORT: String(await freePort()),
      CLUSTER_POSTGRES_PORT: String(await freePort()),
      CLUSTER_STOMP_PORT: String(await freeBlock()),
      PASSWORD_HASH_COST: '10',
      WEB_DIR: join(dir, 'no-web'),
      DATABASE_URL: '',
      LIVE_RELAY_URL: '',
    };
  });

  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGINT');
      await running.exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves through HAProxy, stops everything in order on Ctrl-C, and keeps the data for the next start', async () => {
    const base = `http://127.0.0.1:${env.PORT}`;
    running = await startCluster(env);
    const health = await fetch(`${base}/admin/health`);
    expect(health.headers.get('x-ronghe-instance')).toBe('ronghe-1');
    expect(await health.json()).toMatchObject({ code: 0, msg: null, data: { status: 'UP' } });
    const grant = await fetch(`${base}/auth/oauth/token?grant_type=password&scope=server`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'zhangsan', password: encryptPassword('Ronghe@2026') }).toString(),
    });
    const token = ((await grant.json()) as { data: { access_token: string } }).data.access_token;

    running.child.kill('SIGINT');
    expect(await running.exited).toBe(0);
    const stops = running.output.filter((line) => line.startsWith('[cluster]') && /stopping|stopped/.test(line)).map((line) => line.replace(/^\[cluster\]\s+/, ''));
    expect(stops).toEqual([
      '停止 / stopping HAProxy…',
      '停止 / stopping instances…',
      '停止 / stopping RabbitMQ…',
      '停止 / stopping PostgreSQL…',
      '集群已停止 / the cluster stopped.',
    ]);
    expect(existsSync(join(dir, 'postgres', 'data', 'postmaster.pid'))).toBe(false);

    // The second start finds the database of the first: the session made then still holds.
    running = await startCluster(env);
    const info = await fetch(`${base}/admin/user/info`, { headers: { authorization: `Bearer ${token}` } });
    expect(info.status).toBe(200);
    running.child.kill('SIGINT');
    expect(await running.exited).toBe(0);
  });
});
