#!/usr/bin/env node
/*
 * Issue 27: `ronghe backup` and `ronghe restore` time per 10,000 workflow instances, on SQLite
 * and on PostgreSQL (a throw-away cluster, cluster/ThrowAwayPostgres, from the build).
 *
 * For each database, the built server (dist/node) on an empty installation with the demo, and
 * BENCH_CLIENTS (default 20) clients running the demo's 合同审批 forward path until
 * BENCH_BACKUP_INSTANCES (default 10000) contracts are through: each is one instance with its
 * four tasks, to-dos, messages, history and contract row. Then, with the server still up and
 * idle, `node bin/ronghe.js backup` as an operator runs it (the process's start included), and
 * `node bin/ronghe.js restore` into an empty installation. Times are wall-clock, best of
 * BENCH_REPEAT (default 3), measured first on the demo installation alone, then with the
 * instances; with another count than 10,000, the figure per 10,000 is the demo's time plus the
 * instances' share scaled linearly. Also printed: the archive's size, the database's, and the
 * load averages, as the machine may be shared.
 *
 * Environment: BENCH_BACKUP_INSTANCES, BENCH_CLIENTS, BENCH_REPEAT, BENCH_ONLY (sqlite | postgres),
 * BENCH_DATABASE_URL (an existing PostgreSQL's maintenance URL instead of a throw-away cluster).
 * It never fails on time; it exits 1 when a command fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiRequest, demoLogin, ensureNodeBuilt, readLoad, sampleContract, startBuiltServer } from './BuiltServer.mjs';
import { closedLoopClient } from './ClosedLoopClient.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const instances = Number(process.env.BENCH_BACKUP_INSTANCES ?? 10_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const repeat = Number(process.env.BENCH_REPEAT ?? 3);
const only = process.env.BENCH_ONLY ?? '';
const agent = new http.Agent({ keepAlive: true, maxSockets: clients + 4 });
const request = apiRequest(agent);
const folders = [];

const folder = (prefix) => {
  const made = mkdtempSync(join(tmpdir(), prefix));
  folders.push(made);
  return made;
};

/** `ronghe …` as the operator runs it; its wall-clock seconds. Throws with its output when it fails. */
function ronghe(args, env) {
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [join(repo, 'bin', 'ronghe.js'), ...args], { cwd: repo, env: { ...process.env, DATABASE_URL: '', FILES_DIR: '', ...env }, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) throw new Error(`ronghe ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return seconds;
}

const fmt = (n, digits = 2) => n.toFixed(digits);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(name, installation) {
  const source = await installation();
  const { server, base } = await startBuiltServer(repo, source.env.DATA_DIR, [], source.env);
  try {
    const archives = folder('ronghe-bench-archives-');
    let serial = 0;
    /** Best of `repeat` backups of the source and restores of them into empty installations. */
    const bestOf = async () => {
      const backups = [];
      const restores = [];
      let size = 0;
      for (let run = 0; run < repeat; run++) {
        const archive = join(archives, `run-${serial++}.tar.gz`);
        backups.push(ronghe(['backup', archive], source.env));
        size = statSync(archive).size;
        const target = await installation();
        restores.push(ronghe(['restore', archive], target.env));
      }
      return { backup: Math.min(...backups), restore: Math.min(...restores), size };
    };
    // The demo installation alone: the commands' start and the fixed part of the data.
    const empty = await bestOf();
    const tokens = {};
    for (const user of ['zhangsan', 'lisi', 'zhaoliu', 'wangwu']) tokens[user] = await demoLogin(request, base, user);
    const state = { stopped: false, measuring: true, latencies: [], contracts: 0, requests: 0 };
    const filling = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: clients }, () => closedLoopClient({ request, contract: sampleContract('备份基准合同'), next: () => base, tokens, state, maxContracts: instances })),
    );
    const fillSeconds = Number(process.hrtime.bigint() - filling) / 1e9;
    const full = await bestOf();
    // Linear in the instances beyond the demo's own data: exact when the full count was asked for.
    const per10k = (key) => empty[key] + ((full[key] - empty[key]) * 10_000) / state.contracts;
    return { name, contracts: state.contracts, fillSeconds, empty, full, backup: per10k('backup'), restore: per10k('restore'), size: full.size, databaseSize: source.databaseSize?.() };
  } finally {
    await server.stop();
  }
}

async function main() {
  await ensureNodeBuilt(repo);
  const runs = [];
  let postgres;
  try {
    if (only === '' || only === 'sqlite') {
      runs.push(
        await measure('SQLite', async () => {
          const dataDir = folder('ronghe-bench-backup-');
          return { env: { DATA_DIR: dataDir }, databaseSize: () => statSync(join(dataDir, 'ronghe.sqlite')).size };
        }),
      );
    }
    if (only === '' || only === 'postgres') {
      const { ThrowAwayPostgres } = await import('../../dist/node/cluster/ThrowAwayPostgres.js');
      postgres = await ThrowAwayPostgres.start(process.env.BENCH_DATABASE_URL);
      runs.push(
        await measure('PostgreSQL', async () => {
          const dataDir = folder('ronghe-bench-backup-pg-');
          return { env: { DATA_DIR: dataDir, DATABASE_URL: await postgres.createDatabase('ronghe_bench_backup') } };
        }),
      );
    }
  } finally {
    agent.destroy();
    await postgres?.stop();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  }
  console.log(`backup and restore per 10,000 instances (ronghe backup / restore as processes, best of ${repeat}, load ${readLoad() ?? '?'}):`);
  for (const run of runs) {
    console.log(
      `  ${run.name}: backup ${fmt(run.backup)} s, restore ${fmt(run.restore)} s per 10,000 instances; measured with ${run.contracts} contracts ` +
        `backup ${fmt(run.full.backup)} s, restore ${fmt(run.full.restore)} s (the demo alone: ${fmt(run.empty.backup)} s, ${fmt(run.empty.restore)} s); ` +
        `archive ${mb(run.size)}${run.databaseSize ? `, database ${mb(run.databaseSize)}` : ''}; contracts made in ${fmt(run.fillSeconds, 1)} s`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
