import type { FastifyReply } from 'fastify';
import { ApiError } from '../../http/ApiError.ts';
import type { FileByteStore } from '../../contracts/files.ts';
import type { Db } from '../../db/Database.ts';
import { settingsTexts } from './zhCN.ts';

/** The upload folder (the file store's bucket) the settings page sends the platform's pictures to. */
export const BRANDING_BUCKET = 'branding';

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};
const STORED_IMAGE = String.raw`([0-9a-f]{32}\.(?:jpg|jpeg|png|gif|bmp|webp))`;
const UPLOADED = new RegExp(String.raw`^/admin/sys-file/${BRANDING_BUCKET}/${STORED_IMAGE}$`);
const PUBLISHED = new RegExp(String.raw`^/admin/enterpriseSetting/image/${STORED_IMAGE}$`);
const IMAGE_COLUMNS = ['browser_icon', 'front_index_logo', 'admin_index_logo', 'login_web_logo', 'logo_web_background'] as const;

/**
 * The platform's pictures (logos, icon, login background): uploaded like any file into the
 * branding folder, where they are private; published to visitors (the login page shows them
 * before login) only while the settings name them, so the public route serves nothing else.
 */
export class BrandingImages {
  constructor(
    private readonly db: Db,
    private readonly bytes: FileByteStore | undefined,
  ) {}

  static publicLink(fileName: string): string {
    return `/admin/enterpriseSetting/image/${fileName}`;
  }

  /**
   * The public link to store for an image the administrator sent: an upload of the branding
   * folder that is on disk, or a link the settings already publish. 400 for anything else.
   */
  async linkFor(sent: string): Promise<string> {
    const fileName = UPLOADED.exec(sent)?.[1] ?? PUBLISHED.exec(sent)?.[1];
    if (!fileName) throw new ApiError(400, settingsTexts.image);
    const opened = await this.bytes?.open(BRANDING_BUCKET, fileName);
    if (!opened) throw new ApiError(400, settingsTexts.imageMissing);
    opened.stream.destroy();
    return BrandingImages.publicLink(fileName);
  }

  /** GET /admin/enterpriseSetting/image/{fileName}: a picture the settings name now, else 404. */
  async serve(reply: FastifyReply, fileName: string): Promise<FastifyReply> {
    const link = BrandingImages.publicLink(fileName);
    if (!PUBLISHED.test(link)) throw new ApiError(404, settingsTexts.imageNotFound);
    const row = await this.db.selectFrom('platform_setting').select(IMAGE_COLUMNS).where('id', '=', 1).executeTakeFirst();
    if (!row || !IMAGE_COLUMNS.some((column) => row[column] === link)) throw new ApiError(404, settingsTexts.imageNotFound);
    const opened = await this.bytes?.open(BRANDING_BUCKET, fileName);
    if (!opened) throw new ApiError(404, settingsTexts.imageNotFound);
    return reply
      .code(200)
      .headers({
        'content-type': MIME[fileName.slice(fileName.lastIndexOf('.') + 1)],
        'content-length': String(opened.size),
        'x-content-type-options': 'nosniff',
        // Public, but a replaced logo shows within a minute.
        'cache-control': 'public, max-age=60',
      })
      .send(opened.stream);
  }
}
