import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { BoundedZip, type ZipEntry } from './BoundedZip.ts';

/** What the worker answers: the sheet's rows, or why not. */
export type SheetAnswer = { rows: { row: number; cells: string[] }[] } | { refused: 'corrupt' | 'noSheet' | 'tooManyRows' | 'busy' | 'tooSlow' };

/**
 * The worker's whole program, evaluated from a string so the same code runs from the
 * TypeScript sources (vitest) and from dist. It reads the workbook with ExcelJS's streaming
 * reader, row by row, and stops at the row limit: a sheet of 200,000 rows is never parsed
 * past the first ones allowed. The zip it gets has true sizes (BoundedZip.pack) and the
 * workbook, its relations and the shared strings first, so the reader never spills a sheet
 * to a temporary file while waiting for them.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Readable } = require('node:stream');
const WorkbookReader = require(workerData.workbookReader);
const { sheetName, maxRows, maxColumns } = workerData;

function text(cell) {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  // A phone typed into Excel is a number: its digits, never 1.39e+10.
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  try {
    return cell.text || '';
  } catch {
    return '';
  }
}

function wantedSheet(reader) {
  const sheets = (reader.model && reader.model.sheets) || [];
  const chosen = sheets.find((sheet) => sheet.name === sheetName) || sheets[0];
  if (!chosen) return null;
  const relation = (reader.workbookRels || []).find((rel) => rel.Id === chosen.rId);
  const number = relation && /sheet(\\d+)\\.xml$/.exec(relation.Target);
  return number ? number[1] : null;
}

async function read(zip) {
  // In pieces: the XML parser takes what it is given at once, so a sheet handed whole would be parsed whole.
  const pieces = [];
  for (let at = 0; at < zip.length; at += 16384) pieces.push(zip.subarray(at, at + 16384));
  const reader = new WorkbookReader(Readable.from(pieces), {
    worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore',
  });
  for await (const sheet of reader) {
    if (String(sheet.id) !== wantedSheet(reader)) continue;
    const rows = [];
    let filled = 0;
    for await (const row of sheet) {
      const cells = [];
      for (let column = 1; column <= Math.min(row.cellCount, maxColumns); column++) cells.push(text(row.getCell(column)));
      if (cells.some((cell) => cell.trim() !== '')) filled += 1;
      // The header and the rows allowed, plus one to tell "too many": no row past that is read.
      if (filled > maxRows + 2) return { refused: 'tooManyRows' };
      rows.push({ row: row.number, cells });
    }
    return { rows };
  }
  return { refused: 'noSheet' };
}

parentPort.once('message', (zip) => {
  read(Buffer.from(zip)).then(
    (answer) => parentPort.postMessage(answer),
    () => parentPort.postMessage({ refused: 'corrupt' }),
  );
});
`;

// ExcelJS's streaming reader alone: its index loads the writers and the whole document model too,
// which each worker paid for again (~0.7 s of CPU a file instead of ~0.4 s).
const WORKBOOK_READER = createRequire(import.meta.url).resolve('exceljs/lib/stream/xlsx/workbook-reader.js');

/**
 * Reads a spreadsheet off the request thread: each file on a worker of its own with a bounded
 * heap and a deadline (terminated past it), and at most `maxWorkers` at once in the process,
 * so one administrator's 20 MB sheet never holds up another user's request.
 */
export class SheetWorker {
  static readonly PARTS: readonly string[] = ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'];

  /** The parts of an .xlsx the rows are read from: never its pictures, styles or themes. */
  static wants(name: string): boolean {
    return SheetWorker.PARTS.includes(name) || /^xl\/worksheets\/sheet\d+\.xml$/.test(name);
  }

  #running = 0;

  constructor(
    private readonly limits: { maxRows: number; maxColumns: number; maxWorkers: number; deadlineMs: number; heapMb: number },
  ) {}

  /** Reads the sheet named `sheetName` (else the first) of an unpacked workbook. */
  read(entries: readonly ZipEntry[], sheetName: string): Promise<SheetAnswer> {
    if (this.#running >= this.limits.maxWorkers) return Promise.resolve({ refused: 'busy' });
    this.#running += 1;
    // The workbook's directory first (see WORKER_SOURCE).
    const rank = (name: string) => (SheetWorker.PARTS.includes(name) ? SheetWorker.PARTS.indexOf(name) : SheetWorker.PARTS.length);
    const zip = BoundedZip.pack(entries.filter((entry) => SheetWorker.wants(entry.name)).sort((a, b) => rank(a.name) - rank(b.name)));
    const { maxRows, maxColumns, deadlineMs, heapMb } = this.limits;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { workbookReader: WORKBOOK_READER, sheetName, maxRows, maxColumns },
      resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.max(4, heapMb / 8) },
    });
    return new Promise<SheetAnswer>((resolve) => {
      let settled = false;
      const settle = (answer: SheetAnswer): void => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        this.#running -= 1;
        void worker.terminate();
        resolve(answer);
      };
      const deadline = setTimeout(() => settle({ refused: 'tooSlow' }), deadlineMs);
      worker.once('message', (answer: SheetAnswer) => settle(answer));
      // Out of heap (ERR_WORKER_OUT_OF_MEMORY) or any other death: the file is not one we read.
      worker.once('error', () => settle({ refused: 'corrupt' }));
      worker.once('exit', () => settle({ refused: 'corrupt' }));
      // Handed over, not copied, when the zip has its memory to itself (BoundedZip.pack allocates it so past 4 KB).
      const own = zip.byteOffset === 0 && zip.byteLength === zip.buffer.byteLength;
      const bytes = (own ? zip.buffer : zip.buffer.slice(zip.byteOffset, zip.byteOffset + zip.byteLength)) as ArrayBuffer;
      worker.postMessage(bytes, [bytes]);
    });
  }
}
