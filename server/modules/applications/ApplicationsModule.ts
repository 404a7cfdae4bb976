import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { DemoRows, ClockId, DatabaseId, SchemaMigrations } from '../../contracts/host.ts';
import { StartableProcessesId } from '../../contracts/workflow.ts';
import { applicationDemoRows } from './ApplicationDemoRows.ts';
import { applicationRoutes } from './ApplicationRoutes.ts';
import type { ApplicationSchema } from './ApplicationTables.ts';
import { CentreSubmodules } from './CentreSubmodules.ts';
import { UserItemPreferences } from './UserItemPreferences.ts';
import { WorkbenchApplications } from './WorkbenchApplications.ts';
import { applicationsMigration } from './ApplicationsMigration.ts';

const UserItemPreferencesId = createServiceId<UserItemPreferences>('server.applications.UserItemPreferences');
const WorkbenchApplicationsId = createServiceId<WorkbenchApplications>('server.applications.WorkbenchApplications');
const CentreSubmodulesId = createServiceId<CentreSubmodules>('server.applications.CentreSubmodules');

/**
 * The workbench (工作台): applications of the current company, their addresses and menus, the
 * centre's startable processes and function entries, and each user's order and common-use marks.
 */
export const applicationsModule = definePlugin(() => ({
  id: 'server-applications',
  // The centre lists the processes the workflow module says are startable.
  requires: ['server-workflow', 'server-org'],
  module(bind) {
    // The workbench: applications, self-built menus, centre submodules, users' order and marks.
    bind.contribute(SchemaMigrations, { name: '0009_applications', migration: applicationsMigration });
    bind.factory(UserItemPreferencesId, (s) => new UserItemPreferences(s.get(DatabaseId).db.withTables<ApplicationSchema>()));
    bind.factory(WorkbenchApplicationsId, (s) => new WorkbenchApplications(s.get(DatabaseId).db.withTables<ApplicationSchema>(), s.get(UserItemPreferencesId)));
    bind.factory(
      CentreSubmodulesId,
      (s) => new CentreSubmodules(s.get(DatabaseId).db.withTables<ApplicationSchema>(), s.get(StartableProcessesId), s.get(UserItemPreferencesId), s.get(ClockId)),
    );
    bind.contribute(ApiRoutes, (s) => applicationRoutes(s.get(WorkbenchApplicationsId), s.get(CentreSubmodulesId)));
    bind.contribute(DemoRows, applicationDemoRows);
  },
}));
