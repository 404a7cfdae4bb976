import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesDirectoryCheck } from './FilesDirectoryCheck.ts';

describe('the files directory health check', () => {
  const fresh = () => mkdtempSync(join(tmpdir(), 'ronghe-files-check-'));

  it('passes for a directory the server may read and write', async () => {
    expect(await filesDirectoryCheck(fresh()).check()).toBeNull();
  });

  it('names a directory that is gone (an unmounted share)', async () => {
    const dir = fresh();
    rmSync(dir, { recursive: true });
    expect(await filesDirectoryCheck(dir).check()).toBe(`文件目录 ${dir} 不可读写（ENOENT）`);
  });

  it('names a path that is a file, not a directory', async () => {
    const file = join(fresh(), 'files');
    writeFileSync(file, '');
    expect(await filesDirectoryCheck(file).check()).toBe(`文件目录 ${file} 不是目录`);
  });

  it.skipIf(process.getuid?.() === 0)('names a directory it may not write', async () => {
    const dir = fresh();
    chmodSync(dir, 0o500);
    try {
      expect(await filesDirectoryCheck(dir).check()).toBe(`文件目录 ${dir} 不可读写（EACCES）`);
    } finally {
      chmodSync(dir, 0o700);
    }
  });
});
