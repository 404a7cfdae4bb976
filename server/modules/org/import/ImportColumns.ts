import { orgTexts } from '../zh-CN.ts';

export type ColumnKey = 'username' | 'chineseName' | 'phone' | 'dept' | 'email' | 'password';

/** The import template's columns, in order; the file's header row names them (any order, extra columns ignored). */
export const IMPORT_COLUMNS: readonly { key: ColumnKey; title: string; required: boolean }[] = [
  { key: 'username', title: orgTexts.import.columns.username, required: true },
  { key: 'chineseName', title: orgTexts.import.columns.chineseName, required: true },
  { key: 'phone', title: orgTexts.import.columns.phone, required: true },
  { key: 'dept', title: orgTexts.import.columns.dept, required: false },
  { key: 'email', title: orgTexts.import.columns.email, required: false },
  { key: 'password', title: orgTexts.import.columns.password, required: false },
];

/** Bounds of one import (issue 13): what a client can make the server read, hash and hold. */
export const IMPORT_LIMITS = {
  /** The uploaded file. */
  maxBytes: 2 * 1024 * 1024,
  /**
   * An .xlsx's workbook, shared strings and sheets unpacked (its pictures and styles are never
   * inflated): the bytes really inflated, counted as they come, not what the zip declares.
   * 150 users take some 100 KB; the rest is room for a sheet kept with other data.
   */
  maxUnzippedBytes: 8 * 1024 * 1024,
  /**
   * Users per file. Each new user's password is hashed (scrypt, about 0.15 s on the two-core
   * server, one hash at a time so logins keep their turn): 150 rows stay well inside the web
   * client's 30-second wait.
   */
  maxRows: 150,
  /** Characters per cell (longer is a row error; the preview shows it cut). */
  maxCell: 100,
  /** Columns read per row. */
  maxColumns: 30,
  /**
   * Reading an .xlsx: on worker threads (never the request thread), at most two at once in a
   * process (a third is told the server is busy), each with 256 MB of heap and 20 seconds.
   */
  sheetWorkers: { maxWorkers: 2, deadlineMs: 20_000, heapMb: 256 },
} as const;
