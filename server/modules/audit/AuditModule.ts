import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall } from '../../http/ApiRoutes.ts';
import { AuditTrailId, auditModuleRef } from '../../contracts/audit.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { ClockId, DatabaseId, SchemaMigrations } from '../../contracts/host.ts';
import { AuditLogSearch, type AuditLogQuery } from './AuditLogSearch.ts';
import { DbAuditTrail } from './DbAuditTrail.ts';
import { auditMigration } from './AuditMigration.ts';

const route = contractRoute<paths>();


/**
 * The administrators' audit log (issue 13): the AuditTrail every administrative change and
 * login writes through, and 审计日志's search. Nothing here changes or deletes an entry.
 */
export const auditModule = definePlugin(() => ({
  id: auditModuleRef.id,
  module(bind) {
    // The administrators' audit log: every login and administrative change.
    bind.contribute(SchemaMigrations, { name: '0027_audit_log', migration: auditMigration });
    bind.factory(AuditTrailId, (s) => new DbAuditTrail(s.get(ClockId)));
    bind.contribute(ApiRoutes, (s) => {
      const search = new AuditLogSearch(s.get(DatabaseId).db);
      return route({
        method: 'GET',
        path: '/admin/audit/page',
        handler: (call: ApiCall<AuditLogQuery>) => search.page(call.user, call.query),
      });
    });
  },
}));
