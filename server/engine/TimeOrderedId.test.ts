import { describe, expect, it } from 'vitest';
import { TimeOrderedId } from './TimeOrderedId.ts';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('TimeOrderedId', () => {
  it('makes RFC 9562 version 7 UUIDs whose first 48 bits are the millisecond', () => {
    const id = new TimeOrderedId(() => 0x0190_1234_5678).next();
    expect(id).toMatch(UUID_V7);
    expect(id.replaceAll('-', '').slice(0, 12)).toBe('019012345678');
  });

  it('sorts ids made one after another in the order they were made, within one millisecond too', () => {
    let ms = 1_700_000_000_000;
    const ids = new TimeOrderedId(() => ms);
    const made: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      if (i % 7000 === 6999) ms++;
      made.push(ids.next());
    }
    expect(new Set(made).size).toBe(made.length);
    expect([...made].sort()).toEqual(made);
    for (const id of made) expect(id).toMatch(UUID_V7);
  });

  it('keeps the order when the clock steps back', () => {
    let ms = 1_700_000_000_500;
    const ids = new TimeOrderedId(() => ms);
    const first = ids.next();
    ms -= 400;
    const second = ids.next();
    expect(second > first).toBe(true);
  });

  it('differs between two generators in the same millisecond', () => {
    const a = new TimeOrderedId(() => 42).next();
    const b = new TimeOrderedId(() => 42).next();
    expect(a).not.toBe(b);
  });
});
