import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './Database.ts';
import { EngineMigration } from '../engine/EngineMigration.ts';
import { applicationsMigration } from '../modules/applications/ApplicationsMigration.ts';
import { scheduleMigration } from '../modules/schedule/ScheduleMigration.ts';
import { managementEntryMigration } from '../modules/settings/ManagementEntryMigration.ts';
import { EngineTaskIndexMigration } from '../engine/EngineTaskIndexMigration.ts';
import { initialMigration } from './migrations/0001_initial.ts';
import { workflowMigration } from './migrations/0003_workflow.ts';
import { filesAndLayoutsMigration } from './migrations/0004_files_and_layouts.ts';
import { definitionTenantsMigration } from './migrations/0006_definition_tenants.ts';
import { tokenFamilyMigration } from './migrations/0007_token_family.ts';
import { workflowCopiesMigration } from './migrations/0008_workflow_copies.ts';
import { diskMigration } from './migrations/0011_disk.ts';
import { doorsMigration } from '../modules/doors/DoorsMigration.ts';
import { reimbursementMigration } from '../modules/reimbursement/ReimbursementMigration.ts';
import { guideMigration } from '../modules/guide/GuideMigration.ts';
import { auditMigration } from '../modules/audit/AuditMigration.ts';
import { classroomMigration } from '../modules/classroom/ClassroomMigration.ts';
import { accountsMigration } from '../modules/auth/AccountsMigration.ts';
import { mustChangePasswordMigration } from '../modules/auth/MustChangePasswordMigration.ts';
import { classroomContentMigration } from '../modules/classroom/admin/ClassroomContentMigration.ts';
import { uploadLimitMigration } from '../modules/settings/UploadLimitMigration.ts';
import { dictCustomMigration } from '../modules/dict/DictCustomMigration.ts';
import { companyRolesMigration } from '../modules/org/CompanyRolesMigration.ts';
import { websiteChannelsMigration } from '../modules/website/WebsiteChannelsMigration.ts';
import { siteContentMigration } from '../modules/website/admin/SiteContentMigration.ts';
import { dbTexts } from './zh-CN.ts';

/**
 * Every migration, listed by hand in order. A static list (no directory globbing) works the
 * same from the TypeScript sources and from dist. A later issue appends its own here.
 */
class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly migrations: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.migrations;
  }
}

export interface MigrationOutcome {
  /** Names applied by this run (empty when the database was already current). */
  applied: string[];
}

/** Every migration of the schema by name, in the order they sort (and run) in. */
export function schemaMigrations(dialect: DatabaseHandle['dialect']): Record<string, Migration> {
  return {
    '0001_initial': initialMigration(dialect),
    // The workflow engine's own tables (process definitions, instances, tasks, history).
    '0002_engine': EngineMigration,
    // Company scope of instances, form definitions and the sample contract form.
    '0003_workflow': workflowMigration(dialect),
    // Uploaded files and users' saved table layouts.
    '0004_files_and_layouts': filesAndLayoutsMigration(dialect),
    // One index for an instance's open tasks (the planner walked all open tasks before).
    '0005_engine_task_index': EngineTaskIndexMigration,
    // Definitions, versions and drafts belong to one company (the engine's tenant id).
    '0006_definition_tenants': definitionTenantsMigration,
    // Refresh-token families: a replayed refresh token revokes every token of its login.
    '0007_token_family': tokenFamilyMigration,
    // 抄送: whom each task was copied to (readers of the instance, the 抄送我的 list).
    '0008_workflow_copies': workflowCopiesMigration(dialect),
    // The workbench: applications, self-built menus, centre submodules, users' order and marks.
    '0009_applications': applicationsMigration(dialect),
    // 日程管理: calendar events and their invitees.
    '0010_schedule': scheduleMigration(dialect),
    // 网盘: each user's folders and files.
    '0011_disk': diskMigration(dialect),
    // 首页: personal portals per user (their cards and order, the current one).
    '0012_home': doorsMigration,
    // 管理后台 leads to the management area instead of the seed's unserved placeholder.
    '0014_management_entry': managementEntryMigration,
    // 费用报销: the reimbursement form and its expense lines.
    '0015_reimbursement': reimbursementMigration(dialect),
    // The first-login guide: who has seen it (a user made later starts unseen).
    '0016_user_guide': guideMigration,
    // Sign-up, phone login, forgotten password, social login: SMS codes, social bindings, social logins under way.
    '0017_accounts': accountsMigration(dialect),
    // A login whose password must be changed first is marked on its tokens: the server refuses it everything else.
    '0018_must_change_password': mustChangePasswordMigration,
    // The public site's channels (党建, 教育出版, 数字出版, carousels) and search history.
    '0019_website_channels': websiteChannelsMigration(dialect),
    // 智慧课堂: trainings, videos, teaching resources, competitions, people, online exams and learners' records.
    '0021_classroom': classroomMigration(dialect),
    // The administrators' upload limit (管理后台 › 系统设置), below the deployment's own.
    '0026_upload_limit': uploadLimitMigration,
    // The administrators' audit log: every login and administrative change.
    '0027_audit_log': auditMigration(dialect),
    // Which dictionary items administrators added; the others are the system's, which they cannot change.
    '0028_dict_custom': dictCustomMigration,
    // 角色管理: a role belongs to one company; the existing ones (company_id null) are the built-in roles.
    '0029_company_roles': companyRolesMigration,
    // 内容管理: the site's items get a rich text body and a release time (draft, published, withdrawn).
    '0031_site_content': siteContentMigration,
    // 内容管理 › 智慧课堂: classroom items get a rich text body and a release time, as 0031 gave the site's others.
    '0032_classroom_content': classroomContentMigration,
  };
}

function migrator(handle: DatabaseHandle): Migrator {
  return new Migrator({
    db: handle.db,
    // Modules bring their own migrations, numbered as they were written: one written alongside
    // another (0015 beside 0016) still runs on a database the later one has already reached.
    allowUnorderedMigrations: true,
    provider: new StaticMigrationProvider(schemaMigrations(handle.dialect)),
  });
}

/** Brings the schema up to date; fails with the name of the migration that broke. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<MigrationOutcome> {
  const run = migrator(handle);
  const { error, results } = await run.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(dbTexts.migrationFailed(failed?.migrationName ?? null, reason), { cause: error });
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}

/**
 * Undoes every migration after `name`, newest first, as a database of the version that ended at
 * `name` would be (the migration tests start from there).
 */
export async function migrateDownTo(handle: DatabaseHandle, name: string): Promise<void> {
  const { error } = await migrator(handle).migrateTo(name);
  if (error) throw error;
}
