import { createServiceId } from '../../../contracts/workbench/ServiceId.ts';
import type { MenuItem } from '../PortalApi.ts';

/**
 * The top menu as the server sent it, once the top bar has it: the first-login guide points at
 * its items, and needs to know the menu is drawn before it looks for them.
 */
export class TopMenuItems {
  #items: readonly MenuItem[] | undefined;
  readonly #listeners = new Set<() => void>();

  /** undefined until the menu has loaded. */
  get items(): readonly MenuItem[] | undefined {
    return this.#items;
  }

  loaded(items: readonly MenuItem[]): void {
    this.#items = items;
    for (const listener of this.#listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

export const TopMenuItemsId = createServiceId<TopMenuItems>('portal.TopMenuItems');

/** The attribute each top-level item carries (its server id), for whoever points at it. */
export const TOP_MENU_ITEM_ATTRIBUTE = 'data-top-menu-item';
