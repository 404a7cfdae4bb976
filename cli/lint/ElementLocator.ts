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
   * with thousands of findings must not be searched once per finding.
   */
  private offsets(): Map<string, number> {
    if (!this.declarations) {
      const declarations = new Map<string, number>();
      for (const match of this.text.matchAll(/\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
        const id = match[1] ?? match[2];
        if (declarations.has(id)) continue;
        const tag = this.text.lastIndexOf('<', match.index);
        declarations.set(id, tag === -1 ? match.index : tag);
      }
      this.declarations = declarations;
    }
    return this.declarations;
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
