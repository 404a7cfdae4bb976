import { onTestFinished } from 'vitest';

/** The height every stacked element gets. */
export const ROW_HEIGHT = 40;

/**
 * happy-dom lays nothing out, so every element measures 0×0 and dnd-kit cannot tell which row
 * a dragged one is over. This gives list items and table rows the boxes a browser would: one
 * under the other, ROW_HEIGHT apart, in the order of their parent. Undone when the test finishes.
 */
export function stackRows(): void {
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function stacked(this: HTMLElement): DOMRect {
    if (this.tagName !== 'LI' && this.tagName !== 'TR') return original.call(this);
    const top = [...(this.parentElement?.children ?? [])].indexOf(this) * ROW_HEIGHT;
    return { x: 0, y: top, top, left: 0, width: 600, height: ROW_HEIGHT, bottom: top + ROW_HEIGHT, right: 600, toJSON: () => ({}) };
  };
  onTestFinished(() => {
    HTMLElement.prototype.getBoundingClientRect = original;
  });
}
