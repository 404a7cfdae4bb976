import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ClusterLock } from '../db/ClusterLock.ts';
import type { CronSchedule } from './CronSchedule.ts';
import type { InstallationBackup } from './InstallationBackup.ts';
import { backupTexts } from './zh-CN.ts';

export interface BackupScheduleConfig {
  /** BACKUP_CRON. */
  readonly cron: CronSchedule;
  /** BACKUP_DIR: where the archives go; shared by every instance of a cluster. */
  readonly dir: string;
  /** BACKUP_KEEP: how many of the newest archives stay; older ones are deleted after each backup. */
  readonly keep: number;
}

/** ronghe-backup-20260310-0230.tar.gz: the scheduled minute, local time, so names sort by age. */
const ARCHIVE_NAME = /^ronghe-backup-\d{8}-\d{4}\.tar\.gz$/;

/** The longest single wait: a timer far ahead is re-armed, so a changed clock is noticed within this. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

export function archiveName(scheduled: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `ronghe-backup-${scheduled.getFullYear()}${two(scheduled.getMonth() + 1)}${two(scheduled.getDate())}-${two(scheduled.getHours())}${two(scheduled.getMinutes())}.tar.gz`;
}

/**
 * The server's scheduled `ronghe backup`: at each minute BACKUP_CRON names, one archive in
 * BACKUP_DIR named after that minute, then the oldest beyond BACKUP_KEEP are deleted.
 *
 * Every instance of a cluster runs this schedule; the backup runs under the cluster's advisory
 * lock (ClusterLock.ifFree), and the archive's name is the scheduled minute's, so an instance
 * that finds the lock taken skips the minute, and one that comes later (its clock behind) finds
 * the archive written and skips it too: the cluster makes one backup per scheduled minute. That
 * needs BACKUP_DIR shared between the instances, as FILES_DIR is.
 */
export class BackupSchedule {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopped = false;

  constructor(
    private readonly config: BackupScheduleConfig,
    private readonly backup: Pick<InstallationBackup, 'write'>,
    private readonly cluster: Pick<ClusterLock, 'ifFree'>,
    private readonly now: () => number,
    private readonly log: { info(line: string): void; error(line: string): void },
  ) {}

  start(): void {
    this.#stopped = false;
    this.#arm(this.config.cron.next(new Date(this.now())));
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  #arm(due: Date | null): void {
    if (this.#stopped || due === null) return;
    const wait = Math.min(Math.max(0, due.getTime() - this.now()), LONGEST_WAIT_MS);
    this.#timer = setTimeout(() => {
      if (due.getTime() > this.now()) return this.#arm(due);
      this.#running = this.runAt(due)
        .catch((error: unknown) => this.log.error(backupTexts.schedule.failed(error instanceof Error ? error.message : String(error))))
        .finally(() => {
          this.#running = undefined;
          // From the later of the minute run and now: a backup longer than the interval skips the minutes it overran.
          this.#arm(this.config.cron.next(new Date(Math.max(due.getTime(), this.now()))));
        });
    }, wait);
    // The schedule alone never keeps the process alive.
    this.#timer.unref();
  }

  /**
   * The backup of the scheduled minute `scheduled`: its archive's path, or undefined when another
   * instance is making it or has made it.
   */
  async runAt(scheduled: Date): Promise<string | undefined> {
    return this.cluster.ifFree('backup', async () => {
      await mkdir(this.config.dir, { recursive: true });
      const file = join(this.config.dir, archiveName(scheduled));
      if (await stat(file).then(() => true, () => false)) return undefined;
      const started = performance.now();
      await this.backup.write(file);
      this.log.info(backupTexts.schedule.written(file, Math.round(performance.now() - started)));
      await this.#prune();
      return file;
    });
  }

  /** Deletes the oldest archives of the schedule beyond `keep` (other files in the folder are left alone). */
  async #prune(): Promise<void> {
    const archives = (await readdir(this.config.dir)).filter((name) => ARCHIVE_NAME.test(name)).sort();
    for (const name of archives.slice(0, Math.max(0, archives.length - this.config.keep))) {
      await rm(join(this.config.dir, name), { force: true });
      this.log.info(backupTexts.schedule.removed(join(this.config.dir, name)));
    }
  }
}
