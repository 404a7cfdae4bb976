import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { byteSize } from './ByteSize.ts';
import type { DiskUsage } from './DiskApi.ts';
import { zhCN } from '../zhCN.ts';
import type { ChosenFile } from './DroppedFiles.ts';

/** Files chosen or dropped at once, at most: a folder upload counts every file in it. */
export const MAX_FILES_PER_UPLOAD = 200;

export interface UploadOutcome {
  sent: number;
  failed: { name: string; reason: string }[];
}

/**
 * Sends chosen or dropped files into a folder of the disk, one request per file and one at a
 * time (the server takes one upload per user at a time anyway). Before anything is sent the
 * batch is checked as part 1 §5 words it — the count, each file's size — and against the space
 * left, so a batch that cannot fit is refused whole instead of half stored.
 */
export class DiskUploader {
  constructor(private readonly api: ApiClient) {}

  /** Why the batch is refused before sending, or null. */
  refusal(files: readonly ChosenFile[], usage: DiskUsage): string | null {
    if (files.length > MAX_FILES_PER_UPLOAD) return zhCN.disk.tooMany(MAX_FILES_PER_UPLOAD);
    if (files.some(({ file }) => file.size > usage.fileMaxBytes)) return zhCN.disk.tooLarge(Math.floor(usage.fileMaxBytes / 1024));
    const left = Math.max(0, usage.quota - usage.used);
    const total = files.reduce((sum, { file }) => sum + file.size, 0);
    if (total > left) return zhCN.disk.quotaExceeded(byteSize(left));
    return null;
  }

  async send(files: readonly ChosenFile[], parentId: number, progress: (done: number) => void): Promise<UploadOutcome> {
    const outcome: UploadOutcome = { sent: 0, failed: [] };
    for (const [index, { file, path }] of files.entries()) {
      const body = new FormData();
      body.append('file', file);
      try {
        // Silent: the batch's result is told once, with the server's reason for each failure.
        await this.api.post('/admin/disk/upload', { body, query: { parentId, path }, silent: true });
        outcome.sent += 1;
      } catch (error) {
        outcome.failed.push({ name: path, reason: error instanceof Error ? error.message : zhCN.disk.uploadFailure });
      }
      progress(index + 1);
    }
    return outcome;
  }
}
