import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { QueryTemplate } from './QueryTemplate.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- one template serves every table; the public methods are typed per table */
type AnyTemplate = QueryTemplate<any, Record<string, unknown>, any>;

/**
 * Row-at-a-time statements by primary key `id` — insert a row, update columns of a row, read a
 * row — each compiled once per table and set of columns (QueryTemplate) and then only filled
 * in. For the write paths a command runs dozens of times.
 */
export class RowStatements<DB> {
  readonly #templates = new Map<string, AnyTemplate>();

  async insert<T extends keyof DB & string>(db: Kysely<DB>, table: T, row: Insertable<DB[T]>): Promise<void> {
    const columns = Object.keys(row).filter((column) => (row as Record<string, unknown>)[column] !== undefined);
    const template = this.#template(`insert:${table}:${columns.join(',')}`, (kdb, p) =>
      kdb.insertInto(table as string).values(Object.fromEntries(columns.map((column) => [column, p[column]]))),
    );
    await template.execute(db, row as Record<string, unknown>);
  }

  /** Sets the given columns (every key present, undefined ones left out beforehand) of the row `id`. */
  async updateById<T extends keyof DB & string>(db: Kysely<DB>, table: T, id: string, set: Updateable<DB[T]>): Promise<void> {
    const columns = Object.keys(set).filter((column) => (set as Record<string, unknown>)[column] !== undefined);
    if (columns.length === 0) return;
    const template = this.#template(`update:${table}:${columns.join(',')}`, (kdb, p) =>
      kdb
        .updateTable(table as string)
        .set(Object.fromEntries(columns.map((column) => [column, p[column]])))
        .where('id', '=', p['\0id']),
    );
    await template.execute(db, { ...(set as Record<string, unknown>), '\0id': id });
  }

  async findById<T extends keyof DB & string>(db: Kysely<DB>, table: T, id: string): Promise<Selectable<DB[T]> | undefined> {
    const template = this.#template(`find:${table}`, (kdb, p) => kdb.selectFrom(table as string).selectAll().where('id', '=', p.id));
    return template.executeTakeFirst(db, { id });
  }

  #template(key: string, build: (db: Kysely<any>, p: Record<string, any>) => any): AnyTemplate {
    let template = this.#templates.get(key);
    if (!template) {
      template = new QueryTemplate(build);
      this.#templates.set(key, template);
    }
    return template;
  }
}
