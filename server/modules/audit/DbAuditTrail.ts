import type { AuditActor, AuditEntry, AuditTrail } from '../../contracts/audit.ts';
import type { Clock } from '../../contracts/host.ts';
import type { Db } from '../../db/Database.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import type { AuditSchema } from './AuditTables.ts';

/** Column widths of audit_log: longer texts are cut, never refused (an act is recorded whatever it says). */
const WIDTH = { username: 64, address: 64, userAgent: 255, subject: 32, subjectId: 64, action: 32, summary: 500 };
/** A changes record larger than this is replaced by a note that it was left out. */
const MAX_CHANGES_CHARS = 20_000;
/** Field names whose values never reach the log. */
const SECRET = /password|passwd|secret|token|code/i;

/**
 * The audit log in the database (AuditTrailId). Writes through the caller's `db` — the
 * transaction of the change itself — so the change and its entry commit or fail together.
 */
export class DbAuditTrail implements AuditTrail {
  constructor(private readonly clock: Clock) {}

  async record(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
    await db
      .withTables<AuditSchema>()
      .insertInto('audit_log')
      .values({
        happened_at: DisplayTime.format(this.clock.now()),
        user_id: actor.principal?.userId ?? null,
        username: cut(actor.principal?.username ?? actor.username ?? '', WIDTH.username),
        company_id: actor.principal?.companyId ?? null,
        address: cut(actor.address, WIDTH.address),
        user_agent: cut(actor.userAgent ?? '', WIDTH.userAgent),
        subject: cut(entry.subject, WIDTH.subject),
        subject_id: cut(entry.subjectId, WIDTH.subjectId),
        action: cut(entry.action, WIDTH.action),
        summary: cut(entry.summary, WIDTH.summary),
        changes: changesText(entry.changes),
      })
      .execute();
  }
}

function cut(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

function changesText(changes: AuditEntry['changes']): string | null {
  if (!changes || Object.keys(changes).length === 0) return null;
  const shown = Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, SECRET.test(field) ? { from: '***', to: '***' } : change]));
  const text = JSON.stringify(shown);
  return text.length <= MAX_CHANGES_CHARS ? text : JSON.stringify({ note: `changes of ${Object.keys(changes).length} fields left out: ${text.length} characters` });
}
