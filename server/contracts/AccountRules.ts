import { ApiError } from '../http/ApiError.ts';
import { zhCN } from './zh-CN.ts';

const t = zhCN.account;

const ACCOUNT_CHARACTERS = /^[A-Za-z0-9_]+$/;
const ALL_DIGITS = /^\d+$/;
const CHINESE_NAME = /^[\u4e00-\u9fa5]{1,20}$/;
const PHONE_LENGTH = 11;
const PHONE = /^1[3-9]\d{9}$/;

/**
 * The platform's account rules (spec part 1 §5), each refusal with the spec's message, checked in the
 * browser's order. The auth module's sign-up and personal centre and the org module's 用户管理,
 * 导入用户 and `ronghe setup` all apply them: the rule crosses modules, the user table does not.
 */
export class AccountRules {
  static username(username: string): string {
    if (username.trim() === '') throw new ApiError(400, t.usernameRequired);
    if (!ACCOUNT_CHARACTERS.test(username) || ALL_DIGITS.test(username)) throw new ApiError(400, t.usernamePattern);
    if (username.length > 20) throw new ApiError(400, t.usernameLength);
    return username;
  }

  static phone(phone: string): string {
    if (phone === '') throw new ApiError(400, t.phoneRequired);
    if (!/^1[3-9]\d*$/.test(phone)) throw new ApiError(400, t.phonePattern);
    if (phone.length !== PHONE_LENGTH || !PHONE.test(phone)) throw new ApiError(400, t.phoneLength);
    return phone;
  }

  /** A name given: one to twenty Chinese characters (an empty one is refused by the same message). */
  static chineseName(name: string): string {
    if (!CHINESE_NAME.test(name)) throw new ApiError(400, t.chineseName);
    return name;
  }

  /** Optional: an empty name is no name. */
  static optionalChineseName(name: string | undefined): string | null {
    return name === undefined || name === '' ? null : AccountRules.chineseName(name);
  }
}
