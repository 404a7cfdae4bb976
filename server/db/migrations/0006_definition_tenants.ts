import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Definitions, their versions and drafts belong to one company: the engine's tenant id is
 * the company id as text. Rows deployed before belong to the company their deployer
 * administers, else the first company the deployer is a member of.
 */
export const definitionTenantsMigration: Migration = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await tenantColumns(db);
    await backfill(db);
  },
};

/*
 * The engine's tenant columns as they were added at this point in history (the engine's
 * EngineTenantMigration then; copied here, so the history never changes when the engine does):
 * a key is unique within its tenant, versions count per tenant, a draft is kept per tenant and
 * key; rows from before get ''. SQLite cannot drop a table constraint, so it rebuilds both tables
 * (with foreign keys off, as instances point at definitions); PostgreSQL swaps the constraints in place.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function tenantColumns(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema.alterTable('wf_definition').addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('wf_definition').dropConstraint('wf_definition_key_version_uq').execute();
    await db.schema.alterTable('wf_definition').addUniqueConstraint('wf_definition_tenant_key_version_uq', ['tenant_id', 'proc_def_key', 'version']).execute();
    await db.schema.alterTable('wf_draft').addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.alterTable('wf_draft').dropConstraint('wf_draft_pkey').execute();
    await db.schema.alterTable('wf_draft').addPrimaryKeyConstraint('wf_draft_pkey', ['tenant_id', 'proc_def_key']).execute();
    return;
  }
  // Restored afterwards as found: the server runs with foreign keys on, a bare handle has them off.
  const found = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const enforced = Number(found.rows[0]?.foreign_keys ?? 0) === 1;
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      await tx.schema
        .createTable('wf_definition_next')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('proc_def_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('xml', 'text', (c) => c.notNull())
        .addColumn('deployed_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('deployed_at', 'varchar(19)', (c) => c.notNull())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addUniqueConstraint('wf_definition_tenant_key_version_uq', ['tenant_id', 'proc_def_key', 'version'])
        .execute();
      await sql`insert into wf_definition_next (id, proc_def_key, name, version, xml, deployed_by, deployed_at)
      select id, proc_def_key, name, version, xml, deployed_by, deployed_at from wf_definition`.execute(tx);
      await tx.schema.dropTable('wf_definition').execute();
      await tx.schema.alterTable('wf_definition_next').renameTo('wf_definition').execute();

      await tx.schema
        .createTable('wf_draft_next')
        .addColumn('proc_def_key', 'varchar(255)', (c) => c.notNull())
        .addColumn('name', 'varchar(255)', (c) => c.notNull())
        .addColumn('xml', 'text', (c) => c.notNull())
        .addColumn('saved_by', 'varchar(64)', (c) => c.notNull())
        .addColumn('saved_at', 'varchar(19)', (c) => c.notNull())
        .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addPrimaryKeyConstraint('wf_draft_pkey', ['tenant_id', 'proc_def_key'])
        .execute();
      await sql`insert into wf_draft_next (proc_def_key, name, xml, saved_by, saved_at)
      select proc_def_key, name, xml, saved_by, saved_at from wf_draft`.execute(tx);
      await tx.schema.dropTable('wf_draft').execute();
      await tx.schema.alterTable('wf_draft_next').renameTo('wf_draft').execute();
    });
  } finally {
    if (enforced) await sql`pragma foreign_keys = on`.execute(db);
  }
}

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
