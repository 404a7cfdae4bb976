import { BookList } from './BookList.tsx';
import { CarouselBanner } from './CarouselBanner.tsx';
import { NewsList } from './NewsList.tsx';

/**
 * The public portal home (/): the carousel, then news beside recommended books (10 : 14),
 * one under the other where both do not fit. Flex wrapping, not antd's grid: the same layout
 * on the server and in the browser at every width, without the grid's generated CSS.
 */
export function PublicHomePage() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <CarouselBanner />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
        <div style={{ flex: '10 1 340px', minWidth: 0 }}>
          <NewsList />
        </div>
        <div style={{ flex: '14 1 420px', minWidth: 0 }}>
          <BookList />
        </div>
      </div>
    </div>
  );
}
