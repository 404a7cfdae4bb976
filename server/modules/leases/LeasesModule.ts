import { definePlugin } from '../../../contracts/workbench/index.ts';
import { DatabaseId, SchemaMigrations, ServerLogId } from '../../contracts/host.ts';
import { WorkLeasesId, leasesModuleRef } from '../../contracts/leases.ts';
import { workLeaseMigration } from './WorkLeaseMigration.ts';
import { WorkLeases } from './WorkLeases.ts';

/**
 * Work leases (WorkLeasesId): work that one server instance at a time may do, such as a user's
 * upload or an administrator's import, held in the database so the rule holds across instances.
 */
export const leasesModule = definePlugin(() => ({
  id: leasesModuleRef.id,
  module(bind) {
    bind.contribute(SchemaMigrations, { name: '0035_work_lease', migration: () => workLeaseMigration });
    bind.factory(WorkLeasesId, (s) => new WorkLeases(s.get(DatabaseId).db, {}, (error) => s.get(ServerLogId).error('leases', '', error)));
  },
}));
