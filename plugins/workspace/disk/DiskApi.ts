import type { components } from '../../../contracts/generated/disk.ts';
import type { ApiPath } from '../../../contracts/workbench/ApiClient.ts';

/** A file's download (contracts/openapi/disk.yaml, issue 11), opened as a plain link rather than called. */
const FILE = '/admin/disk/file/{id}' satisfies ApiPath<'get'>;

/** The file's download link; the token rides in sysAuthorization so a plain link downloads it. */
export function diskFileLink(id: number, token: string | null): string {
  return `${FILE.replace('{id}', String(id))}${token ? `?sysAuthorization=${encodeURIComponent(token)}` : ''}`;
}

type Schemas = components['schemas'];
export type DiskItem = Schemas['DiskItem'];
export type DiskListing = Schemas['DiskListing'];
export type DiskUsage = DiskListing['usage'];
