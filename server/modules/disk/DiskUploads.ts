import { randomBytes } from 'node:crypto';
import { ApiError } from '../../http/ApiError.ts';
import type { ApiCall } from '../../http/ApiRoutes.ts';
import { MultipartFilePart } from '../../http/MultipartFilePart.ts';
import type { FileByteStore } from '../../contracts/files.ts';
import { DISK_BUCKET, ROOT, type DiskItems, type DiskItemView } from './DiskItems.ts';
import { DiskNames } from './DiskNames.ts';
import type { UploadTurns } from './UploadTurns.ts';
import { zhCN } from './zhCN.ts';

const MEGABYTE = 1024 * 1024;

export interface DiskUploadQuery {
  parentId?: number;
  /** A folder upload's relative path (`资料/2026/合同.pdf`); the file's own name when absent. */
  path?: string;
}

/**
 * POST /admin/disk/upload: one file per request, streamed into the byte store. The stream's
 * limit is the smaller of the per-file limit and the quota left, so no byte past the quota is
 * ever written: busboy stops at the limit and what was written is removed.
 */
export class DiskUploads {
  constructor(
    private readonly items: DiskItems,
    private readonly bytes: FileByteStore,
    private readonly turns: UploadTurns,
  ) {}

  upload(call: ApiCall<DiskUploadQuery>): Promise<DiskItemView> {
    return this.turns.run(call.user.userId, () => this.#upload(call));
  }

  async #upload(call: ApiCall<DiskUploadQuery>): Promise<DiskItemView> {
    const user = call.user;
    const { quotaBytes, fileMaxBytes } = this.items.limits;
    const left = quotaBytes - (await this.items.used(user.userId));
    const quotaRefusal = () => new ApiError(413, zhCN.quotaExceeded(Math.floor(quotaBytes / MEGABYTE)));
    if (left <= 0) throw quotaRefusal();
    const limit = Math.min(left, fileMaxBytes);
    const part = await this.#filePart(call, limit, left < fileMaxBytes ? quotaRefusal : null);
    try {
      const segments = DiskNames.segments(call.query.path ?? part.filename);
      const name = segments.pop() as string;
      const folder = await this.items.ensureFolders(user, call.query.parentId ?? ROOT, segments);
      await this.items.assertFree(user, folder, name);
      const storedName = `${randomBytes(16).toString('hex')}.bin`;
      let size: number;
      try {
        size = await this.bytes.write(DISK_BUCKET, storedName, part.file);
      } catch (error) {
        throw MultipartFilePart.failure(error, quotaRefusal);
      }
      if (part.file.truncated) {
        await this.bytes.remove(DISK_BUCKET, storedName);
        throw left < fileMaxBytes ? quotaRefusal() : new ApiError(413, zhCN.tooLarge(Math.floor(fileMaxBytes / 1024)));
      }
      try {
        return await this.items.addFile(user, folder, name, size, storedName);
      } catch (error) {
        await this.bytes.remove(DISK_BUCKET, storedName);
        throw error;
      }
    } finally {
      // A refusal before the bytes were read: let the rest of the body drain so the answer goes out.
      part.file.resume();
    }
  }

  async #filePart(call: ApiCall<DiskUploadQuery>, limit: number, quotaRefusal: (() => ApiError) | null) {
    const tooLarge = () => quotaRefusal?.() ?? new ApiError(413, zhCN.tooLarge(Math.floor(limit / 1024)));
    // A declared body already larger than the space left (beyond the multipart framing) is refused unread.
    const declared = Number(call.request.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit + 64 * 1024) throw tooLarge();
    return MultipartFilePart.read(call, limit, tooLarge);
  }
}
