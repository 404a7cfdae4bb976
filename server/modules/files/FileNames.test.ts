import { describe, expect, it } from 'vitest';
import { ContentDisposition } from '../../http/ContentDisposition.ts';
import { FileNames } from './FileNames.ts';
import { FileTypes } from './FileTypes.ts';

describe('FileNames', () => {
  it('keeps a folder that is a plain name, defaults to common, refuses anything path-like', () => {
    expect(FileNames.bucketOf(undefined)).toBe('common');
    expect(FileNames.bucketOf('workflow')).toBe('workflow');
    expect(FileNames.bucketOf('avatar_2-x')).toBe('avatar_2-x');
    for (const folder of ['..', '../x', 'a/b', 'a\\b', '/etc', 'a\0b', '合同', 'x'.repeat(21), ['a']]) expect(FileNames.bucketOf(folder)).toBeNull();
  });

  it('generates unique names of the stored shape with the given extension', () => {
    const a = FileNames.generate('pdf');
    expect(a).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(FileNames.isStoredName(a)).toBe(true);
    expect(FileNames.generate('pdf')).not.toBe(a);
    for (const name of ['../x.pdf', `${'a'.repeat(32)}.pdf/..`, `${'0'.repeat(32)}.PDF`, `${'0'.repeat(32)}.pdf\0`]) expect(FileNames.isStoredName(name)).toBe(false);
  });

  it('keeps the last segment of an original name, without control characters, at most 255 characters with its extension', () => {
    expect(FileNames.original('C:\\fakepath\\合同.pdf')).toBe('合同.pdf');
    expect(FileNames.original('a/b/报告\u0007.docx')).toBe('报告.docx');
    const long = FileNames.original(`${'长'.repeat(300)}.xlsx`);
    expect([...long]).toHaveLength(255);
    expect(long.endsWith('长.xlsx')).toBe(true);
  });
});

describe('FileTypes', () => {
  it('reads the lower-cased last extension; a leading dot or a trailing one is none', () => {
    expect(FileTypes.extensionOf('年报.final.PDF')).toBe('pdf');
    expect(FileTypes.extensionOf('.bashrc')).toBe('');
    expect(FileTypes.extensionOf('name.')).toBe('');
    expect(FileTypes.of('svg')).toBeUndefined();
    expect(FileTypes.of('png')).toEqual({ mime: 'image/png', inline: true });
    expect(FileTypes.of('docx')?.inline).toBe(false);
  });
});

describe('ContentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name per RFC 5987', () => {
    expect(ContentDisposition.of('attachment', '合同 "终版".pdf')).toBe(
      `attachment; filename="__ ____.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C%20%22%E7%BB%88%E7%89%88%22.pdf`,
    );
    expect(ContentDisposition.of('inline', "it's (1)*.txt")).toBe(`inline; filename="it's (1)*.txt"; filename*=UTF-8''it%27s%20%281%29%2A.txt`);
    expect(ContentDisposition.of('attachment', '合同')).toBe(`attachment; filename="__"; filename*=UTF-8''%E5%90%88%E5%90%8C`);
  });
});
