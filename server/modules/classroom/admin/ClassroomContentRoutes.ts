import type { paths } from '../../../../contracts/generated/classroom.ts';
import type { ApiCall, ApiRoute } from '../../../http/ApiRoutes.ts';
import { contractRoute } from '../../../http/ContractRoute.ts';
import type { ClassroomUploads } from './ClassroomUploads.ts';

const route = contractRoute<paths>();

/** 内容管理's 智慧课堂 uploads (contracts/openapi/classroom.yaml, tag classroomContent): the platform administrator's only. */
export function classroomContentRoutes(uploads: ClassroomUploads): ApiRoute[] {
  return [
    route({ method: 'POST', path: '/admin/classroom/video', handler: (call: ApiCall<unknown>) => uploads.video(call) }),
    route({ method: 'POST', path: '/admin/classroom/cover', handler: (call: ApiCall<unknown>) => uploads.cover(call) }),
  ];
}
