import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, clampZoom, zoomPercent, zoomedIn, zoomedOut } from './ZoomLevel.ts';

describe('the designer zoom', () => {
  it('steps by 0.1 without float drift', () => {
    expect(zoomedIn(1)).toBe(1.1);
    expect(zoomedOut(0.3)).toBe(0.2);
  });

  it('never goes beyond 0.2–4, whatever the canvas reported', () => {
    expect(zoomedOut(0.2)).toBe(0.2);
    expect(zoomedIn(3.95)).toBe(4);
    expect(clampZoom(0.05)).toBe(0.2);
    expect(clampZoom(9)).toBe(4);
  });

  it('disables 放大 at 4 and 缩小 at 0.2', () => {
    expect(canZoomIn(4)).toBe(false);
    expect(canZoomIn(3.9)).toBe(true);
    expect(canZoomOut(0.2)).toBe(false);
    expect(canZoomOut(0.20000000000000004)).toBe(false);
    expect(canZoomOut(0.3)).toBe(true);
  });

  it('shows zoom × 100 as a percentage', () => {
    expect(zoomPercent(1.1)).toBe('110%');
    expect(zoomPercent(0.2)).toBe('20%');
  });
});
