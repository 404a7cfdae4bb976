import type { paths } from '../../../contracts/generated/admin.ts';
import type { ApiCall, ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import type { FileDownloads } from './FileDownloads.ts';
import type { FileUploads } from './FileUploads.ts';

const route = contractRoute<paths>();

type BucketParams = { bucket: string; fileName: string };

export function fileRoutes(uploads: FileUploads, downloads: FileDownloads): ApiRoute[] {
  return [
    route({ method: 'POST', path: '/admin/sys-file/upload', handler: (call: ApiCall<{ folder?: string }>) => uploads.upload(call) }),
    route({
      method: 'GET',
      path: '/admin/sys-file/{bucket}/{fileName}',
      handler: (call: ApiCall<unknown, BucketParams>) => downloads.serve(call.user, call.request, call.reply, call.params.bucket, call.params.fileName, 'download'),
    }),
    route({
      // The preview service and the browser open this link without headers: the token rides in sysAuthorization.
      method: 'GET',
      path: '/system/file/{bucketName}/{fileName}',
      handler: (call: ApiCall<unknown, { bucketName: string; fileName: string }>) =>
        downloads.serve(call.user, call.request, call.reply, call.params.bucketName, call.params.fileName, 'preview'),
    }),
    route({
      // The contract form's attachment link (spec part 2 §7), also with the token in the query.
      method: 'GET',
      path: '/prod-api/sys-file/{bucket}/{fileName}',
      handler: (call: ApiCall<unknown, BucketParams>) => downloads.serve(call.user, call.request, call.reply, call.params.bucket, call.params.fileName, 'download'),
    }),
  ];
}
