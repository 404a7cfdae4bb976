/**
 * The session cookies of part 1 §9, on path / for every route. Only curCompanyId is written:
 * a script-readable access_token cookie would hand the token to any injected script and ride
 * along on every request, and nothing reads it (the server takes the token from the
 * Authorization header, file links from sysAuthorization). The name stays so that logout
 * removes a cookie an earlier version wrote.
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
