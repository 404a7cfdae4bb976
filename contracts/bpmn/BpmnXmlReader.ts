import type { ModdleElement } from 'bpmn-moddle';
import { isBpmn, type BpmnDefinitions } from './BpmnElements.ts';
import { BpmnXmlError } from './BpmnXmlError.ts';
import { ForeignPrefixRenamer } from './ForeignPrefixRenamer.ts';
import { createRongheModdle } from './RongheModdle.ts';
import { zhCN } from './zhCN.ts';

/** 2 MiB of UTF-8: far above any hand-drawn approval process, far below what hurts a server. */
export const MAX_BPMN_XML_BYTES = 2 * 1024 * 1024;

export interface BpmnReadResult {
  definitions: BpmnDefinitions;
  /** Non-fatal findings of the lax moddle reader (unknown attributes and the like). */
  warnings: string[];
}

/*
 * A DOCTYPE is the door to entity expansion ("billion laughs") and external entities. BPMN
 * never needs one, so any declaration is refused outright rather than parsed carefully.
 */
const DECLARATION = /<!\s*(DOCTYPE|ENTITY)/i;

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      // a surrogate pair is one 4-byte code point
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Reads diagram XML with bpmn-moddle and the rh and camunda extensions (a foreign binding of
 * their prefixes renamed first, ForeignPrefixRenamer), after the checks that must come
 * before any parser sees the text: type, size, and no DOCTYPE/ENTITY declarations.
 * Browser-safe (no Node APIs): the designer, the CLI and the server share it.
 */
export class BpmnXmlReader {
  private readonly prefixes = new ForeignPrefixRenamer();

  constructor(private readonly maxBytes: number = MAX_BPMN_XML_BYTES) {}

  /**
   * The guard alone, for callers that want the refusal before doing other work. A plain
   * method rather than an assertion signature, so callers need no type annotations.
   */
  assertAcceptable(xml: unknown): void {
    this.accepted(xml);
  }

  private accepted(xml: unknown): string {
    if (typeof xml !== 'string') throw new BpmnXmlError('XML_NOT_TEXT', zhCN.xml.notText);
    if (xml.trim().length === 0) throw new BpmnXmlError('XML_EMPTY', zhCN.xml.empty);
    // cheap bound first: a UTF-8 character is at most 3 bytes per UTF-16 unit
    if (xml.length > this.maxBytes || (xml.length * 3 > this.maxBytes && utf8Length(xml) > this.maxBytes)) {
      throw new BpmnXmlError('XML_TOO_LARGE', zhCN.xml.tooLarge(Math.floor(this.maxBytes / 1024)));
    }
    if (DECLARATION.test(xml)) throw new BpmnXmlError('XML_DOCTYPE_FORBIDDEN', zhCN.xml.doctypeForbidden);
    return xml;
  }

  async read(xml: unknown): Promise<BpmnReadResult> {
    const text = this.accepted(xml);
    let root: ModdleElement;
    let warnings: Array<{ message: string }>;
    try {
      const parsed = await createRongheModdle().fromXML(this.prefixes.rename(text), 'bpmn:Definitions');
      root = parsed.rootElement;
      warnings = parsed.warnings;
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new BpmnXmlError('XML_UNREADABLE', zhCN.xml.unreadable(reason), { cause: error });
    }
    if (!isBpmn<BpmnDefinitions>(root, 'bpmn:Definitions')) {
      throw new BpmnXmlError('XML_NOT_DEFINITIONS', zhCN.xml.notDefinitions);
    }
    return { definitions: root, warnings: warnings.map((warning) => warning.message) };
  }
}
