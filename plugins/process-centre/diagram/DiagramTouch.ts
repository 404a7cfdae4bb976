import { ZOOM_MAX, ZOOM_MIN } from './DiagramZoom.ts';

export interface Point {
  x: number;
  y: number;
}

/** What the fingers did since the last move: pan the view by (dx, dy), then scale it about `centre`. */
export interface TouchStep {
  dx: number;
  dy: number;
  /** The factor the zoom is multiplied by: 1 for one finger. */
  scale: number;
  /** Where the pinch is, in the viewer's pixels: the point that stays under the fingers. */
  centre: Point;
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * A pinch's zoom, kept between the viewer's ends but not rounded to its 0.1 steps as the
 * buttons' is: a pinch moves by a few hundredths at a time, which rounding would swallow.
 */
export function pinchZoom(level: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, level));
}

/**
 * The status viewer's touch gestures (issue 25; diagram-js has no touch module of its own): one
 * finger pans, two pan by their midpoint and zoom by how far apart they move. Fed the pointers'
 * positions in the viewer's pixels; a third finger is ignored.
 */
export class TouchGestures {
  private readonly fingers = new Map<number, Point>();

  down(id: number, at: Point): void {
    if (this.fingers.size < 2) this.fingers.set(id, at);
  }

  /** The step from where the fingers were to where they are now, or null for a finger not tracked. */
  move(id: number, at: Point): TouchStep | null {
    const was = this.fingers.get(id);
    if (!was) return null;
    const other = [...this.fingers].find(([key]) => key !== id)?.[1];
    this.fingers.set(id, at);
    if (!other) return { dx: at.x - was.x, dy: at.y - was.y, scale: 1, centre: at };
    const before = midpoint(was, other);
    const after = midpoint(at, other);
    const apart = distance(was, other);
    return { dx: after.x - before.x, dy: after.y - before.y, scale: apart === 0 ? 1 : distance(at, other) / apart, centre: after };
  }

  up(id: number): void {
    this.fingers.delete(id);
  }

  get count(): number {
    return this.fingers.size;
  }
}
