/**
 * The two session cookies of part 1 §9. They are read by server-rendered and file endpoints
 * that cannot see localStorage, so they live on path / for every route.
 */
export class SessionCookies {
  static readonly ACCESS_TOKEN = 'access_token';
  static readonly COMPANY = 'curCompanyId';
  static readonly #EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';

  constructor(private readonly document: Document) {}

  set(name: string, value: string): void {
    this.document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  }

  /** An expiry in the past removes a cookie everywhere; max-age=0 misbehaves in some DOMs for unset cookies. */
  remove(name: string): void {
    this.document.cookie = `${name}=; path=/; expires=${SessionCookies.#EPOCH}`;
  }

  clear(): void {
    this.remove(SessionCookies.ACCESS_TOKEN);
    this.remove(SessionCookies.COMPANY);
  }
}
