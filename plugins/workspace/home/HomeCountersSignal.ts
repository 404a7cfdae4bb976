import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';

/**
 * Tells the home page its counters (未读消息, 待办, …) are stale. The workspace's setup moves it
 * from messaging's hooks (`workspace:homeCounters`): a message or to-do push, a read elsewhere on
 * the page. A round rather than the counts themselves, because the home page's one call
 * (/admin/home/front/count) answers all four counters at once and none of the hooks carries
 * them all.
 */
export class HomeCountersSignal {
  #round = 0;
  readonly #listeners = new Set<() => void>();

  /** Bumped once per change; the home page reloads when it moves. */
  get round(): number {
    return this.#round;
  }

  changed(): void {
    this.#round += 1;
    for (const listener of this.#listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export const HomeCountersSignalId = createServiceId<HomeCountersSignal>('workspace.HomeCountersSignal');
