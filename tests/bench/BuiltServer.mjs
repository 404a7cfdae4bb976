// What every server benchmark shares: a current build, the built server on a free port, the demo
// login, a sample contract and the figures (load average, percentiles) it reports.
import { spawn, spawnSync } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Newest modification time of the TypeScript sources under `folder`. */
function newestSource(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Compiles the server (and cluster/, whose throw-away PostgreSQL and RabbitMQ the benches start) when dist/node is missing or older than its sources. */
export function ensureBuilt(repo) {
  const entry = join(repo, 'dist', 'node', 'server', 'main.js');
  const sources = Math.max(...['server', 'contracts', 'core', 'cluster'].map((folder) => newestSource(join(repo, folder))));
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return;
  process.stderr.write('compiling the server (tsc -p tsconfig.node.json)…\n');
  spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['tsc', '-p', 'tsconfig.node.json'], { cwd: repo, stdio: 'inherit' });
  if (!existsSync(entry)) throw new Error('the server did not compile: dist/node/server/main.js is missing');
}

export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePromise(port));
    });
  });
}

/** A JSON/form client for the API over a keep-alive agent: resolves the envelope's data, rejects any refusal. */
export function apiRequest(agent) {
  return function request(base, method, path, { token, json, form } = {}) {
    const body = json !== undefined ? JSON.stringify(json) : form !== undefined ? new URLSearchParams(form).toString() : undefined;
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
    return new Promise((resolvePromise, reject) => {
      const req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = { code: res.statusCode, msg: text };
          }
          if (res.statusCode !== 200 || parsed.code !== 0) reject(new Error(`${method} ${path} → ${res.statusCode} ${parsed.msg}`));
          else resolvePromise(parsed.data);
        });
      });
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  };
}

/**
 * Starts the built server on a free port with its data in `dataDir`; resolves once it answers.
 * `nodeArgs`: extra node flags for the server, e.g. --cpu-prof to see where its time goes;
 * `env`: extra environment variables for it (the live bench's connection limits).
 */
export async function startBuiltServer(repo, dataDir, request, nodeArgs = [], env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, join(repo, 'dist', 'node', 'server', 'main.js')], {
    cwd: repo,
    // warn: Fastify's per-request info lines would cost the server more than some handlers do.
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIR: join(dataDir, 'no-web'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  let exited = null;
  child.once('exit', (code) => (exited = code));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (exited !== null) throw new Error(`the server exited (${exited}) before listening:\n${output}`);
    try {
      await request(base, 'GET', '/admin/enterpriseSetting/select');
      return { child, base };
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`the server did not answer within 120 s:\n${output}`);
}

const DEMO_PASSWORD = 'Ronghe@2026';
const LOGIN_KEY = Buffer.from('ronghe-login-key', 'utf8');

/** A demo user's access token, through the password grant with the login page's AES rule. */
export async function demoLogin(request, base, username) {
  const cipher = createCipheriv('aes-128-cbc', LOGIN_KEY, LOGIN_KEY);
  const password = Buffer.concat([cipher.update(DEMO_PASSWORD, 'utf8'), cipher.final()]).toString('base64');
  const grant = await request(base, 'POST', '/auth/oauth/token?grant_type=password&scope=server', { form: { username, password } });
  return grant.access_token;
}

/** The demo's 合同审批 form for a small contract (below the countersign threshold), named `name`. */
export function sampleContract(name) {
  return {
    agreementName: name,
    agreementType: '1',
    startTime: '2026-03-01 00:00:00',
    endTime: '2027-02-28 23:59:59',
    agreementMoney: 50000,
    firstPartyName: '星河信息技术有限公司',
    firstPartyAgreement: '陈晨',
    firstPartyPhone: '13912345678',
    technicalServiceRequire: '7×24 小时运维',
    violationDuty: '违约方支付合同金额 10% 的违约金',
    fileName: null,
  };
}

/** The load averages, which say how much of the machine others were using (null off Linux). */
export function readLoad() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return null;
  }
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
