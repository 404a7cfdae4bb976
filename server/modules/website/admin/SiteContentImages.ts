import { randomBytes } from 'node:crypto';
import { ApiError } from '../../../http/ApiError.ts';
import type { ApiCall } from '../../../http/ApiRoutes.ts';
import { MultipartFilePart } from '../../../http/MultipartFilePart.ts';
import { PlatformAdministrator } from '../../../http/PlatformAdministrator.ts';
import { SiteImages } from '../images/SiteImages.ts';
import { zhCN } from '../zhCN.ts';

/** A cover is a picture for a web page: 2 MB is plenty, and bounds what one request makes the server hold. */
export const COVER_LIMIT_BYTES = 2 * 1024 * 1024;

/** The first bytes of the two picture types a cover may be. */
const SIGNATURES: readonly { extension: 'png' | 'jpg'; bytes: readonly number[] }[] = [
  { extension: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { extension: 'jpg', bytes: [0xff, 0xd8, 0xff] },
];

/** The picture type of a file's bytes, whatever its name says; null when it is neither. */
export function coverTypeOf(head: Uint8Array): 'png' | 'jpg' | null {
  return SIGNATURES.find(({ bytes }) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte))?.extension ?? null;
}

/**
 * POST /admin/website/content-image: a cover for a site item. Read into memory within the bound,
 * told jpg or png by its first bytes (a renamed file is refused), kept among the site's pictures
 * under a generated name and answered as its public /website/image link.
 */
export class SiteContentImages {
  constructor(private readonly images: SiteImages) {}

  async upload(call: ApiCall<unknown>): Promise<{ url: string }> {
    PlatformAdministrator.require(call.user);
    const tooLarge = () => new ApiError(413, zhCN.admin.coverTooLarge);
    const part = await MultipartFilePart.read(call, COVER_LIMIT_BYTES, tooLarge);
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        chunks.push(chunk);
      }
    } catch (error) {
      throw MultipartFilePart.failure(error, tooLarge);
    }
    // Over the limit busboy cuts the stream short rather than failing it.
    if (part.file.truncated || size > COVER_LIMIT_BYTES) throw tooLarge();
    const bytes = Buffer.concat(chunks);
    const type = coverTypeOf(bytes.subarray(0, 8));
    if (!type) throw new ApiError(400, zhCN.admin.coverType);
    const fileName = `cover-${randomBytes(16).toString('hex')}.${type}`;
    await this.images.keepUpload(fileName, bytes);
    return { url: SiteImages.urlOf(fileName) };
  }
}
