import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackupCommand } from '../../../cli/backup/BackupCommand.ts';
import { RestoreCommand } from '../../../cli/backup/RestoreCommand.ts';
import { ExitCode } from '../../../cli/ExitCode.ts';
import { BackupSchedule } from '../../../server/backup/BackupSchedule.ts';
import { CronSchedule } from '../../../server/backup/CronSchedule.ts';
import { InstallationBackup } from '../../../server/backup/InstallationBackup.ts';
import { ClusterLock } from '../../../server/db/ClusterLock.ts';
import { openDatabase } from '../../../server/db/Database.ts';
import { postgresReader, sqliteReader, type ReadOnlySql } from '../../crash/ConsistencyCheck.ts';
import { PostgresServer } from '../../setup/PostgresServer.ts';
import { TestServer, testConfig } from '../TestServer.ts';
import { fileChecksums, tableRows } from './InstallationContents.ts';

/** A command's run with its output kept: the exit code and what it wrote to standard error. */
async function command(run: (output: { out(text: string): void; err(text: string): void }) => Promise<number>): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await run({ out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

interface Installation {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  filesDir: string;
  dialect: 'sqlite' | 'postgres';
  reader(): Promise<ReadOnlySql>;
}

let postgres: PostgresServer | undefined;
const folders: string[] = [];
const folder = (prefix: string) => {
  const made = mkdtempSync(join(tmpdir(), prefix));
  folders.push(made);
  return made;
};

const KINDS = [
  {
    name: 'SQLite',
    make: async (): Promise<Installation> => {
      const dataDir = folder('ronghe-backup-');
      return { env: { DATA_DIR: dataDir }, dataDir, filesDir: join(dataDir, 'files'), dialect: 'sqlite', reader: async () => sqliteReader(dataDir) };
    },
  },
  {
    name: 'PostgreSQL',
    make: async (): Promise<Installation> => {
      postgres ??= await PostgresServer.start();
      const url = await postgres.createDatabase('ronghe_backup');
      const dataDir = folder('ronghe-backup-pg-');
      return { env: { DATA_DIR: dataDir, DATABASE_URL: url }, dataDir, filesDir: join(dataDir, 'files'), dialect: 'postgres', reader: () => postgresReader(url) };
    },
  },
];

const contents = async (installation: Installation) => {
  const sql = await installation.reader();
  try {
    return { tables: await tableRows(sql, installation.dialect), files: fileChecksums(installation.filesDir) };
  } finally {
    await sql.close();
  }
};

afterAll(async () => {
  await postgres?.stop();
  for (const made of folders) rmSync(made, { recursive: true, force: true });
});

// Issue 27: `ronghe backup` of a running installation, `ronghe restore` into an empty one.
describe.each(KINDS)('backup and restore on $name', ({ make }) => {
  let source: Installation;
  let server: TestServer;
  let archive: string;
  let backedUp: Awaited<ReturnType<typeof contents>>;

  beforeAll(async () => {
    source = await make();
    const config = testConfig(source.env);
    server = await TestServer.start({ config, database: openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }) });
    // A file of the users' beside the demo's.
    writeFileSync(join(source.filesDir, 'uploaded-合同.pdf'), '%PDF-1.7 a contract');
    archive = join(folder('ronghe-archives-'), 'ronghe.tar.gz');
    // Taken while the server is up, as an operator would.
    const backup = await command((output) => new BackupCommand(output, source.env).run(archive, {}));
    expect(backup).toMatchObject({ code: ExitCode.ok, err: '' });
    backedUp = await contents(source);
  });
  afterAll(async () => {
    await server?.close();
    await server?.server.database.close();
  });

  it('brings back every row, table by table, and every file, by checksum, into an empty installation', async () => {
    const target = await make();
    const restore = await command((output) => new RestoreCommand(output, target.env).run(archive, {}));
    expect(restore).toMatchObject({ code: ExitCode.ok, err: '' });
    const restored = await contents(target);
    expect(Object.keys(restored.tables)).toEqual(Object.keys(backedUp.tables));
    for (const table of Object.keys(backedUp.tables)) expect({ table, rows: restored.tables[table] }).toEqual({ table, rows: backedUp.tables[table] });
    expect(restored.files).toEqual(backedUp.files);
    expect(restored.files['uploaded-合同.pdf']).toBeDefined();

    // A working installation: the server starts on it and its people log in.
    const config = testConfig(target.env);
    const revived = await TestServer.start({ config, database: openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }) });
    try {
      expect((await revived.login('zhangsan')).user_info.username).toBe('zhangsan');
    } finally {
      await revived.close();
      await revived.server.database.close();
    }

    // The installation now holds data: a second restore is refused without --force, and changes nothing.
    const again = await command((output) => new RestoreCommand(output, target.env).run(archive, {}));
    expect(again.code).toBe(ExitCode.installed);
    expect(again.err).toContain('--force');
    // With --force it replaces what the installation holds now: a changed file, a stray one, a deleted row.
    writeFileSync(join(target.filesDir, 'uploaded-合同.pdf'), 'changed since');
    writeFileSync(join(target.filesDir, 'stray.txt'), 'not in the backup');
    const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    await handle.db.deleteFrom('todo' as never).execute();
    await handle.close();
    expect((await contents(target)).files).not.toEqual(backedUp.files);
    const forced = await command((output) => new RestoreCommand(output, target.env).run(archive, { force: true }));
    expect(forced.code).toBe(ExitCode.ok);
    expect(await contents(target)).toEqual(backedUp);
  });

  it('refuses a tampered archive and leaves the installation empty', async () => {
    const tampered = join(folder('ronghe-tampered-'), 'tampered.tar.gz');
    const bytes = readFileSync(archive);
    // One byte inside the compressed stream: gzip's own check or the manifest's checksums catch it.
    bytes[Math.floor(bytes.length / 2)] ^= 0x01;
    writeFileSync(tampered, bytes);
    const target = await make();
    const restore = await command((output) => new RestoreCommand(output, target.env).run(tampered, {}));
    expect(restore.code).toBe(ExitCode.unverified);
    expect(restore.err).toContain('拒绝恢复');
    expect(existsSync(join(target.dataDir, 'ronghe.sqlite'))).toBe(false);
    expect(readdirSync(target.dataDir).filter((name) => name !== 'files')).toEqual([]);
    const sql = await target.reader().catch(() => undefined);
    if (sql && target.dialect === 'postgres') {
      expect(await sql.rows(`select tablename from pg_tables where schemaname = current_schema()`)).toEqual([]);
    }
    await sql?.close();
  });
});

