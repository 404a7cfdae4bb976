import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { WebSocket } from 'ws';

/** What the web client offers when it opens /admin/ws. */
const STOMP_PROTOCOLS = ['v10.stomp', 'v11.stomp', 'v12.stomp'];

export interface Push {
  destination: string;
  body: Record<string, unknown>;
}

/** Fails fast rather than at the test timeout when something never happens. */
export function within<T>(promise: Promise<T>, what: string, timeoutMs = 5_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A @stomp/stompjs client as the web app makes it (token in the URL and in the CONNECT
 * frame's Authorization), keeping every push it receives for the test to look at.
 */
export class LiveClient {
  readonly pushes: Push[] = [];
  readonly #client: Client;
  #waiters: (() => void)[] = [];

  private constructor(client: Client) {
    this.#client = client;
  }

  /** Connects, or throws with the broker's ERROR message. */
  static async connect(baseUrl: string, token: string): Promise<LiveClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/admin/ws?access_token=${encodeURIComponent(token)}`;
    const client = new Client({
      webSocketFactory: () => new WebSocket(url, STOMP_PROTOCOLS),
      connectHeaders: { Authorization: `Bearer ${token}` },
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
    });
    const live = new LiveClient(client);
    await within(
      new Promise<void>((resolve, reject) => {
        client.onConnect = () => resolve();
        client.onStompError = (frame: IFrame) => reject(new Error(frame.headers.message ?? 'ERROR'));
        client.onWebSocketClose = () => reject(new Error('closed before CONNECTED'));
        client.activate();
      }),
      'CONNECTED',
    );
    return live;
  }

  /** Subscribes and waits for the broker's receipt, so a push right after cannot overtake it. */
  async subscribe(destination: string): Promise<void> {
    const receipt = `sub-${destination}`;
    const done = new Promise<void>((resolve) => this.#client.watchForReceipt(receipt, () => resolve()));
    this.#client.subscribe(destination, (message: IMessage) => this.#received(destination, message), { receipt });
    await within(done, `the receipt for ${destination}`);
  }

  /** Subscribes where the broker should refuse; answers the ERROR frame's message. */
  async refusedSubscription(destination: string): Promise<string> {
    const refused = new Promise<string>((resolve) => {
      this.#client.onStompError = (frame: IFrame) => resolve(frame.headers.message ?? '');
    });
    this.#client.subscribe(destination, (message: IMessage) => this.#received(destination, message));
    return within(refused, `the refusal of ${destination}`);
  }

  /** Waits for a push matching `match` and answers it. */
  async next(match: (push: Push) => boolean, what: string, timeoutMs = 5_000): Promise<Push> {
    const found = () => this.pushes.find(match);
    const push = found();
    if (push) return push;
    return within(
      new Promise<Push>((resolve) => {
        const check = () => {
          const hit = found();
          if (hit) resolve(hit);
          else this.#waiters.push(check);
        };
        this.#waiters.push(check);
      }),
      what,
      timeoutMs,
    );
  }

  get connected(): boolean {
    return this.#client.connected;
  }

  async close(): Promise<void> {
    await this.#client.deactivate({ force: true });
  }

  #received(destination: string, message: IMessage): void {
    this.pushes.push({ destination, body: JSON.parse(message.body) as Record<string, unknown> });
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter();
  }
}
