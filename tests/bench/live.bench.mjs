#!/usr/bin/env node
/*
 * The live push's latency: from a task completion request to the push arriving at the
 * subscribed browsers' STOMP clients.
 *
 * The built server (dist/node) runs on SQLite in a temporary directory. BENCH_LIVE_CLIENTS
 * (default 1000) @stomp/stompjs clients connect on loopback to /admin/ws, in batches of 50,
 * as the web client does (token in the URL and in CONNECT's Authorization), each subscribed
 * to its user's /admin/{userId}/msg and /admin/{userId}/todo. They are shared among the four
 * people of the demo's 合同审批 forward path (张三, 李四, 赵六, 王五), so every push fans out
 * to a quarter of them — the way one person's several open tabs would, at a larger scale.
 *
 * Then, after one unmeasured warm-up contract, BENCH_LIVE_CONTRACTS (default 20) contracts go
 * through one after another: 张三 starts one (not measured), and 李四, 赵六 and 王五 each
 * complete their task over HTTP. For every completion the clock starts just before the
 * request is sent; each push it causes (the completer's to-do 'del'; after 李四, the to-do
 * 'add' and message of both parallel reviewers; at the end 张三's 审批通过 message) is timed on
 * arrival at every client that should get it. A completion's pushes must all arrive within
 * 5 s, else the missing ones are reported as lost.
 *
 * All that runs twice on fresh servers: with the embedded broker, then relayed through a
 * throw-away RabbitMQ node (LIVE_RELAY_URL, cluster/RabbitMqNode from its build), where every push goes
 * to RabbitMQ and back; the report ends with both runs' p50 and p99 and their ratio.
 *
 * Each run stops after BENCH_LIVE_SECONDS (default 120). Loopback only. It never fails on
 * time; it exits 1 when a push is lost, a request is refused or the server dies.
 *
 * A quarter of the clients per person is far above what one person's tabs may open
 * (LIVE_MAX_CONNECTIONS_PER_USER, 10 by default), so the bench raises that limit, and the
 * total (LIVE_MAX_CONNECTIONS) when it has more clients than the default allows, for its server.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Client } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { apiRequest, demoLogin, ensureNodeBuilt, percentile, readLoad, sampleContract, startBuiltServer } from './BuiltServer.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const wantedClients = Number(process.env.BENCH_LIVE_CLIENTS ?? 1000);
const contracts = Number(process.env.BENCH_LIVE_CONTRACTS ?? 20);
const runSeconds = Number(process.env.BENCH_LIVE_SECONDS ?? 120);
/** Demo org user ids (server/modules/org/OrgDemoRows.ts). */
const PEOPLE = { zhangsan: 2, lisi: 3, zhaoliu: 5, wangwu: 4 };
const CONNECT_BATCH = 50;
const PUSH_TIMEOUT_MS = 5_000;
/** Sockets the bench and the server need beyond one per client: files, the database, HTTP. */
const FD_MARGIN = 256;

/** Soft and hard limits on open files (Linux /proc; null elsewhere). */
function fileLimits() {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
    const [soft, hard] = line.replace('Max open files', '').trim().split(/\s+/);
    return { soft: soft === 'unlimited' ? Infinity : Number(soft), hard: hard === 'unlimited' ? Infinity : Number(hard) };
  } catch {
    return null;
  }
}

/**
 * Every client is a socket here and one in the server. Node cannot raise its own limit, so
 * when the soft limit is too low (and the hard one allows it) the bench runs itself again
 * under `ulimit -n`, and the server inherits that; when even the hard limit is too low, fewer
 * clients connect and the report says so.
 */
