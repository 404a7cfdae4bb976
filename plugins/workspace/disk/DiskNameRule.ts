import { zhCN } from '../zhCN.ts';

// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[/\\\u0000-\u001f\u007f]/;

/**
 * The server's name rule (server/modules/disk/DiskNames.ts), checked in the dialog so the user
 * hears it before sending: 1–255 characters, no separators or control characters, not . or ..
 * Answers the reason, or null for a good name.
 */
export function diskNameProblem(raw: string): string | null {
  const name = raw.trim();
  if (name === '') return zhCN.disk.nameRequired;
  if ([...name].length > 255) return zhCN.disk.nameTooLong;
  if (FORBIDDEN.test(name) || name === '.' || name === '..') return zhCN.disk.nameInvalid;
  return null;
}
