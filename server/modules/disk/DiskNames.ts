import { ApiError } from '../../http/ApiError.ts';
import { zhCN } from './zhCN.ts';

const MAX_LENGTH = 255;
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[/\\\u0000-\u001f\u007f]/;

/**
 * A folder's or file's name as the user gives it. Names never reach the disk (the bytes are
 * stored under generated names), but they are path segments of uploads and of what a user's
 * own computer makes of a download, so separators, `.`/`..` and control characters are refused.
 */
export const DiskNames = {
  /** The trimmed name, or a 400 with the reason. */
  check(raw: unknown): string {
    const name = typeof raw === 'string' ? raw.trim() : '';
    if (name === '') throw new ApiError(400, zhCN.nameRequired);
    if ([...name].length > MAX_LENGTH) throw new ApiError(400, zhCN.nameTooLong);
    if (FORBIDDEN.test(name) || name === '.' || name === '..') throw new ApiError(400, zhCN.nameInvalid);
    return name;
  },

  /** An upload's relative path (`资料/2026/合同.pdf` from a folder upload): its checked segments, the file's name last. */
  segments(path: string): string[] {
    const parts = path.split('/').filter((part) => part !== '');
    if (parts.length === 0) throw new ApiError(400, zhCN.nameRequired);
    return parts.map((part) => DiskNames.check(part));
  },
};
