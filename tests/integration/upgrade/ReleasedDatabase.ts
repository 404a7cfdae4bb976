import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import type { PostgresServer } from '../../setup/PostgresServer.ts';

const FIXTURES = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures', 'upgrade');

/**
 * The database a released version left behind, as tests/fixtures/upgrade/<release>/ keeps it
 * (made once from the release's tag: its migrations and demo data; README there): a copy to
 * upgrade, never the fixture itself.
 */
export class ReleasedDatabase {
  /** A new data directory holding the release's SQLite file (`ronghe.sqlite`); its path. */
  static sqliteDataDir(release: string): string {
    const dataDir = mkdtempSync(join(tmpdir(), `ronghe-upgrade-${release}-`));
    writeFileSync(join(dataDir, 'ronghe.sqlite'), gunzipSync(readFileSync(join(FIXTURES, release, 'ronghe.sqlite.gz'))));
    return dataDir;
  }

  /** A new database on `postgres` restored from the release's plain-SQL dump; its URL. */
  static async postgres(release: string, postgres: PostgresServer): Promise<string> {
    const url = await postgres.createDatabase('ronghe_upgrade');
    // A client of its own: the dump empties the session's search_path, which a pooled connection would keep.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(gunzipSync(readFileSync(join(FIXTURES, release, 'postgres.sql.gz'))).toString('utf8'));
    } finally {
      await client.end();
    }
    return url;
  }
}
