import { spawn } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { backupTexts } from './zh-CN.ts';

export type PostgresTool = 'pg_dump' | 'pg_restore';

/**
 * Debian's PostgreSQL client programs (pg_dump, pg_restore): found on PATH, or else in the newest
 * /usr/lib/postgresql/<version>/bin (a server package installs them there without linking them
 * into PATH). pg_dump must be at least as new as the server it dumps, so the newest is the one.
 */
export class PostgresTools {
  constructor(
    private readonly env: NodeJS.ProcessEnv = process.env,
    private readonly debianRoot = '/usr/lib/postgresql',
  ) {}

  find(tool: PostgresTool): string {
    const candidates = (this.env.PATH ?? '').split(delimiter).filter(Boolean).map((dir) => join(dir, tool));
    let versions: string[] = [];
    try {
      versions = readdirSync(this.debianRoot).filter((name) => /^\d+(\.\d+)?$/.test(name));
    } catch {
      // no Debian PostgreSQL packages
    }
    versions.sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(this.debianRoot, version, 'bin', tool)));
    for (const candidate of candidates) {
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
    throw new Error(backupTexts.postgres.toolMissing(tool));
  }

  /**
   * Runs `tool` against `databaseUrl`. The password goes in PGPASSWORD, not on the command line,
   * where every user of the machine could read it in the process list.
   */
  async run(tool: PostgresTool, databaseUrl: string, args: readonly string[]): Promise<void> {
    const url = new URL(databaseUrl);
    const password = decodeURIComponent(url.password);
    url.password = '';
    const env: NodeJS.ProcessEnv = { ...this.env, ...(password ? { PGPASSWORD: password } : {}) };
    const child = spawn(this.find(tool), [`--dbname=${url.toString()}`, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      // The last few kilobytes say what went wrong; a long restore's chatter is dropped.
      stderr = (stderr + chunk).slice(-8192);
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code !== 0) throw new Error(backupTexts.postgres.toolFailed(tool, code, stderr));
  }
}
