import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClusterLock } from '../db/ClusterLock.ts';
import { archiveName, BackupSchedule } from './BackupSchedule.ts';
import { CronSchedule } from './CronSchedule.ts';

let dir: string;
let written: string[];
const backup = { write: async (file: string) => (written.push(file), writeFileSync(file, 'archive'), undefined as never) };
/** The cluster's lock as one instance sees it: free (the work runs) or held by another instance (skipped). */
const lock = (free: boolean): Pick<ClusterLock, 'ifFree'> => ({ ifFree: async (_key, work) => (free ? work() : undefined) }) as Pick<ClusterLock, 'ifFree'>;
const quiet = { info: () => undefined, error: () => undefined };
const schedule = (keep: number, free = true) => new BackupSchedule({ cron: CronSchedule.parse('30 2 * * *'), dir, keep }, backup, lock(free), () => 0, quiet);
const night = (day: number) => new Date(2026, 2, day, 2, 30);

beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'ronghe-schedule-')), 'backups');
  written = [];
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

describe('BackupSchedule', () => {
  it('names the archive after the scheduled minute', async () => {
    expect(await schedule(7).runAt(night(10))).toBe(join(dir, 'ronghe-backup-20260310-0230.tar.gz'));
    expect(archiveName(new Date(2026, 11, 1, 9, 5))).toBe('ronghe-backup-20261201-0905.tar.gz');
  });

  it('makes one backup per scheduled minute across instances: a later instance finds the archive and skips it', async () => {
    await schedule(7).runAt(night(10));
    expect(await schedule(7).runAt(night(10))).toBeUndefined();
    expect(written).toEqual([join(dir, 'ronghe-backup-20260310-0230.tar.gz')]);
  });

  it('skips the minute while another instance holds the backup lock', async () => {
    expect(await schedule(7, false).runAt(night(10))).toBeUndefined();
    expect(written).toEqual([]);
  });

  it('keeps the newest BACKUP_KEEP archives and leaves other files alone', async () => {
    const job = schedule(2);
    await job.runAt(night(10));
    writeFileSync(join(dir, 'operator-notes.txt'), 'mine');
    for (const day of [11, 12, 13]) await job.runAt(night(day));
    expect(readdirSync(dir).sort()).toEqual(['operator-notes.txt', 'ronghe-backup-20260312-0230.tar.gz', 'ronghe-backup-20260313-0230.tar.gz']);
  });

  it('once started, backs up at each minute the schedule names and not before', async () => {
    vi.useFakeTimers({ now: new Date(2026, 2, 10, 10, 2, 30) });
    const job = new BackupSchedule({ cron: CronSchedule.parse('*/5 * * * *'), dir, keep: 7 }, backup, lock(true), () => Date.now(), quiet);
    try {
      job.start();
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      expect(written).toEqual([]);
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(written).toEqual([join(dir, 'ronghe-backup-20260310-1005.tar.gz')]));
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      await vi.waitFor(() => expect(written).toHaveLength(2));
      expect(written[1]).toBe(join(dir, 'ronghe-backup-20260310-1010.tar.gz'));
      await job.stop();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(written).toHaveLength(2);
    } finally {
      await job.stop();
      vi.useRealTimers();
    }
  });
});
