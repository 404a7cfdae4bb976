/**
 * A content picture that never overflows its column: full width of its box up to its own size,
 * the box's shape kept while it loads. The site's pictures are SVG, sharp at any size, so one
 * source serves every screen (no srcset needed).
 */
export function CoverImage({ src, alt, ratio }: { src: string; alt: string; ratio: '16 / 9' | '3 / 4' }) {
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      style={{ display: 'block', width: '100%', maxWidth: '100%', height: 'auto', aspectRatio: ratio, objectFit: 'cover', borderRadius: 4, background: '#f0f0f0' }}
    />
  );
}
