/**
 * The plain text a search hit shows: around the first match in its texts (a summary that the
 * body repeats is taken once), else their start.
 */
export function searchSnippet(texts: readonly (string | null | undefined)[], keyword: string, width = 80): string {
  const parts = texts.map((text) => (text ?? '').replace(/\s+/g, ' ').trim()).filter((text) => text !== '');
  const flat = parts.filter((text, index) => !parts.some((other, at) => at !== index && other.includes(text) && (other.length > text.length || at < index))).join(' ');
  const at = flat.toLowerCase().indexOf(keyword.toLowerCase());
  if (flat.length <= width) return flat;
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(width / 3), flat.length - width));
  return `${start > 0 ? '…' : ''}${flat.slice(start, start + width)}${start + width < flat.length ? '…' : ''}`;
}
