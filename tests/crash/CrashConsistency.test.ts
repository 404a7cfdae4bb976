import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresServer } from '../setup/PostgresServer.ts';
import { ensureNodeBuilt } from '../setup/NodeBuild.mjs';
import { ApprovalLoad, type Acknowledged, type SentNames } from './ApprovalLoad.ts';
import { BuiltServerProcess } from './BuiltServerProcess.ts';
import { checkConsistency, count, postgresReader, sqliteReader, type Divergences, type ReadOnlySql } from './ConsistencyCheck.ts';

/*
 * kill -9 under approval load, then restart and check (issue 9 item 10). Each round starts
 * the built server on the data the last round left, checks it, drives approvals over HTTP
 * and kills the server at a random moment; a last restart is checked too. Environment:
 * CRASH_ROUNDS (default 6 per database), CRASH_CLIENTS (default 6), CRASH_MAX_MS (the
 * longest a round runs before the kill, default 2500), CRASH_REPO (the checkout whose
 * dist/node is run; default this one, compiled when stale).
 */
const repo = resolve(process.env.CRASH_REPO ?? fileURLToPath(new URL('../..', import.meta.url)));
const rounds = Number(process.env.CRASH_ROUNDS ?? 6);
const clients = Number(process.env.CRASH_CLIENTS ?? 6);
const maxMs = Number(process.env.CRASH_MAX_MS ?? 2500);

interface Outcome {
  rounds: number;
  acknowledged: number;
  divergences: Divergences[];
}

async function crashRounds(label: string, env: { DATA_DIR: string; DATABASE_URL?: string }, reader: () => Promise<ReadOnlySql>): Promise<Outcome> {
  const acknowledged: Acknowledged[] = [];
  const sentNames: SentNames = new Map();
  const divergences: Divergences[] = [];
  const check = async (server: BuiltServerProcess, round: number) => {
    const sql = await reader();
    try {
      const found = await checkConsistency(sql, acknowledged, sentNames);
      divergences.push(found);
      console.log(`[crash ${label}] after restart ${round}: ${acknowledged.length} acknowledged actions so far, divergences ${JSON.stringify(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.length])))}${count(found) > 0 ? ` e.g. ${JSON.stringify(Object.values(found).flat().slice(0, 3))}` : ''}`);
    } finally {
      await sql.close();
    }
    return server;
  };
  for (let round = 0; round < rounds; round++) {
    const server = await check(await BuiltServerProcess.start(repo, env), round);
    const load = new ApprovalLoad(server, round);
    await load.login();
    const running = load.run(clients);
    // A random moment once the load is on (PostgreSQL's first requests are slow to come back).
    await Promise.race([load.warm, running]);
    await new Promise((r) => setTimeout(r, Math.random() * maxMs));
    await server.kill();
    await running;
    acknowledged.push(...load.acknowledged);
    for (const [id, names] of load.sentNames) sentNames.set(id, [...(sentNames.get(id) ?? []), ...names]);
  }
  const server = await check(await BuiltServerProcess.start(repo, env), rounds);
  await server.stop();
  const last = divergences.at(-1)!;
  // Divergences persist from check to check (restarts never repair them): a round adds its own.
  const growing = divergences.filter((found, i) => i > 0 && count(found) > count(divergences[i - 1]!)).length;
  console.log(
    `[crash ${label}] ${rounds} rounds, ${acknowledged.length} acknowledged actions; ${count(last)} divergences at the end ` +
      `${JSON.stringify(Object.fromEntries(Object.entries(last).map(([k, v]) => [k, v.length])))}, new ones after ${growing} of ${rounds} crashes`,
  );
  return { rounds, acknowledged: acknowledged.length, divergences };
}

function expectConsistent(outcome: Outcome): void {
  expect(outcome.acknowledged).toBeGreaterThan(0);
  for (const found of outcome.divergences) {
    expect(found).toEqual({ lostActions: [], missingTodos: [], extraTodos: [], contractsWithoutInstance: [], instancesWithoutScope: [] });
  }
}

beforeAll(() => ensureNodeBuilt(repo), 600_000);

describe('kill -9 under approval load', () => {
  it('on SQLite loses no acknowledged action and leaves to-dos, contracts and instances in step', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-crash-'));
    try {
      expectConsistent(await crashRounds('sqlite', { DATA_DIR: dataDir }, async () => sqliteReader(dataDir)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('on PostgreSQL', () => {
    let postgres: PostgresServer;
    beforeAll(async () => {
      postgres = await PostgresServer.start();
    }, 120_000);
    afterAll(async () => {
      await postgres?.stop();
    });

    it('loses no acknowledged action and leaves to-dos, contracts and instances in step', async () => {
      const url = await postgres.createDatabase('ronghe_crash');
      const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-crash-pg-'));
      try {
        expectConsistent(await crashRounds('postgres', { DATA_DIR: dataDir, DATABASE_URL: url }, () => postgresReader(url)));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
});
