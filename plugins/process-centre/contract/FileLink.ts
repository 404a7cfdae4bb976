import type { ApiPath } from '../../../contracts/workbench/ApiClient.ts';

/** The contract's link to an uploaded file (admin.yaml): it takes the token in its query, so a plain link opens it. */
const FILE_LINK = '/prod-api/sys-file/{bucket}/{fileName}' satisfies ApiPath<'get'>;

/** A stored file's attachment link (part 2 §7), the signed-in user's token in sysAuthorization. */
export function fileLink(file: { bucketName: string; fileName: string }, token: string | null): string {
  const url = FILE_LINK.replace('{bucket}', encodeURIComponent(file.bucketName)).replace('{fileName}', encodeURIComponent(file.fileName));
  return token ? `${url}?sysAuthorization=${encodeURIComponent(token)}` : url;
}
