import type { ExpressionBuilder, ExpressionWrapper, SqlBool } from 'kysely';
import { PLATFORM_ADMIN_ROLE } from '../../contracts/org.ts';
import type { Db, DatabaseSchema } from '../../db/Database.ts';
import { PLATFORM_GRANT } from './AccountOwnershipMigration.ts';

/**
 * Who administers a company, asked of `sys_user` rows: the face's rule (administersCompany) in SQL,
 * for the questions about many users at once — who else keeps the company administered, who holds
 * a permission there.
 */
export class CompanyAdministrators {
  static only(eb: ExpressionBuilder<DatabaseSchema, 'sys_user'>, companyId: number): ExpressionWrapper<DatabaseSchema, 'sys_user', SqlBool> {
    return eb.or([
      eb('sys_user.company_admin', '=', companyId),
      eb.and([
        eb('sys_user.company_admin', 'is', null),
        eb.exists(
          eb
            .selectFrom('user_role')
            .select('user_role.user_id')
            .whereRef('user_role.user_id', '=', 'sys_user.id')
            .where('user_role.role_id', '=', PLATFORM_ADMIN_ROLE)
            .where('user_role.company_id', 'in', [companyId, PLATFORM_GRANT]),
        ),
      ]),
    ]);
  }

  static async includes(db: Db, userId: number, companyId: number): Promise<boolean> {
    const row = await db
      .selectFrom('sys_user')
      .select('id')
      .where('id', '=', userId)
      .where((eb) => CompanyAdministrators.only(eb, companyId))
      .executeTakeFirst();
    return row !== undefined;
  }
}
