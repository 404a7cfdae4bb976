import { describe, expect, it } from 'vitest';
import { byteSize } from './ByteSize.ts';

describe('byteSize', () => {
  it('shows bytes in the largest unit that keeps the number at least 1', () => {
    expect(byteSize(0)).toBe('0 B');
    expect(byteSize(1023)).toBe('1023 B');
    expect(byteSize(1024)).toBe('1 KB');
    expect(byteSize(1536)).toBe('1.5 KB');
    expect(byteSize(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(byteSize(150 * 1024 * 1024)).toBe('150 MB');
    expect(byteSize(1024 ** 3)).toBe('1 GB');
    expect(byteSize(5 * 1024 ** 5)).toBe('5120 TB');
  });
});
