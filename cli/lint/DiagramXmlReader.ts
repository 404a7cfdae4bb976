import type { BpmnModdle, ModdleElement } from 'bpmn-moddle';
import { Reader } from 'moddle-xml';
import { GenericElementFactory } from './GenericElementFactory.ts';
import { XmlNamespaceMatrix } from './XmlNamespaceMatrix.ts';

/** What moddle-xml's fromXML gives, for the parts lint reads. */
export interface DiagramReading {
  rootElement: ModdleElement;
  warnings: ImportWarning[];
  elementsById: Record<string, ModdleElement>;
}

/** The text needs moddle-xml: the reader met something it does not read exactly as moddle-xml does. */
export interface ReaderFallback {
  fallback: string;
}

/** A warning as moddle-xml words and shapes it. */
export interface ImportWarning {
  message: string;
  element?: object;
  property?: string;
  value?: string;
  /** What moddle-xml's handler threw, for content it could not read. */
  error?: Error;
}

/** The parts of moddle's (8.x) property descriptor the reader reads. */
interface Property {
  name: string;
  type: string;
  ns: { name: string };
  isMany?: boolean;
  isReference?: boolean;
  isAttr?: boolean;
  xml?: { serialize?: string };
  effectiveType?: string;
}

interface Descriptor {
  name: string;
  ns: { prefix: string };
  propertiesByName: Record<string, Property | undefined>;
  idProperty?: Property;
  bodyProperty?: Property;
}

/** A moddle element as the reader builds and links it. */
interface Element {
  readonly $descriptor: Descriptor;
  $parent?: object;
  $body?: string;
  $children?: object[];
  get(name: string): unknown;
  set(name: string, value: unknown): void;
  [key: string]: unknown;
}

type ElementType = (new (attrs?: object) => Element) & { $descriptor: Descriptor; hasType(type: string): boolean };

/** moddle-xml's (12.x) choice of the property a child element goes in: ElementHandler#getPropertyForNode. */
type PropertyForNode = (this: { model: BpmnModdle; type: ElementType }, node: { name: string; attributes: Record<string, string>; ns: Readonly<Record<string, string>> }) => Property;

/** A reference as moddle-xml collects it, resolved once the whole text is read. */
interface Reference {
  element: Element;
  property: string;
  id: string | undefined;
}

/** What to do with an attribute of an element of a type, by the reader's name of it. */
const enum AttributeKind {
  /** a declared, non-reference property: coerced and assigned */
  Property,
  /** a reference to one element, resolved at the end */
  Reference,
  /** whitespace-separated references (IDREFS) */
  References,
  /** anything else: through the element's `set`, into `$attrs` */
  Extension,
}

interface AttributeAction {
  kind: AttributeKind;
  /** Property: the property's name; references: its qualified name; Extension: the name given to `set`. */
  name: string;
  type: string;
  /** Extension: moddle-xml warns of an unknown attribute of a namespace it knows. */
  warn: boolean;
}

/** What kind of handler moddle-xml reads a child element with, and so what the reader does. */
const enum FrameKind {
  /** a typed element (ElementHandler) */
  Typed,
  /** an element of an unknown namespace (GenericElementHandler) */
  Generic,
  /** a simple-typed property written as an element, e.g. <bpmn:script> (ValueHandler) */
  Value,
  /** a reference written as an element, e.g. <bpmn:incoming> (ReferenceHandler) */
  Reference,
  /** an element moddle-xml could not read, with all inside it (NoopHandler): nothing is built */
  Skipped,
}

interface ChildAction {
  kind: FrameKind;
  property: Property;
  /** Typed: the child's type. */
  type: TypeInfo | undefined;
  /** The attribute (xsi:type) that may choose the child's type instead: the answer then depends on the node. */
  typedBy: string | undefined;
}

/** The reader's decisions for one element type, made once per type and name. */
interface TypeInfo {
  readonly Type: ElementType;
  readonly descriptor: Descriptor;
  readonly idName: string | undefined;
  readonly body: Property | undefined;
  readonly attributes: Map<string, AttributeAction>;
  readonly children: Map<string, ChildAction>;
}

class Fallback extends Error {}

/** What moddle-xml's handler throws for a child element; it warns and reads on without the element. */
class Unreadable extends Error {}

