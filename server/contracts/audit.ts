import { createServiceId, pluginRef } from '../../contracts/workbench/index.ts';
import type { Db } from '../db/Database.ts';
import type { Principal } from './host.ts';

/** What happened, in the words the audit page shows and searches. */
export interface AuditEntry {
  /** What kind of thing changed: 'dept', 'user', 'role', 'tag', 'menu', 'setting', 'dict', 'content', 'login' … */
  subject: string;
  /** Which one: its id (or key), so the entries of one thing can be listed together. */
  subjectId: string;
  /** The act: 'create', 'update', 'delete', 'enable', 'disable', 'resetPassword', 'import', 'publish', 'withdraw', 'login', 'loginFailed' … */
  action: string;
  /** One line in Chinese for people, e.g. 新建部门「研发二部」. */
  summary: string;
  /** What changed, field by field (never a password or a token). */
  changes?: Record<string, { from?: unknown; to?: unknown }>;
}

/** Who did it and from where: the caller of the request, or nobody yet (a failed login). */
export interface AuditActor {
  principal: Principal | null;
  /** The account typed at a login, when there is no principal. */
  username?: string;
  /** The client address (the request's ip). */
  address: string;
  userAgent?: string;
}

/**
 * The administrators' audit log (issue 13): every login and every administrative change —
 * who, what, when, from where. A change and its entry are written in the same transaction
 * (pass the transaction as `db`), so a change is never kept without its entry.
 */
export interface AuditTrail {
  record(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void>;
}

export const AuditTrailId = createServiceId<AuditTrail>('server.AuditTrail');

/** The audit module, for the modules that require it. */
export const auditModuleRef = pluginRef<void>('server-audit');
