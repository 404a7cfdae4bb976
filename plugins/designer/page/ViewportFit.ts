import { ZOOM_MIN } from './ZoomLevel.ts';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** diagram-js's canvas, as far as fitting needs it. */
export interface FitCanvas {
  viewbox(): Box & { outer: Box; inner: Box };
  viewbox(box: Box): void;
}

/**
 * Room kept free around the fitted diagram, in screen pixels: the palette floats over the
 * canvas's left edge and the bpmn.io watermark sits bottom right, and neither may hide a node
 * (diagram-js's own fit-viewport fills the whole canvas, so a start event ended under the palette).
 */
export const FIT_INSETS = Object.freeze({ left: 88, top: 24, right: 32, bottom: 48 });

/**
 * Shows the whole diagram in the canvas's free area, never above 100 % nor below the zoom
 * limit: left-aligned for 重置缩放, centred for 重置视图并居中 and on opening.
 */
export function fitDiagram(canvas: FitCanvas, centre: boolean, insets = FIT_INSETS): void {
  const { outer, inner } = canvas.viewbox();
  const free = { width: outer.width - insets.left - insets.right, height: outer.height - insets.top - insets.bottom };
  if (free.width <= 0 || free.height <= 0) return;
  const scale = inner.width > 0 && inner.height > 0 ? Math.max(ZOOM_MIN, Math.min(1, free.width / inner.width, free.height / inner.height)) : 1;
  const spareX = centre ? Math.max(0, free.width - inner.width * scale) / 2 : 0;
  const spareY = centre ? Math.max(0, free.height - inner.height * scale) / 2 : 0;
  canvas.viewbox({
    x: inner.x - (insets.left + spareX) / scale,
    y: inner.y - (insets.top + spareY) / scale,
    width: outer.width / scale,
    height: outer.height / scale,
  });
}
