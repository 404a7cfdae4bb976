import { StompFrame } from './StompFrame.ts';
import { StompHeaderEscaping } from './StompHeaderEscaping.ts';
import { StompProtocolError } from './StompProtocolError.ts';
import { zhCN } from './zhCN.ts';

export interface StompFrameLimits {
  /** Bytes of the command line and all header lines together. */
  maxHeaderBytes: number;
  maxHeaders: number;
  maxBodyBytes: number;
}

/** A client sends CONNECT, SUBSCRIBE and small pings: a token is the longest header it needs. */
export const DEFAULT_FRAME_LIMITS: Readonly<StompFrameLimits> = Object.freeze({
  maxHeaderBytes: 8 * 1024,
  maxHeaders: 64,
  maxBodyBytes: 64 * 1024,
});

export interface StompFrameParserEvents {
  onFrame(frame: StompFrame): void;
  /** An EOL between frames: a heart-beat (or the optional EOLs after a frame's NUL). */
  onHeartbeat?(): void;
}

/** Pieces of an unfinished frame kept before they are joined into one buffer. */
const MAX_PARTS = 32;

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;

type State = 'between' | 'head' | 'body-length' | 'body-end' | 'body-nul' | 'failed';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An incremental STOMP 1.2 parser fed with whatever the transport delivers: a WebSocket
 * message may hold part of a frame, several frames, or only heart-beat EOLs. It works on
 * bytes throughout, so a multi-byte character cut between two messages is reassembled
 * before decoding and `content-length` counts bytes. Input is scanned once; nothing is
 * re-copied per chunk, so a frame dribbled in byte by byte costs no more than a whole one.
 * The first violation throws a StompProtocolError and the parser accepts nothing more.
 */
export class StompFrameParser {
  readonly #events: StompFrameParserEvents;
  readonly #limits: StompFrameLimits;
  #state: State = 'between';
  /** A CR seen between frames whose LF has not arrived yet. */
  #pendingCr = false;
  #headParts: Buffer[] = [];
  #headBytes = 0;
  #atLineStart = false;
  #command = '';
  #headers: [string, string][] = [];
  #bodyParts: Buffer[] = [];
  /** Body bytes counted against the limit when no content-length announced them. */
  #bodyBytes = 0;
  /** Body bytes held in #bodyParts. */
  #bodyHeld = 0;
  #bodyRemaining = 0;

  constructor(events: StompFrameParserEvents, limits: Partial<StompFrameLimits> = {}) {
    this.#events = events;
    this.#limits = Object.freeze({ ...DEFAULT_FRAME_LIMITS, ...limits });
  }

  get limits(): Readonly<StompFrameLimits> {
    return this.#limits;
  }

  /** Bytes of the unfinished frame held until the rest of it arrives. */
  get pendingBytes(): number {
    return this.#headBytes + this.#bodyHeld;
  }

  push(data: Uint8Array | string): void {
    if (this.#state === 'failed') return;
    const chunk = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    try {
      this.#consume(chunk);
      this.#detach(chunk);
    } catch (error) {
      this.#state = 'failed';
      throw error;
    }
  }

  #consume(chunk: Buffer): void {
    let i = 0;
    while (i < chunk.length) {
      switch (this.#state) {
        case 'between':
          i = this.#skipEols(chunk, i);
          break;
        case 'head':
          i = this.#scanHead(chunk, i);
          break;
        case 'body-length': {
          const take = Math.min(this.#bodyRemaining, chunk.length - i);
          this.#bodyParts.push(chunk.subarray(i, i + take));
          this.#bodyHeld += take;
          this.#bodyRemaining -= take;
          i += take;
          if (this.#bodyRemaining === 0) this.#state = 'body-end';
          break;
        }
        case 'body-end':
          if (chunk[i] !== NUL) throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.missingNul);
          i++;
          this.#emit();
          break;
        case 'body-nul': {
          const end = chunk.indexOf(NUL, i);
          const stop = end === -1 ? chunk.length : end;
          this.#bodyBytes += stop - i;
          if (this.#bodyBytes > this.#limits.maxBodyBytes) this.#tooLarge(this.#limits.maxBodyBytes);
          this.#bodyParts.push(chunk.subarray(i, stop));
          this.#bodyHeld += stop - i;
          i = stop;
          if (end !== -1) {
            i++;
            this.#emit();
          }
          break;
        }
        case 'failed':
          return;
      }
    }
  }

  #skipEols(chunk: Buffer, start: number): number {
    let i = start;
    while (i < chunk.length) {
      const byte = chunk[i];
      if (byte === LF) {
        this.#pendingCr = false;
        this.#events.onHeartbeat?.();
      } else if (this.#pendingCr) {
        throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.badEol);
      } else if (byte === CR) {
        this.#pendingCr = true;
      } else {
        this.#state = 'head';
        this.#atLineStart = false;
        return i;
      }
      i++;
    }
    return i;
  }

