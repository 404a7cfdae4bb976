import type { Db } from '../../db/Database.ts';

/** What differs between the ways an account comes to be (用户管理, 导入用户, sign-up, `ronghe setup`). */
export interface NewAccountFields {
  username: string;
  /** PasswordHasher's output, never the password. */
  passwordHash: string;
  chineseName: string;
  phone: string | null;
  email?: string | null;
  /** The company a login starts in: none for a newcomer of the sign-up, who belongs to none yet. */
  startsIn: number | null;
  /** The company the account administers (`ronghe setup`'s first administrator). */
  administers?: number | null;
  /** The first login asks for a new password (an administrator chose this one). */
  mustChangePassword: boolean;
  /** yyyy-MM-dd HH:mm:ss: the account's creation, and its password's. */
  now: string;
}

/**
 * The one insert of a `sys_user` row: an active account, its password's age starting now. The
 * callers check the name and phone are free and write the membership, roles and audit entry.
 */
export class NewAccount {
  static async insert(db: Db, fields: NewAccountFields): Promise<number> {
    const { id } = await db
      .insertInto('sys_user')
      .values({
        username: fields.username,
        password_hash: fields.passwordHash,
        chinese_name: fields.chineseName,
        phone: fields.phone,
        email: fields.email ?? null,
        avatar: null,
        status: '0',
        last_login_team: fields.startsIn,
        company_admin: fields.administers ?? null,
        remind_flag: fields.mustChangePassword ? '0' : '1',
        pass_update_time: fields.now,
        create_time: fields.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
}
