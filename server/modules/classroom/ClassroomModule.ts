import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { AuditTrailId } from '../../contracts/audit.ts';
import { ClockId, DatabaseId, DemoDataId, DemoRows, SchemaMigrations } from '../../contracts/host.ts';
import { FileByteStoreId, UploadCeilingId, filesModuleRef } from '../../contracts/files.ts';
import { UploadPolicyId } from '../../contracts/settings.ts';
import { SiteContentChannels, SiteSearchSources } from '../../contracts/website.ts';
import { ClassroomContentChannel } from './admin/ClassroomContentChannel.ts';
import { classroomContentRoutes } from './admin/ClassroomContentRoutes.ts';
import { ClassroomUploads } from './admin/ClassroomUploads.ts';
import { ClassroomCatalog } from './ClassroomCatalog.ts';
import { classroomDemoRows } from './ClassroomDemoRows.ts';
import { ClassroomExams } from './ClassroomExams.ts';
import { ClassroomMedia } from './ClassroomMedia.ts';
import { classroomRoutes } from './ClassroomRoutes.ts';
import { ClassroomSearchSource } from './ClassroomSearchSource.ts';
import type { ClassroomSchema } from './ClassroomTables.ts';
import { LearnerRecords } from './LearnerRecords.ts';
import { classroomMigration } from './ClassroomMigration.ts';
import { classroomContentMigration } from './admin/ClassroomContentMigration.ts';
import { orgModuleRef } from '../../contracts/org.ts';


/**
 * 智慧课堂 (spec part 1 §2 /iClassroom…, /userCenter): public sections, people and online
 * exams, videos from the file store, and each learner's own results and progress.
 */
export const classroomModule = definePlugin(() => ({
  id: 'server-classroom',
  // The media live in the files module's byte store; the demo learner is found through the org.
  requires: [filesModuleRef, orgModuleRef],
  module(bind) {
    // 智慧课堂: trainings, videos, teaching resources, competitions, people, online exams and learners' records.
    bind.contribute(SchemaMigrations, { name: '0021_classroom', migration: classroomMigration });
    bind.contribute(DemoRows, classroomDemoRows);
    // 内容管理 › 智慧课堂: classroom items get a rich text body and a release time, as 0031 gave the site's others.
    bind.contribute(SchemaMigrations, { name: '0032_classroom_content', migration: () => classroomContentMigration });
    // One catalogue and one upload check per container: the routes, the site search and 内容管理 share them.
    let catalog: ClassroomCatalog | undefined;
    let uploads: ClassroomUploads | undefined;
    const catalogOf = (s: ServiceResolver) => (catalog ??= new ClassroomCatalog(s.get(DatabaseId).db.withTables<ClassroomSchema>()));
    const uploadsOf = (s: ServiceResolver) => (uploads ??= new ClassroomUploads(s.get(FileByteStoreId), s.get(UploadCeilingId).bytes, s.getOptional(UploadPolicyId)));
    bind.contribute(ApiRoutes, (s) => {
      const db = s.get(DatabaseId).db.withTables<ClassroomSchema>();
      return classroomRoutes(catalogOf(s), new ClassroomExams(db, s.get(ClockId)), new LearnerRecords(db, s.get(ClockId)), new ClassroomMedia(s.get(FileByteStoreId)));
    });
    bind.contribute(SiteSearchSources, (s) => new ClassroomSearchSource(catalogOf(s)));
    // 管理后台 › 内容管理 (issue 13): the 智慧课堂 channel over this module's own table, and its uploads.
    bind.contribute(SiteContentChannels, (s) => {
      const clock = s.get(ClockId);
      return new ClassroomContentChannel(s.get(DatabaseId).db, catalogOf(s), uploadsOf(s), s.get(AuditTrailId), () => clock.now());
    });
    bind.contribute(ApiRoutes, (s) => classroomContentRoutes(uploadsOf(s)));
  },
  async start(context) {
    // The videos and posters the demo's lessons show: never on a production install.
    if (context.get(DemoDataId).loaded) await new ClassroomMedia(context.get(FileByteStoreId)).installDemoMedia();
  },
}));
