import { isUtf8 } from 'node:buffer';
import type { BrokerMessage } from './BrokerTransport.ts';
import { StompHeaderEscaping } from './StompHeaderEscaping.ts';

/** MESSAGE headers the broker sets itself; a publisher cannot override them. */
export const RESERVED_MESSAGE_HEADERS: ReadonlySet<string> = new Set(['destination', 'message-id', 'subscription', 'ack', 'content-length']);

const NUL = Buffer.from([0]);

interface EncodedTail {
  /** The headers every subscriber gets, content-length, the blank line, the body and NUL. */
  readonly bytes: Buffer;
  /** Whether the frame can travel as a WebSocket text message (it is valid UTF-8). */
  readonly text: boolean;
}

/**
 * Writes the MESSAGE frame of one delivery. Only message-id, subscription and ack differ
 * between the subscribers of a message, so the rest — headers, body, the UTF-8 check — is
 * encoded once per message and shared: a push to a user with hundreds of open tabs costs
 * one small header each instead of a whole frame and a scan of the body each.
 */
export class MessageFrameEncoder {
  readonly #tails = new WeakMap<BrokerMessage, EncodedTail>();

  encode(message: BrokerMessage, headers: { messageId: string; subscription: string; ack: string | null }): { bytes: Buffer; text: boolean } {
    const escape = StompHeaderEscaping.escape;
    let head = `MESSAGE\nmessage-id:${escape(headers.messageId)}\nsubscription:${escape(headers.subscription)}\n`;
    // STOMP 1.2: a MESSAGE on a subscription that acknowledges carries the id to ACK with.
    if (headers.ack !== null) head += `ack:${escape(headers.ack)}\n`;
    const tail = this.#tail(message);
    // A JavaScript string always encodes to valid UTF-8, so the tail alone decides.
    return { bytes: Buffer.concat([Buffer.from(head, 'utf8'), tail.bytes]), text: tail.text };
  }

  #tail(message: BrokerMessage): EncodedTail {
    let tail = this.#tails.get(message);
    if (!tail) {
      const escape = StompHeaderEscaping.escape;
      let headers = `destination:${escape(message.destination)}\n`;
      for (const [name, value] of Object.entries(message.headers)) {
        if (!RESERVED_MESSAGE_HEADERS.has(name)) headers += `${escape(name)}:${escape(value)}\n`;
      }
      if (message.body.length > 0) headers += `content-length:${message.body.length}\n`;
      const bytes = Buffer.concat([Buffer.from(`${headers}\n`, 'utf8'), message.body, NUL]);
      tail = { bytes, text: isUtf8(bytes) };
      this.#tails.set(message, tail);
    }
    return tail;
  }
}
