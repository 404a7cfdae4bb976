import type { Generated } from 'kysely';

/** One picture of a carousel (a page area, /website/publicizecarousel/listRecommendInfoVO/{id}) (0019). */
export interface CarouselItemTable {
  id: Generated<number>;
  carousel_id: number;
  title: string | null;
  image: string;
  link: string | null;
  sort: number;
  published: number;
}

// A type alias (not an interface) so Kysely's withTables<…>() accepts it.
export type CarouselSchema = {
  website_carousel: CarouselItemTable;
};
