#!/usr/bin/env node
/*
 * Issue 14: approval throughput with 1, 2 and 3 instances of the built server on one PostgreSQL,
 * in one run.
 *
 * A throw-away PostgreSQL 15 cluster (cluster/ThrowAwayPostgres, from its build in dist/node;
 * BENCH_DATABASE_URL names a server to use instead). For each instance count in BENCH_SCALE_INSTANCES (default 1,2,3): a fresh
 * database, that many built servers (dist/node) started one after the other (the first migrates
 * and seeds, the others find both done), each with its own data directory, then the same closed
 * loop as workflow.bench.mjs: BENCH_SCALE_CLIENTS (default 50) clients, each looping through the
 * demo's 合同审批 forward path for a small contract (张三 starts it; 李四, 赵六 and 王五 look their
 * task up and agree). Every request goes to the next instance in turn (round-robin, as a load
 * balancer without sticky sessions would): a start on one instance, the agreement on another.
 * The clients run for BENCH_SCALE_SECONDS (default 15) after BENCH_WARMUP (default 3) seconds.
 *
 * It reports approval actions per second (a start or an agreement, four per contract), p50 and
 * p99 of their latency, the ratios 2/1 and 3/1, and where the CPU went during each run: the
 * instances, PostgreSQL, the load generator and the rest of the machine, against its cores, and
 * the instances' and PostgreSQL's CPU per action, which other people's load does not move. On a
 * machine with fewer cores than instances + PostgreSQL + load generator, the instances compete for
 * the same cores, and the ratios measure that machine, not how the server scales; the output says
 * which it was.
 *
 * Environment: BENCH_SCALE_INSTANCES, BENCH_SCALE_CLIENTS, BENCH_SCALE_SECONDS, BENCH_WARMUP,
 * BENCH_DATABASE_URL, PG_BIN. It never fails on time; it exits 1 when an action is refused or an
 * instance dies.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRequest, demoLogin, ensureNodeBuilt, percentile, readLoad, sampleContract, startBuiltServer } from './BuiltServer.mjs';
import { closedLoopClient } from './ClosedLoopClient.mjs';
import { cpuSeconds, machineCpu } from './CpuTime.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const counts = (process.env.BENCH_SCALE_INSTANCES ?? '1,2,3').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
const clients = Number(process.env.BENCH_SCALE_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SCALE_SECONDS ?? 15);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const cores = availableParallelism();

const agent = new http.Agent({ keepAlive: true, maxSockets: clients + 4 });
const request = apiRequest(agent);
const contract = sampleContract('扩容压测技术服务合同');
const USERS = ['zhangsan', 'lisi', 'zhaoliu', 'wangwu'];

/** CPU seconds so far of the instances, PostgreSQL (its backends and those it reaped) and this process. */
function cpuSnapshot(instances, postgres) {
  const [postmaster, ...backends] = postgres.cluster?.pids() ?? [];
  const own = process.cpuUsage();
  return {
    instances: instances.reduce((sum, { server }) => sum + (cpuSeconds(server.pid) ?? 0), 0),
    postgres: postmaster === undefined ? null : (cpuSeconds(postmaster, true) ?? 0) + backends.reduce((sum, pid) => sum + (cpuSeconds(pid) ?? 0), 0),
    generator: (own.user + own.system) / 1e6,
    machine: machineCpu(),
  };
}