/** moddle-xml's URI → prefix defaults, before the packages' own. */
const DEFAULT_NS_MAP: Readonly<Record<string, string>> = {
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  xml: 'http://www.w3.org/XML/1998/namespace',
};
const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
/** moddle-xml's check of an id (QName characters). */
const ID_PATTERN = /^([a-z][\w-.]*:)?[a-z_][\w-.]*$/i;
const PREAMBLE_START_PATTERN = /^<\?xml /i;
const ENCODING_PATTERN = / encoding="([^"]+)"/i;
const UTF_8_PATTERN = /^utf-8$/i;
/** saxen's entity decoding: the five named entities (either case) and character references. */
const ENTITY_PATTERN = /&#(\d+);|&#x([0-9a-f]+);|&(\w+);/gi;
const ENTITIES: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  amp: '&',
  apos: "'",
  gt: '>',
  lt: '<',
  quot: '"',
  AMP: '&',
  APOS: "'",
  GT: '>',
  LT: '<',
  QUOT: '"',
});
const NO_ATTRIBUTES: Readonly<Record<string, string>> = Object.freeze({});
/** Decisions kept per element type (for attributes, for child elements): texts of made-up names must not grow them without end. */
const MAX_DECISIONS = 2000;

function replaceEntity(_: string, decimal: string | undefined, hex: string | undefined, name: string | undefined): string {
  if (name) return name in ENTITIES ? ENTITIES[name] : `&${name};`;
  if (decimal) return String.fromCharCode(Number(decimal));
  return String.fromCharCode(parseInt(hex as string, 16));
}

/** saxen's decodeEntities, which moddle-xml applies to every attribute value and text. */
function decode(text: string): string {
  return text.length > 3 && text.indexOf('&') !== -1 ? text.replace(ENTITY_PATTERN, replaceEntity) : text;
}

/** moddle's coerceType: the four simple types from their XML text, anything else unchanged. */
function coerce(type: string, value: string): unknown {
  switch (type) {
    case 'String':
      return value;
    case 'Boolean':
      return value === 'true';
    case 'Integer':
      return parseInt(value, 10);
    case 'Real':
      return parseFloat(value);
    default:
      return value;
  }
}

function isSimpleType(type: string): boolean {
  return type === 'String' || type === 'Boolean' || type === 'Integer' || type === 'Real';
}

/** saxen's name characters: letters, digits, `:`, `.`, `-`, `_` (ASCII only). */
function isNameChar(c: number): boolean {
  return (c > 96 && c < 123) || (c > 64 && c < 91) || (c > 47 && c < 59) || c === 46 || c === 45 || c === 95;
}

function isNameStart(c: number): boolean {
  return (c > 96 && c < 123) || (c > 64 && c < 91) || c === 95 || c === 58;
}

/** saxen's whitespace: space, \t, \n, \v, \f, \r. */
function isSpace(c: number): boolean {
  return c === 32 || (c > 8 && c < 14);
}

function fail(reason: string): never {
  throw new Fallback(reason);
}

/**
 * Reads a diagram's XML into the moddle tree lint runs on, in one pass over the text, for
 * what real exports contain — and gives up (a `ReaderFallback`) on anything else, so the
 * caller reads that text with moddle's own fromXML instead.
 *
 * moddle's fromXML (moddle-xml over saxen) builds, for every tag, a name proxy, an attribute
 * object, a decoded copy of it and a node object, then a handler that looks up the element's
 * property by searching the parent's properties, and for every attribute it parses the name
 * anew. Lint reads hundreds of files with the same few hundred (type, name) pairs: here what
 * to do with a child element is decided once per (parent type, child name), what to do with
 * an attribute once per (type, attribute name), and the tag is scanned straight into them.
 *
 * The tree is the one moddle-xml builds, not a look-alike: the same moddle element types
 * and generic elements (made by the moddle's own factories), the same calls of their `get`
 * and `set` in the same order — so the same own keys in the same order — the same `$parent`
 * links, references collected and resolved as moddle-xml does (unresolved ones dropped with
 * its warning), the same names for namespaces (XmlNamespaceMatrix), entities decoded and
 * values coerced as saxen and moddle do. Of moddle-xml's warnings it gives those real exports
 * raise — an encoding other than UTF-8, an unknown attribute of a known namespace, an
 * unresolved reference, and an element it cannot read (an unknown element of a known
 * namespace, an unknown xsi:type, an illegal or duplicate id: one in 17 of 810 distinct
 * exports of many tools), which it skips with all inside — word for word, with saxen's
 * positions. Anything else moddle-xml would warn about or fail on (malformed XML, text where
 * no body belongs…), and what the reader does not handle (`<!`
 * declarations other than comments and CDATA, a second root…), makes it give up: a fallback
 * is only slower, a wrong tree would be a bug. The equivalence test reads every fixture both
 * ways and compares all that rules can see.
 *
 * One instance per moddle (one per lint thread): its decisions are the moddle's type registry's.
 */
