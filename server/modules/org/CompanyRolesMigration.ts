import type { Kysely, Migration } from 'kysely';

/**
 * 0029_company_roles: a role belongs to one company (角色管理, issue 13), as a multi-company
 * portal's roles do in pig and RuoYi. The roles there are when this runs, and the seed's, keep
 * company_id null: the built-in roles every company sees, which no company administrator
 * deletes or changes (the code relies on their ids and codes: 3 is the platform administrators').
 */
export const companyRolesMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('role').addColumn('company_id', 'integer').execute();
    await db.schema.createIndex('role_company_idx').on('role').column('company_id').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('role_company_idx').execute();
    await db.schema.alterTable('role').dropColumn('company_id').execute();
  },
};
