import type { Notifier } from '../../contracts/workbench/Http.ts';
import { zhCN } from './zhCN.ts';

/** The browser events it needs: a window in the app, a stand-in in tests. */
export interface NetworkEvents {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/**
 * The network helper of part 1 §7: tells the user when the browser loses its network
 * (无法连接网络) and when it is back (网络已连接), so calls failing meanwhile have a cause on screen.
 */
export class NetworkStatusWatch {
  readonly #events: NetworkEvents;
  readonly #notifier: () => Notifier | undefined;
  readonly #offline = () => this.#notifier()?.warning(zhCN.offline);
  readonly #online = () => this.#notifier()?.success(zhCN.online);

  constructor(events: NetworkEvents, notifier: () => Notifier | undefined) {
    this.#events = events;
    this.#notifier = notifier;
  }

  start(): void {
    this.#events.addEventListener('offline', this.#offline);
    this.#events.addEventListener('online', this.#online);
  }

  stop(): void {
    this.#events.removeEventListener('offline', this.#offline);
    this.#events.removeEventListener('online', this.#online);
  }
}
