/** A stored body (plain text, paragraphs on their own lines) as the paragraphs the page renders as text. */
export function paragraphsOf(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
