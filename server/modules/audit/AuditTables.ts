import type { Generated, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/Database.ts';

/* The audit log's table, owned by this module: others write to it only through AuditTrailId. */

/** One login or administrative change. Rows are only ever added: the log has no update or delete. */
export interface AuditLogTable {
  id: Generated<number>;
  /** `YYYY-MM-DD HH:mm:ss`. */
  happened_at: string;
  /** The acting user; null for a login that failed before anyone was known. */
  user_id: number | null;
  /** The account as typed or as known, kept even if the user is later deleted or renamed. */
  username: string;
  /** The company the act was done in; null when none (a failed login). */
  company_id: number | null;
  address: string;
  user_agent: string;
  subject: string;
  subject_id: string;
  action: string;
  summary: string;
  /** JSON of AuditEntry.changes, or null. */
  changes: string | null;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type AuditSchema = {
  audit_log: AuditLogTable;
};

export type AuditDb = Kysely<DatabaseSchema & AuditSchema>;
