import { describe, expect, it } from 'vitest';
import { fnv1a } from './fnv1a.ts';

describe('fnv1a', () => {
  it('gives the published FNV-1a 32-bit values', () => {
    expect(fnv1a('')).toBe('811c9dc5');
    expect(fnv1a('a')).toBe('e40c292c');
    expect(fnv1a('foobar')).toBe('bf9cf968');
  });

  it('tells column lists apart by content and order', () => {
    expect(fnv1a('name|age')).toBe(fnv1a('name|age'));
    expect(fnv1a('name|age')).not.toBe(fnv1a('age|name'));
  });
});
