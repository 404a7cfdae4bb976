import { definePlugin } from '../../../contracts/workbench/index.ts';
import { AuditTrailId } from '../../app/AuditTrail.ts';
import { ClockId } from '../../app/ServerContracts.ts';
import { DbAuditTrail } from './DbAuditTrail.ts';

/** The administrators' audit log (issue 13): the AuditTrail every administrative change and login writes through. */
export const auditModule = definePlugin(() => ({
  id: 'server-audit',
  module(bind) {
    bind.factory(AuditTrailId, (s) => new DbAuditTrail(s.get(ClockId)));
  },
}));
