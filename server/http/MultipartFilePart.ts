import type { MultipartFile } from '@fastify/multipart';
import { ApiError } from './ApiError.ts';
import type { ApiCall } from './ApiRoutes.ts';
import { zhCN } from './zh-CN.ts';

/** The upload's one multipart field, as the web client and the contracts name it. */
const FILE_FIELD = 'file';

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The file part of a one-file upload (the files module's /admin/sys-file/upload, the disk's
 * /admin/disk/upload), with the refusals both answer alike.
 */
export class MultipartFilePart {
  /**
   * Whether a failed upload failed on the server's side (the disk: an errno error with its system
   * call) rather than in what the client sent. A body cut off mid-file (the client went away,
   * or the closing boundary never came) makes the multipart parser fail with a plain Error: the
   * client's fault, so 400, not 500.
   */
  static isServerSide(error: unknown): boolean {
    return typeof (error as NodeJS.ErrnoException | null)?.syscall === 'string';
  }

  /** A failure while the bytes streamed: the server's own error as it is, anything else the client's 400. */
  static failure(error: unknown, tooLarge: () => ApiError): unknown {
    if (statusOf(error) === 413) return tooLarge();
    if (MultipartFilePart.isServerSide(error)) return error;
    return new ApiError(400, zhCN.upload.incomplete);
  }

  /** The `file` field, streaming with at most `maxBytes`; 400 without one, `tooLarge()` for a 413. */
  static async read(call: ApiCall<unknown>, maxBytes: number, tooLarge: () => ApiError): Promise<MultipartFile> {
    let part: MultipartFile | undefined;
    try {
      part = await call.request.file({ limits: { fileSize: maxBytes, files: 1 } });
    } catch (error) {
      const status = statusOf(error);
      if (status === 413) throw tooLarge();
      if (status !== undefined && status >= 400 && status < 500) throw new ApiError(400, zhCN.upload.noFile);
      throw MultipartFilePart.failure(error, tooLarge);
    }
    if (!part) throw new ApiError(400, zhCN.upload.noFile);
    if (part.fieldname !== FILE_FIELD) {
      part.file.resume();
      throw new ApiError(400, zhCN.upload.noFile);
    }
    return part;
  }
}
