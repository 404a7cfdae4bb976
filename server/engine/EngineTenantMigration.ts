import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * Definitions, their versions and drafts belong to one tenant (Flowable's tenantId, text; ''
 * when the caller has no tenants): a key is unique within its tenant, versions count per
 * tenant, and a draft is kept per tenant and key. Rows from before get ''.
 *
 * SQLite cannot drop a table constraint, so it rebuilds both tables (with foreign keys off,
 * as instances point at definitions); PostgreSQL swaps the constraints in place.
 *
 * For a fresh engine database (the test bed, `ronghe simulate`). The server's 0006
 * (server/db/migrations) carries its own frozen copy of these steps: it also reads the
 * organisation's tables to give old rows a company, so it belongs to no module and may not
 * import the engine (tests/boundaries: ServerModuleFaces, TableOwnership).
 */
export const EngineTenantMigration: Required<Migration> = {
  // Migrations see the database untyped: the schema at this point in history, not today's.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
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
  },

  // Going back would merge tenants' definitions under one key: not supported; the tables go with EngineMigration.down.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(_db: Kysely<any>): Promise<void> {},
};
