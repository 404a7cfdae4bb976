import { loadServerConfig } from '../../server/app/ServerConfig.ts';
import type { InstallationLocation } from '../../server/backup/DatabaseSnapshot.ts';

/**
 * Where the installation `ronghe serve` would open keeps its data: --data-dir (else DATA_DIR),
 * DATABASE_URL and FILES_DIR, read and checked by the server's own configuration. Throws the
 * configuration's message when a variable is wrong.
 */
export function configuredInstallation(env: NodeJS.ProcessEnv, dataDir: string | undefined): InstallationLocation {
  const config = loadServerConfig(dataDir === undefined ? env : { ...env, DATA_DIR: dataDir });
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl, filesDir: config.filesDir };
}
