import type { Readable } from 'node:stream';
import { createServiceId, pluginRef } from '../../contracts/workbench/index.ts';
import type { RangedSource } from '../http/RangedFileReply.ts';

/** The deployment's upload limit (UPLOAD_MAX_MB, provided by the files module): the administrators' cannot exceed it. */
export interface UploadCeiling {
  bytes: number;
}

export const UploadCeilingId = createServiceId<UploadCeiling>('server.files.UploadCeiling');

/**
 * The files module's byte store ({DATA_DIR}/files/{bucket}/{name}), for modules that keep
 * bytes of their own (the personal disk) without reading the files module's rows. Names are
 * the caller's own (safe single path segments); every path is still checked to stay inside
 * its bucket.
 */
export interface FileByteStore {
  /** Streams `source` into a new file and answers its size; nothing is left behind on failure. */
  write(bucket: string, fileName: string, source: Readable): Promise<number>;
  remove(bucket: string, fileName: string): Promise<void>;
  /** The bytes and size, or null when the file is not on disk. */
  open(bucket: string, fileName: string): Promise<{ stream: Readable; size: number } | null>;
  /** The size and a reader of all or part of the file (for ranged answers), or null when it is not on disk. */
  locate(bucket: string, fileName: string): Promise<RangedSource | null>;
}

export const FileByteStoreId = createServiceId<FileByteStore>('server.files.FileByteStore');

/** Who uploaded a file (the files module's records), for what only its uploader may use: an avatar. */
export interface UploadOwners {
  /** The user who uploaded `fileName` into `bucket`, or null when there is no such upload. */
  uploaderOf(bucket: string, fileName: string): Promise<number | null>;
}

export const UploadOwnersId = createServiceId<UploadOwners>('server.files.UploadOwners');

/** The files module, for the modules that require it. */
export const filesModuleRef = pluginRef<void>('server-files');
