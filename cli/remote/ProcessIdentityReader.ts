import type { ModdleElement } from 'bpmn-moddle';
import { BpmnXmlReader } from '../../contracts/bpmn/BpmnXmlReader.ts';

/** The key and name a diagram is deployed under: its process's id and name. */
export interface ProcessIdentity {
  processDefinitionKey: string;
  processName: string;
}

/**
 * Reads a diagram's process id and name, as the designer sends them as processDefinitionKey
 * and processName: the executable process, else the first one. Undefined when the XML
 * cannot be read or holds no process (the lint says why).
 */
export class ProcessIdentityReader {
  constructor(private readonly reader: BpmnXmlReader = new BpmnXmlReader()) {}

  async read(xml: string): Promise<Partial<ProcessIdentity>> {
    let definitions: ModdleElement;
    try {
      definitions = (await this.reader.read(xml)).definitions as unknown as ModdleElement;
    } catch {
      return {};
    }
    const roots = ((definitions as unknown as { rootElements?: ModdleElement[] }).rootElements ?? []).filter((root) => root.$type === 'bpmn:Process');
    const process = roots.find((root) => (root as unknown as { isExecutable?: boolean }).isExecutable) ?? roots[0];
    if (!process) return {};
    const { id, name } = process as unknown as { id?: string; name?: string };
    return { ...(id ? { processDefinitionKey: id } : {}), ...(name?.trim() ? { processName: name.trim() } : {}) };
  }
}
