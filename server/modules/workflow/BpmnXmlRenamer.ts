import { ApiError } from '../../http/ApiError.ts';
import { importedProcessOf } from '../../../contracts/bpmn/BpmnElements.ts';
import { BpmnXmlError } from '../../../contracts/bpmn/BpmnXmlError.ts';
import type { BpmnXmlReader } from '../../../contracts/bpmn/BpmnXmlReader.ts';
import { createRongheModdle } from '../../../contracts/bpmn/RongheModdle.ts';
import { zhCN } from './zhCN.ts';

/** An XML NCName: what BPMN ids (xsd:ID) may be. */
const NC_NAME = /^[A-Za-z_][\w.-]*$/;

/**
 * checkBpmnXml: an imported diagram gets the designer's process id and name. The XML goes
 * through the shared guard (size, no DOCTYPE or entities) and bpmn-moddle; references to the
 * process (the diagram plane, a collaboration's participant) are objects in the parsed tree,
 * so they follow the new id when it is written back.
 */
export class BpmnXmlRenamer {
  constructor(private readonly reader: BpmnXmlReader) {}

  async rename(xml: string, newId: string, newName: string): Promise<string> {
    const id = newId.trim();
    if (!NC_NAME.test(id)) throw new ApiError(400, zhCN.errors.processIdInvalid);
    let definitions;
    try {
      definitions = (await this.reader.read(xml)).definitions;
    } catch (error) {
      if (error instanceof BpmnXmlError) throw new ApiError(400, error.message);
      throw error;
    }
    const process = importedProcessOf(definitions);
    if (!process) throw new ApiError(400, zhCN.errors.noProcessInXml);
    process.set('id', id);
    process.set('name', newName.trim());
    const { xml: renamed } = await createRongheModdle().toXML(definitions, { format: true });
    return renamed;
  }
}
