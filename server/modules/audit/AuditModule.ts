import type { paths } from '../../../contracts/generated/admin.ts';
import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall } from '../../http/ApiRoutes.ts';
import { AuditTrailId } from '../../contracts/audit.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { ClockId, DatabaseId, SchemaMigrations } from '../../contracts/host.ts';
import { AuditLogSearch, type AuditLogQuery } from './AuditLogSearch.ts';
import { DbAuditTrail } from './DbAuditTrail.ts';
import { auditMigration } from './AuditMigration.ts';

const route = contractRoute<paths>();

const AuditLogSearchId = createServiceId<AuditLogSearch>('server.audit.AuditLogSearch');

/**
 * The administrators' audit log (issue 13): the AuditTrail every administrative change and
 * login writes through, and 审计日志's search. Nothing here changes or deletes an entry.
 */
export const auditModule = definePlugin(() => ({
  id: 'server-audit',
  module(bind) {
    // The administrators' audit log: every login and administrative change.
    bind.contribute(SchemaMigrations, { name: '0027_audit_log', migration: auditMigration });
    bind.factory(AuditTrailId, (s) => new DbAuditTrail(s.get(ClockId)));
    bind.factory(AuditLogSearchId, (s) => new AuditLogSearch(s.get(DatabaseId).db));
    bind.contribute(ApiRoutes, (s) =>
      route({
        method: 'GET',
        path: '/admin/audit/page',
        handler: (call: ApiCall<AuditLogQuery>) => s.get(AuditLogSearchId).page(call.user, call.query),
      }),
    );
  },
}));
