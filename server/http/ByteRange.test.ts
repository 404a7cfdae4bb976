import { describe, expect, it } from 'vitest';
import { ByteRange } from './ByteRange.ts';

describe('ByteRange: what a Range header asks of a 1000-byte file', () => {
  it('answers the whole file without a header, for another unit, several ranges or nonsense', () => {
    for (const header of [undefined, 'items=0-10', 'bytes=0-10,20-30', 'bytes=abc', 'bytes=-', 'bytes=50-10']) {
      expect(ByteRange.of(header, 1000)).toEqual({ kind: 'whole' });
    }
  });

  it('answers one span for a start and end, an open end or a suffix, clipped to the file', () => {
    expect(ByteRange.of('bytes=0-99', 1000)).toEqual({ kind: 'partial', span: { start: 0, end: 99 } });
    expect(ByteRange.of('bytes=900-', 1000)).toEqual({ kind: 'partial', span: { start: 900, end: 999 } });
    expect(ByteRange.of('bytes=-100', 1000)).toEqual({ kind: 'partial', span: { start: 900, end: 999 } });
    expect(ByteRange.of('bytes=-5000', 1000)).toEqual({ kind: 'partial', span: { start: 0, end: 999 } });
    expect(ByteRange.of('bytes=990-5000', 1000)).toEqual({ kind: 'partial', span: { start: 990, end: 999 } });
  });

  it('refuses a range that starts past the end, and an empty suffix', () => {
    expect(ByteRange.of('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(ByteRange.of('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(ByteRange.of('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('writes the Content-Range of a part and of a refusal', () => {
    expect(ByteRange.contentRange({ start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
    expect(ByteRange.unsatisfied(1000)).toBe('bytes */1000');
  });
});
