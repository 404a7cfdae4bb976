import { describe, expect, it } from 'vitest';
import { pageItems } from './ListPager.tsx';

describe('the list pager’s page numbers', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 2)).toEqual([1, 2]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and two on each side of the current page, a gap for each run left out', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    // A run of one left out is a gap too, never a number squeezed in.
    expect(pageItems(5, 9)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 9]);
  });
});
