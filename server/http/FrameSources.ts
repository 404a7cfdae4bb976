/**
 * The outside origins the web app may show in a frame: only those an administrator configured
 * (the 网盘 menu item of an outside disk, part 1 §2), never any address a link carries. The
 * policy's frame-src lists them beside 'self'; a menu changed through another server instance
 * is picked up by the menus module's periodic read (OutsideDiskFrames).
 */
export class FrameSources {
  readonly #origins = new Set<string>();

  /** Adds the origin of an http(s) address; anything else (javascript:, data:, a route) is ignored. */
  allow(address: string): boolean {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return false;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    this.#origins.add(url.origin);
    return true;
  }

  origins(): readonly string[] {
    return [...this.#origins];
  }
}
