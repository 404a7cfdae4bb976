import { isUtf8 } from 'node:buffer';
import type { WebSocket } from 'ws';
import type { StompChannel } from './StompSession.ts';

/**
 * How long a closed connection may take to finish the close handshake before its socket is
 * cut: ws would wait 30 s, and a client that never answers must not hold a socket that long.
 */
const CLOSE_GRACE_MS = 2_000;

/**
 * A StompSession's channel over a `ws` WebSocket. Frames go out as text messages whenever
 * they are valid UTF-8 (every JSON body is), which is what browser STOMP clients expect;
 * anything else goes binary so no byte is altered.
 */
export class WebSocketChannel implements StompChannel {
  constructor(private readonly socket: WebSocket) {}

  send(data: Buffer, text?: boolean): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    this.socket.send(data, { binary: !(text ?? isUtf8(data)) });
  }

  get bufferedAmount(): number {
    return this.socket.bufferedAmount;
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
    const socket = this.socket;
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
  }

  terminate(): void {
    this.socket.terminate();
  }
}
