import type { TopMenuItem, TopMenuItems as TopMenuItemsContract } from '../../../contracts/workbench/Portal.ts';

/** The top menu as the server sent it (TopMenuItemsId): the top bar reports it, the workspace's guide waits for it. */
export class TopMenuItems implements TopMenuItemsContract {
  #items: readonly TopMenuItem[] | undefined;
  readonly #listeners = new Set<() => void>();

  get items(): readonly TopMenuItem[] | undefined {
    return this.#items;
  }

  loaded(items: readonly TopMenuItem[]): void {
    this.#items = items;
    for (const listener of this.#listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
