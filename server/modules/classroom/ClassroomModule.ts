import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { AuditTrailId } from '../../contracts/audit.ts';
import { ClockId, DatabaseId, DemoDataId, DemoRows, SchemaMigrations } from '../../contracts/host.ts';
import { FileByteStoreId, UploadCeilingId } from '../../contracts/files.ts';
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

const ClassroomCatalogId = createServiceId<ClassroomCatalog>('server.classroom.ClassroomCatalog');
const ClassroomExamsId = createServiceId<ClassroomExams>('server.classroom.ClassroomExams');
const LearnerRecordsId = createServiceId<LearnerRecords>('server.classroom.LearnerRecords');
const ClassroomMediaId = createServiceId<ClassroomMedia>('server.classroom.ClassroomMedia');
const ClassroomUploadsId = createServiceId<ClassroomUploads>('server.classroom.ClassroomUploads');

/**
 * 智慧课堂 (spec part 1 §2 /iClassroom…, /userCenter): public sections, people and online
 * exams, videos from the file store, and each learner's own results and progress.
 */
export const classroomModule = definePlugin(() => ({
  id: 'server-classroom',
  // The media live in the files module's byte store; the demo learner is found through the org.
  requires: ['server-files', 'server-org'],
  module(bind) {
    // 智慧课堂: trainings, videos, teaching resources, competitions, people, online exams and learners' records.
    bind.contribute(SchemaMigrations, { name: '0021_classroom', migration: classroomMigration });
    bind.contribute(DemoRows, classroomDemoRows);
    // 内容管理 › 智慧课堂: classroom items get a rich text body and a release time, as 0031 gave the site's others.
    bind.contribute(SchemaMigrations, { name: '0032_classroom_content', migration: () => classroomContentMigration });
    bind.factory(ClassroomCatalogId, (s) => new ClassroomCatalog(s.get(DatabaseId).db.withTables<ClassroomSchema>()));
    bind.factory(ClassroomExamsId, (s) => new ClassroomExams(s.get(DatabaseId).db.withTables<ClassroomSchema>(), s.get(ClockId)));
    bind.factory(LearnerRecordsId, (s) => new LearnerRecords(s.get(DatabaseId).db.withTables<ClassroomSchema>(), s.get(ClockId)));
    bind.factory(ClassroomMediaId, (s) => new ClassroomMedia(s.get(FileByteStoreId)));
    bind.contribute(ApiRoutes, (s) => classroomRoutes(s.get(ClassroomCatalogId), s.get(ClassroomExamsId), s.get(LearnerRecordsId), s.get(ClassroomMediaId)));
    bind.contribute(SiteSearchSources, (s) => new ClassroomSearchSource(s.get(ClassroomCatalogId)));
    // 管理后台 › 内容管理 (issue 13): the 智慧课堂 channel over this module's own table, and its uploads.
    bind.factory(ClassroomUploadsId, (s) => new ClassroomUploads(s.get(FileByteStoreId), s.get(UploadCeilingId).bytes, s.getOptional(UploadPolicyId)));
    bind.contribute(SiteContentChannels, (s) => {
      const clock = s.get(ClockId);
      return new ClassroomContentChannel(s.get(DatabaseId).db, s.get(ClassroomCatalogId), s.get(ClassroomUploadsId), s.get(AuditTrailId), () => clock.now());
    });
    bind.contribute(ApiRoutes, (s) => classroomContentRoutes(s.get(ClassroomUploadsId)));
  },
  async start(context) {
    // The videos and posters the demo's lessons show: never on a production install.
    if (context.get(DemoDataId).loaded) await context.get(ClassroomMediaId).installDemoMedia();
  },
}));
