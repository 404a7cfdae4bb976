import { describe, expect, it } from 'vitest';
import { CsvText } from './CsvText.ts';

describe('CsvText', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and every kind of line end', () => {
    const text = '账号,姓名\r\n"a,b","say ""hi"""\n"two\nlines",x\rlast,row';
    expect(CsvText.parse(text, 100, 10)).toEqual([
      ['账号', '姓名'],
      ['a,b', 'say "hi"'],
      ['two\nlines', 'x'],
      ['last', 'row'],
    ]);
  });

  it('keeps empty cells and a final line without its line end', () => {
    expect(CsvText.parse('a,,c\n,,\nd', 100, 10)).toEqual([['a', '', 'c'], ['', '', ''], ['d']]);
  });

  it('stops one row past the limit and cuts rows at the cell limit', () => {
    const rows = CsvText.parse('1,2,3\n'.repeat(50), 5, 2);
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual(['1', '2']);
  });

  it('reads UTF-8 with and without a BOM, and GBK as Excel in China saves it', () => {
    const utf8 = new TextEncoder().encode('账号,姓名\n');
    expect(CsvText.decode(utf8)).toBe('账号,姓名\n');
    expect(CsvText.decode(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('账号,姓名\n');
    // 张三 in GBK.
    expect(CsvText.decode(new Uint8Array([0xd5, 0xc5, 0xc8, 0xfd]))).toBe('张三');
  });
});
