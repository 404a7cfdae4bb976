import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BackupArchive, FILES_FOLDER, filesUnder, type BackupManifest } from './BackupArchive.ts';
import { DatabaseSnapshot, type InstallationLocation } from './DatabaseSnapshot.ts';

export type RestoreOutcome =
  | { readonly kind: 'restored'; readonly manifest: BackupManifest }
  /** The installation holds a database or files, and the caller did not say to overwrite them. */
  | { readonly kind: 'occupied'; readonly manifest: BackupManifest }
  /** The archive is of the other database (SQLite ↔ PostgreSQL): it restores only into its own kind. */
  | { readonly kind: 'otherDialect'; readonly manifest: BackupManifest };

/**
 * `ronghe restore <file>`: checks the whole archive against its manifest first (BackupArchive
 * throws ArchiveRefused), then refuses to overwrite an installation that holds anything unless
 * forced, then puts back the database and the files directory. The server must be stopped: a
 * running one would keep its old database open.
 */
export class InstallationRestore {
  constructor(
    private readonly location: InstallationLocation,
    private readonly snapshot = new DatabaseSnapshot(location),
  ) {}

  async restore(file: string, force: boolean): Promise<RestoreOutcome> {
    await mkdir(this.location.dataDir, { recursive: true });
    // Unpacked under DATA_DIR, on the disk the database goes to, so it is moved there, not copied.
    const staging = await mkdtemp(join(this.location.dataDir, '.restore-'));
    try {
      const manifest = await BackupArchive.extract(resolve(file), staging);
      if (manifest.database.dialect !== this.snapshot.dialect) return { kind: 'otherDialect', manifest };
      if (!force && ((await this.snapshot.holdsData()) || (await filesUnder(this.location.filesDir)).length > 0)) return { kind: 'occupied', manifest };
      await this.snapshot.restore(join(staging, ...manifest.database.path.split('/')));
      await this.#restoreFiles(join(staging, FILES_FOLDER));
      return { kind: 'restored', manifest };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }

  /** Empties the files directory (keeping the directory: it may be a mount point) and copies the archive's files in. */
  async #restoreFiles(from: string): Promise<void> {
    const filesDir = this.location.filesDir;
    await mkdir(filesDir, { recursive: true });
    for (const name of await readdir(filesDir)) await rm(join(filesDir, name), { recursive: true, force: true });
    for (const name of await readdir(from).catch(() => [] as string[])) await cp(join(from, name), join(filesDir, name), { recursive: true, preserveTimestamps: true });
  }
}
