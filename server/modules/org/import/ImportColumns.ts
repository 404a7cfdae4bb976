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
  /** An .xlsx as its zip declares it unpacked. */
  maxUnzippedBytes: 24 * 1024 * 1024,
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
} as const;
