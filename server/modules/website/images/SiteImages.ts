import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../../../app/ApiError.ts';
import type { FileByteStore } from '../../../app/ServerContracts.ts';
import { zhCN } from '../zhCN.ts';

/** The contract's pattern for a site picture's name (also checked here: the store is reached only with safe names). */
const NAME = /^[a-z0-9][a-z0-9-]{0,63}\.svg$/;

/**
 * The public site's own pictures (covers, carousel, resource pages): SVG drawn by the server
 * (CoverArt), kept in the files module's byte store under a bucket of their own, and served to
 * anyone. Only .svg names are served, and the upload operation refuses SVG (FileTypes): an
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

  async serve(reply: FastifyReply, fileName: string): Promise<FastifyReply> {
    if (!NAME.test(fileName)) throw new ApiError(400, zhCN.imageNotFound);
    const opened = await this.store.open(SiteImages.bucket, fileName);
    if (!opened) throw new ApiError(404, zhCN.imageNotFound);
    return reply
      .code(200)
      .headers({
        'content-type': 'image/svg+xml',
        'content-length': String(opened.size),
        'x-content-type-options': 'nosniff',
        // Opened directly, an SVG is a document: it may draw, never run or fetch anything.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'public, max-age=86400',
      })
      .send(opened.stream);
  }
}
