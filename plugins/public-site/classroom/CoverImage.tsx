import type { CSSProperties } from 'react';
import type { ResponsiveImage } from './ClassroomApi.ts';

/**
 * A poster in the width the layout needs: the browser picks 480 or 960 px from `srcSet`
 * by `sizes` and the screen's density, and scales it to the box (never wider than it).
 */
export function CoverImage({ image, alt, sizes, style }: { image: ResponsiveImage; alt: string; sizes: string; style?: CSSProperties }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={alt}
      loading="lazy"
      style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 6, background: '#e6f0fa', ...style }}
    />
  );
}
