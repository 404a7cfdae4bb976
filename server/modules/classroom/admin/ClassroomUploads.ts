import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { ApiError } from '../../../http/ApiError.ts';
import type { ApiCall } from '../../../http/ApiRoutes.ts';
import { MultipartFilePart } from '../../../http/MultipartFilePart.ts';
import { PlatformAdministrator } from '../../../http/PlatformAdministrator.ts';
import type { FileByteStore } from '../../../contracts/files.ts';
import type { UploadPolicy } from '../../../contracts/settings.ts';
import { CLASSROOM_BUCKET } from '../ClassroomMedia.ts';
import { ClassroomMediaUrls } from '../ClassroomMediaUrls.ts';
import { zhCN } from '../zhCN.ts';

const MEGABYTE = 1024 * 1024;
/** A classroom video: the spec's upload tip's 200 MB, or the platform's lower limit. */
export const VIDEO_LIMIT_BYTES = 200 * MEGABYTE;
/** A poster is a picture for a web page: 2 MB is plenty (as the site's other covers). */
export const COVER_LIMIT_BYTES = 2 * MEGABYTE;
/** How much of a file's head tells its type (WebM names its doc type within the EBML header). */
const HEAD_BYTES = 64;

type MediaType = 'webm' | 'mp4' | 'jpg' | 'png';

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

/** The type of a video by its first bytes, whatever its name says: WebM (EBML, doc type webm) or MP4 (an ftyp box); null otherwise. */
export function videoTypeOf(head: Uint8Array): 'webm' | 'mp4' | null {
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && Buffer.from(head.subarray(0, HEAD_BYTES)).includes('webm', 0, 'latin1')) return 'webm';
  if (startsWith(head, [0x66, 0x74, 0x79, 0x70], 4)) return 'mp4';
  return null;
}

/** The type of a picture by its first bytes: jpg or png; null otherwise. */
export function pictureTypeOf(head: Uint8Array): 'jpg' | 'png' | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpg';
  return null;
}

/**
 * 内容管理's 智慧课堂 uploads (issue 13): a video (POST /admin/classroom/video) or a poster
 * (POST /admin/classroom/cover), told by its first bytes, bounded, streamed into the file
 * store's classroom bucket under a generated name (never held whole in memory); and the check
 * that an item names only files that are there.
 */
export class ClassroomUploads {
  constructor(
    private readonly bytes: FileByteStore,
    /** The deployment's upload ceiling (UPLOAD_MAX_MB). */
    private readonly ceilingBytes: number,
    private readonly policy?: UploadPolicy,
  ) {}

  /** 200 MB, lowered by the deployment's ceiling and the administrators' limit (管理后台 › 系统设置). */
  async videoLimitBytes(): Promise<number> {
    const adminKb = this.policy ? await this.policy.uploadMaxKb() : null;
    return Math.min(VIDEO_LIMIT_BYTES, this.ceilingBytes, adminKb === null ? Infinity : adminKb * 1024);
  }

  async video(call: ApiCall<unknown>): Promise<{ fileName: string; url: string }> {
    PlatformAdministrator.require(call.user);
    const limit = await this.videoLimitBytes();
    return this.#store(call, 'video', limit, () => new ApiError(413, zhCN.admin.videoTooLarge(limit % MEGABYTE === 0 ? `${limit / MEGABYTE}MB` : `${Math.floor(limit / 1024)}KB`)), videoTypeOf, zhCN.admin.videoType);
  }

  async cover(call: ApiCall<unknown>): Promise<{ fileName: string; url: string }> {
    PlatformAdministrator.require(call.user);
    return this.#store(call, 'cover', COVER_LIMIT_BYTES, () => new ApiError(413, zhCN.admin.coverTooLarge), pictureTypeOf, zhCN.admin.coverType);
  }

  /**
   * The cover column for a sent poster link: the current one unchanged, a demo poster's base
   * (`{base}-960.jpg` beside its `-480`), or an uploaded one's file name; 400 for anything else.
   */
  async coverOf(sent: string | null | undefined, current: string | null): Promise<string | null> {
    const url = (sent ?? '').trim();
    if (!url) return null;
    if (current && ClassroomMediaUrls.poster(current)?.src === url) return current;
    const name = await this.#present(url, /^[a-z0-9][a-z0-9-]{0,58}\.(jpg|png)$/);
    if (!name) throw new ApiError(400, zhCN.admin.badCover);
    const base = /^(.+)-960\.jpg$/.exec(name)?.[1];
    if (base && (await this.bytes.locate(CLASSROOM_BUCKET, `${base}-480.jpg`))) return base;
    return name;
  }

  /** The video column for a sent video link: a video of the bucket that is there; 400 otherwise. */
  async videoOf(sent: string | null | undefined): Promise<string | null> {
    const url = (sent ?? '').trim();
    if (!url) return null;
    const name = await this.#present(url, /^[a-z0-9][a-z0-9-]{0,58}\.(webm|mp4)$/);
    if (!name) throw new ApiError(400, zhCN.admin.badVideo);
    return name;
  }

  async #present(url: string, shape: RegExp): Promise<string | null> {
    const name = url.startsWith(ClassroomMediaUrls.PREFIX) ? url.slice(ClassroomMediaUrls.PREFIX.length) : '';
    if (!shape.test(name)) return null;
    return (await this.bytes.locate(CLASSROOM_BUCKET, name)) ? name : null;
  }

  async #store(
    call: ApiCall<unknown>,
    prefix: 'video' | 'cover',
    limit: number,
    tooLarge: () => ApiError,
    typeOf: (head: Uint8Array) => MediaType | null,
    refusal: string,
  ): Promise<{ fileName: string; url: string }> {
    const part = await MultipartFilePart.read(call, limit, tooLarge);
    const chunks = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const failure = (error: unknown) => (error instanceof ApiError ? error : MultipartFilePart.failure(error, tooLarge));
    // The head decides the type (and the name's extension) before anything is stored.
    const first: Buffer[] = [];
    let length = 0;
    let ended = false;
    try {
      while (length < HEAD_BYTES) {
        const next = await chunks.next();
        if (next.done) {
          ended = true;
          break;
        }
        first.push(next.value);
        length += next.value.length;
      }
    } catch (error) {
      throw failure(error);
    }
    const head = Buffer.concat(first);
    const type = typeOf(head);
    if (!type) {
      // Let the rest of the upload drain (busboy bounds it); the answer goes out now.
      if (!ended) void (async () => { try { while (!(await chunks.next()).done); } catch { /* the client went away */ } })();
      throw new ApiError(400, refusal);
    }
    const fileName = `${prefix}-${randomBytes(16).toString('hex')}.${type}`;
    async function* all(): AsyncGenerator<Buffer> {
      yield head;
      if (ended) return;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        yield next.value;
      }
    }
    try {
      // Streamed: the store writes chunk by chunk and removes what it wrote if the stream fails.
      await this.bytes.write(CLASSROOM_BUCKET, fileName, Readable.from(all(), { objectMode: false }));
    } catch (error) {
      throw failure(error);
    }
    // Over the limit busboy cuts the stream short rather than failing it: what was written is a torso.
    if (part.file.truncated) {
      await this.bytes.remove(CLASSROOM_BUCKET, fileName);
      throw tooLarge();
    }
    return { fileName, url: ClassroomMediaUrls.file(fileName) };
  }
}
