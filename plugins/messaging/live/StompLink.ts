import type { Client } from '@stomp/stompjs';

export interface StompLinkOptions {
  /** ws: or wss: URL of the broker. */
  url: string;
  /** Headers of the CONNECT frame. */
  connectHeaders: Record<string, string>;
  /** Called once the broker accepted the CONNECT; subscriptions are made here. */
  onConnect(): void;
  /** Called when the broker sends ERROR: a refused CONNECT, or a token that stopped passing (logout, a disabled user). */
  onRefused?(): void;
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

/**
 * The real link: @stomp/stompjs over the browser's WebSocket, loaded when the link is first
 * activated (in the workspace), so the login page and the public site do not carry it.
 */
export const stompjsLink: StompLinkFactory = (options) => {
  let client: Client | undefined;
  let active = false;
  return {
    activate: () => {
      active = true;
      void import('@stomp/stompjs').then(({ Client }) => {
        // Deactivated while the module loaded: nothing to open.
        if (!active) return;
        client ??= new Client({
          brokerURL: options.url,
          connectHeaders: options.connectHeaders,
          // No reconnect of its own: part 1 §4 reconnects when a ping cannot be sent, so a lost
          // socket is replaced at the next ping and there is never a second timer racing ours.
          reconnectDelay: 0,
          onConnect: () => options.onConnect(),
          onStompError: () => options.onRefused?.(),
        });
        client.activate();
      });
    },
    deactivate: async () => {
      active = false;
      await client?.deactivate();
    },
    // Called from onConnect, so the client exists.
    subscribe: (destination, onBody) => {
      client?.subscribe(destination, (frame) => onBody(frame.body));
    },
    publish: (destination, body) => {
      if (!client) throw new Error('STOMP client not loaded yet');
      client.publish({ destination, body });
    },
  };
};
