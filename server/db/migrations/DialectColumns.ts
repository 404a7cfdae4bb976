import type { ColumnDefinitionBuilder } from 'kysely';
import type { DatabaseDialect } from '../Database.ts';

/**
 * The column kinds that are spelled differently per dialect, so one migration builds the
 * same schema on SQLite and PostgreSQL. Everything else (text, integer, bigint, varchar)
 * means the same on both and is written directly.
 */
export class DialectColumns {
  constructor(readonly dialect: DatabaseDialect) {}

  /**
   * A surrogate key the database numbers. SQLite: `integer primary key autoincrement`
   * (never reuses ids). PostgreSQL: an identity column `by default`, so the seed may insert
   * its fixed ids (the seed moves the sequence past them afterwards).
   */
  readonly id = (col: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    this.dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement();
}