describe('scheduled backups of two instances on one PostgreSQL', () => {
  it('make one archive for the scheduled minute', async () => {
    postgres ??= await PostgresServer.start();
    const url = await postgres.createDatabase('ronghe_backup_schedule');
    const dataDir = folder('ronghe-backup-schedule-');
    const location = { dataDir, databaseUrl: url, filesDir: join(dataDir, 'files') };
    const first = openDatabase({ databaseUrl: url, dataDir });
    const second = openDatabase({ databaseUrl: url, dataDir });
    const dir = join(dataDir, 'backups');
    const config = { cron: CronSchedule.parse('30 2 * * *'), dir, keep: 7 };
    const quiet = { info: () => undefined, error: () => undefined };
    let writes = 0;
    const backup = new InstallationBackup(location);
    const counted = { write: (file: string) => ((writes += 1), backup.write(file)) };
    try {
      // A table, so the dump has something in it.
      await first.db.schema.createTable('kept').addColumn('id', 'integer').execute();
      const minute = new Date(2026, 2, 10, 2, 30);
      const made = await Promise.all([
        new BackupSchedule(config, counted, new ClusterLock(first), () => minute.getTime(), quiet).runAt(minute),
        new BackupSchedule(config, counted, new ClusterLock(second), () => minute.getTime(), quiet).runAt(minute),
      ]);
      expect(made.filter(Boolean)).toEqual([join(dir, 'ronghe-backup-20260310-0230.tar.gz')]);
      expect(writes).toBe(1);
      expect(readdirSync(dir)).toEqual(['ronghe-backup-20260310-0230.tar.gz']);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
