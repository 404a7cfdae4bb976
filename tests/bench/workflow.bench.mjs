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
 * Open loop: the closed loop's p99 only restates its throughput (50 clients, each waiting for
 * its answer before asking again). So a second run offers actions at a fixed rate, BENCH_RATE
 * (default 300 actions/s) for BENCH_OPEN_SECONDS (default 20) after the same warm-up, whether
 * or not earlier ones have been answered: each slot of the schedule takes the next ready step
 * (an agreement whose task the approver has already looked up, as the page has before 同意
 * is clicked) or else starts a contract. Latency is counted from the slot's scheduled instant,
 * not from the moment the request left, so time spent waiting behind a slow answer counts
 * (no coordinated omission). It reports p50, p99 and p99.9 and how many slots fell behind.
 *
 * Environment: BENCH_CLIENTS, BENCH_SECONDS, BENCH_WARMUP, BENCH_MAX_CONTRACTS, BENCH_PEER_RUNS,
 * BENCH_RATE, BENCH_OPEN_SECONDS, BENCH_ONLY (closed | open),
 * BENCH_SERVER_ARGS (node flags for the server, e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
 *
 * It never fails on time; it exits 1 only when an action is refused or the server dies.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Engine } from 'bpmn-engine';
import { BpmnModdle } from 'bpmn-moddle';
import { apiRequest, demoLogin, ensureNodeBuilt, percentile, readLoad, sampleContract, startBuiltServer } from './BuiltServer.mjs';
import { closedLoopClient } from './ClosedLoopClient.mjs';
import { cpuSeconds } from './CpuTime.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const maxContracts = Number(process.env.BENCH_MAX_CONTRACTS ?? 100000);
const peerRuns = Number(process.env.BENCH_PEER_RUNS ?? 300);
const rate = Number(process.env.BENCH_RATE ?? 300);
const openSeconds = Number(process.env.BENCH_OPEN_SECONDS ?? 20);
const only = process.env.BENCH_ONLY ?? '';

// The open loop may have more requests in flight than the closed loop has clients.
const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(clients, 256) + 4 });

const request = apiRequest(agent);

const contract = sampleContract('压测技术服务合同');

