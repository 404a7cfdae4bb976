import type { Insertable } from 'kysely';
import type { CarouselItemTable } from './CarouselTables.ts';

/** The home carousel (1): three original banners leading into channels. */
export const demoCarouselItems: readonly Insertable<CarouselItemTable>[] = [
  { id: 1, carousel_id: 1, title: '数字出版平台正式上线', image: '/website/image/carousel-1.svg', link: '/digitalPub', sort: 1, published: 1 },
  { id: 2, carousel_id: 1, title: '党建引领促发展', image: '/website/image/carousel-2.svg', link: '/partyBuild', sort: 2, published: 1 },
  { id: 3, carousel_id: 1, title: '精品图书推荐', image: '/website/image/carousel-3.svg', link: '/elaborateBook', sort: 3, published: 1 },
];
