import { describe, expect, it } from 'vitest';
import { TouchGestures, pinchZoom } from './DiagramTouch.ts';

describe('the status viewer’s touch gestures', () => {
  it('pans with one finger by as much as the finger moved', () => {
    const gestures = new TouchGestures();
    gestures.down(1, { x: 100, y: 100 });
    expect(gestures.move(1, { x: 130, y: 80 })).toEqual({ dx: 30, dy: -20, scale: 1, centre: { x: 130, y: 80 } });
    expect(gestures.move(1, { x: 140, y: 80 })).toEqual({ dx: 10, dy: 0, scale: 1, centre: { x: 140, y: 80 } });
  });

  it('zooms in about the fingers’ midpoint as two fingers spread', () => {
    const gestures = new TouchGestures();
    gestures.down(1, { x: 100, y: 100 });
    gestures.down(2, { x: 200, y: 100 });
    // The second finger moves 100 px away: twice as far apart, the midpoint 50 px to the right.
    expect(gestures.move(2, { x: 300, y: 100 })).toEqual({ dx: 50, dy: 0, scale: 2, centre: { x: 200, y: 100 } });
  });

  it('zooms out as two fingers pinch together', () => {
    const gestures = new TouchGestures();
    gestures.down(1, { x: 0, y: 0 });
    gestures.down(2, { x: 0, y: 200 });
    const step = gestures.move(1, { x: 0, y: 100 });
    expect(step?.scale).toBe(0.5);
    expect(step?.centre).toEqual({ x: 0, y: 150 });
  });

  it('goes back to panning when one of two fingers lifts, and ignores a third', () => {
    const gestures = new TouchGestures();
    gestures.down(1, { x: 0, y: 0 });
    gestures.down(2, { x: 100, y: 0 });
    gestures.down(3, { x: 50, y: 50 });
    expect(gestures.count).toBe(2);
    expect(gestures.move(3, { x: 60, y: 60 })).toBeNull();
    gestures.up(2);
    expect(gestures.move(1, { x: 10, y: 5 })).toEqual({ dx: 10, dy: 5, scale: 1, centre: { x: 10, y: 5 } });
  });

  it('does not divide by zero when two fingers start on the same spot', () => {
    const gestures = new TouchGestures();
    gestures.down(1, { x: 10, y: 10 });
    gestures.down(2, { x: 10, y: 10 });
    expect(gestures.move(2, { x: 20, y: 10 })?.scale).toBe(1);
  });

  it('keeps a pinch’s zoom between 0.2 and 4 without rounding it to the buttons’ steps', () => {
    expect(pinchZoom(1.03)).toBe(1.03);
    expect(pinchZoom(0.1)).toBe(0.2);
    expect(pinchZoom(9)).toBe(4);
  });
});
