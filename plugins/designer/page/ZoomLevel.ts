/** Spec 002 §2.2, §9 and issue 10: zoom steps by 0.1 and is clamped to 0.2–4. */
export const ZOOM_STEP = 0.1;
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;

// Zoom levels come back from the canvas as floats (0.30000000000000004): compare at 1/1000.
const round = (value: number) => Math.round(value * 1000) / 1000;

export function clampZoom(level: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, round(level)));
}

export function zoomedIn(level: number): number {
  return clampZoom(level + ZOOM_STEP);
}

export function zoomedOut(level: number): number {
  return clampZoom(level - ZOOM_STEP);
}

/** 放大 is disabled at the upper limit, 缩小 at the lower one. */
export function canZoomIn(level: number): boolean {
  return round(level) < ZOOM_MAX;
}

export function canZoomOut(level: number): boolean {
  return round(level) > ZOOM_MIN;
}

/** The toolbar's percentage: zoom × 100. */
export function zoomPercent(level: number): string {
  return `${Math.round(level * 100)}%`;
}
