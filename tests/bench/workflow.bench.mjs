#!/usr/bin/env node
/*
 * The workflow's approval throughput over HTTP, beside bpmn-engine's in-process figure for
 * the same diagram, measured in the same run.
 *
 * Ours: the built server (dist/node) on SQLite in a temporary directory, and BENCH_CLIENTS
 * (default 50) clients on loopback, each looping through the demo's 合同审批 on its forward
 * path for a small contract: 张三 starts it, 李四, 赵六 (法务) and 王五 (财务) agree. Each start
 * and each agreement is an action (four per contract); before agreeing, a client asks
 * getMessageProcessInfo for its task, which is a request but not an action. The clients run
 * for BENCH_SECONDS (default 20) after a BENCH_WARMUP (default 3) seconds warm-up; the run
 * also stops after BENCH_MAX_CONTRACTS (default 100000) contracts.
 *
 * Peer: bpmn-engine running the same diagram's forward path in this process, BENCH_PEER_RUNS
 * (default 300) times, the XML parsed once (our server compiles each definition once too),
 * the amount condition written as a bpmn-engine expression (services.greaterThan) and each
 * user task signalled as soon as it waits. It keeps nothing on disk and answers no HTTP; the
 * ratio says what persistence, HTTP, authentication, company scoping, to-dos and messages
 * cost on top of running the tokens.
 *
 * Environment: BENCH_CLIENTS, BENCH_SECONDS, BENCH_WARMUP, BENCH_MAX_CONTRACTS, BENCH_PEER_RUNS,
 * BENCH_SERVER_ARGS (node flags for the server, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
 *
 * It never fails on time; it exits 1 only when an action is refused or the server dies.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Engine } from 'bpmn-engine';
import { BpmnModdle } from 'bpmn-moddle';
import { apiRequest, demoLogin, ensureBuilt, percentile, readLoad, sampleContract, startBuiltServer } from './BuiltServer.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const maxContracts = Number(process.env.BENCH_MAX_CONTRACTS ?? 100000);
const peerRuns = Number(process.env.BENCH_PEER_RUNS ?? 300);

const agent = new http.Agent({ keepAlive: true, maxSockets: clients + 4 });

const request = apiRequest(agent);

const contract = sampleContract('压测技术服务合同');

/** One client: contracts start to finish, timing every action, until told to stop. */
async function client(base, tokens, state) {
  const timed = async (work) => {
    const started = process.hrtime.bigint();
    const result = await work();
    if (state.measuring) state.latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    return result;
  };
  const agree = async (user, procInstId) => {
    const info = await request(base, 'GET', `/workflow/runtime/query/getMessageProcessInfo?procInstId=${procInstId}`, { token: tokens[user] });
    if (state.measuring) state.requests++;
    await timed(() =>
      request(base, 'POST', '/demoself/agreementForm/operate/completeTask', {
        token: tokens[user],
        json: { taskOperationDTO: { taskId: info.taskId, procInstId, taskDefKey: info.taskDefKey, comment: '同意' }, agreementFormDTO: contract },
      }),
    );
  };
  while (!state.stopped && state.contracts < maxContracts) {
    const { procInstId } = await timed(() =>
      request(base, 'POST', '/demoself/agreementForm/operate/startProcessInst', { token: tokens.zhangsan, json: { startProcessDTO: { procDefKey: 'agreement' }, agreementFormDTO: contract } }),
    );
    await agree('lisi', procInstId);
    await agree('zhaoliu', procInstId);
    await agree('wangwu', procInstId);
    if (state.measuring) {
      state.contracts++;
      state.requests += 4;
    }
  }
}

