import type { components } from '../../../contracts/generated/classroom.ts';

type ClassroomSchemas = components['schemas'];

/** contracts/openapi/classroom.yaml ResponsiveImage. */
export type ResponsiveImageView = ClassroomSchemas['ResponsiveImage'];

/** Where the classroom's pictures and videos are served (GET /website/classroom/media/{fileName}). */
export class ClassroomMediaUrls {
  static readonly PREFIX = '/website/classroom/media/';
  /** The two widths every poster is stored in. */
  static readonly WIDTHS = [480, 960] as const;

  static file(fileName: string): string {
    return `${ClassroomMediaUrls.PREFIX}${fileName}`;
  }

  /**
   * A poster stored as `{cover}-480.jpg` and `{cover}-960.jpg`; or, uploaded in 内容管理, one
   * file (`cover-….jpg|png`, its name with the extension) that serves for both widths.
   */
  static poster(cover: string | null): ResponsiveImageView | null {
    if (!cover) return null;
    if (/\.(jpg|png)$/.test(cover)) {
      const url = ClassroomMediaUrls.file(cover);
      return { src: url, srcSet: `${url} 960w` };
    }
    const [small, large] = ClassroomMediaUrls.WIDTHS.map((w) => ClassroomMediaUrls.file(`${cover}-${w}.jpg`));
    return { src: large, srcSet: `${small} 480w, ${large} 960w` };
  }
}
