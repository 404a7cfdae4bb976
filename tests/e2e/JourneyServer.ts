import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

/** How many workers may run journeys at once: each has a server port and a redirect address kept for it. */
export const MAX_JOURNEY_WORKERS = 4;

/** The run's ports, chosen once in the runner process and inherited by its workers through the environment. */
export function journeyPorts(): { oidc: number; server: (parallelIndex: number) => number } {
  process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 20000));
  const first = Number(process.env.E2E_PORT);
  return { oidc: first, server: (parallelIndex) => first + 1 + parallelIndex };
}

/** The address the OpenID provider sends a worker's visitor back to. */
export function redirectUrlOf(port: number): string {
  return `http://127.0.0.1:${port}/authredirect`;
}

/** The server a worker's journeys run against, as `npm start` runs it. */
export interface JourneyServer {
  url: string;
  dataDir: string;
}

/** The project's choice: the scale-out journey starts its own cluster and no worker server. */
export interface JourneyWorkerOptions {
  startsServer: boolean;
}

/**
 * One server per worker, on a database of its own: journeys in two workers never see each
 * other's data, and a worker that Playwright replaces after a failure starts on a fresh one.
 * Within a worker the journeys share the server, one after the other, and leave what they
 * change as they found it.
 */
export const test = base.extend<Record<never, never>, JourneyWorkerOptions & { journeyServer: JourneyServer | null }>({
  startsServer: [true, { option: true, scope: 'worker' }],
  journeyServer: [
    async ({ startsServer }, use, workerInfo) => {
      if (!startsServer) return use(null);
      const ports = journeyPorts();
      const port = ports.server(workerInfo.parallelIndex);
      const dataDir = mkdtempSync(path.join(tmpdir(), 'ronghe-e2e-'));
      const child = startServer(port, dataDir, ports.oidc);
      const url = `http://127.0.0.1:${port}`;
      try {
        await ready(child, `${url}/admin/enterpriseSetting/select`);
        // The SMS outbox the journeys read (SmsOutbox.ts) is in this worker's data folder.
        process.env.E2E_DATA_DIR = dataDir;
        await use({ url, dataDir });
      } finally {
        await stop(child);
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ journeyServer, baseURL }, use) => use(journeyServer?.url ?? baseURL),
});

function startServer(port: number, dataDir: string, oidcPort: number): ChildProcess {
  const child = spawn(process.execPath, ['dist/node/server/main.js'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // A throw-away server: the cheapest password hashing the server accepts, as the other tests use.
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'warn',
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'ronghe-portal',
      OIDC_CLIENT_SECRET: 'ronghe-portal-dev-secret',
      OIDC_REDIRECT_URL: redirectUrlOf(port),
      // Every journey comes from 127.0.0.1: one address's per-minute allowances would be the whole run's.
      RATE_ACCOUNT_CHECK_PER_MINUTE: '10000',
      RATE_CAPTCHA_PER_MINUTE: '10000',
      RATE_SITE_SEARCH_PER_MINUTE: '10000',
      RATE_SOCIAL_START_PER_MINUTE: '10000',
      RATE_USER_EXPORT_PER_MINUTE: '10000',
    },
  });
  // What the server says on its error stream reaches the run's output, as the webServer's did.
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return child;
}

/** Resolves once the address answers 200; fails at once if the server exits first. */
async function ready(child: ChildProcess, address: string): Promise<void> {
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `the journeys' server exited (${code ?? signal}) before it answered ${address}`));
  for (;;) {
    if (exited) throw new Error(exited);
    const answered = await fetch(address).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}
