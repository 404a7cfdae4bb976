import type { components } from '../../../contracts/generated/admin.ts';
import { ApiError } from '../../http/ApiError.ts';
import type { ApiCall } from '../../http/ApiRoutes.ts';
import { MultipartFilePart } from '../../http/MultipartFilePart.ts';
import type { Clock } from '../../contracts/host.ts';
import type { UploadPolicy } from '../../contracts/settings.ts';
import { DisplayTime } from '../../db/DisplayTime.ts';
import { AvatarPictures } from './AvatarPictures.ts';
import type { FileRecords } from './FileRecords.ts';
import { FileNames } from './FileNames.ts';
import type { FileStorage } from './FileStorage.ts';
import { FileTypes } from './FileTypes.ts';
import { zhCN } from './zhCN.ts';

export type UploadedFileView = components['schemas']['UploadedFile'];

/**
 * POST /admin/sys-file/upload: one file, streamed to disk under a generated name in the
 * folder's bucket, checked against the allow-list before a byte is written and against the
 * size limit while it streams.
 */
export class FileUploads {
  constructor(
    private readonly records: FileRecords,
    private readonly storage: FileStorage,
    private readonly clock: Clock,
    private readonly maxBytes: number,
    private readonly policy?: UploadPolicy,
  ) {}

  /** The deployment's limit, lowered by the administrators' when they set one (管理后台 › 系统设置). */
  async limitBytes(): Promise<number> {
    const adminKB = this.policy ? await this.policy.uploadMaxKb() : null;
    return adminKB === null ? this.maxBytes : Math.min(this.maxBytes, adminKB * 1024);
  }

  static urlOf(bucket: string, fileName: string): string {
    return `/admin/sys-file/${bucket}/${fileName}`;
  }

  async upload(call: ApiCall<{ folder?: string }>): Promise<UploadedFileView> {
    const user = call.user;
    const bucket = FileNames.bucketOf(call.query.folder);
    if (!bucket) throw new ApiError(400, zhCN.badFolder);
    const avatar = bucket === AvatarPictures.bucket;
    const limitBytes = await this.limitBytes();
    const tooLarge = () => new ApiError(413, avatar ? zhCN.avatarTooLarge : zhCN.tooLarge(Math.floor(limitBytes / 1024)));
    const part = await MultipartFilePart.read(call, avatar ? AvatarPictures.limitBytes : limitBytes, tooLarge);
    const originalName = FileNames.original(part.filename);
    const extension = FileTypes.extensionOf(originalName);
    const type = FileTypes.of(extension);
    if (!type || (avatar && !AvatarPictures.allows(extension))) {
      // Let the rest of the upload drain; the answer goes out now.
      part.file.resume();
      throw new ApiError(400, avatar ? zhCN.avatarType : zhCN.accept(FileTypes.extensions.join('/')));
    }
    const fileName = FileNames.generate(extension);
    let size: number;
    try {
      size = await this.storage.write(bucket, fileName, part.file);
    } catch (error) {
      // FileStorage.write has already removed what it wrote.
      if (part.file.truncated) throw tooLarge();
      throw MultipartFilePart.failure(error, tooLarge);
    }
    // Over the limit, busboy cuts the stream short rather than failing it: what was written is a torso.
    // An avatar must be under 50 KB, so exactly 50 KB (which busboy lets through) is refused too.
    if (part.file.truncated || (avatar && size >= AvatarPictures.limitBytes)) {
      await this.storage.remove(bucket, fileName);
      throw tooLarge();
    }
    if (avatar && !AvatarPictures.matches(extension, await this.storage.head(bucket, fileName, AvatarPictures.headBytes))) {
      await this.storage.remove(bucket, fileName);
      throw new ApiError(400, zhCN.avatarType);
    }
    try {
      await this.records.add({
        bucket,
        file_name: fileName,
        original_name: originalName || fileName,
        size,
        type: type.mime,
        company_id: user.companyId,
        created_by: user.userId,
        create_time: DisplayTime.format(this.clock.now()),
      });
    } catch (error) {
      await this.storage.remove(bucket, fileName);
      throw error;
    }
    const url = avatar ? AvatarPictures.urlOf(fileName) : FileUploads.urlOf(bucket, fileName);
    return { name: originalName || fileName, size, type: type.mime, bucketName: bucket, fileName, url };
  }
}
