import type { DatabaseDialect } from '../../db/Database.ts';
import { demoCarouselItems } from './carousel/CarouselDemoRows.ts';
import { coverArt, type CoverArtSpec } from './images/CoverArt.ts';
import type { SiteImages } from './images/SiteImages.ts';
import { demoBookIntroductions, demoMoreBooks, demoMoreNews } from './news/NewsDemoRows.ts';
import { demoPartyArticles } from './partyBuild/PartyBuildDemoRows.ts';
import { demoPublications, demoSections } from './publishing/PublishingDemoRows.ts';
import type { WebsiteDb } from './WebsiteSchema.ts';
import { zhCN } from './zhCN.ts';
import { advanceIdSequence } from '../../db/IdSequence.ts';

const NUMBERED = ['website_news', 'website_book', 'party_article', 'publication', 'publication_section', 'website_carousel'] as const;

/**
 * The public site's demo content for every channel and the pictures it shows, drawn here
 * (CoverArt). Loaded where the first seed put the demo news (a test's bare server has none).
 * Idempotent: fixed ids inserted only when absent, pictures written only when missing.
 */
export class WebsiteDemoSeed {
  constructor(
    private readonly db: WebsiteDb,
    private readonly dialect: DatabaseDialect,
    private readonly images: SiteImages,
  ) {}

  async run(): Promise<number> {
    if (!(await this.db.selectFrom('website_news').select('id').where('id', '=', 1).executeTakeFirst())) return 0;
    let inserted = 0;
    await this.db.transaction().execute(async (tx) => {
      const put = async (table: (typeof NUMBERED)[number], rows: readonly object[]) => {
        const result = await tx.insertInto(table).values(rows as never).onConflict((oc) => oc.doNothing()).executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
      };
      await put('website_news', demoMoreNews);
      await put('website_book', demoMoreBooks);
      await put('party_article', demoPartyArticles);
      await put('publication', demoPublications);
      await put('publication_section', demoSections);
      await put('website_carousel', demoCarouselItems);
      // The first seed's news and books had no pictures nor introductions; an edited row keeps its own.
      for (const id of [1, 2, 3, 4, 5]) {
        await tx.updateTable('website_news').set({ cover: `/website/image/news-${id}.svg` }).where('id', '=', id).where('cover', 'is', null).execute();
        await tx.updateTable('website_book').set({ cover: `/website/image/book-${id}.svg` }).where('id', '=', id).where('cover', 'is', null).execute();
        await tx.updateTable('website_book').set({ introduction: demoBookIntroductions[id] }).where('id', '=', id).where('introduction', 'is', null).execute();
      }
      // PostgreSQL's identity sequences must move past the fixed ids, or the next new row clashes.
      if (this.dialect === 'postgres') {
        for (const table of NUMBERED) {
          await advanceIdSequence(tx, table);
        }
      }
    });
    await this.#drawPictures();
    return inserted;
  }

  async #drawPictures(): Promise<void> {
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
  }
}
