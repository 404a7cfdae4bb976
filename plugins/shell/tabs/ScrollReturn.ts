/** What a scroll return needs of the window: where it is scrolled, and its events. */
export interface ScrollingWindow {
  readonly scrollY: number;
  scrollTo(x: number, y: number): void;
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Calls back whenever the page's size changes; gives back how to stop. */
export type PageGrowth = (changed: () => void) => () => void;

/** What tells the user took over the scrolling. */
const USER_SCROLLS = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/**
 * Puts a revisited tab back at the position it was left at. A page shorter than it was (its
 * lists reading again as it is shown) cannot be scrolled there yet: the position is tried
 * again each time the page grows, until reached, the user scrolls, or the tab is left. No
 * deadline: on a slow machine a list may come back after any fixed wait, and the page would
 * then stay where its shorter self ended.
 *
 * Returns how to stop trying (the tab was left).
 */
export function returnToScroll(saved: number, view: ScrollingWindow, growth: PageGrowth): () => void {
  const reached = () => Math.abs(view.scrollY - saved) < 1;
  view.scrollTo(0, saved);
  if (reached()) return () => {};
  let stopGrowth: (() => void) | undefined;
  const stop = () => {
    stopGrowth?.();
    stopGrowth = undefined;
    for (const event of USER_SCROLLS) view.removeEventListener(event, stop);
  };
  for (const event of USER_SCROLLS) view.addEventListener(event, stop, { passive: true });
  stopGrowth = growth(() => {
    view.scrollTo(0, saved);
    if (reached()) stop();
  });
  return stop;
}
