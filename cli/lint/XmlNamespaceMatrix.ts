/** A namespace matrix: prefix → the reader's prefix, `<prefix>$uri` → URI, `xmlns` → the default's prefix. */
type Matrix = Record<string, string>;
/** What an element changed in the matrix: each key's earlier value (null: it had none). */
type Changes = Record<string, string | null>;

/**
 * The namespace bookkeeping of saxen (11.x), the XML parser under moddle-xml, for
 * DiagramXmlReader: which prefix each namespace URI is read with, and how that changes as
 * elements declare `xmlns` and `xmlns:…` attributes and go out of scope again.
 *
 * The reader's names must be saxen's exactly — they pick the element types — so this keeps
 * saxen's very data (its matrix and its URI → prefix map, null-prototype objects with the same
 * keys) and its rules: a known URI keeps the prefix moddle gave it whatever the document calls
 * it, an unknown one keeps the document's prefix unless that prefix is taken, when it becomes
 * `ns0`, `ns1`, …, as does every unknown default namespace. The equivalence test of
 * DiagramXmlReader compares the trees with moddle-xml's.
 */
export class XmlNamespaceMatrix {
  private matrix: Matrix = Object.create(null) as Matrix;
  private uriToPrefix: Record<string, string> = Object.create(null) as Record<string, string>;
  private anonymous = 0;
  private readonly open: Array<Changes | null> = [];
  private changes: Changes | null = null;
  /** Changes whenever the matrix does, so that caches of resolved names know when to forget. */
  version = 0;

  /** @param known the reader's URI → prefix map, as moddle-xml gives it to saxen. */
  constructor(private readonly known: Readonly<Record<string, string>>) {}

  /** A new document: only the known namespaces. */
  reset(): void {
    const matrix = Object.create(null) as Matrix;
    const uriToPrefix = Object.create(null) as Record<string, string>;
    for (const uri in this.known) {
      const prefix = this.known[uri];
      uriToPrefix[uri] = prefix;
      matrix[prefix] = prefix;
      matrix[`${prefix}$uri`] = uri;
    }
    this.matrix = matrix;
    this.uriToPrefix = uriToPrefix;
    this.anonymous = 0;
    this.open.length = 0;
    this.changes = null;
    this.version++;
  }

  /** The reader's prefix of a document prefix, a `<prefix>$uri` key's URI, or the default's prefix (`xmlns`). */
  get(key: string): string | undefined {
    return this.matrix[key];
  }

  /**
   * The matrix itself, read-only, for a call that reads it at once (saxen hands moddle-xml a
   * copy as a node's `ns`; a caller that keeps nothing needs none).
   */
  current(): Readonly<Matrix> {
    return this.matrix;
  }

  /** An element's start tag begins: it has changed nothing yet. */
  startTag(): void {
    this.changes = null;
  }

  /**
   * One `xmlns` (`alias` 'xmlns') or `xmlns:alias` declaration of the current start tag, with
   * its decoded URI.
   */
  declare(alias: string, uri: string): void {
    const uriKey = `${alias}$uri`;
    let prefix = this.uriToPrefix[uri];
    if (!prefix) {
      if (alias === 'xmlns' || (uriKey in this.matrix && this.matrix[uriKey] !== uri)) {
        do {
          prefix = `ns${this.anonymous++}`;
        } while (typeof this.matrix[prefix] !== 'undefined');
      } else {
        prefix = alias;
      }
      this.uriToPrefix[uri] = prefix;
    }
    if (this.matrix[alias] !== prefix) {
      this.changes ??= Object.create(null) as Changes;
      this.version++;
      this.set(alias, prefix);
      if (alias === 'xmlns') this.set(`${prefix}$uri`, uri);
      this.set(uriKey, uri);
    }
  }

  /** The start tag ends; a self-closing element's changes are undone at once by `endElement`. */
  endStartTag(selfClosing: boolean): void {
    if (!selfClosing) this.open.push(this.changes);
  }

  /** The element ends: what it declared goes out of scope. */
  endElement(selfClosing: boolean): void {
    const changes = selfClosing ? this.changes : this.open.pop();
    this.changes = null;
    if (!changes) return;
    for (const key in changes) {
      const value = changes[key];
      if (value === null) delete this.matrix[key];
      else this.matrix[key] = value;
    }
    this.version++;
  }

  private set(key: string, value: string): void {
    const changes = this.changes as Changes;
    if (!(key in changes)) changes[key] = key in this.matrix ? this.matrix[key] : null;
    this.matrix[key] = value;
  }
}
