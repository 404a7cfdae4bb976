import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledCli } from '../../../cli/testing/CompiledCli.ts';
import { DatabaseTooNew } from '../../../server/app/Server.ts';
import { migrateToLatest } from '../../../server/app/ServerSchema.ts';
import { openDatabase } from '../../../server/db/Database.ts';

/**
 * A database a newer release has migrated, met by this build's processes: `ronghe serve` (the
 * server's own start) and `ronghe setup` refuse it with the exit code README → Upgrades gives,
 * saying which migration they do not know and which version to install.
 */
describe('a database migrated by a newer release', () => {
  let dataDir: string;
  const env = { DATABASE_URL: undefined, DEMO_DATA: undefined, PASSWORD_HASH_COST: '10', LOG_LEVEL: 'warn', RONGHE_ADMIN_PASSWORD: 'Shengji#2026' };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ronghe-newer-'));
    const handle = openDatabase({ databaseUrl: null, dataDir });
    try {
      await migrateToLatest(handle);
      await sql`insert into kysely_migration (name, timestamp) values ('9001_from_a_newer_release', '2027-01-01T00:00:00.000Z')`.execute(handle.db);
      await sql`insert into schema_release (migration_name, release) values ('9001_from_a_newer_release', '99.1.0')`.execute(handle.db);
    } finally {
      await handle.close();
    }
    await CompiledCli.ensureBuilt();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('stops `ronghe serve` before it listens, with exit code 9 and the version it needs', async () => {
    const run = await CompiledCli.run(['serve', '--data-dir', dataDir, '--port', '0', '--host', '127.0.0.1'], { env, timeoutMs: 120_000 });
    expect(run.status, run.stderr).toBe(DatabaseTooNew.exitCode);
    expect(DatabaseTooNew.exitCode).toBe(9);
    expect(run.stderr).toContain('9001_from_a_newer_release');
    expect(run.stderr).toContain('融合平台 99.1.0 或更新的版本');
  });

  it('refuses `ronghe setup` with the same code, creating no administrator', async () => {
    const run = await CompiledCli.run(['setup', '--data-dir', dataDir, '--company', '升级测试有限公司'], { env, timeoutMs: 120_000 });
    expect(run.status, run.stderr).toBe(9);
    expect(run.stderr).toContain('ronghe setup：数据库已由更新的版本升级');
    expect(run.stderr).toContain('99.1.0');
    const handle = openDatabase({ databaseUrl: null, dataDir });
    try {
      expect((await sql`select id from sys_user`.execute(handle.db)).rows).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
