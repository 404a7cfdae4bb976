import { createServiceId, pluginRef } from '../../contracts/workbench/index.ts';

/** Work that one server instance at a time may do, across every instance on the database (server/modules/leases). */
export interface WorkLeases {
  /** Runs `work` holding the lease on `key`; `{ ran: false }` (nothing run) while another run holds it. */
  tryRun<T>(key: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /** Runs `work` holding the lease on `key`, waiting for it while another run holds it. */
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}

export const WorkLeasesId = createServiceId<WorkLeases>('server.leases.WorkLeases');

/** The leases module, for the modules that require it. */
export const leasesModuleRef = pluginRef<void>('server-leases');