export class DiagramXmlReader {
  private readonly types = new Map<string, TypeInfo>();
  private readonly namespaces: XmlNamespaceMatrix;
  private readonly propertyForNode: PropertyForNode;
  /** Element and attribute names as read, by name as written; valid for one namespace matrix version. */
  private readonly names = new Map<string, string>();
  private readonly attributeNames = new Map<string, string>();
  /** Child actions chosen by an xsi:type, by type, name and attribute; valid for one version too. */
  private readonly typedChildren = new Map<string, ChildAction>();
  private namesVersion = -1;
  /** The moddle's GenericElementFactory (the lint moddle has one), which takes the attributes as lists. */
  private readonly generics: GenericElementFactory | undefined;

  // The open elements, innermost last, as parallel arrays: no object per element.
  private depth = 0;
  private readonly frameKinds: FrameKind[] = [];
  private readonly frameTypes: Array<TypeInfo | undefined> = [];
  /** Typed and generic: the element; value: the element the value goes in; reference: the reference. */
  private readonly frameTargets: Array<Element | Reference> = [];
  private readonly frameProperties: Array<Property | undefined> = [];
  private readonly frameBodies: Array<string | undefined> = [];
  private readonly frameNames: string[] = [];

  // One start tag's attributes: as written, then as read (declarations first, as saxen orders them).
  private readonly writtenNames: string[] = [];
  private readonly writtenValues: string[] = [];
  private readonly attributeNamesRead: string[] = [];
  private readonly attributeValuesRead: string[] = [];
  private attributeCount = 0;

  // One document's results.
  private warnings: ImportWarning[] = [];
  private references: Reference[] = [];
  private elementsById: Record<string, Element> = Object.create(null) as Record<string, Element>;

  constructor(private readonly moddle: BpmnModdle) {
    // As moddle-xml maps them for saxen: its defaults, then every package's URI to its prefix.
    const known = Object.create(null) as Record<string, string>;
    for (const [prefix, uri] of Object.entries(DEFAULT_NS_MAP)) known[uri] = prefix;
    const packages = (moddle as unknown as { getPackages(): Array<{ uri: string; prefix: string }> }).getPackages();
    for (const pkg of packages) known[pkg.uri] = pkg.prefix;
    this.namespaces = new XmlNamespaceMatrix(known);
    this.generics = GenericElementFactory.of(moddle);
    // moddle-xml does not export its handlers; a root handler's prototype chain reaches ElementHandler's.
    const root = new Reader({ model: moddle }).handler('bpmn:Definitions') as object;
    const handler = Object.getPrototypeOf(Object.getPrototypeOf(root)) as { getPropertyForNode: PropertyForNode };
    this.propertyForNode = handler.getPropertyForNode;
  }

  /** The tree and warnings `moddle.fromXML(xml, 'bpmn:Definitions')` gives, or why moddle-xml must read it. */
  read(xml: string): DiagramReading | ReaderFallback {
    this.warnings = [];
    this.references = [];
    this.elementsById = Object.create(null) as Record<string, Element>;
    this.depth = 0;
    this.namespaces.reset();
    try {
      const root = this.parse(xml);
      this.resolveReferences();
      return { rootElement: root as unknown as ModdleElement, warnings: this.warnings, elementsById: this.elementsById as unknown as Record<string, ModdleElement> };
    } catch (error) {
      // Whatever went wrong, moddle-xml's reading is the answer: it may well warn where this threw.
      return { fallback: error instanceof Fallback ? error.message : `unexpected ${String(error)}` };
    } finally {
      // nothing of this text is kept until the next one (values may be slices of the text)
      this.xml = '';
      this.frameTargets.length = 0;
      this.frameBodies.length = 0;
      this.writtenValues.length = 0;
      this.attributeValuesRead.length = 0;
      this.warnings = [];
      this.references = [];
      this.elementsById = Object.create(null) as Record<string, Element>;
    }
  }

