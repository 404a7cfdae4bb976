import type { Kysely, Migration } from 'kysely';
import { EngineTenantMigration } from '../../engine/EngineTenantMigration.ts';

/**
 * 0006: definitions, their versions and drafts belong to one company: the engine's tenant id is
 * the company id as text. The columns are the engine's own step of its schema history
 * (EngineTenantMigration, which the engine's test bed and `ronghe simulate` run too); rows
 * deployed before belong to the company their deployer administers, else the first company the
 * deployer is a member of.
 */
export const definitionTenantsMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await EngineTenantMigration.up(db);
    await backfill(db);
  },
};

/** Existing rows: the deployer's (saver's) administered company, else their first membership. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function backfill(db: Kysely<any>): Promise<void> {
  for (const [table, byColumn] of [
    ['wf_definition', 'deployed_by'],
    ['wf_draft', 'saved_by'],
  ] as const) {
    const owners: { owner: string }[] = await db.selectFrom(table).select(`${byColumn} as owner`).distinct().execute();
    for (const { owner } of owners) {
      if (!/^\d+$/.test(owner)) continue;
      const user: { company_admin: number | null } | undefined = await db.selectFrom('sys_user').select('company_admin').where('id', '=', Number(owner)).executeTakeFirst();
      const membership: { company_id: number } | undefined = await db
        .selectFrom('user_company')
        .select('company_id')
        .where('user_id', '=', Number(owner))
        .orderBy('company_id')
        .limit(1)
        .executeTakeFirst();
      const companyId = user?.company_admin ?? membership?.company_id;
      if (companyId === undefined || companyId === null) continue;
      await db.updateTable(table).set({ tenant_id: String(companyId) }).where(byColumn, '=', owner).execute();
    }
  }
}
