import { describe, expect, it } from 'vitest';
import { droppedFiles } from './DroppedFiles.ts';

/** A stand-in for the browser's FileSystem entries of a drop. */
function fileEntry(name: string): FileSystemFileEntry {
  return { name, isFile: true, isDirectory: false, file: (ok: (file: File) => void) => ok(new File([name], name)) } as unknown as FileSystemFileEntry;
}
function folderEntry(name: string, children: FileSystemEntry[]): FileSystemDirectoryEntry {
  return {
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      // Two batches, then an empty one, as Chromium reads large folders.
      const batches = [children.slice(0, 1), children.slice(1), []];
      return { readEntries: (ok: (entries: FileSystemEntry[]) => void) => ok(batches.shift() ?? []) };
    },
  } as unknown as FileSystemDirectoryEntry;
}
const drop = (...entries: FileSystemEntry[]) => ({
  items: entries.map((entry) => ({ webkitGetAsEntry: () => entry })) as unknown as DataTransferItemList,
  files: [] as unknown as FileList,
});

describe('droppedFiles', () => {
  it('walks dropped folders, keeping each file’s path inside them', async () => {
    const found = await droppedFiles(drop(folderEntry('资料', [fileEntry('a.txt'), folderEntry('子', [fileEntry('b.txt')]), fileEntry('c.txt')]), fileEntry('单独.pdf')), 10);
    expect(found.map((f) => f.path)).toEqual(['资料/a.txt', '资料/子/b.txt', '资料/c.txt', '单独.pdf']);
    expect(await found[1].file.text()).toBe('b.txt');
  });

  it('stops reading once the batch is over the limit', async () => {
    const many = folderEntry('多', Array.from({ length: 50 }, (_, i) => fileEntry(`${i}.txt`)));
    expect((await droppedFiles(drop(many), 3)).length).toBe(4);
  });

  it('takes the plain files when the browser gives no entries', async () => {
    const files = [new File(['x'], 'x.txt')];
    expect(await droppedFiles({ items: [] as unknown as DataTransferItemList, files: files as unknown as FileList }, 10)).toEqual([{ file: files[0], path: 'x.txt' }]);
  });
});
