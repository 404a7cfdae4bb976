/*
 * Rich text as it crosses the wire and is stored: the ProseMirror (Tiptap) JSON document, never
 * HTML, so nothing stored can run script. The editor (core/ui/rich-text) writes it, the server
 * checks it against the allowlist below (RichTextDocumentCheck) and the read-only view renders
 * it through the editor again.
 */

/** Spec part 1 §5 / part 2 §5: the five fonts, by the names the spec gives them. */
export const RICH_TEXT_FONTS = ['SimSun', 'SimHei', 'Microsoft-YaHei', 'KaiTi', 'FangSong'] as const;
export type RichTextFont = (typeof RICH_TEXT_FONTS)[number];

/** Spec: font sizes 12 to 36 px; stored as Tiptap writes them, `16px`. */
export const RICH_TEXT_SIZE_MIN = 12;
export const RICH_TEXT_SIZE_MAX = 36;

/** Spec: headers 1 to 6. */
export const RICH_TEXT_HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;

export const RICH_TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type RichTextAlignment = (typeof RICH_TEXT_ALIGNMENTS)[number];

export interface RichTextMark {
  type: string;
  attrs?: Record<string, unknown>;
}

export interface RichTextNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichTextNode[];
  text?: string;
  marks?: RichTextMark[];
}

/** A whole document: the root is always `doc`. */
export interface RichTextDocument extends RichTextNode {
  type: 'doc';
}

/** `16px` for 16, the spelling Tiptap's font size uses. */
export function fontSizeValue(px: number): string {
  return `${px}px`;
}

/** 16 for `16px`; null for anything that is not a whole pixel size within 12–36. */
export function fontSizeOf(value: unknown): number | null {
  const match = typeof value === 'string' ? /^(\d{2})px$/.exec(value) : null;
  const px = match ? Number(match[1]) : NaN;
  return px >= RICH_TEXT_SIZE_MIN && px <= RICH_TEXT_SIZE_MAX ? px : null;
}

/** The document's text, paragraphs one per line (for emptiness, lengths and search). */
export function plainTextOf(node: RichTextNode | null | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.text ?? '';
  if (node.type === 'hardBreak') return '\n';
  const inner = (node.content ?? []).map(plainTextOf);
  const block = node.type !== 'paragraph' && node.type !== 'heading';
  return block ? inner.filter((text) => text !== '').join('\n') : inner.join('');
}

/** Empty: no document, or one without a visible character (the read-only view then shows 暂无). */
export function isEmptyRichText(node: RichTextNode | null | undefined): boolean {
  return plainTextOf(node).trim() === '';
}

/** Characters of text, as the server's length bound counts them (line breaks between blocks not included). */
export function textLengthOf(node: RichTextNode | null | undefined): number {
  if (!node) return 0;
  if (node.type === 'text') return [...(node.text ?? '')].length;
  return (node.content ?? []).reduce((sum, child) => sum + textLengthOf(child), 0);
}
