import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ArchiveRefused, FILES_FOLDER } from '../../server/backup/BackupArchive.ts';
import type { InstallationLocation } from '../../server/backup/DatabaseSnapshot.ts';
import { InstallationRestore } from '../../server/backup/InstallationRestore.ts';
import { type CliOutput, processOutput } from '../CliOutput.ts';
import { ExitCode } from '../ExitCode.ts';
import { zhCN } from '../zhCN.ts';
import { configuredInstallation } from './ConfiguredInstallation.ts';

export interface RestoreOptions {
  dataDir?: string;
  force?: boolean;
}

const DIALECT_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/**
 * `ronghe restore <file>`: verifies the archive as a whole, refuses to overwrite an installation
 * holding data without --force, then brings back its database and files
 * (server/backup/InstallationRestore.ts). Every refusal changes nothing.
 */
export class RestoreCommand {
  constructor(
    private readonly output: CliOutput = processOutput,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  async run(file: string, options: RestoreOptions): Promise<number> {
    let location: InstallationLocation;
    try {
      location = configuredInstallation(this.env, options.dataDir);
    } catch (error) {
      this.output.err(`ronghe restore：${(error as Error).message}`);
      return ExitCode.usage;
    }
    const archive = resolve(file);
    if (!existsSync(archive)) {
      this.output.err(zhCN.restore.missing(archive));
      return ExitCode.usage;
    }
    const started = performance.now();
    try {
      const outcome = await new InstallationRestore(location).restore(archive, options.force === true);
      if (outcome.kind === 'occupied') {
        this.output.err(zhCN.restore.occupied);
        return ExitCode.installed;
      }
      if (outcome.kind === 'otherDialect') {
        this.output.err(zhCN.restore.otherDialect(DIALECT_NAMES[outcome.manifest.database.dialect], location.databaseUrl ? 'PostgreSQL' : 'SQLite'));
        return ExitCode.usage;
      }
      const { manifest } = outcome;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      this.output.out(zhCN.restore.restored(archive, manifest.createdAt, manifest.database.migrations.at(-1) ?? '—', manifest.entries.filter((entry) => entry.path.startsWith(`${FILES_FOLDER}/`)).length, seconds));
      return ExitCode.ok;
    } catch (error) {
      if (error instanceof ArchiveRefused) {
        this.output.err(zhCN.restore.refused(error.message));
        return ExitCode.unverified;
      }
      this.output.err(zhCN.restore.failed((error as Error).message));
      return ExitCode.unreachable;
    }
  }
}
