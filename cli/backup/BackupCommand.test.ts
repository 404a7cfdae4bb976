import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExitCode } from '../ExitCode.ts';
import { BackupCommand } from './BackupCommand.ts';
import { RestoreCommand } from './RestoreCommand.ts';

let work: string;
let dataDir: string;
let out: string;
let err: string;
const output = { out: (text: string) => (out += text), err: (text: string) => (err += text) };

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'ronghe-backup-cli-'));
  dataDir = join(work, 'data');
  mkdirSync(join(dataDir, 'files'), { recursive: true });
  // A small installation: a migrated database (its migration table) and one file.
  const sqlite = new BetterSqlite3(join(dataDir, 'ronghe.sqlite'));
  sqlite.exec(`create table kysely_migration (name text primary key, timestamp text); insert into kysely_migration values ('0001_initial', 'now'), ('0065_door_cards', 'now')`);
  sqlite.close();
  writeFileSync(join(dataDir, 'files', 'a.txt'), 'a file');
  out = '';
  err = '';
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const backup = (file: string) => new BackupCommand(output, {}).run(file, { dataDir });

describe('ronghe backup', () => {
  it('writes the archive and says what is in it', async () => {
    expect(await backup(join(work, 'one.tar.gz'))).toBe(ExitCode.ok);
    expect(out).toContain('数据库 SQLite（结构版本 0065_door_cards），共 1 个文件');
  });

  it('never overwrites an archive, and needs a folder it can write', async () => {
    writeFileSync(join(work, 'kept.tar.gz'), 'an older backup');
    expect(await backup(join(work, 'kept.tar.gz'))).toBe(ExitCode.usage);
    expect(readFileSync(join(work, 'kept.tar.gz'), 'utf8')).toBe('an older backup');
    expect(await backup(join(work, 'no-such-folder', 'new.tar.gz'))).toBe(ExitCode.usage);
    expect(err).toContain('不存在或不可写');
  });
});

describe('ronghe restore', () => {
  it('asks for an archive that exists', async () => {
    expect(await new RestoreCommand(output, {}).run(join(work, 'missing.tar.gz'), { dataDir: join(work, 'target') })).toBe(ExitCode.usage);
    expect(err).toContain('找不到归档');
  });

  it('restores a SQLite archive only into a SQLite installation', async () => {
    await backup(join(work, 'one.tar.gz'));
    const code = await new RestoreCommand(output, { DATABASE_URL: 'postgres://ronghe@127.0.0.1:1/ronghe' }).run(join(work, 'one.tar.gz'), { dataDir: join(work, 'target') });
    expect(code).toBe(ExitCode.usage);
    expect(err).toContain('归档是 SQLite 数据库的备份，目标是 PostgreSQL');
  });
});
