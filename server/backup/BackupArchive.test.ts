import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, truncateSync, writeFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArchiveRefused, BackupArchive, MANIFEST, type BackupManifest } from './BackupArchive.ts';

let work: string;
let filesDir: string;
let archive: string;

const header = { version: '0.1.0', createdAt: '2026-03-10T02:30:00.000Z', database: { dialect: 'sqlite' as const, path: 'database/ronghe.sqlite', migrations: ['0001_initial'] } };

/** An archive of a database file and a files directory with a nested file, as InstallationBackup stages them. */
async function writeArchive(): Promise<BackupManifest> {
  const staging = join(work, 'staging');
  mkdirSync(join(staging, 'database'), { recursive: true });
  writeFileSync(join(staging, 'database', 'ronghe.sqlite'), 'SQLite format 3\0…pages…');
  return BackupArchive.write(archive, staging, filesDir, header);
}

/** Unpacks the archive as is, lets `edit` change the folder, and packs every file back (the manifest untouched unless edited). */
async function repack(edit: (folder: string) => void): Promise<void> {
  const folder = join(work, 'raw');
  mkdirSync(folder);
  await tar.x({ file: archive, cwd: folder });
  edit(folder);
  rmSync(archive);
  await tar.c({ file: archive, cwd: folder, gzip: true, portable: true }, readdirSync(folder));
}

const extract = () => BackupArchive.extract(archive, join(work, 'out'));

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'ronghe-archive-'));
  filesDir = join(work, 'files');
  mkdirSync(join(filesDir, '2026', '03'), { recursive: true });
  writeFileSync(join(filesDir, '2026', '03', 'contract.pdf'), '%PDF-1.7 合同');
  writeFileSync(join(filesDir, 'avatar.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
  archive = join(work, 'backup.tar.gz');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('BackupArchive', () => {
  it('lists every file with its size and checksum and gives them back byte for byte', async () => {
    const written = await writeArchive();
    expect(written.entries.map((entry) => entry.path)).toEqual(['database/ronghe.sqlite', 'files/2026/03/contract.pdf', 'files/avatar.png']);
    expect(written.totals).toEqual({ files: 3, bytes: written.entries.reduce((sum, entry) => sum + entry.size, 0) });
    const read = await extract();
    expect(read).toEqual(written);
    expect(readFileSync(join(work, 'out', 'files', '2026', '03', 'contract.pdf'), 'utf8')).toBe('%PDF-1.7 合同');
    expect(statSync(join(work, 'out', 'files', 'avatar.png')).size).toBe(8);
  });

  it('refuses an archive whose file was changed after it was written', async () => {
    await writeArchive();
    await repack((folder) => writeFileSync(join(folder, 'files', 'avatar.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 4])));
    await expect(extract()).rejects.toThrow(new ArchiveRefused('文件 files/avatar.png 的 SHA-256 与清单不符：归档已损坏或被改动'));
  });

  it('refuses an archive with a file its manifest does not list', async () => {
    await writeArchive();
    await repack((folder) => writeFileSync(join(folder, 'files', 'extra.txt'), 'slipped in'));
    await expect(extract()).rejects.toThrow('归档中有清单未列出的条目：files/extra.txt');
  });

  it('refuses an archive missing a listed file', async () => {
    await writeArchive();
    await repack((folder) => rmSync(join(folder, 'files', '2026', '03', 'contract.pdf')));
    await expect(extract()).rejects.toThrow('归档缺少清单列出的文件：files/2026/03/contract.pdf');
  });

  it('refuses a truncated archive', async () => {
    await writeArchive();
    truncateSync(archive, Math.floor(statSync(archive).size / 2));
    await expect(extract()).rejects.toBeInstanceOf(ArchiveRefused);
  });

  it('refuses a link inside the archive', async () => {
    await writeArchive();
    await repack((folder) => symlinkSync('/etc/passwd', join(folder, 'files', 'passwd')));
    await expect(extract()).rejects.toThrow('归档中的条目 files/passwd 不是普通文件（SymbolicLink）');
  });

  it('refuses a manifest naming a path outside its folders, or none at all', async () => {
    await writeArchive();
    await repack((folder) => {
      const manifest = JSON.parse(readFileSync(join(folder, MANIFEST), 'utf8')) as BackupManifest;
      writeFileSync(join(folder, MANIFEST), JSON.stringify({ ...manifest, entries: [...manifest.entries, { path: 'files/../../x', size: 1, sha256: '0'.repeat(64) }] }));
    });
    await expect(extract()).rejects.toThrow('归档的 manifest.json 无效');
    rmSync(join(work, 'raw'), { recursive: true });
    rmSync(join(work, 'out'), { recursive: true });
    await repack((folder) => rmSync(join(folder, MANIFEST)));
    await expect(extract()).rejects.toThrow('归档中没有 manifest.json');
  });

  it('refuses a file that is not a gzipped tar', async () => {
    writeFileSync(archive, 'not an archive');
    await expect(extract()).rejects.toBeInstanceOf(ArchiveRefused);
  });
});
