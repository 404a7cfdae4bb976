import { describe, expect, it } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, clampZoom, fittedViewbox, zoomIn, zoomOut, zoomPercent } from './DiagramZoom.ts';

describe('diagram zoom', () => {
  it('steps by 0.1 between 0.2 and 4', () => {
    expect([ZOOM_STEP, ZOOM_MIN, ZOOM_MAX]).toEqual([0.1, 0.2, 4]);
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomOut(1)).toBe(0.9);
  });

  it('does not drift on repeated steps', () => {
    let level = 0.2;
    for (let i = 0; i < 8; i += 1) level = zoomIn(level);
    expect(level).toBe(1);
  });

  it('stops at the ends', () => {
    expect(zoomOut(0.2)).toBe(0.2);
    expect(zoomOut(0.25)).toBe(0.2);
    expect(zoomIn(4)).toBe(4);
    expect(clampZoom(12)).toBe(4);
    expect(clampZoom(0.01)).toBe(0.2);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('goes on in tenths from a fitted level that is not one', () => {
    expect(zoomIn(0.734)).toBe(0.8);
    expect(zoomOut(0.734)).toBe(0.6);
  });

  it('shows the level as a percentage', () => {
    expect(zoomPercent(1)).toBe('100%');
    expect(zoomPercent(0.734)).toBe('73%');
  });

  it('fits the whole diagram with a margin, centred, shrinking only', () => {
    // The demo contract diagram (150..1276 wide) in a 700 px viewer: everything inside with 24 units to spare.
    const inner = { x: 150, y: 60, width: 1126, height: 240 };
    const box = fittedViewbox(inner, { width: 700, height: 370 }, 24);
    expect(box.x).toBeLessThanOrEqual(inner.x - 24);
    expect(box.x + box.width).toBeGreaterThanOrEqual(inner.x + inner.width + 24);
    expect(box.x + box.width / 2).toBeCloseTo(inner.x + inner.width / 2);
    expect(box.y + box.height / 2).toBeCloseTo(inner.y + inner.height / 2);
    expect(700 / box.width).toBeCloseTo(700 / (1126 + 48));

    // A small diagram in a large viewer stays at 1:1, centred.
    const small = fittedViewbox({ x: 0, y: 0, width: 200, height: 100 }, { width: 800, height: 400 }, 24);
    expect(small).toEqual({ x: -300, y: -150, width: 800, height: 400 });
  });
});
