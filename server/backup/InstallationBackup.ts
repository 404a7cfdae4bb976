import { mkdtemp, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { PackageVersion } from '../app/PackageVersion.ts';
import { BackupArchive, DATABASE_FOLDER, type BackupManifest } from './BackupArchive.ts';
import { DatabaseSnapshot, type InstallationLocation } from './DatabaseSnapshot.ts';

/**
 * `ronghe backup <file>` and the server's scheduled backup: the database's consistent snapshot,
 * then the files directory, into one archive with its manifest. The database first: files are
 * written before the rows that name them and are never changed in place, so every file the
 * snapshot's rows name is on disk when the files are read (one uploaded after the snapshot is
 * in the archive without a row, as an upload whose request failed would be).
 */
export class InstallationBackup {
  constructor(
    private readonly location: InstallationLocation,
    private readonly snapshot = new DatabaseSnapshot(location),
  ) {}

  async write(file: string): Promise<BackupManifest> {
    const target = resolve(file);
    // Beside the archive, so the dump is on the disk the operator chose for backups, not in /tmp.
    const staging = await mkdtemp(join(dirname(target), `.${basename(target)}-`));
    try {
      const createdAt = new Date().toISOString();
      const taken = await this.snapshot.take(join(staging, DATABASE_FOLDER));
      return await BackupArchive.write(target, staging, this.location.filesDir, {
        version: PackageVersion.get(),
        createdAt,
        database: { dialect: taken.dialect, path: `${DATABASE_FOLDER}/${taken.name}`, migrations: taken.migrations },
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  }
}
