import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { FILES_FOLDER } from '../../server/backup/BackupArchive.ts';
import { InstallationBackup } from '../../server/backup/InstallationBackup.ts';
import type { InstallationLocation } from '../../server/backup/DatabaseSnapshot.ts';
import { type CliOutput, processOutput } from '../CliOutput.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';
import { configuredInstallation } from './ConfiguredInstallation.ts';
import { ArchiveSize } from './ArchiveSize.ts';

export interface BackupOptions {
  dataDir?: string;
}

/**
 * `ronghe backup <file>`: one archive of the installation `ronghe serve` would open — its
 * database (a consistent snapshot while the server runs) and its files directory — with a
 * manifest of sizes and checksums (server/backup/InstallationBackup.ts).
 */
export class BackupCommand {
  constructor(
    private readonly output: CliOutput = processOutput,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  async run(file: string, options: BackupOptions): Promise<number> {
    let location: InstallationLocation;
    try {
      location = configuredInstallation(this.env, options.dataDir);
    } catch (error) {
      this.output.err(`ronghe backup：${(error as Error).message}`);
      return ExitCode.usage;
    }
    const target = resolve(file);
    if (existsSync(target)) {
      this.output.err(zhCN.backup.exists(target));
      return ExitCode.usage;
    }
    try {
      accessSync(dirname(target), constants.W_OK);
    } catch {
      this.output.err(zhCN.backup.noDirectory(dirname(target)));
      return ExitCode.usage;
    }
    const started = performance.now();
    try {
      const manifest = await new InstallationBackup(location).write(target);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const files = manifest.entries.filter((entry) => entry.path.startsWith(`${FILES_FOLDER}/`)).length;
      this.output.out(zhCN.backup.written(target, location.databaseUrl ? 'PostgreSQL' : 'SQLite', manifest.database.migrations.at(-1) ?? '—', files, ArchiveSize.describe(manifest.totals.bytes), seconds));
      return ExitCode.ok;
    } catch (error) {
      this.output.err(zhCN.backup.failed((error as Error).message));
      return ExitCode.unreachable;
    }
  }
}
