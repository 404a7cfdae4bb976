import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import type { HealthCheck } from '../../contracts/host.ts';
import { zhCN } from './zhCN.ts';

/**
 * The health check of FILES_DIR: a directory this process may read and write. An unmounted share
 * or one remounted read-only makes every upload and download fail, so it is essential.
 */
export function filesDirectoryCheck(filesDir: string): HealthCheck {
  return {
    name: 'files',
    essential: true,
    async check() {
      try {
        if (!(await stat(filesDir)).isDirectory()) return zhCN.dirNotDirectory(filesDir);
        await access(filesDir, constants.R_OK | constants.W_OK);
        return null;
      } catch (error) {
        return zhCN.dirUnusable(filesDir, (error as NodeJS.ErrnoException).code ?? String(error));
      }
    },
  };
}