function planClients() {
  const limits = fileLimits();
  const need = wantedClients + FD_MARGIN;
  if (!limits || limits.soft >= need) return wantedClients;
  if (limits.hard >= need && !process.env.BENCH_LIVE_RAISED) {
    const raised = spawnSync('sh', ['-c', `ulimit -n ${need} && exec "$0" "$@"`, process.execPath, fileURLToPath(import.meta.url)], {
      stdio: 'inherit',
      env: { ...process.env, BENCH_LIVE_RAISED: '1' },
    });
    process.exit(raised.status ?? 1);
  }
  const possible = Math.max(4, Math.min(wantedClients, limits.soft - FD_MARGIN));
  console.log(`  open-file limit ${limits.soft} (hard ${limits.hard}): ${possible} clients instead of ${wantedClients}`);
  return possible;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

const request = apiRequest(agent);

const contract = sampleContract('实时推送压测合同');

/**
 * Where arriving pushes are counted: the current completion's start time and how many of each
 * kind it still waits for. Pushes outside a measured completion (the start's) are only counted.
 */
class Tally {
  latencies = [];
  current = null;

  expect(startedAt, expected) {
    return new Promise((resolvePromise) => {
      this.current = { startedAt, remaining: { ...expected }, done: resolvePromise };
      this.#check();
    });
  }

  arrived(user, channel, body) {
    const at = performance.now();
    const current = this.current;
    if (!current) return;
    const key = `${user}:${channel}:${body.type ?? ''}`;
    if (!(current.remaining[key] > 0)) return;
    current.remaining[key]--;
    if (current.startedAt !== null) this.latencies.push(at - current.startedAt);
    this.#check();
  }

  /** What did not arrive, then stop waiting. */
  abandon() {
    const current = this.current;
    this.current = null;
    return current ? Object.values(current.remaining).reduce((a, b) => a + b, 0) : 0;
  }

  #check() {
    const current = this.current;
    if (current && Object.values(current.remaining).every((n) => n === 0)) {
      this.current = null;
      current.done();
    }
  }
}

