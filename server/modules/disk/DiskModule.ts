import { definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { ClockId, DatabaseId } from '../../contracts/host.ts';
import { FileByteStoreId, filesModuleRef } from '../../contracts/files.ts';
import { WorkLeasesId, leasesModuleRef } from '../../contracts/leases.ts';
import { DiskDownloads } from './DiskDownloads.ts';
import { DiskItems } from './DiskItems.ts';
import { DiskLimits } from './DiskLimits.ts';
import { diskRoutes } from './DiskRoutes.ts';
import type { DiskSchema } from './DiskTables.ts';
import { DiskUploads } from './DiskUploads.ts';
import { UploadTurns } from './UploadTurns.ts';


export interface DiskModuleOptions {
  /** Instead of DISK_QUOTA_MB / DISK_FILE_MAX_MB (tests use small ones). */
  limits?: Partial<DiskLimits>;
}

/** 网盘: each user's folders and files in the current company, bytes in the files module's store. */
export const diskModule = definePlugin<void, DiskModuleOptions | void>((options) => ({
  id: 'server-disk',
  requires: [filesModuleRef, leasesModuleRef],
  module(bind) {
    const limits = { ...DiskLimits.fromEnvironment(), ...(options && options.limits) };
    bind.contribute(ApiRoutes, (s) => {
      const bytes = s.get(FileByteStoreId);
      const items = new DiskItems(s.get(DatabaseId).db.withTables<DiskSchema>(), bytes, s.get(ClockId), limits, s.get(DatabaseId).dialect);
      return diskRoutes(items, new DiskUploads(items, bytes, new UploadTurns(limits.maxWaitingUploads, s.get(WorkLeasesId))), new DiskDownloads(items, bytes));
    });
  },
}));
