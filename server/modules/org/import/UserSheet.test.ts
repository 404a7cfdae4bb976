import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../http/ApiError.ts';
import { deflateRawSync } from 'node:zlib';
import { BoundedZip } from './BoundedZip.ts';
import { IMPORT_LIMITS } from './ImportColumns.ts';
import { UserSheet } from './UserSheet.ts';
import { UserWorkbook } from './UserWorkbook.ts';

async function xlsx(rows: unknown[][], sheetName = '用户'): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** The zip with the entry `name` marked deflated and `size` bytes unpacked, in its local header and the directory. */
function declaring(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  let at = view.getUint32(bytes.length - 22 + 16, true);
  while (view.getUint32(at, true) === 0x02014b50) {
    const nameLength = view.getUint16(at + 28, true);
    if (Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString() === name) {
      const local = view.getUint32(at + 42, true);
      view.setUint16(local + 8, 8, true);
      view.setUint32(local + 22, size, true);
      view.setUint16(at + 10, 8, true);
      view.setUint32(at + 24, size, true);
    }
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return bytes;
}

async function refusal(read: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await read;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the file was read');
}

describe('UserSheet', () => {
  it('reads an .xlsx by its header row, whatever the column order; a phone typed as a number stays its digits', async () => {
    const bytes = await xlsx([
      ['手机号', '账号', '姓名', '备注', '部门'],
      [13900000001, ' xiaoming ', '小明', '无关', '研发部'],
      [],
      ['13900000002', 'xiaohong', '小红'],
    ]);
    expect(await UserSheet.read('用户.xlsx', bytes)).toEqual([
      { row: 2, cells: { username: 'xiaoming', chineseName: '小明', phone: '13900000001', dept: '研发部', email: '', password: '' } },
      { row: 4, cells: { username: 'xiaohong', chineseName: '小红', phone: '13900000002', dept: '', email: '', password: '' } },
    ]);
  });

  it('reads the sheet 用户 of the downloaded template, with its header untouched', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await UserWorkbook.template()) as unknown as ArrayBuffer);
    workbook.getWorksheet('用户')!.addRow(['xiaoming', '小明', '13900000001', '融合科技有限公司/技术中心', 'xm@example.com', 'Xiaoming@2026']);
    const rows = await UserSheet.read('模板.xlsx', new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(rows).toEqual([
      { row: 2, cells: { username: 'xiaoming', chineseName: '小明', phone: '13900000001', dept: '融合科技有限公司/技术中心', email: 'xm@example.com', password: 'Xiaoming@2026' } },
    ]);
  });

  it('reads a .csv in UTF-8 with a BOM and in GBK alike', async () => {
    const text = '账号,姓名,手机号\r\nxiaoming,小明,13900000001\r\n';
    const expected = [{ row: 2, cells: { username: 'xiaoming', chineseName: '小明', phone: '13900000001', dept: '', email: '', password: '' } }];
    expect(await UserSheet.read('a.csv', new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]))).toEqual(expected);
    // 账号,姓名,手机号 / xiaoming,小明,13900000001 in GBK (Excel's “CSV” on a Chinese Windows).
    const gbkBytes = new Uint8Array([
      0xd5, 0xcb, 0xba, 0xc5, 0x2c, 0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xca, 0xd6, 0xbb, 0xfa, 0xba, 0xc5, 0x0d, 0x0a,
      ...utf8('xiaoming,'), 0xd0, 0xa1, 0xc3, 0xf7, ...utf8(',13900000001\r\n'),
    ]);
    expect(await UserSheet.read('b.CSV', gbkBytes)).toEqual(expected);
  });

  it('refuses what is no .xlsx or .csv, a corrupt workbook, and a workbook that would unpack too large', async () => {
    expect(await refusal(UserSheet.read('a.xls', utf8('账号')))).toEqual({ code: 400, message: '仅支持 .xlsx 或 .csv 格式的文件（.xls 请先另存为 .xlsx）' });
    expect(await refusal(UserSheet.read('a.xlsx', utf8('账号,姓名,手机号')))).toMatchObject({ code: 400, message: '文件已损坏或不是有效的 Excel 文件，请下载模板重新填写' });
    const good = await xlsx([['账号', '姓名', '手机号']]);
    expect(await refusal(UserSheet.read('a.xlsx', good.subarray(0, good.length - 40)))).toMatchObject({ code: 400, message: '文件已损坏或不是有效的 Excel 文件，请下载模板重新填写' });
    // A zip whose directory declares 1 GB inside.
    const bomb = declaring(good, 'xl/worksheets/sheet1.xml', 1024 * 1024 * 1024);
    expect(await refusal(UserSheet.read('a.xlsx', bomb))).toEqual({ code: 400, message: '文件解压后过大，请只保留用户数据' });
  });

  it('refuses a file without a required column, without rows, or with more rows than one import takes', async () => {
    expect(await refusal(UserSheet.read('a.csv', utf8('账号,姓名\nxiaoming,小明\n')))).toEqual({ code: 400, message: '表头缺少「手机号」列，请下载模板填写' });
    expect(await refusal(UserSheet.read('a.csv', utf8('账号,姓名,手机号\n,,\n')))).toEqual({ code: 400, message: '文件中没有用户数据' });
    const many = `账号,姓名,手机号\n${'a,小明,13900000001\n'.repeat(IMPORT_LIMITS.maxRows + 1)}`;
    expect(await refusal(UserSheet.read('a.csv', utf8(many)))).toEqual({ code: 400, message: `一次最多导入${IMPORT_LIMITS.maxRows}个用户，请分批导入` });
    const manyRows = [['账号', '姓名', '手机号'], ...Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, (_, i) => [`u${i}`, '小明', '13900000001'])];
    expect(await refusal(UserSheet.read('a.xlsx', await xlsx(manyRows)))).toEqual({ code: 400, message: `一次最多导入${IMPORT_LIMITS.maxRows}个用户，请分批导入` });
    const justEnough = manyRows.slice(0, IMPORT_LIMITS.maxRows + 1);
    expect(await UserSheet.read('a.xlsx', await xlsx(justEnough))).toHaveLength(IMPORT_LIMITS.maxRows);
  });

  it('counts what a workbook really unpacks: a sheet that declares 1 KB and inflates past the limit is refused', async () => {
    const entries = await BoundedZip.unpack(await xlsx([['账号', '姓名', '手机号']]), IMPORT_LIMITS.maxUnzippedBytes);
    const filler = Buffer.alloc(IMPORT_LIMITS.maxUnzippedBytes + 1024, ' ');
    const lying = declaring(BoundedZip.pack(entries.map((entry) => (entry.name === 'xl/worksheets/sheet1.xml' ? { name: entry.name, bytes: deflateRawSync(filler) } : entry))), 'xl/worksheets/sheet1.xml', 1024);
    expect(lying.length).toBeLessThan(IMPORT_LIMITS.maxBytes);
    expect(await refusal(UserSheet.read('a.xlsx', lying))).toEqual({ code: 400, message: '文件解压后过大，请只保留用户数据' });
  });

  it('stops reading a sheet at the row limit: what follows the limit is never parsed', async () => {
    const rows = [['账号', '姓名', '手机号'], ...Array.from({ length: IMPORT_LIMITS.maxRows + 5000 }, (_, i) => [`u${i}`, '小明', '13900000001'])];
    const entries = await BoundedZip.unpack(await xlsx(rows), IMPORT_LIMITS.maxUnzippedBytes);
    // Past the rows allowed the sheet is broken XML: a reader that went on would call the file corrupt.
    const broken = entries.map((entry) =>
      entry.name === 'xl/worksheets/sheet1.xml' ? { name: entry.name, bytes: Buffer.from(entry.bytes.toString().replace('</sheetData>', '<row r="9999"><c r="A9999"><v>1</c></sheetData><<')) } : entry,
    );
    expect(await refusal(UserSheet.read('a.xlsx', BoundedZip.pack(broken)))).toEqual({ code: 400, message: `一次最多导入${IMPORT_LIMITS.maxRows}个用户，请分批导入` });
    // The same damage inside the rows allowed is reported as such.
    const short = await BoundedZip.unpack(await xlsx(rows.slice(0, 3)), IMPORT_LIMITS.maxUnzippedBytes);
    const shortBroken = short.map((entry) =>
      entry.name === 'xl/worksheets/sheet1.xml' ? { name: entry.name, bytes: Buffer.from(entry.bytes.toString().replace('</sheetData>', '<row r="9999"><c r="A9999"><v>1</c></sheetData><<')) } : entry,
    );
    expect(await refusal(UserSheet.read('a.xlsx', BoundedZip.pack(shortBroken)))).toMatchObject({ code: 400, message: '文件已损坏或不是有效的 Excel 文件，请下载模板重新填写' });
  });
});