/** One browser tab's live connection, subscribed to its user's two destinations. */
async function connectClient(base, user, userId, token, tally) {
  const url = `${base.replace(/^http/, 'ws')}/admin/ws?access_token=${encodeURIComponent(token)}`;
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v10.stomp', 'v11.stomp', 'v12.stomp']),
    connectHeaders: { Authorization: `Bearer ${token}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  await new Promise((resolvePromise, reject) => {
    client.onConnect = () => resolvePromise();
    client.onStompError = (frame) => reject(new Error(`${user}: ${frame.headers.message}`));
    client.onWebSocketClose = () => reject(new Error(`${user}: closed before CONNECTED`));
    client.activate();
  });
  for (const channel of ['msg', 'todo']) {
    const receipt = `${channel}-${Math.random()}`;
    const subscribed = new Promise((r) => client.watchForReceipt(receipt, r));
    client.subscribe(`/admin/${userId}/${channel}`, (message) => tally.arrived(user, channel, JSON.parse(message.body)), { receipt });
    await subscribed;
  }
  return client;
}

async function run(base, clientCount, deadline) {
  const tokens = {};
  for (const user of Object.keys(PEOPLE)) tokens[user] = await demoLogin(request, base, user);
  const users = Object.keys(PEOPLE);
  const tally = new Tally();
  const clients = [];
  const perUser = Object.fromEntries(users.map((u) => [u, 0]));
  const connectStarted = performance.now();
  for (let i = 0; i < clientCount; i += CONNECT_BATCH) {
    const batch = [];
    for (let j = i; j < Math.min(clientCount, i + CONNECT_BATCH); j++) {
      const user = users[j % users.length];
      perUser[user]++;
      batch.push(connectClient(base, user, PEOPLE[user], tokens[user], tally));
    }
    clients.push(...(await Promise.all(batch)));
  }
  const connectSeconds = (performance.now() - connectStarted) / 1000;

  const completion = { count: 0, httpMs: [] };
  let lost = 0;
  /** Runs one action and waits for the pushes it causes; a measured one times them from the request. */
  const act = async (measured, expected, send) => {
    const startedAt = performance.now();
    const waiting = tally.expect(measured ? startedAt : null, expected);
    const answer = await send();
    if (measured) completion.httpMs.push(performance.now() - startedAt);
    const timer = new Promise((r) => setTimeout(() => r('timeout'), PUSH_TIMEOUT_MS));
    if ((await Promise.race([waiting, timer])) === 'timeout') {
      lost += tally.abandon();
    }
    if (measured) completion.count++;
    return answer;
  };
  const agree = async (user, procInstId, expected, measured) => {
    const info = await request(base, 'GET', `/workflow/runtime/query/getMessageProcessInfo?procInstId=${procInstId}`, { token: tokens[user] });
    await act(measured, expected, () =>
      request(base, 'POST', '/demoself/agreementForm/operate/completeTask', {
        token: tokens[user],
        json: { taskOperationDTO: { taskId: info.taskId, procInstId, taskDefKey: info.taskDefKey, comment: '同意' }, agreementFormDTO: contract },
      }),
    );
  };
  const n = perUser;
  let done = 0;
  // Round 0 warms the server up (JIT, prepared statements) and is not measured.
  for (let round = 0; round <= contracts && performance.now() < deadline; round++) {
    const measured = round > 0;
    const { procInstId } = await act(false, { 'lisi:todo:add': n.lisi, 'lisi:msg:add': n.lisi }, () =>
      request(base, 'POST', '/demoself/agreementForm/operate/startProcessInst', { token: tokens.zhangsan, json: { startProcessDTO: { procDefKey: 'agreement' }, agreementFormDTO: contract } }),
    );
    // 法务 (赵六) and 财务 (王五) review in parallel: 李四's agreement opens both.
    await agree('lisi', procInstId, { 'lisi:todo:del': n.lisi, 'zhaoliu:todo:add': n.zhaoliu, 'zhaoliu:msg:add': n.zhaoliu, 'wangwu:todo:add': n.wangwu, 'wangwu:msg:add': n.wangwu }, measured);
    await agree('zhaoliu', procInstId, { 'zhaoliu:todo:del': n.zhaoliu }, measured);
    await agree('wangwu', procInstId, { 'wangwu:todo:del': n.wangwu, 'zhangsan:msg:add': n.zhangsan }, measured);
    if (measured) done++;
  }
  await Promise.all(clients.map((client) => client.deactivate({ force: true })));
  return { tally, completion, lost, done, connectSeconds, perUser };
}

/** One run on a fresh built server; answers the sorted latencies, or null when pushes were lost. */
async function measure(label, clientCount, extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-bench-live-'));
  const deadline = performance.now() + runSeconds * 1000;
  const perPerson = Math.ceil(clientCount / Object.keys(PEOPLE).length);
  const { server, base } = await startBuiltServer(repo, dataDir, [], {
    LIVE_MAX_CONNECTIONS_PER_USER: String(perPerson),
    LIVE_MAX_CONNECTIONS: String(Math.max(2_000, clientCount)),
    ...extraEnv,
  });
  let died = null;
  void server.exited.then((code) => (died = code));
  try {
    const load = readLoad();
    const result = await run(base, clientCount, deadline);
    if (died !== null) throw new Error(`the server exited (${died}) during the run`);
    const sorted = [...result.tally.latencies].sort((a, b) => a - b);
    const http = [...result.completion.httpMs].sort((a, b) => a - b);
    const fmt = (x, digits = 1) => x.toFixed(digits);
    console.log(`live push latency, ${label}: task completion request → STOMP client (${clientCount} clients on loopback, built server, SQLite):`);
    console.log(`  clients per user: ${Object.entries(result.perUser).map(([u, k]) => `${u} ${k}`).join(', ')}; connected in ${fmt(result.connectSeconds, 2)} s`);
    console.log(`  ${result.completion.count} completions in ${result.done} contracts, ${sorted.length} pushes timed`);
    console.log(`  push latency: p50 ${fmt(percentile(sorted, 50))} ms, p99 ${fmt(percentile(sorted, 99))} ms, max ${fmt(sorted.at(-1) ?? Number.NaN)} ms`);
    console.log(`  completion HTTP answer: p50 ${fmt(percentile(http, 50))} ms, p99 ${fmt(percentile(http, 99))} ms`);
    if (load) console.log(`  machine load average before the run: ${load} (${availableParallelism()} cores; the clients share them with the server)`);
    console.log(`  aim: p99 < 100 ms — ${percentile(sorted, 99) < 100 ? 'met' : 'not met'}`);
    if (result.lost > 0) {
      console.log(`  LOST: ${result.lost} pushes did not arrive within ${PUSH_TIMEOUT_MS} ms`);
      process.exitCode = 1;
    }
    return sorted;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const clientCount = planClients();
  await ensureNodeBuilt(repo);
  try {
    const embedded = await measure('embedded broker', clientCount, {});
    // The same server relaying through a throw-away RabbitMQ (LIVE_RELAY_URL): every push makes the round trip to RabbitMQ and back.
    // The build's, as the benches run without a TypeScript loader: the same node the tests start.
    const { RabbitMqNode } = await import('../../dist/node/cluster/RabbitMqNode.js');
    const rabbit = await RabbitMqNode.throwAway();
    let relayed;
    try {
      relayed = await measure('relayed through RabbitMQ Web-STOMP', clientCount, { LIVE_RELAY_URL: rabbit.webStompUrl });
    } finally {
      await rabbit.stop('kill');
    }
    const fmt = (x) => x.toFixed(1);
    const [e50, e99, r50, r99] = [percentile(embedded, 50), percentile(embedded, 99), percentile(relayed, 50), percentile(relayed, 99)];
    console.log('relay against embedded broker (same built server, same load):');
    console.log(`  p50 ${fmt(e50)} ms → ${fmt(r50)} ms (×${(r50 / e50).toFixed(2)}), p99 ${fmt(e99)} ms → ${fmt(r99)} ms (×${(r99 / e99).toFixed(2)})`);
  } finally {
    agent.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
