import type { components } from '../../../contracts/generated/admin.ts';

/** GET /admin/audit/page (contracts/openapi/admin.yaml pageAuditLog). */
export const AUDIT_LOG_PAGE = '/admin/audit/page';
/** The page's route inside the management area. */
export const AUDIT_LOG_PATH = '/management/audit';

export type AuditLogEntry = components['schemas']['AuditLogEntry'];

export interface AuditLogPage {
  records: AuditLogEntry[];
  total: number;
  current: number;
  size: number;
}
