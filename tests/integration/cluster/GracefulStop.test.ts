import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../cluster/FreePort.ts';
import { ServerInstance } from '../../../cluster/ServerInstance.ts';
import { ensureNodeBuilt } from '../../setup/NodeBuild.mjs';

const repo = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/** SIGTERM on the built server (server/main.ts): the health check turns first, requests are still served while the balancer notices. */
describe('the built server stopped with SIGTERM', () => {
  let dir: string;
  let instance: ServerInstance;

  beforeAll(async () => {
    await ensureNodeBuilt(repo);
    dir = mkdtempSync(join(tmpdir(), 'ronghe-stop-'));
    instance = new ServerInstance({
      name: 'ronghe-stop',
      entry: join(repo, 'dist', 'node', 'server', 'main.js'),
      cwd: repo,
      port: await freePort(),
      // A drain longer than the test: only the second signal ends it.
      env: { DATA_DIR: dir, WEB_DIR: join(dir, 'no-web'), PASSWORD_HASH_COST: '10', SHUTDOWN_DRAIN_MS: '600000', LOG_LEVEL: 'warn' },
      log: () => undefined,
    });
    await instance.start();
  });

  afterAll(async () => {
    await instance?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers its health check with 503 while it still serves, and closes at a second signal', async () => {
    expect(await instance.healthy()).toBe(true);
    const stopped = instance.stop();
    let health: Response;
    do health = await fetch(`${instance.url}/admin/health`);
    while (health.status === 200);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ code: 503, msg: '服务正在停止', data: null });
    expect((await fetch(`${instance.url}/admin/enterpriseSetting/select`)).status).toBe(200);

    await instance.stop({ drain: false });
    await stopped;
    expect(await instance.exited).toBe(0);
  });
});
