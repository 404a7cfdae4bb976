import { demoCarouselItems } from './carousel/CarouselDemoRows.ts';
import { coverArt, type CoverArtSpec } from './images/CoverArt.ts';
import type { SiteImages } from './images/SiteImages.ts';
import { demoPartyArticles } from './partyBuild/PartyBuildDemoRows.ts';
import { demoPublications, demoSections } from './publishing/PublishingDemoRows.ts';
import type { WebsiteDb } from './WebsiteSchema.ts';
import { zhCN } from './zhCN.ts';

/**
 * The pictures the public site's demo content shows (its rows are DemoRows, websiteDemoRows),
 * drawn here (CoverArt) on a database installed with the demo. Pictures are written only when
 * missing; a news item or book renamed since is drawn with its present title.
 */
export class WebsiteDemoSeed {
  constructor(
    private readonly db: WebsiteDb,
    private readonly images: SiteImages,
  ) {}

  /** Answers how many pictures the demo content has (each written unless present). */
  async run(): Promise<number> {
    const pictures: [string, CoverArtSpec][] = [];
    const news = await this.db.selectFrom('website_news').select(['id', 'title']).where('id', '<=', 15).execute();
    for (const row of news) pictures.push([`news-${row.id}.svg`, { title: row.title, label: zhCN.channels.news, shape: 'wide', seed: row.id }]);
    const books = await this.db.selectFrom('website_book').select(['id', 'book_name']).where('id', '<=', 9).execute();
    for (const row of books) pictures.push([`book-${row.id}.svg`, { title: row.book_name, label: zhCN.channels.elaborateBook, shape: 'book', seed: row.id + 2 }]);
    for (const row of demoPartyArticles) {
      pictures.push([`party-${row.id}.svg`, { title: row.title, label: zhCN.partyCategories[row.category], shape: 'wide', seed: 0 }]);
    }
    for (const row of demoPublications) {
      pictures.push([`pub-${row.id}.svg`, { title: row.title, label: row.category_name, shape: 'book', seed: Number(row.id) + 1 }]);
    }
    for (const row of demoSections) {
      const owner = demoPublications.find((p) => p.id === row.publication_id);
      pictures.push([row.file_name, { title: row.section_name, label: owner?.title ?? zhCN.channels.digitalPub, shape: 'book', seed: row.publication_id + 1 }]);
    }
    for (const row of demoCarouselItems) pictures.push([`carousel-${row.id}.svg`, { title: row.title ?? '', label: zhCN.carouselLabel, shape: 'banner', seed: Number(row.id) * 2 }]);
    for (const [fileName, spec] of pictures) await this.images.keep(fileName, coverArt(spec));
    return pictures.length;
  }
}
