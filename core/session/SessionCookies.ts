/**
 * The two session cookies of part 1 §9. They are read by server-rendered and file endpoints
 * that cannot see localStorage, so they live on path / for every route.
 */
export class SessionCookies {
  static readonly ACCESS_TOKEN = 'access_token';
  static readonly COMPANY = 'curCompanyId';

  constructor(private readonly document: Document) {}

  set(name: string, value: string): void {
    this.document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  }

  remove(name: string): void {
    this.document.cookie = `${name}=; path=/; max-age=0`;
  }

  read(name: string): string | null {
    for (const part of this.document.cookie.split(';')) {
      const [key, ...rest] = part.trim().split('=');
      if (key === name) return decodeURIComponent(rest.join('='));
    }
    return null;
  }

  clear(): void {
    this.remove(SessionCookies.ACCESS_TOKEN);
    this.remove(SessionCookies.COMPANY);
  }
}
