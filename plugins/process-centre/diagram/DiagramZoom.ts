/** Part 2 §2 and §9: the status viewer zooms in steps of 0.1 between 0.2 and 4. */
export const ZOOM_STEP = 0.1;
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;

/** A zoom level kept inside the range and to one decimal (so 0.1 steps do not drift: 0.7 + 0.1 stays 0.8). */
export function clampZoom(level: number): number {
  if (!Number.isFinite(level)) return 1;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(level * 10) / 10));
}

export function zoomIn(level: number): number {
  return clampZoom(level + ZOOM_STEP);
}

export function zoomOut(level: number): number {
  return clampZoom(level - ZOOM_STEP);
}

/** The percentage beside the zoom buttons. */
export function zoomPercent(level: number): string {
  return `${Math.round(level * 100)}%`;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room left around the diagram when it is fitted, in diagram units: strokes and labels stay whole. */
export const FIT_MARGIN = 24;

/**
 * The viewbox that shows the whole diagram (`inner`) centred in the viewer (`outer`, in screen
 * pixels) with `margin` around it, never zoomed in past 1 (part 2 §2: fit to the viewport).
 * diagram-js's own fit puts the outermost shapes exactly on the edges, where a stroke or a
 * scrollbar that appears later cuts them.
 */
export function fittedViewbox(inner: Box, outer: { width: number; height: number }, margin = FIT_MARGIN): Box {
  const scale = Math.min(1, outer.width / (inner.width + 2 * margin), outer.height / (inner.height + 2 * margin));
  const width = outer.width / scale;
  const height = outer.height / scale;
  return { x: inner.x + inner.width / 2 - width / 2, y: inner.y + inner.height / 2 - height / 2, width, height };
}
