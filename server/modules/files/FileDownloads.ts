import { ApiError } from '../../http/ApiError.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RangedFileReply } from '../../http/RangedFileReply.ts';
import type { Principal } from '../../contracts/host.ts';
import type { UserDirectory } from '../../contracts/org.ts';
import { ContentDisposition } from '../../http/ContentDisposition.ts';
import type { FileRecords } from './FileRecords.ts';
import { FileNames } from './FileNames.ts';
import type { FileStorage } from './FileStorage.ts';
import { FileTypes } from './FileTypes.ts';
import { zhCN } from './zhCN.ts';

/** 'download' always saves; 'preview' shows pictures, PDF and plain text in the browser. */
export type Presentation = 'download' | 'preview';

/**
 * Serves uploaded files. Who may read one: any signed-in member of the company the file was
 * uploaded in (a file belongs to the company's work — a contract's attachment is read by
 * every approver — not to its uploader alone). Anyone else is told it does not exist (404),
 * so file names cannot be probed across companies.
 */
export class FileDownloads {
  constructor(
    private readonly records: FileRecords,
    private readonly storage: FileStorage,
    private readonly directory: UserDirectory,
  ) {}

  async serve(user: Principal, request: FastifyRequest, reply: FastifyReply, bucket: string, fileName: string, presentation: Presentation): Promise<FastifyReply> {
    if (!FileNames.isBucket(bucket) || !FileNames.isStoredName(fileName)) throw new ApiError(400, zhCN.badFileName);
    const record = await this.records.find(bucket, fileName);
    if (!record || !(await this.directory.isMember(user.userId, record.company_id))) throw new ApiError(404, zhCN.notFound);
    const opened = await this.storage.locate(bucket, fileName);
    if (!opened) throw new ApiError(404, zhCN.notFound);
    const inline = presentation === 'preview' && FileTypes.of(FileTypes.extensionOf(fileName))?.inline === true;
    // Ranged (206) when asked: an uploaded video seeks without downloading it all again.
    return RangedFileReply.send(request, reply, opened, {
      'content-type': record.type,
      'content-disposition': ContentDisposition.of(inline ? 'inline' : 'attachment', record.original_name),
      // The type is ours (from the extension); the browser must not guess another from the bytes.
      'x-content-type-options': 'nosniff',
      // The links carry the token and the files are private to the company.
      'cache-control': 'private, no-store',
    });
  }
}