  /** saxen's scan of the text (its parse loop, for a whole text), feeding moddle-xml's handlers' work. */
  private parse(xml: string): Element {
    this.xml = xml;
    const length = xml.length;
    let root: Element | undefined;
    let j = 0;
    for (;;) {
      const i = xml.charCodeAt(j) === 60 ? j : xml.indexOf('<', j);
      if (i === -1) {
        if (this.depth > 0) fail('unexpected end of file');
        if (root === undefined) fail('no root element');
        if (j < length && xml.substring(j).trim()) fail('text after the root element');
        return root;
      }
      if (j !== i) {
        if (this.depth > 0) this.text(xml, j, i);
        else if (xml.substring(j, i).trim()) fail('text outside the root element');
      }
      const next = xml.charCodeAt(i + 1);

      if (next === 33) {
        // <!
        const kind = xml.charCodeAt(i + 2);
        if (kind === 91 && xml.startsWith('CDATA[', i + 3)) {
          j = xml.indexOf(']]>', i);
          if (j === -1) fail('unclosed CDATA');
          if (this.depth === 0) fail('CDATA outside the root element');
          this.appendBody(xml.substring(i + 9, j));
          j += 3;
          continue;
        }
        if (kind === 45 && xml.charCodeAt(i + 3) === 45) {
          j = xml.indexOf('-->', i);
          if (j === -1) fail('unclosed comment');
          j += 3;
          continue;
        }
        fail('a <! declaration');
      }

      if (next === 63) {
        // <? … ?>
        j = xml.indexOf('?>', i);
        if (j === -1) fail('unclosed processing instruction');
        this.question(xml.substring(i, j + 2));
        j += 2;
        continue;
      }

      if (next === 47) {
        // </name>
        if (this.depth === 0) fail('a close tag without an open one');
        const name = this.frameNames[this.depth - 1];
        let p = i + 2 + name.length;
        if (!xml.startsWith(name, i + 2)) fail('mismatched close tag');
        while (isSpace(xml.charCodeAt(p))) p++;
        if (xml.charCodeAt(p) !== 62) fail('odd close tag');
        this.endElement();
        this.namespaces.endElement(false);
        j = p + 1;
        continue;
      }

      // <name attributes> or <name attributes/>
      if (!isNameStart(next)) fail('odd tag');
      let p = i + 2;
      while (isNameChar(xml.charCodeAt(p))) p++;
      const written = xml.substring(i + 1, p);
      const selfClosing = this.scanAttributes(xml, p);
      j = this.tagEnd;
      if (this.depth === 0 && root !== undefined) fail('a second root element');

      this.namespaces.startTag();
      this.readAttributes();
      const name = this.elementName(written);
      if (this.depth === 0) root = this.openRoot(name, written);
      else this.openChild(name, written, i);
      if (selfClosing) {
        this.endElement();
        this.namespaces.endElement(true);
      } else {
        this.namespaces.endStartTag(false);
      }
      j += 1;
    }
  }

  /** Where the last scanned start tag ends (its `>`). */
  private tagEnd = 0;
  /** The text being read, for the position of a warning. */
  private xml = '';

  /**
   * The attributes of a start tag from `start` (just after its name), strictly `name="value"` or
   * `name='value'` separated by whitespace, as written. Anything saxen would warn about or read
   * another way — a missing quote or `=`, spaces around `=`, a character after a value —
   * gives up. Answers whether the tag closes itself; `tagEnd` is its `>`.
   */
  private scanAttributes(xml: string, start: number): boolean {
    let p = start;
    let count = 0;
    let spaced = false;
    for (;;) {
      let c = xml.charCodeAt(p);
      if (isSpace(c)) {
        spaced = true;
        p++;
        continue;
      }
      if (c === 62) {
        this.tagEnd = p;
        this.attributeCount = count;
        return false;
      }
      if (c === 47 && xml.charCodeAt(p + 1) === 62) {
        this.tagEnd = p + 1;
        this.attributeCount = count;
        return true;
      }
      if (!spaced || !isNameStart(c)) fail('odd start tag');
      const nameStart = p;
      do c = xml.charCodeAt(++p);
      while (isNameChar(c));
      if (c !== 61) fail('an attribute without =');
      const quote = xml.charCodeAt(p + 1);
      if (quote !== 34 && quote !== 39) fail('an unquoted attribute value');
      const close = xml.indexOf(quote === 34 ? '"' : "'", p + 2);
      if (close === -1) fail('an unclosed attribute value');
      this.writtenNames[count] = xml.substring(nameStart, p);
      this.writtenValues[count] = xml.substring(p + 2, close);
      count++;
      p = close + 1;
      spaced = false;
    }
  }

