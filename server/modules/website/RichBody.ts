import type { RichTextDocument } from '../../../contracts/richtext/RichTextDocument.ts';

/** A stored rich text body (checked when written by 内容管理) as the document the page renders; null when there is none. */
export function richBodyOf(stored: string | null | undefined): RichTextDocument | null {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as RichTextDocument;
  } catch {
    return null;
  }
}
