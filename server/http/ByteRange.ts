/** One satisfiable byte range of a file, both ends included (RFC 9110 §14.1.2). */
export interface ByteSpan {
  start: number;
  end: number;
}

/**
 * What a `Range` header asks of a file of `size` bytes: the whole file (no header, another
 * unit, several ranges or a malformed one — a server may ignore those and answer 200), one
 * span (206), or nothing it has (416).
 */
export type RangeAnswer = { kind: 'whole' } | { kind: 'partial'; span: ByteSpan } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i;

export class ByteRange {
  static of(header: string | string[] | undefined, size: number): RangeAnswer {
    const value = Array.isArray(header) ? header[0] : header;
    if (value === undefined) return { kind: 'whole' };
    const match = SINGLE.exec(value);
    if (!match) return { kind: 'whole' };
    const [, first, last] = match;
    if (first === '' && last === '') return { kind: 'whole' };
    if (first === '') {
      // bytes=-N: the last N bytes.
      const suffix = Number(last);
      if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
      return { kind: 'partial', span: { start: Math.max(0, size - suffix), end: size - 1 } };
    }
    const start = Number(first);
    const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
    if (!Number.isSafeInteger(start) || start >= size) return { kind: 'unsatisfiable' };
    if (end < start) return { kind: 'whole' };
    return { kind: 'partial', span: { start, end } };
  }

  /** The Content-Range of a 206 answer. */
  static contentRange(span: ByteSpan, size: number): string {
    return `bytes ${span.start}-${span.end}/${size}`;
  }

  /** The Content-Range of a 416 answer. */
  static unsatisfied(size: number): string {
    return `bytes */${size}`;
  }
}
