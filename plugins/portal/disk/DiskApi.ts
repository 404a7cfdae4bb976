import type { components } from '../../../contracts/generated/disk.ts';

/** The personal disk's calls (contracts/openapi/disk.yaml, issue 11). */
export const DiskApi = {
  items: '/admin/disk/items',
  folder: '/admin/disk/folder',
  upload: '/admin/disk/upload',
  rename: '/admin/disk/rename',
  move: '/admin/disk/move',
  delete: '/admin/disk/delete',
  /** The file's download link; the token rides in sysAuthorization so a plain link downloads it. */
  file: (id: number, token: string | null) => `/admin/disk/file/${id}${token ? `?sysAuthorization=${encodeURIComponent(token)}` : ''}`,
} as const;

type Schemas = components['schemas'];
export type DiskItem = Schemas['DiskItem'];
export type DiskListing = Schemas['DiskListing'];
export type DiskUsage = DiskListing['usage'];