  /**
   * The start tag's namespace declarations into the matrix, then its attributes as saxen hands
   * them on: declarations first under their written names, then the others with their prefix
   * mapped (or dropped, for the default namespace's), every value decoded.
   */
  private readAttributes(): void {
    const count = this.attributeCount;
    const names = this.attributeNamesRead;
    const values = this.attributeValuesRead;
    let read = 0;
    for (let k = 0; k < count; k++) {
      const name = this.writtenNames[k];
      if (name.charCodeAt(0) !== 120 || !name.startsWith('xmlns')) continue;
      if (name === 'xmlns:xml' && this.writtenValues[k] !== XML_NAMESPACE) fail('xmlns:xml rebound');
      let alias: string;
      if (name === 'xmlns') alias = 'xmlns';
      else if (name.charCodeAt(5) === 58) alias = name.substring(6);
      else continue;
      // saxen refuses xmlns:xmlns; an empty prefix is no declaration one can trust either
      if (name === 'xmlns:xmlns' || alias === '') fail('an odd namespace declaration');
      const uri = decode(this.writtenValues[k]);
      this.namespaces.declare(alias, uri);
      names[read] = name;
      values[read] = uri;
      read++;
    }
    if (this.namesVersion !== this.namespaces.version) {
      this.names.clear();
      this.attributeNames.clear();
      this.typedChildren.clear();
      this.namesVersion = this.namespaces.version;
    }
    for (let k = 0; k < count; k++) {
      let name = this.writtenNames[k];
      if (name.charCodeAt(0) === 120 && (name === 'xmlns' || name.startsWith('xmlns:'))) continue;
      if (name.indexOf(':') !== -1) name = this.attributeName(name);
      else if (name === '__proto__') fail('an attribute named __proto__');
      names[read] = name;
      values[read] = decode(this.writtenValues[k]);
      read++;
    }
    // saxen keeps the last of two attributes of one name (as read) in the first one's place.
    for (let a = 1; a < read; a++) {
      for (let b = 0; b < a; b++) if (names[a] === names[b]) fail('a repeated attribute');
    }
    this.attributeCount = read;
  }

  /** saxen's name of a prefixed attribute: the reader's prefix, or none in the default namespace. */
  private attributeName(written: string): string {
    let name = this.attributeNames.get(written);
    if (name === undefined) {
      const colon = written.indexOf(':');
      const prefix = this.namespaces.get(written.substring(0, colon));
      if (!prefix) fail(`an attribute of an undeclared prefix (${written})`);
      name = this.namespaces.get('xmlns') === prefix ? written.substring(colon + 1) : prefix + written.substring(colon);
      if (name === '__proto__') fail('an attribute named __proto__');
      this.attributeNames.set(written, name);
    }
    return name;
  }

  /** saxen's name of an element: `prefix:local` with the reader's prefix, or the default namespace's. */
  private elementName(written: string): string {
    let name = this.names.get(written);
    if (name === undefined) {
      const colon = written.indexOf(':');
      let prefix: string | undefined;
      let local = written;
      if (colon !== -1) {
        prefix = this.namespaces.get(written.substring(0, colon));
        if (!prefix) fail(`an element of an undeclared prefix (${written})`);
        local = written.substring(colon + 1);
      } else {
        prefix = this.namespaces.get('xmlns');
      }
      // moddle refuses names of two colons; an empty local name is no element
      if (local === '' || local.indexOf(':') !== -1) fail(`an odd element name (${written})`);
      name = prefix ? `${prefix}:${local}` : local;
      this.names.set(written, name);
    }
    return name;
  }

  /** The root: a bpmn:definitions, read as moddle-xml's RootElementHandler does. */
  private openRoot(name: string, written: string): Element {
    if (name !== 'bpmn:definitions') fail(`the root element is <${written}>`);
    const type = this.typeInfo('bpmn:Definitions');
    let element: Element;
    try {
      element = this.createElement(type);
    } catch (error) {
      // moddle-xml would read no root at all
      if (error instanceof Unreadable) fail(`the root's ${error.message}`);
      throw error;
    }
    this.push(FrameKind.Typed, type, element, undefined, written);
    return element;
  }

