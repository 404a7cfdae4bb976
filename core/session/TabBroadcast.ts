/** What one tab tells the others; the others re-read the shared localStorage. */
export type SessionChange = 'login' | 'logout' | 'update';

/**
 * Login and logout shared across tabs over the `ronghe-session` BroadcastChannel. Messages carry
 * no tokens: localStorage is already shared by the tabs, so a tab only learns that it must reload.
 */
export class TabBroadcast {
  static readonly CHANNEL = 'ronghe-session';

  readonly #channel: BroadcastChannel | null;
  readonly #listeners = new Set<(change: SessionChange) => void>();

  constructor(name: string = TabBroadcast.CHANNEL) {
    // Without BroadcastChannel (old browsers) each tab simply keeps its own view until reload.
    this.#channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
    if (this.#channel) {
      this.#channel.onmessage = (event: MessageEvent<unknown>) => {
        const change = TabBroadcast.#parse(event.data);
        if (change) for (const listener of this.#listeners) listener(change);
      };
    }
  }

  post(change: SessionChange): void {
    this.#channel?.postMessage({ change });
  }

  listen(listener: (change: SessionChange) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  close(): void {
    this.#listeners.clear();
    this.#channel?.close();
  }

  static #parse(data: unknown): SessionChange | null {
    if (typeof data !== 'object' || data === null) return null;
    const change = (data as { change?: unknown }).change;
    return change === 'login' || change === 'logout' || change === 'update' ? change : null;
  }
}
