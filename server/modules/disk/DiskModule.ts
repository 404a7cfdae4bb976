import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { ClockId, DatabaseId } from '../../contracts/host.ts';
import { FileByteStoreId } from '../../contracts/files.ts';
import { WorkLeasesId } from '../../contracts/leases.ts';
import { DiskDownloads } from './DiskDownloads.ts';
import { DiskItems } from './DiskItems.ts';
import { DiskLimits } from './DiskLimits.ts';
import { diskRoutes } from './DiskRoutes.ts';
import type { DiskSchema } from './DiskTables.ts';
import { DiskUploads } from './DiskUploads.ts';
import { UploadTurns } from './UploadTurns.ts';

const DiskItemsId = createServiceId<DiskItems>('server.disk.DiskItems');
const DiskUploadsId = createServiceId<DiskUploads>('server.disk.DiskUploads');
const DiskDownloadsId = createServiceId<DiskDownloads>('server.disk.DiskDownloads');

export interface DiskModuleOptions {
  /** Instead of DISK_QUOTA_MB / DISK_FILE_MAX_MB (tests use small ones). */
  limits?: Partial<DiskLimits>;
}

/** 网盘: each user's folders and files in the current company, bytes in the files module's store. */
export const diskModule = definePlugin<void, DiskModuleOptions | void>((options) => ({
  id: 'server-disk',
  requires: ['server-files', 'server-leases'],
  module(bind) {
    const limits = { ...DiskLimits.fromEnvironment(), ...(options && options.limits) };
    bind.factory(DiskItemsId, (s) => new DiskItems(s.get(DatabaseId).db.withTables<DiskSchema>(), s.get(FileByteStoreId), s.get(ClockId), limits, s.get(DatabaseId).dialect));
    bind.factory(DiskUploadsId, (s) => new DiskUploads(s.get(DiskItemsId), s.get(FileByteStoreId), new UploadTurns(limits.maxWaitingUploads, s.get(WorkLeasesId))));
    bind.factory(DiskDownloadsId, (s) => new DiskDownloads(s.get(DiskItemsId), s.get(FileByteStoreId)));
    bind.contribute(ApiRoutes, (s) => diskRoutes(s.get(DiskItemsId), s.get(DiskUploadsId), s.get(DiskDownloadsId)));
  },
}));
