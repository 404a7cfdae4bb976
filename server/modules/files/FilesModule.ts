import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { ClockId, DatabaseId, HealthChecks, ServerConfigId } from '../../contracts/host.ts';
import { FileByteStoreId, UploadCeilingId, UploadOwnersId, filesModuleRef } from '../../contracts/files.ts';
import { UploadPolicyId } from '../../contracts/settings.ts';
import { UserDirectoryId, orgModuleRef } from '../../contracts/org.ts';
import type { FileSchema } from './FileTables.ts';
import { FileDownloads } from './FileDownloads.ts';
import { FileRecords } from './FileRecords.ts';
import { fileRoutes } from './FileRoutes.ts';
import { FileStorage } from './FileStorage.ts';
import { FileUploads } from './FileUploads.ts';
import { filesDirectoryCheck } from './FilesDirectoryCheck.ts';
import { UploadLimit } from './UploadLimit.ts';


export interface FilesModuleOptions {
  /** The largest upload in bytes; default UPLOAD_MAX_MB, else 200 MB. The administrators' limit may lower it. */
  maxUploadBytes?: number;
}

/**
 * Uploaded files: upload into a bucket (the folder), download and preview, kept on disk under
 * FILES_DIR/{bucket}/ (default DATA_DIR/files) with a `sys_file` row each.
 */
export const filesModule = definePlugin<void, FilesModuleOptions | void>((options) => ({
  id: filesModuleRef.id,
  requires: [orgModuleRef],
  module(bind) {
    const maxBytes = (options && options.maxUploadBytes) || UploadLimit.fromEnvironment();
    // One store and one set of records per container: the faces below and this module's routes share them.
    let records: FileRecords | undefined;
    let storage: FileStorage | undefined;
    const recordsOf = (s: ServiceResolver) => (records ??= new FileRecords(s.get(DatabaseId).db.withTables<FileSchema>()));
    const storageOf = (s: ServiceResolver) => (storage ??= new FileStorage(s.get(ServerConfigId).filesDir));
    bind.value(UploadCeilingId, { bytes: maxBytes });
    // The disk keeps its bytes in the same store, under a bucket of its own.
    bind.factory(FileByteStoreId, storageOf);
    bind.factory(UploadOwnersId, recordsOf);
    bind.contribute(HealthChecks, (s) => filesDirectoryCheck(s.get(ServerConfigId).filesDir));
    bind.contribute(ApiRoutes, (s) =>
      fileRoutes(
        new FileUploads(recordsOf(s), storageOf(s), s.get(ClockId), maxBytes, s.getOptional(UploadPolicyId)),
        new FileDownloads(recordsOf(s), storageOf(s), s.get(UserDirectoryId)),
      ),
    );
  },
}));
