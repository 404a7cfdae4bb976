import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../http/ApiError.ts';
import type { FileByteStore } from '../../../contracts/files.ts';
import { zhCN } from '../zhCN.ts';

/** The contract's pattern for a site picture's name (also checked here: the store is reached only with safe names). */
const NAME = /^[a-z0-9][a-z0-9-]{0,63}\.svg$/;
/** A cover 内容管理 uploaded: a generated name with a prefix the general upload never makes (it writes 32 hex digits and an extension, and could write to this bucket by naming it as its folder), its type told by its bytes (SiteContentImages). */
const UPLOADED = /^cover-[0-9a-f]{32}\.(jpg|png)$/;
const TYPES: Record<string, string> = { svg: 'image/svg+xml', jpg: 'image/jpeg', png: 'image/png' };

/**
 * The public site's own pictures (covers, carousel, resource pages): SVG drawn by the server
 * (CoverArt), kept in the files module's byte store under a bucket of their own, and served to
 * anyone; and the jpg/png covers 内容管理 uploads (checked by their bytes, under generated names).
 * The general upload operation refuses SVG (FileTypes) and never writes to this bucket: an
 * uploaded file, private to its company, can never be one of them, whatever folder it names.
 */
export class SiteImages {
  static readonly bucket = 'website';

  static urlOf(fileName: string): string {
    return `/website/image/${fileName}`;
  }

  constructor(private readonly store: FileByteStore) {}

  /** Stores the picture unless a file of that name is there already; answers whether it wrote. */
  async keep(fileName: string, svg: string): Promise<boolean> {
    if (!NAME.test(fileName)) throw new Error(`not a site picture name: ${fileName}`);
    const present = await this.store.open(SiteImages.bucket, fileName);
    if (present) {
      present.stream.destroy();
      return false;
    }
    await this.store.write(SiteImages.bucket, fileName, Readable.from([Buffer.from(svg, 'utf8')]));
    return true;
  }

  /** Whether a name is one of the covers 内容管理 uploads. */
  static isUploaded(fileName: string): boolean {
    return UPLOADED.test(fileName);
  }

  /** Keeps an uploaded cover (already checked) under its generated name. */
  async keepUpload(fileName: string, bytes: Buffer): Promise<void> {
    if (!UPLOADED.test(fileName)) throw new Error(`not an uploaded picture name: ${fileName}`);
    await this.store.write(SiteImages.bucket, fileName, Readable.from([bytes]));
  }

  /** Whether a picture of that name is in the site's bucket. */
  async exists(fileName: string): Promise<boolean> {
    if (!NAME.test(fileName) && !UPLOADED.test(fileName)) return false;
    const opened = await this.store.open(SiteImages.bucket, fileName);
    opened?.stream.destroy();
    return opened !== null;
  }

  async serve(reply: FastifyReply, fileName: string): Promise<FastifyReply> {
    if (!NAME.test(fileName) && !UPLOADED.test(fileName)) throw new ApiError(400, zhCN.imageNotFound);
    const opened = await this.store.open(SiteImages.bucket, fileName);
    if (!opened) throw new ApiError(404, zhCN.imageNotFound);
    return reply
      .code(200)
      .headers({
        'content-type': TYPES[fileName.slice(fileName.lastIndexOf('.') + 1)],
        'content-length': String(opened.size),
        'x-content-type-options': 'nosniff',
        // Opened directly, an SVG is a document: it may draw, never run or fetch anything.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'public, max-age=86400',
      })
      .send(opened.stream);
  }
}
