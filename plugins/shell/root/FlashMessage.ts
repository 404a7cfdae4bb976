import type { FlashMessages } from '../../../contracts/workbench/Portal.ts';

const KEY = 'ronghe-flash-success';

/**
 * A success message that must outlive a full page reload (the company switch reloads the
 * app right after 切换成功, which would otherwise vanish before anyone can read it).
 */
export const FlashMessage: FlashMessages = {
  keep(text: string, storage: Storage = window.sessionStorage): void {
    storage.setItem(KEY, text);
  },
  take(storage: Storage = window.sessionStorage): string | null {
    const text = storage.getItem(KEY);
    if (text !== null) storage.removeItem(KEY);
    return text;
  },
};
