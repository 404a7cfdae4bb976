import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { WalCheckpointer } from './WalCheckpointer.ts';

describe('WalCheckpointer', () => {
  it('moves committed pages from the WAL into the database file while the writer keeps the connection', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ronghe-wal-')), 'test.sqlite');
    const writer = new BetterSqlite3(file);
    writer.pragma('journal_mode = WAL');
    writer.pragma('wal_autocheckpoint = 0'); // only the background thread checkpoints here
    writer.exec('create table note (id integer primary key, body text)');
    const errors: string[] = [];
    const checkpointer = new WalCheckpointer(file, (message) => errors.push(message));
    try {
      const before = statSync(file).size;
      const insert = writer.prepare('insert into note (body) values (?)');
      writer.transaction(() => {
        for (let i = 0; i < 2000; i++) insert.run('检查点'.repeat(50));
      })();
      await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before + 100_000), { timeout: 10_000, interval: 50 });
      expect(writer.prepare('select count(*) as n from note').get()).toEqual({ n: 2000 });
      expect(errors).toEqual([]);
    } finally {
      await checkpointer.stop();
      writer.close();
    }
  });

  it('stops once, however often it is asked', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ronghe-wal-')), 'test.sqlite');
    const writer = new BetterSqlite3(file);
    writer.pragma('journal_mode = WAL');
    const checkpointer = new WalCheckpointer(file, () => {});
    await Promise.all([checkpointer.stop(), checkpointer.stop()]);
    writer.close();
  });
});
