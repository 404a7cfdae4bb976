/**
 * A backslash however it is written: as itself, its full-width and small forms (＼ ﹨), or
 * percent-encoded once or more (`%5C`, `%255c`…).
 * Browsers read `\` in an address as `/`, so `/\evil.example` is `//evil.example`, another site.
 */
const BACKSLASH = /[\\\uFF3C\uFE68]|%(?:25)*5c/i;
/** A slash written encoded right after the leading one: `/%2F…` would become `//…` once decoded. */
const ENCODED_SECOND_SLASH = /^\/%(?:25)*2f/i;

/**
 * What a menu item's address may be (菜单管理): a path of the app, or an http(s) link. One rule
 * for the dialog that checks it first and the server that enforces it.
 */
export const MenuAddress = Object.freeze({
  /** From the root, no spaces, not a protocol-relative `//host` in any spelling, no backslash. */
  isRoutePath(text: string): boolean {
    return /^\/(?!\/)\S*$/.test(text) && !BACKSLASH.test(text) && !ENCODED_SECOND_SLASH.test(text);
  },

  /** An absolute http or https address with a host, no spaces, no backslash. */
  isWebAddress(text: string): boolean {
    if (!/^https?:\/\//i.test(text) || /\s/.test(text) || BACKSLASH.test(text)) return false;
    try {
      return new URL(text).host !== '';
    } catch {
      return false;
    }
  },
});
