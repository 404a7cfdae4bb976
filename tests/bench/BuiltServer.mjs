// What every server benchmark shares: a current build, the built server on a free port, the demo
// login, a sample contract and the figures (load average, percentiles) it reports.
import { createCipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export { ensureNodeBuilt } from '../setup/NodeBuild.mjs';

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
 * Starts the built server (cluster/ServerInstance, from the build) on a free port with its data in
 * `dataDir`; resolves once its health check answers UP, with the instance (pid, exited, stop()) and its base URL.
 * `nodeArgs`: extra node flags for the server, e.g. --cpu-prof to see where its time goes;
 * `env`: extra environment variables for it (the live bench's connection limits, the Lighthouse bench's WEB_DIR).
 */
export async function startBuiltServer(repo, dataDir, nodeArgs = [], env = {}) {
  // Imported from dist/node/cluster: a bench runs without a TypeScript loader, and ensureNodeBuilt has compiled it.
  const built = (name) => import(pathToFileURL(join(repo, 'dist', 'node', 'cluster', `${name}.js`)).href);
  const [{ freePort }, { ServerInstance }] = await Promise.all([built('FreePort'), built('ServerInstance')]);
  const server = new ServerInstance({
    name: 'ronghe',
    entry: join(repo, 'dist', 'node', 'server', 'main.js'),
    cwd: repo,
    port: await freePort(),
    // warn: Fastify's per-request info lines would cost the server more than some handlers do.
    // No web app unless `env` names one (WEB_DIR: the Lighthouse bench serves the built one).
    env: { WEB_DIR: join(dataDir, 'no-web'), ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    // Its last lines come with the error when it fails to start.
    log: () => undefined,
    nodeArgs,
    // No handler of the bench's stops it on Ctrl-C: it stays in the bench's group, which the terminal signals.
    ownGroup: false,
  });
  await server.start();
  return { server, base: server.url };
}

const DEMO_PASSWORD = 'Ronghe@2026';
const LOGIN_KEY = Buffer.from('ronghe-login-key', 'utf8');

/** Signs a demo user in through the login page in a browser context, as a person would; the session stays in its storage. */
export async function signInThroughLoginPage(context, base, username) {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('请输入账号').fill(username);
  await page.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/homepage\/index$/);
  await page.close();
}

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
