import { sql, type QueryExecutorProvider } from 'kysely';

/**
 * Moves a PostgreSQL table's id sequence past the ids rows were given explicitly (demo rows),
 * and never back: on a start next to running instances, a sequence set back to max(id) + 1 would
 * hand out again ids their uncommitted inserts already hold. Call it in the transaction that inserted the rows.
 */
export async function advanceIdSequence(db: QueryExecutorProvider, table: string): Promise<void> {
  await sql`select setval(s.seq, s.top) from (
      select pg_get_serial_sequence(${table}, 'id')::regclass as seq, (select coalesce(max(id), 0) from ${sql.table(table)}) as top
    ) s where s.top > coalesce(pg_sequence_last_value(s.seq), 0)`.execute(db);
}
