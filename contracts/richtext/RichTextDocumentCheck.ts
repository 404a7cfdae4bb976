import {
  RICH_TEXT_ALIGNMENTS,
  RICH_TEXT_FONTS,
  RICH_TEXT_HEADING_LEVELS,
  fontSizeOf,
  isEmptyRichText,
  type RichTextDocument,
  type RichTextMark,
  type RichTextNode,
} from './RichTextDocument.ts';

/** Why a document was refused; the caller words it for its field. */
export type RichTextRefusal = 'format' | 'unsupported' | 'attribute' | 'tooDeep' | 'tooLarge' | 'tooLong';

export type RichTextCheckResult = { ok: true; document: RichTextDocument | null } | { ok: false; refusal: RichTextRefusal };

export interface RichTextLimits {
  /** Characters of text (what a reader sees). */
  maxTextLength: number;
  /** Nodes and marks together: bounds the work of checking and rendering. */
  maxNodes: number;
  /** Nesting below the root: lists in lists. */
  maxDepth: number;
}

export const DEFAULT_RICH_TEXT_LIMITS: RichTextLimits = { maxTextLength: 10000, maxNodes: 4000, maxDepth: 10 };

const BLOCKS = new Set(['paragraph', 'heading', 'bulletList', 'orderedList']);
const INLINE = new Set(['text', 'hardBreak']);
/** What each node may hold (the editor's schema, narrowed to what the toolbar makes). */
const CHILDREN: Record<string, ReadonlySet<string>> = {
  doc: BLOCKS,
  paragraph: INLINE,
  heading: INLINE,
  bulletList: new Set(['listItem']),
  orderedList: new Set(['listItem']),
  listItem: BLOCKS,
};
const PLAIN_MARKS = new Set(['bold', 'italic', 'underline', 'strike']);
const FONTS = new Set<unknown>(RICH_TEXT_FONTS);
const LEVELS = new Set<unknown>(RICH_TEXT_HEADING_LEVELS);
const ALIGNMENTS = new Set<unknown>(RICH_TEXT_ALIGNMENTS);

class Refused extends Error {
  constructor(readonly refusal: RichTextRefusal) {
    super(refusal);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The allowlist a stored rich text passes (stored XSS cannot ride in it: the document is
 * rebuilt from known node and mark types and known attribute values only, so anything else a
 * client sends — an `href`, a `style`, an `onclick`, a node type the editor does not have — is
 * refused or dropped before it is stored). Attributes the allowlist does not know are
 * dropped; a known attribute with a value outside its list (a font not among the five, 40px,
 * heading 7) refuses the whole document. Bounded in depth, node count and text length, so a
 * client cannot make the server hold or walk an arbitrary tree.
 */
export class RichTextDocumentCheck {
  #nodes = 0;
  #text = 0;

  constructor(private readonly limits: RichTextLimits = DEFAULT_RICH_TEXT_LIMITS) {}

  /** The canonical document, null for an absent or empty one, or why it is refused. */
  check(value: unknown): RichTextCheckResult {
    if (value === null || value === undefined) return { ok: true, document: null };
    this.#nodes = 0;
    this.#text = 0;
    try {
      if (!isRecord(value) || value.type !== 'doc') throw new Refused('format');
      const document = this.#node(value, 'doc', 0) as RichTextDocument;
      return { ok: true, document: isEmptyRichText(document) ? null : document };
    } catch (failure) {
      if (failure instanceof Refused) return { ok: false, refusal: failure.refusal };
      throw failure;
    }
  }

  #count(): void {
    if (++this.#nodes > this.limits.maxNodes) throw new Refused('tooLarge');
  }

  #node(value: Record<string, unknown>, type: string, depth: number): RichTextNode {
    this.#count();
    if (depth > this.limits.maxDepth) throw new Refused('tooDeep');
    if (type === 'text') return this.#textNode(value);
    if (type === 'hardBreak') return { type };
    const node: RichTextNode = { type };
    const attrs = this.#attrs(type, isRecord(value.attrs) ? value.attrs : {});
    if (attrs) node.attrs = attrs;
    if (value.content !== undefined) {
      if (!Array.isArray(value.content)) throw new Refused('format');
      // Checked before walking: a million-entry array is refused without touching its entries.
      if (value.content.length > this.limits.maxNodes) throw new Refused('tooLarge');
      const allowed = CHILDREN[type];
      node.content = value.content.map((child) => {
        if (!isRecord(child) || typeof child.type !== 'string') throw new Refused('format');
        if (!allowed.has(child.type)) throw new Refused(CHILDREN[child.type] || INLINE.has(child.type) ? 'format' : 'unsupported');
        return this.#node(child, child.type, depth + 1);
      });
    }
    return node;
  }

  #textNode(value: Record<string, unknown>): RichTextNode {
    if (typeof value.text !== 'string' || value.text === '') throw new Refused('format');
    this.#text += [...value.text].length;
    if (this.#text > this.limits.maxTextLength) throw new Refused('tooLong');
    const node: RichTextNode = { type: 'text', text: value.text };
    if (value.marks !== undefined) {
      if (!Array.isArray(value.marks)) throw new Refused('format');
      if (value.marks.length > PLAIN_MARKS.size + 1) throw new Refused('format');
      const marks = value.marks.map((mark) => this.#mark(mark)).filter((mark): mark is RichTextMark => mark !== null);
      if (marks.length > 0) node.marks = marks;
    }
    return node;
  }

  #mark(value: unknown): RichTextMark | null {
    this.#count();
    if (!isRecord(value) || typeof value.type !== 'string') throw new Refused('format');
    if (PLAIN_MARKS.has(value.type)) return { type: value.type };
    if (value.type !== 'textStyle') throw new Refused('unsupported');
    const given = isRecord(value.attrs) ? value.attrs : {};
    const attrs: Record<string, unknown> = {};
    if (given.fontFamily !== undefined && given.fontFamily !== null) {
      if (!FONTS.has(given.fontFamily)) throw new Refused('attribute');
      attrs.fontFamily = given.fontFamily;
    }
    if (given.fontSize !== undefined && given.fontSize !== null) {
      if (fontSizeOf(given.fontSize) === null) throw new Refused('attribute');
      attrs.fontSize = given.fontSize;
    }
    // A text style with nothing left styles nothing.
    return Object.keys(attrs).length > 0 ? { type: 'textStyle', attrs } : null;
  }

  #attrs(type: string, given: Record<string, unknown>): Record<string, unknown> | undefined {
    const attrs: Record<string, unknown> = {};
    if (type === 'heading') {
      if (!LEVELS.has(given.level)) throw new Refused('attribute');
      attrs.level = given.level;
    }
    if ((type === 'paragraph' || type === 'heading') && given.textAlign !== undefined && given.textAlign !== null) {
      if (!ALIGNMENTS.has(given.textAlign)) throw new Refused('attribute');
      attrs.textAlign = given.textAlign;
    }
    if (type === 'orderedList' && given.start !== undefined && given.start !== null) {
      if (!Number.isInteger(given.start) || (given.start as number) < 0 || (given.start as number) > 9999) throw new Refused('attribute');
      attrs.start = given.start;
    }
    return Object.keys(attrs).length > 0 ? attrs : undefined;
  }
}
