import { describe, expect, it } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, clampZoom, zoomIn, zoomOut, zoomPercent } from './DiagramZoom.ts';

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
});
