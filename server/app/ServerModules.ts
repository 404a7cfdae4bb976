import type { PluginDefinition } from '../../contracts/workbench/index.ts';
import { classroomModule } from '../modules/classroom/ClassroomModule.ts';
import { applicationsModule } from '../modules/applications/ApplicationsModule.ts';
import { auditModule } from '../modules/audit/AuditModule.ts';
import { authModule } from '../modules/auth/AuthModule.ts';
import { demoselfModule } from '../modules/demoself/DemoselfModule.ts';
import { diskModule } from '../modules/disk/DiskModule.ts';
import { dictModule } from '../modules/dict/DictModule.ts';
import { doorsModule } from '../modules/doors/DoorsModule.ts';
import { filesModule } from '../modules/files/FilesModule.ts';
import { formsModule } from '../modules/forms/FormsModule.ts';
import { healthModule } from '../modules/health/HealthModule.ts';
import { guideModule } from '../modules/guide/GuideModule.ts';
import { homeModule } from '../modules/home/HomeModule.ts';
import { layoutCacheModule } from '../modules/layout-cache/LayoutCacheModule.ts';
import { leasesModule } from '../modules/leases/LeasesModule.ts';
import { limitsModule } from '../modules/limits/LimitsModule.ts';
import { liveModule } from '../modules/live/LiveModule.ts';
import { messagesModule } from '../modules/messages/MessagesModule.ts';
import { menusModule } from '../modules/menus/MenusModule.ts';
import { noticesModule } from '../modules/notices/NoticesModule.ts';
import { orgModule } from '../modules/org/OrgModule.ts';
import { reimbursementModule } from '../modules/reimbursement/ReimbursementModule.ts';
import { scheduleModule } from '../modules/schedule/ScheduleModule.ts';
import { settingsModule } from '../modules/settings/SettingsModule.ts';
import { todosModule } from '../modules/todos/TodosModule.ts';
import { websiteModule } from '../modules/website/WebsiteModule.ts';
import { workflowModule } from '../modules/workflow/WorkflowModule.ts';

/** The standard module set; a new API area adds its factory here. */
export function serverModules(): PluginDefinition<unknown>[] {
  return [
    healthModule(),
    auditModule(),
    leasesModule(),
    limitsModule(),
    orgModule(),
    authModule(),
    menusModule(),
    settingsModule(),
    dictModule(),
    doorsModule(),
    guideModule(),
    noticesModule(),
    homeModule(),
    websiteModule(),
    workflowModule(),
    todosModule(),
    messagesModule(),
    demoselfModule(),
    reimbursementModule(),
    formsModule(),
    applicationsModule(),
    scheduleModule(),
    filesModule(),
    diskModule(),
    classroomModule(),
    layoutCacheModule(),
    liveModule(),
  ];
}
