import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/ApiError.ts';
import { ContentDisposition } from '../../http/ContentDisposition.ts';
import type { FileByteStore } from '../../contracts/files.ts';
import type { Principal } from '../../contracts/host.ts';
import { DISK_BUCKET, type DiskItems } from './DiskItems.ts';
import { zhCN } from './zhCN.ts';

/**
 * GET /admin/disk/file/{id}: the owner's file, streamed from the byte store. Any type may be
 * kept on a personal disk, so every file goes out as an opaque attachment (never shown in
 * the browser, never sniffed): a stored page cannot run as part of this site.
 */
export class DiskDownloads {
  constructor(
    private readonly items: DiskItems,
    private readonly bytes: FileByteStore,
  ) {}

  async serve(user: Principal, reply: FastifyReply, id: number): Promise<FastifyReply> {
    const row = await this.items.item(user, id);
    if (row.kind !== 'file' || !row.stored_name) throw new ApiError(404, zhCN.notFound);
    const opened = await this.bytes.open(DISK_BUCKET, row.stored_name);
    if (!opened) throw new ApiError(404, zhCN.notFound);
    return reply
      .code(200)
      .headers({
        'content-type': 'application/octet-stream',
        'content-length': String(opened.size),
        'content-disposition': ContentDisposition.of('attachment', row.name),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      })
      .send(opened.stream);
  }
}
