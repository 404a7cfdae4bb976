import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { join, posix, relative, sep } from 'node:path';
import * as tar from 'tar';
import type { DatabaseDialect } from '../db/Database.ts';
import { backupTexts } from './zh-CN.ts';

/** The layout of archives this build writes; a restore refuses one it does not know. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST = 'manifest.json';
/** The archive's folders: the database's dump and the files directory's contents. */
export const DATABASE_FOLDER = 'database';
export const FILES_FOLDER = 'files';

export interface ArchiveEntry {
  /** POSIX path inside the archive (`database/ronghe.sqlite`, `files/…`). */
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

export interface BackupManifest {
  readonly format: typeof ARCHIVE_FORMAT;
  /** The ronghe version that wrote it. */
  readonly version: string;
  /** When the database's snapshot was taken (ISO 8601, UTC). */
  readonly createdAt: string;
  readonly database: {
    readonly dialect: DatabaseDialect;
    /** The dump's path in the archive: a SQLite file, or pg_dump's custom format. */
    readonly path: string;
    /** The schema's migrations the snapshot had applied, in order; the last is its schema version. */
    readonly migrations: readonly string[];
  };
  readonly totals: { readonly files: number; readonly bytes: number };
  /** Every file of the archive but the manifest, with its size and SHA-256. */
  readonly entries: readonly ArchiveEntry[];
}

/** The archive cannot be trusted: nothing was restored. Its message says what is wrong. */
export class ArchiveRefused extends Error {}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Regular files under `dir`, as paths relative to it with `/` separators, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const found: string[] = [];
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  for (const entry of entries) {
    if (entry.isFile()) found.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }
  return found.sort();
}

/**
 * One backup as a gzipped tar: `manifest.json`, the database's dump under `database/` and the
 * files directory under `files/`. Every file's size and SHA-256 are in the manifest, which a
 * restore checks before it touches anything. The checksums catch an archive damaged in storage
 * or edited by hand; they do not prove who wrote it (whoever can rewrite an archive can rewrite
 * its manifest), so archives belong where only operators can write.
 */
export class BackupArchive {
  /**
   * Writes the archive to `file` (through `file.partial`, renamed when complete, so a reader never
   * sees half of one): `staging` holds the database's dump under `database/`; the files are read
   * from `filesDir` where they are. The files are listed and hashed first, and exactly those are
   * packed, so a file uploaded meanwhile is neither half in the archive nor missing from its manifest.
   */
  static async write(file: string, staging: string, filesDir: string, header: Omit<BackupManifest, 'format' | 'totals' | 'entries'>): Promise<BackupManifest> {
    const entries: ArchiveEntry[] = [];
    const add = async (path: string, absolute: string) => {
      const { size } = await stat(absolute);
      entries.push({ path, size, sha256: await sha256Of(absolute) });
    };
    for (const name of await filesUnder(join(staging, DATABASE_FOLDER))) await add(`${DATABASE_FOLDER}/${name}`, join(staging, DATABASE_FOLDER, name));
    // The files are packed through a link, under the archive's folder name, where they lie.
    await symlink(filesDir, join(staging, FILES_FOLDER), 'dir');
    for (const name of await filesUnder(filesDir)) await add(`${FILES_FOLDER}/${name}`, join(filesDir, name));
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      ...header,
      totals: { files: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.size, 0) },
      entries,
    };
    await writeFile(join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${file}.partial`;
    try {
      await tar.c({ file: partial, cwd: staging, gzip: true, portable: true }, [MANIFEST, ...entries.map((entry) => entry.path)]);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return manifest;
  }

  /**
   * Unpacks `file` into the empty folder `into` and checks it against its manifest: only regular
   * files, each listed with its size and SHA-256, none missing. Throws ArchiveRefused otherwise
   * (the caller removes `into`); answers the manifest.
   */
  static async extract(file: string, into: string): Promise<BackupManifest> {
    await mkdir(into, { recursive: true });
    const problems: string[] = [];
    try {
      await tar.x({
        file,
        cwd: into,
        strict: true,
        // Links and devices have no place in a backup: one could point a restore outside its folder.
        filter: (path, entry) => {
          const type = 'type' in entry ? entry.type : 'File';
          if (type === 'File' || type === 'OldFile' || type === 'Directory') return true;
          problems.push(backupTexts.archive.badEntryType(path, type));
          return false;
        },
      });
    } catch (error) {
      throw new ArchiveRefused(`${backupTexts.archive.notGzip}：${(error as Error).message}`, { cause: error });
    }
    if (problems.length > 0) throw new ArchiveRefused(problems[0]!);
    const manifest = await BackupArchive.readManifest(join(into, MANIFEST));
    const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
    const present = (await filesUnder(into)).filter((path) => path !== MANIFEST);
    for (const path of present) if (!listed.has(path)) throw new ArchiveRefused(backupTexts.archive.unexpectedEntry(path));
    const presentSet = new Set(present);
    for (const entry of manifest.entries) {
      if (!presentSet.has(entry.path)) throw new ArchiveRefused(backupTexts.archive.missingEntry(entry.path));
      const absolute = join(into, ...entry.path.split('/'));
      const { size } = await stat(absolute);
      if (size !== entry.size) throw new ArchiveRefused(backupTexts.archive.sizeMismatch(entry.path, entry.size, size));
      if ((await sha256Of(absolute)) !== entry.sha256) throw new ArchiveRefused(backupTexts.archive.checksumMismatch(entry.path));
    }
    if (!listed.has(manifest.database.path)) throw new ArchiveRefused(backupTexts.archive.noDatabase);
    return manifest;
  }

  private static async readManifest(path: string): Promise<BackupManifest> {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      throw new ArchiveRefused(backupTexts.archive.noManifest);
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new ArchiveRefused(backupTexts.archive.badManifest((error as Error).message));
    }
    const bad = (reason: string) => new ArchiveRefused(backupTexts.archive.badManifest(reason));
    if (typeof value !== 'object' || value === null) throw bad('not an object');
    const manifest = value as Partial<BackupManifest>;
    if (manifest.format !== ARCHIVE_FORMAT) throw new ArchiveRefused(backupTexts.archive.unsupportedFormat(manifest.format));
    const database = manifest.database;
    if (!database || (database.dialect !== 'sqlite' && database.dialect !== 'postgres') || typeof database.path !== 'string' || !Array.isArray(database.migrations)) throw bad('database');
    if (!Array.isArray(manifest.entries)) throw bad('entries');
    const seen = new Set<string>();
    for (const entry of manifest.entries as unknown[]) {
      const { path, size, sha256 } = (entry ?? {}) as Partial<ArchiveEntry>;
      const inside = typeof path === 'string' && (path.startsWith(`${DATABASE_FOLDER}/`) || path.startsWith(`${FILES_FOLDER}/`)) && posix.normalize(path) === path && !path.split('/').includes('..');
      if (!inside || seen.has(path) || !Number.isSafeInteger(size) || typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) throw bad(`entry ${JSON.stringify(entry)}`);
      seen.add(path);
    }
    return manifest as BackupManifest;
  }
}
