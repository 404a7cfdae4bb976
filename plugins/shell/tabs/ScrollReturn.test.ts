import { describe, expect, it } from 'vitest';
import { returnToScroll, type ScrollingWindow } from './ScrollReturn.ts';

/** A window over a page of a given height: scrolling stops at the page's end, as a browser's does. */
class PageWindow implements ScrollingWindow {
  scrollY = 0;
  listeners = new Map<string, Set<() => void>>();
  grown = new Set<() => void>();
  constructor(
    public pageHeight: number,
    private readonly viewHeight = 600,
  ) {}
  scrollTo(_x: number, y: number) {
    this.scrollY = Math.max(0, Math.min(y, this.pageHeight - this.viewHeight));
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: () => void) {
    this.listeners.get(type)?.delete(listener);
  }
  dispatch(type: string) {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
  grow(to: number) {
    this.pageHeight = to;
    for (const changed of [...this.grown]) changed();
  }
  readonly growth = (changed: () => void) => {
    this.grown.add(changed);
    return () => this.grown.delete(changed);
  };
}

describe('a revisited tab going back to its scroll position', () => {
  it('is there at once when the page is as tall as it was, and watches nothing', () => {
    const view = new PageWindow(2000);
    returnToScroll(900, view, view.growth);
    expect(view.scrollY).toBe(900);
    expect(view.grown.size).toBe(0);
  });

  it('follows the page as its lists come back, however late, and lets go once there', () => {
    const view = new PageWindow(1000);
    returnToScroll(900, view, view.growth);
    expect(view.scrollY).toBe(400);
    view.grow(1300);
    expect(view.scrollY).toBe(700);
    // No deadline: a list that comes back much later still brings the page back.
    view.grow(1600);
    expect(view.scrollY).toBe(900);
    expect(view.grown.size).toBe(0);
    view.grow(2000);
    expect(view.scrollY).toBe(900);
  });

  it('gives the scrolling up to the user as soon as they scroll, type or click', () => {
    for (const event of ['wheel', 'touchmove', 'keydown', 'mousedown']) {
      const view = new PageWindow(1000);
      returnToScroll(900, view, view.growth);
      view.dispatch(event);
      view.scrollTo(0, 100);
      view.grow(2000);
      expect(view.scrollY, event).toBe(100);
      expect([...view.listeners.values()].every((set) => set.size === 0), event).toBe(true);
    }
  });

  it('stops when the tab is left before the page grew back', () => {
    const view = new PageWindow(1000);
    const leave = returnToScroll(900, view, view.growth);
    leave();
    view.scrollTo(0, 0);
    view.grow(2000);
    expect(view.scrollY).toBe(0);
    expect(view.grown.size).toBe(0);
  });
});
