import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes } from '../../http/ApiRoutes.ts';
import { ClockId, DatabaseId, ServerConfigId } from '../../contracts/host.ts';
import { FileByteStoreId, UploadCeilingId, UploadOwnersId } from '../../contracts/files.ts';
import { UploadPolicyId } from '../../contracts/settings.ts';
import { UserDirectoryId } from '../../contracts/org.ts';
import type { FileSchema } from './FileTables.ts';
import { FileDownloads } from './FileDownloads.ts';
import { FileRecords } from './FileRecords.ts';
import { fileRoutes } from './FileRoutes.ts';
import { FileStorage } from './FileStorage.ts';
import { FileUploads } from './FileUploads.ts';
import { UploadLimit } from './UploadLimit.ts';

const FileRecordsId = createServiceId<FileRecords>('server.files.FileRecords');
const FileStorageId = createServiceId<FileStorage>('server.files.FileStorage');
const FileUploadsId = createServiceId<FileUploads>('server.files.FileUploads');
const FileDownloadsId = createServiceId<FileDownloads>('server.files.FileDownloads');

export interface FilesModuleOptions {
  /** The largest upload in bytes; default UPLOAD_MAX_MB, else 200 MB. The administrators' limit may lower it. */
  maxUploadBytes?: number;
}

/**
 * Uploaded files: upload into a bucket (the folder), download and preview, kept on disk under
 * FILES_DIR/{bucket}/ (default DATA_DIR/files) with a `sys_file` row each.
 */
export const filesModule = definePlugin<void, FilesModuleOptions | void>((options) => ({
  id: 'server-files',
  requires: ['server-org'],
  module(bind) {
    const maxBytes = (options && options.maxUploadBytes) || UploadLimit.fromEnvironment();
    bind.factory(FileRecordsId, (s) => new FileRecords(s.get(DatabaseId).db.withTables<FileSchema>()));
    bind.factory(FileStorageId, (s) => new FileStorage(s.get(ServerConfigId).filesDir));
    bind.factory(FileUploadsId, (s) => new FileUploads(s.get(FileRecordsId), s.get(FileStorageId), s.get(ClockId), maxBytes, s.getOptional(UploadPolicyId)));
    bind.value(UploadCeilingId, { bytes: maxBytes });
    bind.factory(FileDownloadsId, (s) => new FileDownloads(s.get(FileRecordsId), s.get(FileStorageId), s.get(UserDirectoryId)));
    // The disk keeps its bytes in the same store, under a bucket of its own.
    bind.factory(FileByteStoreId, (s) => s.get(FileStorageId));
    bind.factory(UploadOwnersId, (s) => s.get(FileRecordsId));
    bind.contribute(ApiRoutes, (s) => fileRoutes(s.get(FileUploadsId), s.get(FileDownloadsId)));
  },
}));
