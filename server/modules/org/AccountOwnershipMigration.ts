import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

/** The company id of a grant that holds on the whole platform: only the platform administrators' role (3) is granted so. */
export const PLATFORM_GRANT = 0;
const ADMIN_ROLE = 3;

/**
 * 0036_account_ownership (issue 22 §1): what a company administrator changes stays in their company.
 * - A role is granted in one company (`user_role.company_id`): 部门经理 given in 融合教育集团 grants
 *   nothing in 融合科技. The platform administrators' role is the one grant of the whole platform
 *   (company_id 0). Existing grants become one per company the holder belongs to.
 * - A membership is disabled on its own (`user_company.status`), leaving the account and the user's
 *   other companies alone.
 * - `org_join_request`: an invitation (the company asks the user) or an application (the user asks the
 *   company); the membership exists only once the other side accepts.
 */
export function accountOwnershipMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    // Migrations see the database untyped: the schema at this point in history, not today's.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>): Promise<void> {
      await db.schema
        .createTable('user_role_grant')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_role_grant_pk', ['user_id', 'role_id', 'company_id'])
        .execute();
      const grants: { user_id: number; role_id: number }[] = await db.selectFrom('user_role').select(['user_id', 'role_id']).execute();
      const memberships: { user_id: number; company_id: number }[] = await db.selectFrom('user_company').select(['user_id', 'company_id']).execute();
      const rows = grants.flatMap((g) =>
        g.role_id === ADMIN_ROLE
          ? [{ user_id: g.user_id, role_id: g.role_id, company_id: PLATFORM_GRANT }]
          : memberships.filter((m) => m.user_id === g.user_id).map((m) => ({ user_id: g.user_id, role_id: g.role_id, company_id: m.company_id })),
      );
      for (let i = 0; i < rows.length; i += 500) await db.insertInto('user_role_grant').values(rows.slice(i, i + 500)).execute();
      await db.schema.dropTable('user_role').execute();
      await db.schema.alterTable('user_role_grant').renameTo('user_role').execute();
      await db.schema.createIndex('user_role_company_idx').on('user_role').columns(['company_id', 'role_id']).execute();

      await db.schema.alterTable('user_company').addColumn('status', 'varchar(1)', (c) => c.notNull().defaultTo('0')).execute();

      await db.schema
        .createTable('org_join_request')
        .addColumn('id', 'integer', columns.id)
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        /** 'invite': the company asked, the user answers; 'apply': the user asked, an administrator answers. */
        .addColumn('kind', 'varchar(8)', (c) => c.notNull())
        .addColumn('dept_id', 'integer')
        .addColumn('requested_by', 'integer', (c) => c.notNull())
        .addColumn('note', 'varchar(200)')
        /** 'pending', 'accepted', 'declined', 'cancelled'. */
        .addColumn('state', 'varchar(10)', (c) => c.notNull())
        .addColumn('answered_by', 'integer')
        .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
        .addColumn('answer_time', 'varchar(19)')
        .execute();
      await db.schema.createIndex('org_join_request_user_idx').on('org_join_request').columns(['user_id', 'state']).execute();
      await db.schema.createIndex('org_join_request_company_idx').on('org_join_request').columns(['company_id', 'state']).execute();
    },

    // Back to grants that hold everywhere: each user's roles once, whichever company granted them.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async down(db: Kysely<any>): Promise<void> {
      await db.schema.dropTable('org_join_request').execute();
      await db.schema.alterTable('user_company').dropColumn('status').execute();
      await db.schema
        .createTable('user_role_plain')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('sys_user.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_role_plain_pk', ['user_id', 'role_id'])
        .execute();
      const grants: { user_id: number; role_id: number }[] = await db.selectFrom('user_role').select(['user_id', 'role_id']).distinct().execute();
      for (let i = 0; i < grants.length; i += 500) await db.insertInto('user_role_plain').values(grants.slice(i, i + 500)).execute();
      await db.schema.dropTable('user_role').execute();
      await db.schema.alterTable('user_role_plain').renameTo('user_role').execute();
    },
  };
}