async function measureOurs(base, serverPid) {
  const tokens = {};
  for (const user of ['zhangsan', 'lisi', 'zhaoliu', 'wangwu']) tokens[user] = await demoLogin(request, base, user);
  const state = { measuring: false, stopped: false, latencies: [], contracts: 0, requests: 0 };
  const running = Array.from({ length: clients }, () => closedLoopClient({ request, contract, next: () => base, tokens, state, maxContracts }));
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

/**
 * The open loop: one action every 1/rate s on a fixed schedule. A slot takes a ready agreement
 * (its task looked up as soon as the step before it was answered) or else starts a contract.
 */
async function measureOpenLoop(base, serverPid) {
  const tokens = {};
  for (const user of ['zhangsan', 'lisi', 'zhaoliu', 'wangwu']) tokens[user] = await demoLogin(request, base, user);
  const approvers = ['lisi', 'zhaoliu', 'wangwu'];
  const ready = [];
  const state = { measuring: false, latencies: [], late: 0, failures: [], inFlight: 0, maxInFlight: 0, contracts: 0 };
  const lookUp = async (procInstId, step) => {
    const user = approvers[step];
    const info = await request(base, 'GET', `/workflow/runtime/query/getMessageProcessInfo?procInstId=${procInstId}`, { token: tokens[user] });
    ready.push({ procInstId, step, user, info });
  };
  const act = async (work, scheduledAt, measured) => {
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    try {
      const result = await work();
      if (measured) state.latencies.push(Number(process.hrtime.bigint() - scheduledAt) / 1e6);
      return result;
    } finally {
      state.inFlight--;
    }
  };
  const slot = (scheduledAt, measured) => {
    const next = ready.shift();
    if (next) {
      const { procInstId, step, user, info } = next;
      return act(
        () =>
          request(base, 'POST', '/demoself/agreementForm/operate/completeTask', {
            token: tokens[user],
            json: { taskOperationDTO: { taskId: info.taskId, procInstId, taskDefKey: info.taskDefKey, comment: '同意' }, agreementFormDTO: contract },
          }),
        scheduledAt,
        measured,
      ).then(() => {
        if (step + 1 < approvers.length) return lookUp(procInstId, step + 1);
        if (measured) state.contracts++;
        return undefined;
      });
    }
    return act(
      () => request(base, 'POST', '/demoself/agreementForm/operate/startProcessInst', { token: tokens.zhangsan, json: { startProcessDTO: { procDefKey: 'agreement' }, agreementFormDTO: contract } }),
      scheduledAt,
      measured,
    ).then(({ procInstId }) => lookUp(procInstId, 0));
  };

  const intervalNs = BigInt(Math.round(1e9 / rate));
  const warmupSlots = Math.round(warmup * rate);
  const totalSlots = warmupSlots + Math.round(openSeconds * rate);
  const started = process.hrtime.bigint();
  const pending = new Set();
  let cpuBefore = null;
  let clientCpuBefore = null;
  for (let i = 0; i < totalSlots; i++) {
    const scheduledAt = started + BigInt(i) * intervalNs;
    const now = process.hrtime.bigint();
    if (scheduledAt > now) await new Promise((r) => setTimeout(r, Number(scheduledAt - now) / 1e6));
    // More than one interval behind: the generator itself could not keep the pace.
    else if (now - scheduledAt > intervalNs) state.late++;
    if (i === warmupSlots) {
      cpuBefore = cpuSeconds(serverPid);
      clientCpuBefore = process.cpuUsage();
      state.late = 0;
    }
    const work = slot(scheduledAt, i >= warmupSlots).catch((error) => state.failures.push(error instanceof Error ? error.message : String(error)));
    pending.add(work);
    void work.finally(() => pending.delete(work));
  }
  await Promise.all(pending);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9 - warmup;
  const cpuAfter = cpuSeconds(serverPid);
  const clientCpu = clientCpuBefore ? process.cpuUsage(clientCpuBefore) : null;
  if (state.failures.length > 0) throw new Error(`open loop: ${state.failures.length} actions refused, e.g. ${state.failures[0]}`);
  const sorted = [...state.latencies].sort((a, b) => a - b);
  return {
    actions: sorted.length,
    contracts: state.contracts,
    elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    p999: percentile(sorted, 99.9),
    max: sorted.at(-1) ?? 0,
    late: state.late,
    maxInFlight: state.maxInFlight,
    cpuMsPerAction: cpuBefore === null || cpuAfter === null || sorted.length === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / sorted.length,
    clientCpuMsPerAction: clientCpu === null || sorted.length === 0 ? null : (clientCpu.user + clientCpu.system) / 1000 / sorted.length,
  };
}

/** The same diagram for bpmn-engine: the amount condition in its expression language. */
async function peerDiagram() {
  const { agreementProcessXml, COUNTERSIGN_THRESHOLD } = await import(pathToFileURL(join(repo, 'dist', 'node', 'server', 'modules', 'demoself', 'AgreementProcessDiagram.js')).href);
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
  await ensureNodeBuilt(repo);
  const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-bench-workflow-'));
  const { server, base } = await startBuiltServer(repo, dataDir, (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean));
  let died = null;
  void server.exited.then((code) => (died = code));
  try {
    const load = readLoad();
    const fmt = (n, digits = 1) => n.toFixed(digits);
    if (only !== 'open') {
      const ours = await measureOurs(base, server.pid);
      if (died !== null) throw new Error(`the server exited (${died}) during the run`);
      const peer = await measurePeer();
      console.log(`workflow approvals over HTTP (${clients} clients, ${fmt(ours.elapsed)} s, SQLite, built server):`);
      console.log(`  ours:        ${fmt(ours.actionsPerSecond)} actions/s (${ours.actions} actions, ${ours.contracts} contracts), ${fmt(ours.requestsPerSecond)} requests/s, p50 ${fmt(ours.p50)} ms, p99 ${fmt(ours.p99)} ms`);
      console.log(`  bpmn-engine: ${fmt(peer.actionsPerSecond)} actions/s in process (${peer.runs} runs of the same forward path, ${peer.userTasks} user tasks each, ${fmt(peer.elapsed, 2)} s)`);
      console.log(`  ratio ours / bpmn-engine: ${fmt(ours.actionsPerSecond / peer.actionsPerSecond, 3)}`);
      if (ours.cpuMsPerAction !== null) console.log(`  server CPU: ${fmt(ours.cpuMsPerAction, 2)} ms per action (≈ ${fmt(1000 / ours.cpuMsPerAction, 0)} actions/s on one idle core)`);
      if (ours.clientCpuMsPerAction !== null) console.log(`  client CPU: ${fmt(ours.clientCpuMsPerAction, 2)} ms per action (the load generator shares the 2 cores)`);
      if (load) console.log(`  machine load average before the run: ${load}`);
      console.log(`  aim: ≥ 500 actions/s — ${ours.actionsPerSecond >= 500 ? 'met' : 'not met'}`);
    }
    if (only !== 'closed') {
      const open = await measureOpenLoop(base, server.pid);
      if (died !== null) throw new Error(`the server exited (${died}) during the open loop`);
      console.log(`workflow approvals at a fixed offered rate (${rate} actions/s for ${openSeconds} s after ${warmup} s, SQLite, one instance):`);
      console.log(`  answered:    ${open.actions} actions (${fmt(open.actions / open.elapsed)} actions/s), ${open.contracts} contracts finished`);
      console.log(`  latency from the scheduled instant: p50 ${fmt(open.p50)} ms, p99 ${fmt(open.p99)} ms, p99.9 ${fmt(open.p999)} ms, max ${fmt(open.max)} ms`);
      console.log(`  in flight at most: ${open.maxInFlight}; slots the generator started late: ${open.late}`);
      if (open.cpuMsPerAction !== null) console.log(`  server CPU: ${fmt(open.cpuMsPerAction, 2)} ms per action (its look-ups included)`);
      if (open.clientCpuMsPerAction !== null) console.log(`  client CPU: ${fmt(open.clientCpuMsPerAction, 2)} ms per action`);
      console.log(`  aim: p99 < 50 ms at ${rate} actions/s — ${open.p99 < 50 ? 'met' : 'not met'}`);
    }
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
