import ExcelJS from 'exceljs';
import { orgTexts } from '../zh-CN.ts';
import { IMPORT_COLUMNS, type ColumnKey } from './ImportColumns.ts';

const texts = orgTexts.import;

/** One exported user: the import's columns (no password) and the status. */
export interface ExportedUser {
  username: string;
  chineseName: string;
  phone: string;
  dept: string;
  email: string;
  status: string;
}

const EXPORT_KEYS: readonly (Exclude<ColumnKey, 'password'> | 'status')[] = ['username', 'chineseName', 'phone', 'dept', 'email', 'status'];

/**
 * The .xlsx files of 导入用户 and 导出用户: the template (the header row, text-formatted so a
 * phone stays digits, and a sheet of notes) and the export, whose columns the import reads back.
 */
export class UserWorkbook {
  static async template(): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(texts.sheetName);
    sheet.columns = IMPORT_COLUMNS.map((column) => ({ header: column.title, key: column.key, width: column.key === 'dept' ? 36 : 20, style: { numFmt: '@' } }));
    UserWorkbook.#header(sheet);
    const notes = workbook.addWorksheet(texts.noteSheetName);
    notes.getColumn(1).width = 120;
    for (const note of texts.notes) notes.addRow([note]);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  static async users(users: ExportedUser[]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(texts.sheetName);
    sheet.columns = EXPORT_KEYS.map((key) => ({ header: texts.columns[key], key, width: key === 'dept' ? 36 : 20, style: { numFmt: '@' } }));
    UserWorkbook.#header(sheet);
    for (const user of users) sheet.addRow(user);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  static #header(sheet: ExcelJS.Worksheet): void {
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
}
