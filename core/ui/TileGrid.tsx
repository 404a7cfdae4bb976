import type { CSSProperties, ReactNode } from 'react';

/**
 * Tiles of equal width filling a row: `columns` across where each can be at least `minWidth`
 * px wide, fewer on a narrow screen (two on a phone). Plain CSS grid sized by the space it is
 * given, so the server's render and the browser's agree at any width, with no breakpoint
 * listener and no stylesheet (antd's Row and Col bring ~110 KB of generated CSS into every
 * server-rendered page).
 */
export function TileGrid({
  columns,
  minWidth,
  gap = 16,
  children,
  ...rest
}: {
  columns: number;
  minWidth: number;
  gap?: number;
  children: ReactNode;
  role?: string;
  'aria-label'?: string;
}) {
  const style: CSSProperties = {
    display: 'grid',
    gap,
    // Each column takes the larger of minWidth and an equal share of `columns`: never more than `columns` across.
    gridTemplateColumns: `repeat(auto-fill, minmax(max(min(${minWidth}px, 100%), calc((100% - ${(columns - 1) * gap}px) / ${columns})), 1fr))`,
  };
  return (
    <div style={style} {...rest}>
      {children}
    </div>
  );
}
