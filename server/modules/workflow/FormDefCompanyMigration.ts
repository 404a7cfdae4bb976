import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../../db/Database.ts';
import { DialectColumns } from '../../db/migrations/DialectColumns.ts';

const TIME = 'varchar(19)';
const FLAG = 'varchar(7)';

/*
 * 0054_form_def_company (issue 23): a form of the catalogue belongs to a company (a designed
 * form) or to none (a coded form every company sees). A key is unique within its company, so
 * two companies may each design their 请假申请 `leave`; that it does not shadow a coded key is
 * the registry's check (DesignedFormRegistry). The old global unique key goes: PostgreSQL drops
 * the constraint; SQLite cannot drop a column constraint, so both tables are built again with
 * their rows (the items first, so the definitions' rebuild cascades into nothing).
 */

// Migrations see the database untyped: the schema at this point in history, not today's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function createFormDef(db: AnyDb, name: string, columns: DialectColumns): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('id', 'integer', columns.id)
    .addColumn('form_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('form_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('form_router', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('create_time', TIME, (c) => c.notNull())
    .addColumn('company_id', 'integer')
    .execute();
}

async function createFormItem(db: AnyDb, columns: DialectColumns): Promise<void> {
  await db.schema
    .createTable('wf_form_item')
    .addColumn('id', 'integer', columns.id)
    .addColumn('form_id', 'integer', (c) => c.notNull().references('wf_form_def.id').onDelete('cascade'))
    .addColumn('item_type', 'varchar(1)', (c) => c.notNull())
    .addColumn('field_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('field_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('operable', FLAG, (c) => c.notNull().defaultTo('default'))
    .addColumn('read_only', FLAG, (c) => c.notNull().defaultTo('default'))
    .addColumn('hidden', FLAG, (c) => c.notNull().defaultTo('default'))
    .addColumn('required', FLAG, (c) => c.notNull().defaultTo('default'))
    .addColumn('value', 'varchar(500)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('wf_form_item_key_uq', ['form_id', 'item_type', 'field_key'])
    .execute();
}

const ITEM_COLUMNS = 'id, form_id, item_type, field_key, field_name, operable, read_only, hidden, required, value, sort';
const DEF_COLUMNS = 'id, form_key, form_name, form_router, sort, create_time';

export function formDefCompanyMigration(dialect: DatabaseDialect): Migration {
  const columns = new DialectColumns(dialect);
  return {
    async up(db: AnyDb): Promise<void> {
      if (dialect === 'postgres') {
        await sql`alter table wf_form_def drop constraint if exists wf_form_def_form_key_key`.execute(db);
        await db.schema.alterTable('wf_form_def').addColumn('company_id', 'integer').execute();
      } else {
        await sql.raw(`create table wf_form_item_copy as select ${ITEM_COLUMNS} from wf_form_item`).execute(db);
        await sql.raw(`create table wf_form_def_copy as select ${DEF_COLUMNS} from wf_form_def`).execute(db);
        await db.schema.dropTable('wf_form_item').execute();
        await db.schema.dropTable('wf_form_def').execute();
        await createFormDef(db, 'wf_form_def', columns);
        await createFormItem(db, columns);
        await sql.raw(`insert into wf_form_def (${DEF_COLUMNS}) select ${DEF_COLUMNS} from wf_form_def_copy`).execute(db);
        await sql.raw(`insert into wf_form_item (${ITEM_COLUMNS}) select ${ITEM_COLUMNS} from wf_form_item_copy`).execute(db);
        await db.schema.dropTable('wf_form_item_copy').execute();
        await db.schema.dropTable('wf_form_def_copy').execute();
      }
      // Coded forms (no company) are the seed's, with their fixed keys; designed ones are unique per company.
      await db.schema.createIndex('wf_form_def_company_key_uq').on('wf_form_def').columns(['company_id', 'form_key']).unique().execute();
      await db.schema.createIndex('wf_form_def_key_idx').on('wf_form_def').column('form_key').execute();
    },

    async down(db: AnyDb): Promise<void> {
      await db.schema.dropIndex('wf_form_def_key_idx').ifExists().execute();
      await db.schema.dropIndex('wf_form_def_company_key_uq').ifExists().execute();
      await db.deleteFrom('wf_form_def').where('company_id', 'is not', null).execute();
      await sql`alter table wf_form_def drop column company_id`.execute(db);
      // The global key again, under the name PostgreSQL gave the column constraint (so a later up drops it alike).
      if (dialect === 'postgres') await sql`alter table wf_form_def add constraint wf_form_def_form_key_key unique (form_key)`.execute(db);
      else await db.schema.createIndex('wf_form_def_form_key_key').on('wf_form_def').column('form_key').unique().execute();
    },
  };
}
