import { ApiError } from '../../../http/ApiError.ts';
import { orgTexts } from '../zh-CN.ts';
import { CsvText } from './CsvText.ts';
import { IMPORT_COLUMNS, IMPORT_LIMITS, type ColumnKey } from './ImportColumns.ts';
import { BoundedZip, ZipRefused, type ZipEntry } from './BoundedZip.ts';
import { SheetWorker } from './SheetWorker.ts';

/** One user's row as the file has it: every cell trimmed, '' when empty; `row` is the sheet's row number. */
export interface SheetRow {
  row: number;
  cells: Record<ColumnKey, string>;
}

const texts = orgTexts.import;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** The process's spreadsheet readers. */
const SHEETS = new SheetWorker({ maxRows: IMPORT_LIMITS.maxRows, maxColumns: IMPORT_LIMITS.maxColumns, ...IMPORT_LIMITS.sheetWorkers });

/**
 * An uploaded 导入用户 file (.xlsx or .csv) as its user rows, matched to the template's columns
 * by the header row. Refuses with a Chinese 400 what is no such file, is corrupt, lacks a
 * required column, has no rows or more than the limit; blank rows are skipped.
 */
export class UserSheet {
  static async read(fileName: string, bytes: Uint8Array): Promise<SheetRow[]> {
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
    const isZip = ZIP_MAGIC.every((b, i) => bytes[i] === b);
    let table: { row: number; cells: string[] }[];
    if (extension === 'xlsx') {
      if (!isZip) throw new ApiError(400, texts.corrupt);
      table = await UserSheet.#xlsx(bytes);
    } else if (extension === 'csv' && !isZip) {
      table = CsvText.parse(CsvText.decode(bytes), IMPORT_LIMITS.maxRows + 1, IMPORT_LIMITS.maxColumns).map((cells, i) => ({ row: i + 1, cells }));
    } else throw new ApiError(400, texts.fileType);
    return UserSheet.#rows(table);
  }

  static #rows(table: { row: number; cells: string[] }[]): SheetRow[] {
    const nonEmpty = table.filter((r) => r.cells.some((c) => c.trim() !== ''));
    const header = nonEmpty.shift();
    const titles = (header?.cells ?? []).map((c) => c.trim().replace(/^\*/, ''));
    const at = {} as Record<ColumnKey, number>;
    for (const column of IMPORT_COLUMNS) {
      at[column.key] = titles.indexOf(column.title);
      if (column.required && at[column.key] < 0) throw new ApiError(400, texts.missingColumn(column.title));
    }
    if (nonEmpty.length === 0) throw new ApiError(400, texts.empty);
    if (nonEmpty.length > IMPORT_LIMITS.maxRows) throw new ApiError(400, texts.tooManyRows(IMPORT_LIMITS.maxRows));
    return nonEmpty.map(({ row, cells }) => {
      const picked = {} as Record<ColumnKey, string>;
      for (const column of IMPORT_COLUMNS) picked[column.key] = at[column.key] < 0 ? '' : (cells[at[column.key]] ?? '').trim();
      return { row, cells: picked };
    });
  }

  static async #xlsx(bytes: Uint8Array): Promise<{ row: number; cells: string[] }[]> {
    let entries: ZipEntry[];
    try {
      entries = await BoundedZip.unpack(bytes, IMPORT_LIMITS.maxUnzippedBytes, SheetWorker.wants);
    } catch (error) {
      if (error instanceof ZipRefused) throw new ApiError(400, error.reason === 'tooBig' ? texts.tooBig : texts.corrupt);
      throw error;
    }
    const answer = await SHEETS.read(entries, texts.sheetName);
    if ('rows' in answer) return answer.rows;
    switch (answer.refused) {
      case 'noSheet':
        throw new ApiError(400, texts.noSheet);
      case 'tooManyRows':
        throw new ApiError(400, texts.tooManyRows(IMPORT_LIMITS.maxRows));
      case 'busy':
        throw new ApiError(429, texts.serverBusy);
      case 'tooSlow':
        throw new ApiError(400, texts.tooBig);
      default:
        throw new ApiError(400, texts.corrupt);
    }
  }
}
