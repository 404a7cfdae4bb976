import { accessSync, constants } from 'node:fs';
import { zhCN } from './zhCN.ts';

/**
 * A program the cluster runs from a Debian package: found at its path, or an error naming the
 * package and the apt-get command that installs it (in Chinese and English).
 */
export function requireProgram(path: string, debianPackage: string, override: string): string {
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    throw new Error(zhCN.missingProgram(path, debianPackage, override));
  }
}
