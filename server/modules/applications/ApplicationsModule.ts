import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { DemoRows, ClockId, DatabaseId, SchemaMigrations } from '../../contracts/host.ts';
import { StartableProcessesId, workflowModuleRef } from '../../contracts/workflow.ts';
import { applicationDemoRows } from './ApplicationDemoRows.ts';
import { applicationRoutes } from './ApplicationRoutes.ts';
import type { ApplicationSchema } from './ApplicationTables.ts';
import { CentreSubmodules } from './CentreSubmodules.ts';
import { UserItemPreferences } from './UserItemPreferences.ts';
import { WorkbenchApplications } from './WorkbenchApplications.ts';
import { applicationsMigration } from './ApplicationsMigration.ts';
import { orgModuleRef } from '../../contracts/org.ts';


/**
 * The workbench (工作台): applications of the current company, their addresses and menus, the
 * centre's startable processes and function entries, and each user's order and common-use marks.
 */
export const applicationsModule = definePlugin(() => ({
  id: 'server-applications',
  // The centre lists the processes the workflow module says are startable.
  requires: [workflowModuleRef, orgModuleRef],
  module(bind) {
    // The workbench: applications, self-built menus, centre submodules, users' order and marks.
    bind.contribute(SchemaMigrations, { name: '0009_applications', migration: applicationsMigration });
    bind.contribute(ApiRoutes, (s) => {
      const db = s.get(DatabaseId).db.withTables<ApplicationSchema>();
      const preferences = new UserItemPreferences(db);
      return applicationRoutes(new WorkbenchApplications(db, preferences), new CentreSubmodules(db, s.get(StartableProcessesId), preferences, s.get(ClockId)));
    });
    bind.contribute(DemoRows, applicationDemoRows);
  },
}));
