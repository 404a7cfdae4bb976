import type { components } from '../../../contracts/generated/admin.ts';

/** The page's route inside the management area. */
export const AUDIT_LOG_PATH = '/management/audit';

export type AuditLogEntry = components['schemas']['AuditLogEntry'];
