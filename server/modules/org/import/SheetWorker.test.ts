import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { BoundedZip, type ZipEntry } from './BoundedZip.ts';
import { SheetWorker } from './SheetWorker.ts';

async function zipOf(rows: unknown[][]): Promise<ZipEntry[]> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('其他').addRow(['不是这张']);
  const sheet = workbook.addWorksheet('用户');
  for (const row of rows) sheet.addRow(row);
  return BoundedZip.unpack(new Uint8Array(await workbook.xlsx.writeBuffer()), 1024 * 1024);
}

describe('SheetWorker', () => {
  it('reads the named sheet on a worker thread', async () => {
    const sheets = new SheetWorker({ maxRows: 10, maxColumns: 5, maxWorkers: 1, deadlineMs: 60_000, heapMb: 128 });
    expect(await sheets.read(await zipOf([['账号'], ['xiaoming']]), '用户')).toEqual({
      rows: [
        { row: 1, cells: ['账号'] },
        { row: 2, cells: ['xiaoming'] },
      ],
    });
  });

  it('runs at most maxWorkers at once: one more is told the server is busy, and may come back after', async () => {
    const sheets = new SheetWorker({ maxRows: 10, maxColumns: 5, maxWorkers: 1, deadlineMs: 60_000, heapMb: 128 });
    const zip = await zipOf([['账号'], ['xiaoming']]);
    const first = sheets.read(zip, '用户');
    expect(await sheets.read(zip, '用户')).toEqual({ refused: 'busy' });
    expect(await first).toHaveProperty('rows');
    expect(await sheets.read(zip, '用户')).toHaveProperty('rows');
  });
});
