import { describe, expect, it } from 'vitest';
import { ContractApiClient } from '../../../core/http/ContractApiClient.ts';
import { FakeHttpClient } from '../../../core/react/testing/index.ts';
import { XmlImport, isXmlFileName, readXmlFile } from './XmlImport.ts';

const diagram = (id: string, name: string, extra = '') => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="Definitions_1" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${id}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始" />${extra}
  </bpmn:process>
</bpmn:definitions>`;

/** What the server answers: the same diagram under the page's key and name. */
const RENAMED = diagram('leave', '请假审批');

function importer(http: FakeHttpClient) {
  const drawn: string[] = [];
  const target = (warnings: Array<{ message: string }> = []) => ({
    importXML: async (xml: string) => {
      drawn.push(xml);
      return { warnings };
    },
  });
  return { xmlImport: new XmlImport(new ContractApiClient(http)), target, drawn };
}

describe('导入 XML', () => {
  it('shows the server’s reason when it refuses the file, and draws nothing', async () => {
    const { xmlImport, target, drawn } = importer(new FakeHttpClient().failOn('POST', '/workflow/processDef/checkBpmnXml', 400, '流程图 XML 无法解析：unexpected end of file'));
    expect(await xmlImport.run(target(), '<bpmn:definitions', 'leave', '请假审批')).toEqual({ kind: 'failed', msg: '流程图 XML 无法解析：unexpected end of file' });
    expect(drawn).toEqual([]);
  });

  it('says which process id and name were replaced by the page’s, and draws the renamed diagram', async () => {
    const http = new FakeHttpClient().on('POST', '/workflow/processDef/checkBpmnXml', { newBpmnXml: RENAMED });
    const { xmlImport, target, drawn } = importer(http);
    const outcome = await xmlImport.run(target(), diagram('Process_purchase', '采购审批'), 'leave', '请假审批');
    expect(outcome).toEqual({ kind: 'imported', renamedFrom: { id: 'Process_purchase', name: '采购审批' }, warnings: [] });
    expect(drawn).toEqual([RENAMED]);
    expect(http.calls[0].body).toEqual({ newId: 'leave', newName: '请假审批', xml: diagram('Process_purchase', '采购审批') });
  });

  it('says nothing about a rename when the file already had the page’s id and name', async () => {
    const { xmlImport, target } = importer(new FakeHttpClient().on('POST', '/workflow/processDef/checkBpmnXml', { newBpmnXml: RENAMED }));
    expect(await xmlImport.run(target(), RENAMED, 'leave', '请假审批')).toEqual({ kind: 'imported', warnings: [] });
  });

  it('lists the reader’s warnings about the file as it came and bpmn-js’ about the drawing', async () => {
    const { xmlImport, target } = importer(new FakeHttpClient().on('POST', '/workflow/processDef/checkBpmnXml', { newBpmnXml: RENAMED }));
    const unresolved = diagram('leave', '请假审批', '\n    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_gone" />');
    const outcome = await xmlImport.run(target([{ message: 'no bpmnElement referenced in <bpmndi:BPMNEdge id="Flow_1_di" />' }]), unresolved, 'leave', '请假审批');
    expect(outcome.kind === 'imported' && outcome.warnings).toEqual([expect.stringContaining('unresolved reference <Activity_gone>'), 'no bpmnElement referenced in <bpmndi:BPMNEdge id="Flow_1_di" />']);
  });

  it('takes .bpmn and .xml files only', () => {
    expect(isXmlFileName('合同审批.bpmn')).toBe(true);
    expect(isXmlFileName('leave.XML')).toBe(true);
    expect(isXmlFileName('notes.txt')).toBe(false);
    expect(isXmlFileName('diagram.bpmn.txt')).toBe(false);
  });

  it('reads UTF-8 as it is, and a GBK file in its declared encoding with a warning', async () => {
    expect(await readXmlFile(new Blob([RENAMED]))).toEqual({ text: RENAMED, warnings: [] });
    const prolog = new TextEncoder().encode('<?xml version="1.0" encoding="GBK"?><a name="');
    // 请假 in GBK
    const gbk = new Blob([prolog, new Uint8Array([0xc7, 0xeb, 0xbc, 0xd9]), new TextEncoder().encode('"/>')]);
    const { text, warnings } = await readXmlFile(gbk);
    expect(text).toBe('<?xml version="1.0" encoding="GBK"?><a name="请假"/>');
    expect(warnings).toEqual(['文件不是 UTF-8 编码，已按 GBK 读取，请核对中文是否正确']);
  });
});
