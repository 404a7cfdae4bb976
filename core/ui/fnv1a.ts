/**
 * 32-bit FNV-1a over the UTF-16 code units of `text`, as 8 lower-case hex digits. The table
 * layout key only needs a short name that stays the same for the same column list on every
 * browser; it is not a security hash, so a real MD5 would buy nothing.
 */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    // Multiply by the FNV prime 16777619 without leaving 32-bit integer arithmetic.
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
