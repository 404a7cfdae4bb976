import { LikePattern } from '../../kysely/LikePattern.ts';
import { sql, type Selectable } from 'kysely';
import type { components, operations } from '../../../contracts/generated/admin.ts';
import type { Principal } from '../../contracts/host.ts';
import { PLATFORM_ADMIN_ROLE } from '../../contracts/org.ts';
import type { Db } from '../../db/Database.ts';
import type { AuditLogTable, AuditSchema } from './AuditTables.ts';

export type AuditLogEntryView = components['schemas']['AuditLogEntry'];
export type AuditLogQuery = NonNullable<operations['pageAuditLog']['parameters']['query']>;
export interface AuditLogPage {
  records: AuditLogEntryView[];
  total: number;
  current: number;
  size: number;
}

/** The contract's bounds; kept here too so a caller outside the router cannot ask for more. */
const MAX_SIZE = 100;
const DEFAULT_SIZE = 20;

/**
 * 审计日志: the entries an administrator may read, newest first, searched by time range,
 * account, subject, action and a part of the summary. A company administrator reads the
 * current company's entries; a role-3 administrator reads all (failed logins belong to none).
 * Reading only: the log has no operation that changes or deletes an entry.
 */
export class AuditLogSearch {
  constructor(private readonly db: Db) {}

  async page(reader: Principal, query: AuditLogQuery): Promise<AuditLogPage> {
    const current = Math.max(1, Math.trunc(query.current ?? 1));
    const size = Math.min(MAX_SIZE, Math.max(1, Math.trunc(query.size ?? DEFAULT_SIZE)));
    const filtered = this.#filtered(reader, query);
    const { total } = await filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await filtered
      .selectAll()
      .orderBy('happened_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((current - 1) * size)
      .execute();
    return { records: rows.map(entryView), total: Number(total), current, size };
  }

  #filtered(reader: Principal, query: AuditLogQuery) {
    let base = this.db.withTables<AuditSchema>().selectFrom('audit_log');
    // The platform administrators see every company's entries.
    if (!reader.roles.includes(PLATFORM_ADMIN_ROLE)) base = base.where('company_id', '=', reader.companyId);
    if (query.beginTime) base = base.where('happened_at', '>=', query.beginTime);
    if (query.endTime) base = base.where('happened_at', '<=', query.endTime);
    const username = query.username?.trim();
    if (username) base = base.where('username', '=', username);
    const subject = query.subject?.trim();
    if (subject) base = base.where('subject', '=', subject);
    const action = query.action?.trim();
    if (action) base = base.where('action', '=', action);
    const keyword = query.keyword?.trim();
    if (keyword) base = base.where(sql<boolean>`summary like ${LikePattern.containing(keyword)} escape '\\'`);
    return base;
  }
}

function entryView(row: Selectable<AuditLogTable>): AuditLogEntryView {
  return {
    id: Number(row.id),
    happenedAt: row.happened_at,
    userId: row.user_id,
    username: row.username,
    companyId: row.company_id,
    address: row.address,
    userAgent: row.user_agent,
    subject: row.subject,
    subjectId: row.subject_id,
    action: row.action,
    summary: row.summary,
    changes: changesOf(row.changes),
  };
}

function changesOf(text: string | null): AuditLogEntryView['changes'] {
  if (!text) return [];
  const parsed = JSON.parse(text) as Record<string, { from?: unknown; to?: unknown }>;
  return Object.entries(parsed).map(([field, change]) => ({ field, from: shown(change?.from), to: shown(change?.to) }));
}

function shown(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
