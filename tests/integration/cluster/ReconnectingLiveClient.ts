import { Client } from '@stomp/stompjs';
import { WebSocket } from 'ws';

const STOMP_PROTOCOLS = ['v10.stomp', 'v11.stomp', 'v12.stomp'];

/** One connection of the client: the instance HAProxy put it on, and the pushes it carried. */
export interface LiveSession {
  instance: string | null;
  pushes: number;
}

/**
 * A browser's live connection through the load balancer, subscribed to one to-do destination,
 * connecting again whenever its connection drops (as the web app does on its next ping).
 * Each connection is a session, with the instance the upgrade answer named.
 */
export class ReconnectingLiveClient {
  readonly sessions: LiveSession[] = [];
  readonly #client: Client;
  #waiters: Array<() => void> = [];

  constructor(base: string, token: string, destination: string) {
    const url = `${base.replace(/^http/, 'ws')}/admin/ws?access_token=${encodeURIComponent(token)}`;
    let instance: string | null = null;
    this.#client = new Client({
      webSocketFactory: () => {
        const socket = new WebSocket(url, STOMP_PROTOCOLS);
        socket.on('upgrade', (response) => (instance = String(response.headers['x-ronghe-instance'] ?? '') || null));
        return socket;
      },
      connectHeaders: { Authorization: `Bearer ${token}` },
      reconnectDelay: 200,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      onConnect: () => {
        const session: LiveSession = { instance, pushes: 0 };
        this.sessions.push(session);
        this.#client.subscribe(destination, () => {
          session.pushes++;
          this.#notify();
        });
        this.#notify();
      },
    });
  }

  get current(): LiveSession | undefined {
    return this.sessions.at(-1);
  }

  /** Pushes received over all connections. */
  get pushes(): number {
    return this.sessions.reduce((sum, session) => sum + session.pushes, 0);
  }

  start(): void {
    this.#client.activate();
  }

  /** Resolves once `condition` holds, checked at every connection and push. */
  until(condition: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => (condition() ? resolve() : this.#waiters.push(check));
      check();
    });
  }

  close(): Promise<void> {
    return this.#client.deactivate({ force: true });
  }

  #notify(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter();
  }
}
