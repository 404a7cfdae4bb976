import type { components } from '../../../../contracts/generated/website.ts';
import { ApiError } from '../../../http/ApiError.ts';
import type { WebsiteDb } from '../WebsiteSchema.ts';
import { zhCN } from '../zhCN.ts';
import { SiteImages } from '../images/SiteImages.ts';

export type PublicationSectionView = components['schemas']['DigitalPublishSection'];

/** The resources (章节) of published digital titles: a page picture and its text each. */
export class PublicationSections {
  constructor(private readonly db: WebsiteDb) {}

  /** A published title's sections in their order. */
  async of(publicationId: number): Promise<PublicationSectionView[]> {
    return this.#published().where('s.publication_id', '=', publicationId).orderBy('s.sort').orderBy('s.id').execute().then((rows) => rows.map(view));
  }

  /** The section whose file this is (/website/digitalPublishSection/getByFileId/{bucket}/{file}); 404 unless its title is published. */
  async byFile(bucketName: string, fileName: string): Promise<PublicationSectionView> {
    const row = await this.#published().where('s.bucket_name', '=', bucketName).where('s.file_name', '=', fileName).executeTakeFirst();
    if (!row) throw new ApiError(404, zhCN.notFound);
    return view(row);
  }

  #published() {
    return this.db
      .selectFrom('publication_section as s')
      .innerJoin('publication as p', 'p.id', 's.publication_id')
      .where('p.published', '=', 1)
      .select(['s.id', 's.publication_id', 'p.title', 's.section_name', 's.bucket_name', 's.file_name', 's.content', 's.create_time']);
  }
}

function view(row: { id: number; publication_id: number; title: string; section_name: string; bucket_name: string; file_name: string; content: string; create_time: string }): PublicationSectionView {
  return {
    id: row.id,
    publishId: row.publication_id,
    publishTitle: row.title,
    sectionName: row.section_name,
    bucketName: row.bucket_name,
    fileName: row.file_name,
    imageUrl: row.bucket_name === SiteImages.bucket ? SiteImages.urlOf(row.file_name) : null,
    content: row.content,
    createTime: row.create_time,
  };
}
