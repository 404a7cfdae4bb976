import { zhCN } from '../zhCN.ts';

/** Part 1 §5: the checks of the file upload widget, before anything is sent. */
export interface UploadRules {
  /** Lower-case extensions without the dot. */
  accept: readonly string[];
  /** The platform's file size limit in KB. */
  limitKB: number;
  /** How many files the field holds (default 10). */
  maxCount: number;
}

/** Part 1 §9: ten files unless a field says otherwise; the tip promises 200 M. */
export const DEFAULT_MAX_FILES = 10;
export const PLATFORM_LIMIT_KB = 200 * 1024;

/** What the contract's one attachment may be: office documents, PDFs, pictures and archives. */
export const CONTRACT_ATTACHMENT_RULES: UploadRules = {
  accept: ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt', 'jpg', 'jpeg', 'png', 'zip', 'rar'],
  limitKB: PLATFORM_LIMIT_KB,
  maxCount: 1,
};

/** The message a file is refused with, or undefined when it may be uploaded. */
export function refusalOf(file: { name: string; size: number }, filesHeld: number, rules: UploadRules): string | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!rules.accept.includes(extension)) return zhCN.upload.accept(rules.accept.join('/'));
  if (file.size / 1024 > rules.limitKB) return zhCN.upload.size(rules.limitKB);
  if (filesHeld >= rules.maxCount) return zhCN.upload.count(rules.maxCount);
  return undefined;
}
