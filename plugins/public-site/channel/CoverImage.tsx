/**
 * A content picture that never overflows its column: full width of its box up to its own size,
 * the box's shape kept while it loads. The site's pictures are SVG, sharp at any size, so one
 * source serves every screen (no srcset needed). Pictures load when they near the view, but the
 * page's `lead` picture (an article's cover at its top) loads at once and first: it is the largest
 * thing a phone shows, and lazy it waited for the layout, a second and more on a slow network.
 */
export function CoverImage({ src, alt, ratio, lead = false }: { src: string; alt: string; ratio: '16 / 9' | '3 / 4'; lead?: boolean }) {
  return (
    <img
      src={src}
      alt={alt}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : 'auto'}
      decoding="async"
      style={{ display: 'block', width: '100%', maxWidth: '100%', height: 'auto', aspectRatio: ratio, objectFit: 'cover', borderRadius: 4, background: '#f0f0f0' }}
    />
  );
}