  /**
   * A child element from its start tag at `tagStart`. What moddle-xml's handler would throw on —
   * an unknown element of a known namespace, an unknown xsi:type, an illegal or duplicate id —
   * it turns into a warning and skips the element with all inside it (lax reading, as bpmn-moddle's
   * fromXML asks); so does the reader.
   */
  private openChild(name: string, written: string, tagStart: number): void {
    const top = this.depth - 1;
    const kind = this.frameKinds[top];
    if (kind === FrameKind.Skipped) {
      this.push(FrameKind.Skipped, undefined, undefined as unknown as Element, undefined, written);
      return;
    }
    if (kind === FrameKind.Generic) {
      const parent = this.frameTargets[top] as Element;
      const element = this.createGeneric(name);
      (parent.$children ??= []).push(element);
      element.$parent = parent;
      this.push(FrameKind.Generic, undefined, element, undefined, written);
      return;
    }
    if (kind !== FrameKind.Typed) fail(`an element inside a value or reference (${written})`);
    const parentType = this.frameTypes[top] as TypeInfo;
    const parent = this.frameTargets[top] as Element;
    let action: ChildAction;
    try {
      action = this.childAction(parentType, name);
    } catch (error) {
      if (error instanceof Fallback || !(error instanceof Error)) throw error;
      this.skip(error, written, tagStart);
      return;
    }
    const property = action.property;
    switch (action.kind) {
      case FrameKind.Value:
        // moddle-xml's ValueHandler never sees the node: its attributes are dropped
        this.push(FrameKind.Value, undefined, parent, property, written);
        return;
      case FrameKind.Reference: {
        const reference = { property: property.ns.name, id: '' } as unknown as Reference;
        if (property.isMany) (parent.get(property.name) as unknown[]).push(reference);
        else parent.set(property.name, reference);
        reference.element = parent;
        this.references.push(reference);
        this.push(FrameKind.Reference, undefined, reference, property, written);
        return;
      }
      case FrameKind.Generic: {
        const element = this.createGeneric(name);
        this.attach(parent, property, element);
        this.push(FrameKind.Generic, undefined, element, undefined, written);
        return;
      }
      default: {
        const type = action.type as TypeInfo;
        let element: Element;
        try {
          element = this.createElement(type);
        } catch (error) {
          if (!(error instanceof Unreadable)) throw error;
          this.skip(error, written, tagStart);
          return;
        }
        this.attach(parent, property, element);
        this.push(FrameKind.Typed, type, element, undefined, written);
      }
    }
  }

  /**
   * moddle-xml's handleError in lax mode for the start tag at `tagStart`: a warning worded as it
   * words it, with saxen's line and column (from 0) and the tag cut at its first space, then the
   * element read as nothing.
   */
  private skip(error: Error, written: string, tagStart: number): void {
    const xml = this.xml;
    let data = xml.substring(tagStart, this.tagEnd + 1);
    const space = data.indexOf(' ');
    if (space !== -1) data = `${data.slice(0, space)}>`;
    // saxen counts \r\n, \r and \n as one line break each
    let line = 0;
    let lineStart = 0;
    for (let k = 0; k < tagStart; k++) {
      const c = xml.charCodeAt(k);
      if (c !== 10 && c !== 13) continue;
      if (c === 13 && xml.charCodeAt(k + 1) === 10) k++;
      line++;
      lineStart = k + 1;
    }
    this.warnings.push({
      message: `unparsable content ${data} detected\n\tline: ${line}\n\tcolumn: ${tagStart - lineStart}\n\tnested error: ${error.message}`,
      error,
    });
    this.push(FrameKind.Skipped, undefined, undefined as unknown as Element, undefined, written);
  }

  private attach(parent: Element, property: Property, element: Element): void {
    if (property.isMany) (parent.get(property.name) as unknown[]).push(element);
    else parent.set(property.name, element);
    element.$parent = parent;
  }

  private push(kind: FrameKind, type: TypeInfo | undefined, target: Element | Reference, property: Property | undefined, written: string): void {
    const depth = this.depth++;
    this.frameKinds[depth] = kind;
    this.frameTypes[depth] = type;
    this.frameTargets[depth] = target;
    this.frameProperties[depth] = property;
    this.frameBodies[depth] = undefined;
    this.frameNames[depth] = written;
  }

