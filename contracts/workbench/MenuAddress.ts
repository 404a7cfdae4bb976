/**
 * What a menu item's address may be (菜单管理): a path of the app, or an http(s) link. One rule
 * for the dialog that checks it first and the server that enforces it.
 */
export const MenuAddress = Object.freeze({
  /** From the root, no spaces, not a protocol-relative `//host`. */
  isRoutePath(text: string): boolean {
    return /^\/(?!\/)\S*$/.test(text);
  },

  /** An absolute http or https address with a host, no spaces. */
  isWebAddress(text: string): boolean {
    if (!/^https?:\/\//i.test(text) || /\s/.test(text)) return false;
    try {
      return new URL(text).host !== '';
    } catch {
      return false;
    }
  },
});
