import { StompHeaderEscaping } from './StompHeaderEscaping.ts';

export type StompHeaderList = ReadonlyArray<readonly [name: string, value: string]>;
export type StompHeaderInput = StompHeaderList | Readonly<Record<string, string | number | undefined>>;

const EMPTY = Buffer.alloc(0);
const NUL = Buffer.from([0]);

function toHeaderList(input: StompHeaderInput): StompHeaderList {
  if (Array.isArray(input)) return input as StompHeaderList;
  const list: [string, string][] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value !== undefined) list.push([name, String(value)]);
  }
  return list;
}

/**
 * One STOMP frame. Headers keep their order and repeats because STOMP 1.2 says only the
 * first of repeated headers counts, and a relay must pass them on as they came. The body
 * is bytes: `content-length` is a byte count, and a Chinese or emoji body must arrive whole.
 */
export class StompFrame {
  readonly headers: StompHeaderList;
  readonly body: Buffer;

  constructor(
    readonly command: string,
    headers: StompHeaderInput = [],
    body: Buffer | Uint8Array | string = EMPTY,
  ) {
    this.headers = toHeaderList(headers);
    this.body = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.isBuffer(body) ? body : Buffer.from(body);
  }

  /** The first value of a header (later repeats are ignored, per STOMP 1.2). */
  header(name: string): string | undefined {
    for (const [key, value] of this.headers) if (key === name) return value;
    return undefined;
  }

  get bodyText(): string {
    return this.body.toString('utf8');
  }

  /**
   * The wire form. `content-length` is always recomputed from the body's bytes, so a caller
   * can never announce a length that disagrees with what is sent.
   */
  toBuffer(): Buffer {
    const escape = !StompHeaderEscaping.isExempt(this.command);
    let head = `${this.command}\n`;
    for (const [name, value] of this.headers) {
      if (name === 'content-length') continue;
      head += escape ? `${StompHeaderEscaping.escape(name)}:${StompHeaderEscaping.escape(value)}\n` : `${name}:${value}\n`;
    }
    if (this.body.length > 0) head += `content-length:${this.body.length}\n`;
    head += '\n';
    return Buffer.concat([Buffer.from(head, 'utf8'), this.body, NUL]);
  }
}
