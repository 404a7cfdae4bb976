import type { Kysely, Migration } from 'kysely';

/**
 * 0047_role_data_scope (issue 22 §2): a role's data scope, RuoYi's sys_role.data_scope — which of the
 * company's members the lists its permissions open show (DataScopes). Existing roles keep what they
 * showed before, the whole company ('1'), except the built-in ones whose names say less: 部门经理
 * (2) its department and those below it ('4'), 普通用户 (1) only its holder ('5'). A fresh install's
 * built-in roles get the same from the seed (OrgDemoRows).
 */
export const roleDataScopeMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('role').addColumn('data_scope', 'varchar(1)', (c) => c.notNull().defaultTo('1')).execute();
    await db.updateTable('role').set({ data_scope: '5' }).where('id', '=', 1).where('company_id', 'is', null).execute();
    await db.updateTable('role').set({ data_scope: '4' }).where('id', '=', 2).where('company_id', 'is', null).execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('role').dropColumn('data_scope').execute();
  },
};
