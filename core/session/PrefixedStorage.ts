/**
 * localStorage under the product key prefix (`ronghe-access_token`, …), so the portal can wipe
 * its own keys on logout without touching what other apps on the same origin keep.
 */
export class PrefixedStorage {
  static readonly PRODUCT_PREFIX = 'ronghe-';

  constructor(
    private readonly storage: Storage,
    readonly prefix: string = PrefixedStorage.PRODUCT_PREFIX,
  ) {}

  readText(key: string): string | null {
    return this.storage.getItem(this.prefix + key);
  }

  writeText(key: string, value: string): void {
    this.storage.setItem(this.prefix + key, value);
  }

  remove(key: string): void {
    this.storage.removeItem(this.prefix + key);
  }

  /** A damaged JSON value reads as absent: a half-written key must not break the portal's start. */
  readJson<T>(key: string): T | null {
    const text = this.readText(key);
    if (text === null) return null;
    try {
      return JSON.parse(text) as T;
    } catch {
      return null;
    }
  }

  writeJson(key: string, value: unknown): void {
    this.writeText(key, JSON.stringify(value));
  }

  /** Removes every key carrying the prefix, including ones other parts of the product wrote. */
  clear(): void {
    const ours: string[] = [];
    for (let i = 0; i < this.storage.length; i += 1) {
      const key = this.storage.key(i);
      if (key?.startsWith(this.prefix)) ours.push(key);
    }
    for (const key of ours) this.storage.removeItem(key);
  }
}
