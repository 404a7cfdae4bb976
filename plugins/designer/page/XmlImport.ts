import type { ApiClient } from '../../../contracts/workbench/ApiClient.ts';
import { importedProcessOf } from '../../../contracts/bpmn/BpmnElements.ts';
import { BpmnXmlReader } from '../../../contracts/bpmn/BpmnXmlReader.ts';
import { HttpError } from '../../../core/http/HttpError.ts';
import { rhTranslate } from '../modeler/modules/translate/RhTranslate.ts';
import { zhCN } from '../zhCN.ts';

/** What 导入 XML takes (spec 002 §2.2): one BPMN file, by its name, whichever way it came (click or drop). */
const ACCEPTED = /\.(bpmn|xml)$/i;

export function isXmlFileName(name: string): boolean {
  return ACCEPTED.test(name);
}

/** The encoding a file declares in its XML prolog, if any (`<?xml … encoding="GBK"?>`). */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const prolog = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/i.exec(prolog)?.[1];
}

function decoderFor(label: string): TextDecoder | undefined {
  try {
    return new TextDecoder(label, { fatal: true });
  } catch {
    return undefined;
  }
}

/**
 * The file's text. UTF-8 as the designer writes it; a file that is not valid UTF-8 is read in
 * the encoding its prolog declares (or GB18030, what Chinese Windows tools write), and the
 * fallback is reported, since a character may have been read wrongly.
 */
export async function readXmlFile(file: Blob): Promise<{ text: string; warnings: string[] }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), warnings: [] };
  } catch {
    const declared = declaredEncoding(bytes);
    const label = declared && declared.toLowerCase() !== 'utf-8' && decoderFor(declared) ? declared : 'gb18030';
    return { text: new TextDecoder(label).decode(bytes), warnings: [zhCN.importResult.encodingFallback(label.toUpperCase())] };
  }
}

/** bpmn-js' importXML: its typings say strings, it gives Errors. */
export interface ImportTarget {
  importXML(xml: string): Promise<{ warnings: ReadonlyArray<string | { message: string }> }>;
}

export type XmlImportOutcome =
  | {
      kind: 'imported';
      /** The imported process's own id and name, when the server renamed them to the page's. */
      renamedFrom?: { id: string; name: string };
      warnings: string[];
    }
  | { kind: 'failed'; msg: string };

/**
 * 导入 XML: the server checks the text and renames its process to the page's key and name
 * (checkBpmnXml, the rule), then bpmn-js draws the answer. What either had to say reaches the
 * administrator: the server's refusal, the reader's warnings about the file as it came
 * (unresolved references, unknown content: the server's rewrite drops them silently) and
 * bpmn-js' about the drawing (a DI edge it could not draw).
 */
export class XmlImport {
  private readonly reader = new BpmnXmlReader();

  constructor(private readonly api: ApiClient) {}

  async run(target: ImportTarget, xml: string, key: string, processName: string): Promise<XmlImportOutcome> {
    let renamed: string;
    try {
      renamed = (await this.api.post('/workflow/processDef/checkBpmnXml', { body: { newId: key, newName: processName, xml }, silent: true })).data.newBpmnXml;
    } catch (error) {
      return { kind: 'failed', msg: error instanceof HttpError ? error.msg : zhCN.importResult.failed };
    }
    const warnings: string[] = [];
    let renamedFrom: { id: string; name: string } | undefined;
    try {
      const { definitions, warnings: read } = await this.reader.read(xml);
      warnings.push(...read);
      const process = importedProcessOf(definitions);
      const id = process?.id ?? '';
      const name = process?.name ?? '';
      if (id !== key.trim() || name !== processName.trim()) renamedFrom = { id, name };
    } catch {
      // The server read it: a reader that cannot is not the administrator's concern here.
    }
    try {
      const drawn = await target.importXML(renamed);
      warnings.push(...drawn.warnings.map((warning) => rhTranslate(typeof warning === 'string' ? warning : warning.message)));
    } catch (error) {
      return { kind: 'failed', msg: error instanceof Error ? rhTranslate(error.message) : zhCN.importResult.failed };
    }
    return { kind: 'imported', renamedFrom, warnings: [...new Set(warnings)] };
  }
}
