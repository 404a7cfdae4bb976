import { Client } from '@stomp/stompjs';

export interface StompLinkOptions {
  /** ws: or wss: URL of the broker. */
  url: string;
  /** Headers of the CONNECT frame. */
  connectHeaders: Record<string, string>;
  /** Called once the broker accepted the CONNECT; subscriptions are made here. */
  onConnect(): void;
}

/**
 * The part of a STOMP client the live connection uses. The browser gets @stomp/stompjs;
 * tests hand the plugin a fake so no socket is opened.
 */
export interface StompLink {
  activate(): void;
  deactivate(): Promise<void>;
  subscribe(destination: string, onBody: (body: string) => void): void;
  /** Throws when there is no connection to send over. */
  publish(destination: string, body: string): void;
}

export type StompLinkFactory = (options: StompLinkOptions) => StompLink;

/** The real link: @stomp/stompjs over the browser's WebSocket. */
export const stompjsLink: StompLinkFactory = (options) => {
  const client = new Client({
    brokerURL: options.url,
    connectHeaders: options.connectHeaders,
    // No reconnect of its own: part 1 §4 reconnects when a ping cannot be sent, so a lost
    // socket is replaced at the next ping and there is never a second timer racing ours.
    reconnectDelay: 0,
    onConnect: () => options.onConnect(),
  });
  return {
    activate: () => client.activate(),
    deactivate: () => client.deactivate(),
    subscribe: (destination, onBody) => {
      client.subscribe(destination, (frame) => onBody(frame.body));
    },
    publish: (destination, body) => client.publish({ destination, body }),
  };
};
