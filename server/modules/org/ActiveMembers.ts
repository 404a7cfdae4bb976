import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import type { DatabaseSchema } from '../../db/Database.ts';

/** Status '0' of an account and of a membership; '1' is 用户管理's 禁用. */
export const ACTIVE = '0';

/**
 * Who is an active member of a company: an enabled account in an enabled membership (a 禁用 of
 * either keeps them out). The org module's lists, pickers, hand-overs and candidate rules all ask
 * it of rows of `sys_user` joined with `user_company`; other modules ask the UserDirectory face.
 */
export class ActiveMembers {
  static only(eb: ExpressionBuilder<DatabaseSchema, 'sys_user' | 'user_company'>): ExpressionWrapper<DatabaseSchema, 'sys_user' | 'user_company', SqlBool> {
    return eb.and([eb('sys_user.status', '=', ACTIVE), eb('user_company.status', '=', ACTIVE)]);
  }
}
