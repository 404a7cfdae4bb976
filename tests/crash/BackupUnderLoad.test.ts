import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledCli } from '../../cli/testing/CompiledCli.ts';
import { PostgresServer } from '../setup/PostgresServer.ts';
import { fileChecksums, tableRows } from '../integration/backup/InstallationContents.ts';
import { ApprovalLoad } from './ApprovalLoad.ts';
import { BuiltServerProcess } from './BuiltServerProcess.ts';
import { checkConsistency, postgresReader, sqliteReader, type ReadOnlySql } from './ConsistencyCheck.ts';

/*
 * Issue 27: `ronghe backup` taken while clients drive approvals is consistent — restored into an
 * empty installation, it holds every action acknowledged before the backup began and no action
 * half (to-dos in step with tasks, every contract with its instance, every instance its scope) —
 * and once the load stops, a backup restored elsewhere is the installation table by table and file
 * by file. The backup runs as the operator's `ronghe backup` process beside the built server.
 * CRASH_CLIENTS (default 6) clients.
 */
const clients = Number(process.env.CRASH_CLIENTS ?? 6);
const ACTIONS_BEFORE = 40;

interface Installation {
  env: { DATA_DIR: string; DATABASE_URL?: string };
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
  reader(): Promise<ReadOnlySql>;
}

const folders: string[] = [];
let postgres: PostgresServer | undefined;

async function installation(dialect: 'sqlite' | 'postgres'): Promise<Installation> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-backup-load-'));
  folders.push(dataDir);
  if (dialect === 'sqlite') return { env: { DATA_DIR: dataDir }, dataDir, dialect, reader: async () => sqliteReader(dataDir) };
  postgres ??= await PostgresServer.start();
  const url = await postgres.createDatabase('ronghe_backup_load');
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, dataDir, dialect, reader: () => postgresReader(url) };
}

async function ronghe(args: string[], env: Installation['env']): Promise<void> {
  // DATABASE_URL unset for SQLite, whatever the test run's environment holds.
  const run = await CompiledCli.run(args, { env: { DATABASE_URL: undefined, FILES_DIR: undefined, ...env }, timeoutMs: 300_000 });
  expect({ args, status: run.status, stderr: run.stderr }).toEqual({ args, status: 0, stderr: '' });
}

async function contents(target: Installation) {
  const sql = await target.reader();
  try {
    return { tables: await tableRows(sql, target.dialect), files: fileChecksums(join(target.dataDir, 'files')) };
  } finally {
    await sql.close();
  }
}

beforeAll(() => CompiledCli.ensureBuilt(), 600_000);
afterAll(async () => {
  await postgres?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each(['sqlite', 'postgres'] as const)('ronghe backup under approval load on %s', (dialect) => {
  it('restores every action acknowledged before it began and none by half; a quiet backup restores identically', async () => {
    const source = await installation(dialect);
    const server = await BuiltServerProcess.start(CompiledCli.repo, source.env);
    const archives = mkdtempSync(join(tmpdir(), 'ronghe-backup-archives-'));
    folders.push(archives);
    try {
      const load = new ApprovalLoad(server, 0);
      await load.login();
      const running = load.run(clients);
      await Promise.race([load.warm, running]);
      // Some history first, so the archive has acknowledged actions of every kind to keep.
      while (load.acknowledged.length < ACTIONS_BEFORE) await new Promise((resolve) => setTimeout(resolve, 50));
      // What the server had acknowledged when the backup began: all of it must be in the archive.
      const acknowledgedBefore = [...load.acknowledged];
      const underLoad = join(archives, 'under-load.tar.gz');
      await ronghe(['backup', underLoad], source.env);
      const acknowledgedDuring = load.acknowledged.length - acknowledgedBefore.length;
      load.stop();
      await running;

      const restored = await installation(dialect);
      await ronghe(['restore', underLoad], restored.env);
      const sql = await restored.reader();
      try {
        const divergences = await checkConsistency(sql, acknowledgedBefore, load.sentNames);
        console.log(`[backup ${dialect}] ${acknowledgedBefore.length} actions acknowledged before the backup, ${acknowledgedDuring} while it ran`);
        expect(acknowledgedBefore.length).toBeGreaterThan(0);
        expect(divergences).toEqual({ lostActions: [], missingTodos: [], extraTodos: [], contractsWithoutInstance: [], instancesWithoutScope: [] });
      } finally {
        await sql.close();
      }

      // The load has stopped: a backup now is the installation as it is.
      const quiet = join(archives, 'quiet.tar.gz');
      await ronghe(['backup', quiet], source.env);
      const copy = await installation(dialect);
      await ronghe(['restore', quiet], copy.env);
      const [original, restoredCopy] = [await contents(source), await contents(copy)];
      expect(Object.keys(restoredCopy.tables)).toEqual(Object.keys(original.tables));
      for (const table of Object.keys(original.tables)) expect({ table, rows: restoredCopy.tables[table] }).toEqual({ table, rows: original.tables[table] });
      expect(restoredCopy.files).toEqual(original.files);

      // The restored installation is one the server runs on, its people log in.
      const revived = await BuiltServerProcess.start(CompiledCli.repo, restored.env);
      try {
        expect(await revived.login('lisi')).toEqual(expect.any(String));
      } finally {
        await revived.stop();
      }
    } finally {
      await server.stop();
    }
  });
});