/** `count` instances on a fresh database, measured under the closed loop, then stopped. */
async function measure(postgres, count) {
  const databaseUrl = await postgres.createDatabase(`ronghe_bench_scale${count}`);
  const instances = [];
  const dataDirs = [];
  const deaths = [];
  try {
    for (let i = 0; i < count; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), `ronghe-bench-scale-${count}-${i}-`));
      dataDirs.push(dataDir);
      const instance = await startBuiltServer(repo, dataDir, [], { DATABASE_URL: databaseUrl });
      void instance.server.exited.then((code) => deaths.push(`instance ${i + 1} exited (${code})`));
      instances.push(instance);
    }
    let turn = 0;
    const next = () => instances[turn++ % count].base;
    // Signed in on the first instance: the token is a row in the shared database, good on every instance.
    const tokens = {};
    for (const user of USERS) tokens[user] = await demoLogin(request, instances[0].base, user);

    const state = { measuring: false, stopped: false, latencies: [], contracts: 0, requests: 0 };
    // Each request to the next instance in turn.
    const running = Promise.all(Array.from({ length: clients }, () => closedLoopClient({ request, contract, next, tokens, state })));
    const wait = (ms) => Promise.race([new Promise((r) => setTimeout(r, ms)), running]);
    await wait(warmup * 1000);
    const loadBefore = readLoad();
    state.measuring = true;
    const started = process.hrtime.bigint();
    const before = cpuSnapshot(instances, postgres);
    await wait(seconds * 1000);
    state.measuring = false;
    const after = cpuSnapshot(instances, postgres);
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    state.stopped = true;
    await running;
    if (deaths.length > 0) throw new Error(deaths.join('; '));
    const sorted = [...state.latencies].sort((a, b) => a - b);
    const cpu = (key) => (before[key] === null || after[key] === null ? null : (after[key] - before[key]) / elapsed);
    const machine = before.machine && after.machine ? (after.machine.busy - before.machine.busy) / elapsed : null;
    return {
      count,
      actions: sorted.length,
      contracts: state.contracts,
      elapsed,
      actionsPerSecond: sorted.length / elapsed,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      // Cores busy on average during the run: each part's, and the whole machine's (others' work included).
      cores: { instances: cpu('instances'), postgres: cpu('postgres'), generator: cpu('generator'), machine },
      loadBefore,
      loadAfter: readLoad(),
    };
  } finally {
    await Promise.all(instances.map(({ server }) => server.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

/** What most likely bounds the figures of a run, from where its CPU went. */
function limit(run) {
  const { machine, instances, postgres, generator } = run.cores;
  if (machine === null) return 'unknown (no /proc/stat)';
  if (machine >= cores * 0.9) {
    const others = Math.max(0, machine - instances - (postgres ?? 0) - generator);
    return `the machine's ${cores} cores (${fmt(machine, 2)} busy: instances ${fmt(instances, 2)}, PostgreSQL ${postgres === null ? '?' : fmt(postgres, 2)}, load generator ${fmt(generator, 2)}, others ${fmt(others, 2)})`;
  }
  if (instances >= run.count * 0.9) return `the instances' own event loops (${fmt(instances, 2)} cores for ${run.count})`;
  return `neither the cores nor the instances' CPU (${fmt(machine, 2)} of ${cores} cores busy): waits, most likely PostgreSQL's row locks and commits`;
}

const fmt = (n, digits = 1) => (n === null || Number.isNaN(n) ? '?' : n.toFixed(digits));

async function main() {
  await ensureNodeBuilt(repo);
  // The build's, as the benches run without a TypeScript loader: the same cluster the tests start.
  const { ThrowAwayPostgres } = await import('../../dist/node/cluster/ThrowAwayPostgres.js');
  const postgres = await ThrowAwayPostgres.start(process.env.BENCH_DATABASE_URL);
  const runs = [];
  try {
    for (const count of counts) runs.push(await measure(postgres, count));
  } finally {
    agent.destroy();
    await postgres.stop();
  }
  console.log(`approvals with several instances on one PostgreSQL (${clients} clients, round-robin per request, ${seconds} s each after ${warmup} s, built server):`);
  for (const run of runs) {
    console.log(
      `  ${run.count} instance${run.count > 1 ? 's' : ' '}: ${fmt(run.actionsPerSecond)} actions/s (${run.actions} actions, ${run.contracts} contracts), p50 ${fmt(run.p50)} ms, p99 ${fmt(run.p99)} ms`,
    );
    console.log(
      `               cores busy: instances ${fmt(run.cores.instances, 2)}, PostgreSQL ${fmt(run.cores.postgres, 2)}, load generator ${fmt(run.cores.generator, 2)}, whole machine ${fmt(run.cores.machine, 2)} of ${cores}; load ${run.loadBefore} → ${run.loadAfter}`,
    );
    // Independent of what else ran: the CPU each action cost, summed over the instances and over PostgreSQL.
    const perAction = (cores) => (cores === null || run.actionsPerSecond === 0 ? null : (cores * 1000) / run.actionsPerSecond);
    console.log(`               CPU per action: instances ${fmt(perAction(run.cores.instances), 2)} ms, PostgreSQL ${fmt(perAction(run.cores.postgres), 2)} ms`);
    console.log(`               limited by: ${limit(run)}`);
  }
  const one = runs.find((run) => run.count === 1);
  if (one) {
    for (const run of runs.filter((r) => r.count > 1)) console.log(`  ratio ${run.count}/1: ${fmt(run.actionsPerSecond / one.actionsPerSecond, 2)}`);
  }
  const parts = Math.max(...counts) + 2;
  if (Math.max(...counts) > 1 && cores < parts) {
    console.log(
      `  note: ${cores} cores for up to ${Math.max(...counts)} instances + PostgreSQL + the load generator (${parts} busy processes): the instances take turns on the same cores, so the ratios say what this machine holds, not how far the server scales on one core per instance.`,
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
