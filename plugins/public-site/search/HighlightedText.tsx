import { Fragment } from 'react';

/**
 * `text` with every occurrence of `keyword` (any case) in <mark>. Built as React text nodes, so
 * whatever the text or keyword holds is shown as text, never read as markup.
 */
export function HighlightedText({ text, keyword }: { text: string; keyword: string }) {
  const wanted = keyword.trim().toLowerCase();
  if (!wanted) return <>{text}</>;
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + wanted.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + wanted.length), match: true });
    from = at + wanted.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return (
    <>
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}
    </>
  );
}