  /** Collects head bytes up to the blank line that ends the headers. */
  #scanHead(chunk: Buffer, start: number): number {
    let i = start;
    let done = false;
    for (; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === LF) {
        if (this.#atLineStart) {
          done = true;
          i++;
          break;
        }
        this.#atLineStart = true;
      } else if (byte !== CR) {
        this.#atLineStart = false;
      }
    }
    this.#headBytes += i - start;
    if (this.#headBytes > this.#limits.maxHeaderBytes) this.#tooLarge(this.#limits.maxHeaderBytes);
    this.#headParts.push(chunk.subarray(start, i));
    if (done) this.#finishHead();
    return i;
  }

  #finishHead(): void {
    let text: string;
    try {
      text = utf8.decode(Buffer.concat(this.#headParts, this.#headBytes));
    } catch {
      throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.notUtf8);
    }
    this.#headParts = [];
    this.#headBytes = 0;
    const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    const command = lines[0];
    if (command === '') throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.emptyCommand);
    const escaped = !StompHeaderEscaping.isExempt(command);
    const headers: [string, string][] = [];
    for (const line of lines.slice(1)) {
      if (line === '') break;
      if (headers.length === this.#limits.maxHeaders) {
        throw new StompProtocolError(zhCN.error.tooManyHeaders, zhCN.error.tooManyHeadersDetail(this.#limits.maxHeaders));
      }
      const colon = line.indexOf(':');
      if (colon === -1) throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.badHeaderLine(line));
      const name = line.slice(0, colon);
      const value = line.slice(colon + 1);
      headers.push(escaped ? [StompHeaderEscaping.unescape(name), StompHeaderEscaping.unescape(value)] : [name, value]);
    }
    this.#command = command;
    this.#headers = headers;
    const declared = headers.find(([name]) => name === 'content-length')?.[1];
    if (declared === undefined) {
      this.#state = 'body-nul';
      return;
    }
    if (!/^\d+$/.test(declared)) throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.badContentLength(declared));
    const length = Number(declared);
    if (length > this.#limits.maxBodyBytes) this.#tooLarge(this.#limits.maxBodyBytes);
    this.#bodyRemaining = length;
    this.#state = length === 0 ? 'body-end' : 'body-length';
  }

  #emit(): void {
    // Copied so the frame does not pin (or see later reuse of) the transport's buffers.
    const body = Buffer.concat(this.#bodyParts);
    const frame = new StompFrame(this.#command, this.#headers, body);
    this.#bodyParts = [];
    this.#bodyBytes = 0;
    this.#bodyHeld = 0;
    this.#headers = [];
    this.#state = 'between';
    this.#events.onFrame(frame);
  }

  /**
   * An unfinished frame must not pin the transport's buffers: its piece of this chunk is
   * copied out, and once it has many pieces they are joined. Otherwise a frame dribbled in
   * one byte per message would hold a whole message, or a Buffer object, per byte.
   */
  #detach(chunk: Buffer): void {
    const parts = this.#state === 'head' ? this.#headParts : this.#bodyParts;
    const last = parts.at(-1);
    if (last !== undefined && last.buffer === chunk.buffer) parts[parts.length - 1] = Buffer.from(last);
    if (parts.length > MAX_PARTS) {
      const joined = Buffer.concat(parts);
      parts.length = 0;
      parts.push(joined);
    }
  }

  #tooLarge(limit: number): never {
    throw new StompProtocolError(zhCN.error.frameTooLarge, zhCN.error.frameTooLargeDetail(limit));
  }
}
