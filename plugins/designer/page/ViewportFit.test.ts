import { describe, expect, it } from 'vitest';
import { FIT_INSETS, fitDiagram, type FitCanvas } from './ViewportFit.ts';

/** A canvas of 1000 × 600 pixels showing a diagram whose bounds are `inner`. */
function canvasWith(inner: { x: number; y: number; width: number; height: number }) {
  const outer = { x: 0, y: 0, width: 1000, height: 600 };
  let set: { x: number; y: number; width: number; height: number } | undefined;
  const canvas = {
    viewbox(box?: typeof outer) {
      if (box) set = box;
      return { ...outer, outer, inner };
    },
  } as FitCanvas;
  return { canvas, shown: () => set!, scale: () => outer.width / set!.width };
}

describe('fitting the diagram into the canvas', () => {
  it('keeps the palette’s strip free: the leftmost node starts right of it', () => {
    const { canvas, shown, scale } = canvasWith({ x: 0, y: 0, width: 1000, height: 200 });
    fitDiagram(canvas, false);
    // the diagram's left edge lands FIT_INSETS.left pixels into the canvas
    expect((0 - shown().x) * scale()).toBeCloseTo(FIT_INSETS.left);
    // and its right edge before the right inset
    expect((1000 - shown().x) * scale()).toBeCloseTo(1000 - FIT_INSETS.right);
  });

  it('never zooms a small diagram in past 100 %, and centres it when asked', () => {
    const { canvas, shown, scale } = canvasWith({ x: 100, y: 100, width: 200, height: 100 });
    fitDiagram(canvas, true);
    expect(scale()).toBe(1);
    const freeCentreX = FIT_INSETS.left + (1000 - FIT_INSETS.left - FIT_INSETS.right) / 2;
    expect((200 - shown().x) * scale()).toBeCloseTo(freeCentreX);
  });

  it('stops at the 20 % zoom limit for a huge diagram', () => {
    const { canvas, scale } = canvasWith({ x: 0, y: 0, width: 100000, height: 100 });
    fitDiagram(canvas, false);
    expect(scale()).toBeCloseTo(0.2);
  });
});
