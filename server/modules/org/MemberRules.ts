import { ApiError } from '../../http/ApiError.ts';
import type { Db } from '../../db/Database.ts';
// The account, phone and name rules are the platform's (spec part 1 §5), the sign-up's too: one rule, one place.
import { AccountRules } from '../../contracts/AccountRules.ts';
import { orgTexts } from './zh-CN.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 100;
const MAX_POST = 30;

/**
 * A new or edited user's rules (issue 13), each refusal a 400/404 with its Chinese message: one
 * place for 新建用户 and 导入用户, so an imported row is held to exactly the rules of one user.
 */
export class MemberRules {
  static username(username: string): string {
    return AccountRules.username(username);
  }

  static phone(phone: string): string {
    return AccountRules.phone(phone);
  }

  static chineseName(name: string | undefined): string {
    const checked = AccountRules.optionalChineseName(name);
    if (checked === null) throw new ApiError(400, orgTexts.chineseNameRequired);
    return checked;
  }

  static email(raw: string | null | undefined): string | null {
    const email = (raw ?? '').trim();
    if (email === '') return null;
    if (email.length > MAX_EMAIL || !EMAIL.test(email)) throw new ApiError(400, orgTexts.email);
    return email;
  }

  static post(raw: string | null | undefined): string | null {
    const post = (raw ?? '').trim();
    if (post.length > MAX_POST) throw new ApiError(400, orgTexts.postLength(MAX_POST));
    return post === '' ? null : post;
  }

  /** A department of this company (not its root), or null for none. */
  static async deptOf(db: Db, companyId: number, deptId: number | null): Promise<number | null> {
    if (deptId === null || deptId === companyId) return null;
    const dept = await db.selectFrom('dept').select('id').where('id', '=', deptId).where('company_id', '=', companyId).where('depth', '>', 0).executeTakeFirst();
    if (!dept) throw new ApiError(404, orgTexts.deptNotFound);
    return dept.id;
  }

  /** Accounts are unique on the whole platform, without case. */
  static async usernameFree(db: Db, username: string): Promise<void> {
    const taken = await db.selectFrom('sys_user').select('id').where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase())).executeTakeFirst();
    if (taken) throw new ApiError(400, orgTexts.usernameTaken);
  }

  static async phoneFree(db: Db, phone: string, userId: number | null): Promise<void> {
    let query = db.selectFrom('sys_user').select('id').where('phone', '=', phone);
    if (userId !== null) query = query.where('id', '!=', userId);
    if (await query.executeTakeFirst()) throw new ApiError(400, orgTexts.phoneTaken);
  }
}
