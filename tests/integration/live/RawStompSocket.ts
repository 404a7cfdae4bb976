import { WebSocket } from 'ws';
import type { StompFrame } from '../../../server/broker/StompFrame.ts';
import { StompFrameParser } from '../../../server/broker/StompFrameParser.ts';
import { within } from './LiveClient.ts';

const STOMP_PROTOCOLS = ['v10.stomp', 'v11.stomp', 'v12.stomp'];

/**
 * A bare WebSocket speaking STOMP by hand, for what a well-behaved client never does: huge
 * headers, hundreds of transactions, connections that never send CONNECT. It keeps every
 * frame the server sends and the close code it ended with.
 */
export class RawStompSocket {
  readonly frames: StompFrame[] = [];
  readonly closed: Promise<number>;
  #isClosed = false;
  #waiters: (() => void)[] = [];
  readonly #parser = new StompFrameParser(
    { onFrame: (frame) => this.#received(frame) },
    // The server's frames are its own: no limit of ours applies to what we read back.
    { maxHeaderBytes: Number.MAX_SAFE_INTEGER, maxBodyBytes: Number.MAX_SAFE_INTEGER, maxHeaders: Number.MAX_SAFE_INTEGER },
  );

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.#parser.push(data));
    this.closed = new Promise((resolve) =>
      socket.on('close', (code) => {
        this.#isClosed = true;
        resolve(code);
        this.#wake();
      }),
    );
    // A send racing the server's close fails on our side; the close itself is what tests look at.
    socket.on('error', () => undefined);
  }

  static async open(baseUrl: string): Promise<RawStompSocket> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/admin/ws`, STOMP_PROTOCOLS);
    const raw = new RawStompSocket(socket);
    await within(
      new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
      'the WebSocket handshake',
    );
    return raw;
  }

  /** Opens and sends CONNECT with `token`; answers the first frame back (CONNECTED or ERROR). */
  static async connect(baseUrl: string, token: string): Promise<{ raw: RawStompSocket; answer: StompFrame }> {
    const raw = await RawStompSocket.open(baseUrl);
    raw.send(`CONNECT\naccept-version:1.2\nheart-beat:0,0\nAuthorization:Bearer ${token}\n\n\0`);
    return { raw, answer: await raw.next() };
  }

  get isClosed(): boolean {
    return this.#isClosed;
  }

  /** Sends unless the socket is already closing: a flood goes on regardless of what the server said. */
  send(text: string | Buffer): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(text);
  }

  /** Waits until the socket's send buffer has drained to the kernel, so the server is reading. */
  async drained(): Promise<void> {
    while (this.socket.readyState === WebSocket.OPEN && this.socket.bufferedAmount > 0) await new Promise((resolve) => setImmediate(resolve));
  }

  /** The next frame not yet taken (by command when given). */
  async next(command?: string): Promise<StompFrame> {
    const take = () => {
      const index = this.frames.findIndex((frame) => command === undefined || frame.command === command);
      return index === -1 ? undefined : this.frames.splice(index, 1)[0];
    };
    const found = take();
    if (found) return found;
    return within(
      new Promise<StompFrame>((resolve, reject) => {
        const check = () => {
          const frame = take();
          if (frame) resolve(frame);
          else if (this.#isClosed) reject(new Error(`closed without a ${command ?? 'frame'}`));
          else this.#waiters.push(check);
        };
        this.#waiters.push(check);
      }),
      `a ${command ?? 'frame'}`,
    );
  }

  /** The ERROR frame and the close after it, as the broker must end a connection for a violation. */
  async refusal(): Promise<{ message: string | undefined; code: number }> {
    const error = await this.next('ERROR');
    return { message: error.header('message'), code: await within(this.closed, 'the close after ERROR') };
  }

  terminate(): void {
    this.socket.terminate();
  }

  #received(frame: StompFrame): void {
    this.frames.push(frame);
    this.#wake();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter();
  }
}
