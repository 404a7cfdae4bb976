import { zhCN } from './zh-CN.ts';

/** What the weak-password check answers (contracts/openapi/admin.yaml checkWeakPassword). */
export type WeakPasswordAnswer = '0' | '1' | string;

const MIN_LENGTH = 8;
const MIN_KINDS = 3;
const KINDS: readonly RegExp[] = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/**
 * The platform's password strength rule: at least 8 characters with three of the four kinds
 * (lower case, upper case, digit, symbol), and not the account itself. '1' is the spec's
 * "weak" answer; a text is shown by the browser as it is (a password it could not read).
 * Every password the server accepts is held to it, whichever module takes it (sign-up, password
 * change, 用户管理, 导入用户, `ronghe setup`).
 */
export class WeakPassword {
  static check(plain: string | null, username?: string): WeakPasswordAnswer {
    if (plain === null) return zhCN.account.passwordUnreadable;
    return WeakPassword.isWeak(plain, username) ? '1' : '0';
  }

  static isWeak(plain: string, username?: string): boolean {
    if (plain.length < MIN_LENGTH) return true;
    if (KINDS.filter((kind) => kind.test(plain)).length < MIN_KINDS) return true;
    return username !== undefined && plain.toLowerCase() === username.toLowerCase();
  }

}
