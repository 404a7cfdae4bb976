import type { components } from '../../../../contracts/generated/website.ts';
import type { WebsiteDb } from '../WebsiteSchema.ts';

export type CarouselItemView = components['schemas']['CarouselItem'];

/** The carousels (page areas) of the public site; an unknown carousel has no pictures. */
export class Carousels {
  constructor(private readonly db: WebsiteDb) {}

  async items(carouselId: number): Promise<CarouselItemView[]> {
    return this.db
      .selectFrom('website_carousel')
      .select(['id', 'title', 'image as imageUrl', 'link as linkUrl', 'sort'])
      .where('carousel_id', '=', carouselId)
      .where('published', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }
}
