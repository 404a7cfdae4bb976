import type { Compilable, CompiledQuery, Kysely, RootOperationNode } from 'kysely';

/** Stands for a named value while a template is compiled; swapped for the value at each run. */
class TemplateParameter {
  constructor(readonly name: string) {}
}

interface CompiledTemplate {
  readonly sql: string;
  readonly query: RootOperationNode;
  /** The compiled parameters: a TemplateParameter where a run's value goes, else a constant. */
  readonly slots: readonly unknown[];
}

/** The names a template's builder may use, each standing for the run's value of that name. */
export type TemplateParameters<P> = { readonly [K in keyof P]: P[K] };

/**
 * A query built and compiled once per dialect, then run with new values. Kysely builds an
 * operation tree and compiles it to SQL on every call, which cost the server about a fifth of
 * its CPU per approval; a template keeps the SQL and the parameter order and only fills in the
 * values. The builder is ordinary, type-checked Kysely: it gets stand-ins for its parameters
 * (`p.id`), so the SQL stays one definition for SQLite and PostgreSQL.
 *
 * Only values may vary: a query whose shape depends on the values (an `in` list, optional
 * filters) needs one template per shape, or no template.
 */
export class QueryTemplate<DB, P, R> {
  readonly #compiled = new Map<unknown, CompiledTemplate>();

  constructor(private readonly build: (db: Kysely<DB>, p: TemplateParameters<P>) => Compilable<R>) {}

  /** All rows (none for a statement without RETURNING). */
  async execute(db: Kysely<DB>, values: P): Promise<R[]> {
    const template = this.#compile(db);
    const parameters = template.slots.map((slot) => (slot instanceof TemplateParameter ? (values as Record<string, unknown>)[slot.name] : slot));
    const compiled: CompiledQuery<R> = { sql: template.sql, query: template.query, parameters, queryId: { queryId: '' } };
    return (await db.executeQuery(compiled)).rows;
  }

  async executeTakeFirst(db: Kysely<DB>, values: P): Promise<R | undefined> {
    return (await this.execute(db, values))[0];
  }

  #compile(db: Kysely<DB>): CompiledTemplate {
    // The adapter is one object per dialect instance, shared by its transactions.
    const adapter = db.getExecutor().adapter;
    let template = this.#compiled.get(adapter);
    if (!template) {
      const stand = new Proxy({} as TemplateParameters<P>, { get: (_, name) => new TemplateParameter(String(name)) });
      const compiled = this.build(db, stand).compile();
      template = { sql: compiled.sql, query: compiled.query, slots: compiled.parameters };
      this.#compiled.set(adapter, template);
    }
    return template;
  }
}
