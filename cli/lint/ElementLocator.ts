/** JavaScript's `\s`: its white space and line terminators. */
function isSpace(c: number): boolean {
  return (
    c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
  );
}

/** A 1-based line and column in a text. */
export interface TextPosition {
  line: number;
  column: number;
}

/**
 * Finds where an element is written in the diagram's XML, so findings point at a line an
 * editor (or a SARIF viewer) can jump to. moddle keeps no positions, so the element is found
 * by its `id="…"` attribute; the index of ids and lines is built only when a file has findings.
 */
export class ElementLocator {
  private lineStarts: number[] | undefined;
  private declarations: Map<string, number> | undefined;

  constructor(private readonly text: string) {}

  /** Where the element with this id is declared, or undefined when it cannot be found. */
  elementPosition(elementId: string): TextPosition | undefined {
    const offset = this.offsets().get(elementId);
    return offset === undefined ? undefined : this.position(offset);
  }

  /** The position of a 0-based character offset. */
  position(offset: number): TextPosition {
    const starts = this.starts();
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  }

  /**
   * The start tag of the first element declaring each id, from one scan of the text: a file
   * with thousands of findings must not be searched once per finding. A declaration is what
   * `/\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/g` finds, found by jumping from one `id` to the next
   * rather than by trying the pattern at every character of the text.
   */
  private offsets(): Map<string, number> {
    if (!this.declarations) {
      const text = this.text;
      const declarations = new Map<string, number>();
      let at = text.indexOf('id', 1);
      while (at !== -1) {
        const end = isSpace(text.charCodeAt(at - 1)) ? this.declarationEnd(at + 2) : -1;
        if (end === -1) {
          at = text.indexOf('id', at + 1);
          continue;
        }
        const id = text.substring(this.valueStart, end - 1);
        if (!declarations.has(id)) {
          const tag = text.lastIndexOf('<', at - 1);
          declarations.set(id, tag === -1 ? at - 1 : tag);
        }
        at = text.indexOf('id', end + 1);
      }
      this.declarations = declarations;
    }
    return this.declarations;
  }

  /** Where the value's first character is, for the last declaration `declarationEnd` found. */
  private valueStart = 0;

  /** After `id` at `from`: `\s*=\s*` and a quoted value; the offset after its closing quote, or -1. */
  private declarationEnd(from: number): number {
    const text = this.text;
    let p = from;
    while (isSpace(text.charCodeAt(p))) p++;
    if (text.charCodeAt(p) !== 61) return -1;
    p++;
    while (isSpace(text.charCodeAt(p))) p++;
    const quote = text.charCodeAt(p);
    if (quote !== 34 && quote !== 39) return -1;
    const close = text.indexOf(quote === 34 ? '"' : "'", p + 1);
    if (close === -1) return -1;
    this.valueStart = p + 1;
    return close + 1;
  }

  private starts(): number[] {
    if (!this.lineStarts) {
      const starts = [0];
      for (let i = this.text.indexOf('\n'); i !== -1; i = this.text.indexOf('\n', i + 1)) starts.push(i + 1);
      this.lineStarts = starts;
    }
    return this.lineStarts;
  }
}
