/** The plain text a search hit shows: around the first match in `text`, else its start. */
export function searchSnippet(text: string, keyword: string, width = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = flat.toLowerCase().indexOf(keyword.toLowerCase());
  if (flat.length <= width) return flat;
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(width / 3), flat.length - width));
  return `${start > 0 ? '…' : ''}${flat.slice(start, start + width)}${start + width < flat.length ? '…' : ''}`;
}
