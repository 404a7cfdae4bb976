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
