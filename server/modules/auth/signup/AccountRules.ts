import { ApiError } from '../../../http/ApiError.ts';
import { PersonalInfoRules } from '../PersonalInfoRules.ts';
import { authTexts } from '../zh-CN.ts';

const ACCOUNT_CHARACTERS = /^[A-Za-z0-9_]+$/;
const ALL_DIGITS = /^\d+$/;
const CHINESE_NAME = /^[\u4e00-\u9fa5]{1,20}$/;

/** The sign-up's rules (spec part 1 §5), each refusal with the spec's message, checked in the browser's order. */
export class AccountRules {
  static username(username: string): string {
    if (username.trim() === '') throw new ApiError(400, authTexts.usernameRequired);
    if (!ACCOUNT_CHARACTERS.test(username) || ALL_DIGITS.test(username)) throw new ApiError(400, authTexts.usernamePattern);
    if (username.length > 20) throw new ApiError(400, authTexts.usernameLength);
    return username;
  }

  static phone(phone: string): string {
    return PersonalInfoRules.phone(phone);
  }

  /** Optional: an empty name is no name. */
  static chineseName(name: string | undefined): string | null {
    if (name === undefined || name === '') return null;
    if (!CHINESE_NAME.test(name)) throw new ApiError(400, authTexts.chineseName);
    return name;
  }
}