  /** The innermost element ends, as its moddle-xml handler's handleEnd. */
  private endElement(): void {
    const top = --this.depth;
    const body = this.frameBodies[top];
    const target = this.frameTargets[top];
    switch (this.frameKinds[top]) {
      case FrameKind.Typed: {
        const bodyProperty = (this.frameTypes[top] as TypeInfo).body;
        if (bodyProperty !== undefined && body !== undefined) (target as Element).set(bodyProperty.name, coerce(bodyProperty.type, body));
        break;
      }
      case FrameKind.Generic:
        if (body) (target as Element).$body = body;
        break;
      case FrameKind.Skipped:
        break;
      case FrameKind.Value: {
        const property = this.frameProperties[top] as Property;
        const value = coerce(property.type, body || '');
        if (property.isMany) ((target as Element).get(property.name) as unknown[]).push(value);
        else (target as Element).set(property.name, value);
        break;
      }
      default:
        (target as Reference).id = body;
    }
    this.frameTargets[top] = undefined as unknown as Element;
  }

  /** Text between tags: moddle-xml drops what is only whitespace once decoded. */
  private text(xml: string, start: number, end: number): void {
    let k = start;
    for (; k < end; k++) {
      const c = xml.charCodeAt(k);
      if (c !== 32 && c !== 10 && c !== 13 && c !== 9) break;
    }
    if (k === end) return;
    const text = decode(xml.substring(start, end));
    if (!text.trim()) return;
    this.appendBody(text);
  }

  private appendBody(text: string): void {
    const top = this.depth - 1;
    if (this.frameKinds[top] === FrameKind.Skipped) return;
    if (this.frameKinds[top] === FrameKind.Typed && (this.frameTypes[top] as TypeInfo).body === undefined) fail('text where no body belongs');
    this.frameBodies[top] = (this.frameBodies[top] || '') + text;
  }

  /** moddle-xml warns of an XML declaration naming an encoding other than UTF-8 (the text is read as UTF-8). */
  private question(question: string): void {
    if (!PREAMBLE_START_PATTERN.test(question)) return;
    const match = ENCODING_PATTERN.exec(question);
    const encoding = match && match[1];
    if (!encoding || UTF_8_PATTERN.test(encoding)) return;
    this.warnings.push({ message: `unsupported document encoding <${encoding}>, falling back to UTF-8` });
  }

  /** moddle-xml's ElementHandler#createElement and the context's addElement, for the current start tag. */
  private createElement(type: TypeInfo): Element {
    const element = new type.Type(NO_ATTRIBUTES);
    const names = this.attributeNamesRead;
    const values = this.attributeValuesRead;
    for (let k = 0; k < this.attributeCount; k++) {
      const name = names[k];
      const value = values[k];
      const action = this.attributeAction(type, name);
      switch (action.kind) {
        case AttributeKind.Property:
          // what the lint moddle's set does for a declared, non-reference property (DataPropertyElementFactory)
          element[action.name] = coerce(action.type, value);
          break;
        case AttributeKind.Reference:
          this.references.push({ element, property: action.name, id: value });
          break;
        case AttributeKind.References:
          for (const id of value.split(' ')) this.references.push({ element, property: action.name, id });
          break;
        default:
          if (action.warn) this.warnings.push({ message: `unknown attribute <${name}>`, element, property: name, value });
          element.set(action.name, value);
      }
    }
    const idName = type.idName;
    if (idName !== undefined) {
      const id = element[idName];
      if (id) {
        // moddle-xml's context throws after the element is made: its references stay collected
        if (!ID_PATTERN.test(id as string)) throw new Unreadable(`illegal ID <${String(id)}>`);
        if (this.elementsById[id as string]) throw new Unreadable(`duplicate ID <${String(id)}>`);
        this.elementsById[id as string] = element;
      }
    }
    return element;
  }

  /** moddle-xml's GenericElementHandler#createElement: moddle's createAny with the attributes as read. */
  private createGeneric(name: string): Element {
    const colon = name.indexOf(':');
    const uri = this.namespaces.get(`${colon === -1 ? 'undefined' : name.substring(0, colon)}$uri`);
    if (this.generics) return this.generics.createWithAttributes(name, uri, this.attributeNamesRead, this.attributeValuesRead, this.attributeCount) as unknown as Element;
    const attributes: Record<string, string> = {};
    for (let k = 0; k < this.attributeCount; k++) attributes[this.attributeNamesRead[k]] = this.attributeValuesRead[k];
    const createAny = (this.moddle as unknown as { createAny(name: string, uri: string | undefined, attributes: object): Element }).createAny;
    return createAny.call(this.moddle, name, uri, attributes);
  }

