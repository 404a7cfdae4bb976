import { zhCN } from './zhCN.ts';

const MEGABYTE = 1024 * 1024;

/** What one user's disk may hold; every bound the server keeps on it. */
export interface DiskLimits {
  /** Bytes of all the user's files together, across companies (the quota is the person's). */
  quotaBytes: number;
  /** The largest single file. */
  fileMaxBytes: number;
  /** Folders inside folders, counted from the root (a file in the deepest folder is fine). */
  maxDepth: number;
  /** Uploads of one user waiting for their turn behind the running one; more answer 429. */
  maxWaitingUploads: number;
}

function megabytes(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * MEGABYTE;
  if (!/^[1-9]\d{0,6}$/.test(raw)) throw new Error(zhCN.badLimit(name, raw));
  return Number(raw) * MEGABYTE;
}

/**
 * `DISK_QUOTA_MB` (default 1024) and `DISK_FILE_MAX_MB` (default 1024: the spec's drag upload
 * takes files under 1 GB). Depth and waiting uploads are fixed: they bound the server's work,
 * not anyone's storage.
 */
export const DiskLimits = {
  fromEnvironment(env: NodeJS.ProcessEnv = process.env): DiskLimits {
    return { quotaBytes: megabytes(env, 'DISK_QUOTA_MB', 1024), fileMaxBytes: megabytes(env, 'DISK_FILE_MAX_MB', 1024), maxDepth: 20, maxWaitingUploads: 8 };
  },
};
