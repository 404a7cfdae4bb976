import type { paths } from '../../../contracts/generated/classroom.ts';
import type { ApiCall, ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import type { ClassroomCatalog } from './ClassroomCatalog.ts';
import type { ClassroomExams } from './ClassroomExams.ts';
import type { ClassroomMedia } from './ClassroomMedia.ts';
import type { ClassroomSection } from './ClassroomTables.ts';
import type { ExamAnswer } from './ExamGrader.ts';
import type { LearnerRecords } from './LearnerRecords.ts';

const route = contractRoute<paths>();

type Paging = { current?: number; size?: number };
type ById = ApiCall<unknown, { id: number }>;

/** The contract's defaults, for a caller who leaves paging out. */
function paging(query: Paging): [number, number] {
  return [query.current ?? 1, query.size ?? 10];
}

/** The operations of contracts/openapi/classroom.yaml. */
export function classroomRoutes(catalog: ClassroomCatalog, exams: ClassroomExams, records: LearnerRecords, media: ClassroomMedia): ApiRoute[] {
  return [
    route({
      method: 'GET',
      path: '/website/classroom/items',
      handler: (call: ApiCall<Paging & { section: ClassroomSection }>) => catalog.items(call.query.section, ...paging(call.query)),
    }),
    route({ method: 'GET', path: '/website/classroom/items/{id}', handler: (call: ById) => catalog.item(Number(call.params.id)) }),
    route({ method: 'GET', path: '/website/classroom/people/{id}', handler: (call: ById) => catalog.person(Number(call.params.id)) }),
    route({ method: 'GET', path: '/website/classroom/exams', handler: (call: ApiCall<Paging>) => exams.list(...paging(call.query)) }),
    route({ method: 'GET', path: '/website/classroom/exams/{id}', handler: (call: ById) => exams.detail(Number(call.params.id)) }),
    route({
      method: 'POST',
      path: '/website/classroom/exams/{id}/submission',
      handler: (call: ApiCall<unknown, { id: number }, { answers: ExamAnswer[] }>) => exams.submit(call.user, Number(call.params.id), call.body.answers),
    }),
    route({ method: 'GET', path: '/website/classroom/my/results', handler: (call: ApiCall<Paging>) => records.results(call.user, ...paging(call.query)) }),
    route({ method: 'GET', path: '/website/classroom/my/progress', handler: (call: ApiCall<Paging>) => records.progress(call.user, ...paging(call.query)) }),
    route({
      method: 'POST',
      path: '/website/classroom/my/progress',
      handler: (call: ApiCall<unknown, unknown, { itemId: number; seconds: number }>) => records.saveProgress(call.user, call.body.itemId, call.body.seconds),
    }),
    route({
      method: 'GET',
      path: '/website/classroom/media/{fileName}',
      handler: (call: ApiCall<unknown, { fileName: string }>) => media.serve(call.request, call.reply, call.params.fileName),
    }),
  ];
}