  private attributeAction(type: TypeInfo, name: string): AttributeAction {
    let action = type.attributes.get(name);
    if (action === undefined) {
      const property = type.descriptor.propertiesByName[name];
      if (property && property.isReference) {
        action = { kind: property.isMany ? AttributeKind.References : AttributeKind.Reference, name: property.ns.name, type: '', warn: false };
      } else if (property) {
        action = { kind: AttributeKind.Property, name: property.name, type: property.type, warn: false };
      } else if (name === 'xmlns') {
        action = { kind: AttributeKind.Extension, name: ':xmlns', type: '', warn: false };
      } else {
        // moddle-xml warns when the attribute's prefix (the element's, if none) is a package's
        const parts = name.split(':');
        if (parts.length > 2) fail(`an odd attribute name (${name})`);
        const prefix = parts.length === 1 ? type.descriptor.ns.prefix : parts[0];
        const known = (this.moddle as unknown as { getPackage(prefix: string): unknown }).getPackage(prefix);
        action = { kind: AttributeKind.Extension, name, type: '', warn: Boolean(known) };
      }
      if (type.attributes.size < MAX_DECISIONS) type.attributes.set(name, action);
    }
    return action;
  }

  /**
   * What moddle-xml does with a child element of this name in an element of this type: its
   * own getPropertyForNode, asked once; a property whose element type an attribute (xsi:type)
   * may choose is asked again for each child that has the attribute.
   */
  private childAction(type: TypeInfo, name: string): ChildAction {
    let action = type.children.get(name);
    if (action === undefined) {
      const declared = type.descriptor.propertiesByName[name];
      const serialize = declared && !declared.isAttr ? declared.xml?.serialize : undefined;
      const typedBy = serialize && serialize !== 'property' ? serialize : undefined;
      action = this.action(type, name, NO_ATTRIBUTES, typedBy);
      if (type.children.size < MAX_DECISIONS) type.children.set(name, action);
    }
    if (action.typedBy !== undefined) {
      const value = this.attributeValue(action.typedBy);
      if (value) {
        const key = `${type.descriptor.name}\u0000${name}\u0000${value}`;
        let typed = this.typedChildren.get(key);
        if (typed === undefined) {
          typed = this.action(type, name, { [action.typedBy]: value }, undefined);
          this.typedChildren.set(key, typed);
        }
        return typed;
      }
    }
    return action;
  }

  private action(type: TypeInfo, name: string, attributes: Record<string, string>, typedBy: string | undefined): ChildAction {
    // moddle-xml lets an unknown element or type throw, and warns: it must read this text itself
    const property = this.propertyForNode.call({ model: this.moddle, type: type.Type }, { name, attributes, ns: this.namespaces.current() });
    const effective = property.effectiveType || property.type;
    if (isSimpleType(effective)) return { kind: FrameKind.Value, property, type: undefined, typedBy };
    if (property.isReference) return { kind: FrameKind.Reference, property, type: undefined, typedBy };
    if (effective === 'Element') return { kind: FrameKind.Generic, property, type: undefined, typedBy };
    return { kind: FrameKind.Typed, property, type: this.typeInfo(effective), typedBy };
  }

  private attributeValue(name: string): string | undefined {
    for (let k = 0; k < this.attributeCount; k++) if (this.attributeNamesRead[k] === name) return this.attributeValuesRead[k];
    return undefined;
  }

  private typeInfo(name: string): TypeInfo {
    let info = this.types.get(name);
    if (info === undefined) {
      const Type = (this.moddle as unknown as { getType(name: string): ElementType | undefined }).getType(name);
      if (!Type) fail(`an unknown type <${name}>`);
      const descriptor = Type.$descriptor;
      info = {
        Type,
        descriptor,
        idName: descriptor.idProperty?.name,
        body: descriptor.bodyProperty,
        attributes: new Map(),
        children: new Map(),
      };
      this.types.set(name, info);
    }
    return info;
  }

  /** moddle-xml's resolveReferences: in the order collected; an unresolved one is dropped with a warning. */
  private resolveReferences(): void {
    const elementsById = this.elementsById;
    const references = this.references;
    for (let i = 0; i < references.length; i++) {
      const r = references[i];
      const element = r.element;
      const reference = elementsById[r.id as string];
      const property = element.$descriptor.propertiesByName[r.property] as Property;
      if (!reference) this.warnings.push({ message: `unresolved reference <${r.id}>`, element, property: r.property, value: r.id });
      if (property.isMany) {
        const collection = element.get(property.name) as unknown[];
        let index = collection.indexOf(r);
        if (index === -1) index = collection.length;
        if (!reference) collection.splice(index, 1);
        else collection[index] = reference;
      } else {
        element.set(property.name, reference);
      }
    }
  }
}
