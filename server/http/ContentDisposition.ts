/**
 * The Content-Disposition of a served file, with the original name in both forms browsers
 * read: `filename="…"` as an ASCII fallback and `filename*=UTF-8''…` (RFC 6266 / RFC 5987) for
 * the real name, so 合同.pdf arrives as 合同.pdf.
 */
export class ContentDisposition {
  static of(kind: 'inline' | 'attachment', name: string): string {
    return `${kind}; filename="${ContentDisposition.#fallback(name)}"; filename*=UTF-8''${ContentDisposition.#extValue(name)}`;
  }

  /** Printable ASCII without the quote and backslash a quoted-string would need escaped. */
  static #fallback(name: string): string {
    const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    return ascii.trim() === '' ? 'file' : ascii;
  }

  /** RFC 5987 attr-chars stay; every other byte of the UTF-8 is %-encoded. */
  static #extValue(name: string): string {
    return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  }
}
