import type { paths } from '../../../contracts/generated/disk.ts';
import type { ApiCall, ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import type { DiskDownloads } from './DiskDownloads.ts';
import { ROOT, type DiskItems, type DiskListQuery } from './DiskItems.ts';
import type { DiskUploadQuery, DiskUploads } from './DiskUploads.ts';

const route = contractRoute<paths>();

/** The operations of contracts/openapi/disk.yaml. */
export function diskRoutes(items: DiskItems, uploads: DiskUploads, downloads: DiskDownloads): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/admin/disk/items', handler: (call: ApiCall<DiskListQuery>) => items.list(call.user, call.query) }),
    route({
      method: 'POST',
      path: '/admin/disk/folder',
      handler: (call: ApiCall<unknown, unknown, { parentId?: number; name: string }>) => items.createFolder(call.user, call.body.parentId ?? ROOT, call.body.name),
    }),
    route({ method: 'POST', path: '/admin/disk/upload', handler: (call: ApiCall<DiskUploadQuery>) => uploads.upload(call) }),
    route({ method: 'GET', path: '/admin/disk/file/{id}', handler: (call: ApiCall<unknown, { id: number }>) => downloads.serve(call.user, call.reply, Number(call.params.id)) }),
    route({ method: 'POST', path: '/admin/disk/rename', handler: (call: ApiCall<unknown, unknown, { id: number; name: string }>) => items.rename(call.user, call.body.id, call.body.name) }),
    route({ method: 'POST', path: '/admin/disk/move', handler: (call: ApiCall<unknown, unknown, { id: number; parentId: number }>) => items.move(call.user, call.body.id, call.body.parentId) }),
    route({
      method: 'POST',
      path: '/admin/disk/delete',
      handler: (call: ApiCall<unknown, unknown, { id: number; recursive?: boolean }>) => items.remove(call.user, call.body.id, call.body.recursive === true),
    }),
  ];
}