/** CPU seconds a process has used so far (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (USER_HZ, 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function measureOurs(base, serverPid) {
  const tokens = {};
  for (const user of ['zhangsan', 'lisi', 'zhaoliu', 'wangwu']) tokens[user] = await demoLogin(request, base, user);
  const state = { measuring: false, stopped: false, latencies: [], contracts: 0, requests: 0 };
  const running = Array.from({ length: clients }, () => client(base, tokens, state));
  const failed = Promise.all(running).then(() => undefined);
  const wait = (ms) => Promise.race([new Promise((r) => setTimeout(r, ms)), failed]);
  await wait(warmup * 1000);
  state.measuring = true;
  const started = process.hrtime.bigint();
  const cpuBefore = cpuSeconds(serverPid);
  const clientCpuBefore = process.cpuUsage();
  await wait(seconds * 1000);
  state.measuring = false;
  const cpuAfter = cpuSeconds(serverPid);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  state.stopped = true;
  await failed;
  const sorted = [...state.latencies].sort((a, b) => a - b);
  return {
    actions: sorted.length,
    contracts: state.contracts,
    elapsed,
    actionsPerSecond: sorted.length / elapsed,
    requestsPerSecond: state.requests / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    // Server CPU per action (its getMessageProcessInfo look-ups included): what the figure would be on an idle core.
    // The 50 clients' own CPU per action: on 2 cores it is taken from what the server could use.
    clientCpuMsPerAction: sorted.length === 0 ? null : (clientCpu.user + clientCpu.system) / 1000 / sorted.length,
    cpuMsPerAction: cpuBefore === null || cpuAfter === null || sorted.length === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / sorted.length,
  };
}

/** The same diagram for bpmn-engine: the amount condition in its expression language. */
async function peerDiagram() {
  const { agreementProcessXml, COUNTERSIGN_THRESHOLD } = await import(pathToFileURL(join(repo, 'dist', 'node', 'server', 'db', 'AgreementProcessDiagram.js')).href);
  const xml = agreementProcessXml().replace(
    `\${agreementMoney &gt; ${COUNTERSIGN_THRESHOLD}}`,
    `\${environment.services.greaterThan(environment.variables.agreementMoney, ${COUNTERSIGN_THRESHOLD})}`,
  );
  if (xml === agreementProcessXml()) throw new Error('the amount condition was not found in the demo diagram');
  return new BpmnModdle().fromXML(xml);
}

/** bpmn-engine runs of the forward path: each waiting user task is signalled as soon as it waits. */
async function measurePeer() {
  const moddleContext = await peerDiagram();
  const services = { greaterThan: (a, b) => Number(a) > Number(b) };
  const runOnce = () =>
    new Promise((resolvePromise, reject) => {
      const engine = new Engine({ name: 'agreement', moddleContext });
      const listener = new EventEmitter();
      let signals = 0;
      listener.on('activity.wait', (api) => {
        signals++;
        setImmediate(() => api.signal());
      });
      engine.once('end', () => resolvePromise(signals));
      engine.once('error', reject);
      engine.execute({ listener, variables: { agreementMoney: contract.agreementMoney, initiator: '2' }, services }).catch(reject);
    });
  for (let i = 0; i < Math.min(100, peerRuns); i++) await runOnce();
  const started = process.hrtime.bigint();
  let signals = 0;
  for (let i = 0; i < peerRuns; i++) signals = await runOnce();
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  // Ours counts a start and three agreements per contract; bpmn-engine also waits at 提交申请, which our engine approves itself.
  return { runs: peerRuns, userTasks: signals, elapsed, actionsPerSecond: (peerRuns * 4) / elapsed };
}

async function main() {
  ensureBuilt(repo);
  const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-bench-workflow-'));
  const { child, base } = await startBuiltServer(repo, dataDir, request, (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean));
  let died = null;
  child.once('exit', (code) => (died = code));
  try {
    const load = readLoad();
    const ours = await measureOurs(base, child.pid);
    if (died !== null) throw new Error(`the server exited (${died}) during the run`);
    const peer = await measurePeer();
    const fmt = (n, digits = 1) => n.toFixed(digits);
    console.log(`workflow approvals over HTTP (${clients} clients, ${fmt(ours.elapsed)} s, SQLite, built server):`);
    console.log(`  ours:        ${fmt(ours.actionsPerSecond)} actions/s (${ours.actions} actions, ${ours.contracts} contracts), ${fmt(ours.requestsPerSecond)} requests/s, p50 ${fmt(ours.p50)} ms, p99 ${fmt(ours.p99)} ms`);
    console.log(`  bpmn-engine: ${fmt(peer.actionsPerSecond)} actions/s in process (${peer.runs} runs of the same forward path, ${peer.userTasks} user tasks each, ${fmt(peer.elapsed, 2)} s)`);
    console.log(`  ratio ours / bpmn-engine: ${fmt(ours.actionsPerSecond / peer.actionsPerSecond, 3)}`);
    if (ours.cpuMsPerAction !== null) console.log(`  server CPU: ${fmt(ours.cpuMsPerAction, 2)} ms per action (≈ ${fmt(1000 / ours.cpuMsPerAction, 0)} actions/s on one idle core)`);
    if (ours.clientCpuMsPerAction !== null) console.log(`  client CPU: ${fmt(ours.clientCpuMsPerAction, 2)} ms per action (the load generator shares the 2 cores)`);
    if (load) console.log(`  machine load average before the run: ${load}`);
    console.log(`  aim: ≥ 500 actions/s — ${ours.actionsPerSecond >= 500 ? 'met' : 'not met'}`);
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((r) => (died !== null ? r() : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
