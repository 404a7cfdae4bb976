import type { SavedTabs } from './OpenTabList.ts';

/**
 * Where a browser tab keeps its open tabs across a reload: its sessionStorage (a reload keeps
 * it, another browser tab has its own), under the user's id so a next user in the same browser
 * tab starts with 首页 alone.
 */
export class OpenTabMemory {
  private readonly key: string;

  constructor(
    userId: number | string | undefined,
    private readonly storage: Storage | undefined = globalThis.sessionStorage,
  ) {
    this.key = `ronghe-open-tabs:${userId ?? ''}`;
  }

  /** The saved tabs as stored (OpenTabList.restored checks them), or null. */
  read(): unknown {
    try {
      const text = this.storage?.getItem(this.key);
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      return null;
    }
  }

  write(saved: SavedTabs): void {
    try {
      this.storage?.setItem(this.key, JSON.stringify(saved));
    } catch {
      // Storage full or refused: the tabs then last as long as the page, as before.
    }
  }
}
