import { randomBytes } from 'node:crypto';

/** A folder is a bucket: what the contract allows for bucketName (at most 20), safe as one path segment. */
const BUCKET = /^[A-Za-z0-9_-]{1,20}$/;
/** The names FileNames.generate makes: 32 hex digits, a dot, a short lower-case extension. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/;
const DEFAULT_BUCKET = 'common';
const ORIGINAL_NAME_MAX = 255;

/**
 * The names files are kept under. Only names of the two exact shapes above ever reach the
 * disk, so `..`, separators, encoded separators, absolute paths and NUL bytes are refused by
 * what they are not, before any path is built.
 */
export class FileNames {
  /** The bucket of an upload's folder (none given: 'common'); null when the folder is not allowed. */
  static bucketOf(folder: unknown): string | null {
    if (folder === undefined || folder === null || folder === '') return DEFAULT_BUCKET;
    return typeof folder === 'string' && BUCKET.test(folder) ? folder : null;
  }

  static isBucket(value: string): boolean {
    return BUCKET.test(value);
  }

  static isStoredName(value: string): boolean {
    return STORED_NAME.test(value);
  }

  /** A fresh random name with the original's (lower-cased, allowed) extension. */
  static generate(extension: string): string {
    return `${randomBytes(16).toString('hex')}.${extension}`;
  }

  /**
   * The original name as it is kept and shown again: its last path segment (some browsers send
   * C:\fakepath\…), without control characters, at most 255 characters (keeping the extension).
   */
  static original(filename: string): string {
    const base = filename.split(/[\\/]/).pop() ?? '';
    // eslint-disable-next-line no-control-regex
    const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
    const chars = [...clean];
    if (chars.length <= ORIGINAL_NAME_MAX) return clean;
    const dot = clean.lastIndexOf('.');
    const extension = dot > 0 ? [...clean.slice(dot)] : [];
    if (extension.length >= ORIGINAL_NAME_MAX) return chars.slice(0, ORIGINAL_NAME_MAX).join('');
    return chars.slice(0, ORIGINAL_NAME_MAX - extension.length).join('') + extension.join('');
  }
}
