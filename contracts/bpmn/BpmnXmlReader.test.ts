import { describe, expect, it } from 'vitest';
import { BpmnXmlReader, MAX_BPMN_XML_BYTES } from './BpmnXmlReader.ts';
import { RongheExtensionReader } from './RongheExtensionReader.ts';
import type { BpmnProcess, BpmnUserTask, ModdleElement } from './BpmnElements.ts';
import { DiagramBuilder } from './testing/DiagramBuilder.ts';

const reader = new BpmnXmlReader();

async function refusal(xml: unknown): Promise<{ code: string; message: string }> {
  try {
    await reader.read(xml);
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a refusal');
}

describe('BpmnXmlReader', () => {
  it('refuses a DOCTYPE before parsing, so entities never expand', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>
      <bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"><bpmn:process id="p" name="&lol2;"/></bpmn:definitions>`;
    expect(await refusal(bomb)).toMatchObject({ code: 'XML_DOCTYPE_FORBIDDEN', message: '流程图不能包含 DOCTYPE 或 ENTITY 声明' });
    expect((await refusal('<!ENTITY x SYSTEM "file:///etc/passwd"><a/>')).code).toBe('XML_DOCTYPE_FORBIDDEN');
    expect((await refusal('<! doctype html><a/>')).code).toBe('XML_DOCTYPE_FORBIDDEN');
  });

  it('refuses text over the size limit, counting UTF-8 bytes', async () => {
    const padding = '<!--' + '流'.repeat(Math.ceil(MAX_BPMN_XML_BYTES / 3)) + '-->';
    const xml = new DiagramBuilder().start('s').toXml() + padding;
    expect(xml.length).toBeLessThan(MAX_BPMN_XML_BYTES);
    expect(await refusal(xml)).toMatchObject({ code: 'XML_TOO_LARGE', message: '流程图超过大小限制（2048KB）' });
  });

  it('refuses empty text, non-text and XML that is not BPMN', async () => {
    expect((await refusal('  ')).code).toBe('XML_EMPTY');
    expect((await refusal(42)).code).toBe('XML_NOT_TEXT');
    expect((await refusal('<a><b></a>')).code).toBe('XML_UNREADABLE');
    expect((await refusal('<note>hello</note>')).code).toMatch(/XML_UNREADABLE|XML_NOT_DEFINITIONS/);
  });

  it('reads the rh extension back into plain data', async () => {
    const xml = new DiagramBuilder('p', { formKeys: ['agreementForm', ' '] })
      .start('s')
      .userTask('t', '会签', {
        users: ['7'],
        departments: ['3'],
        variable: '${initiator}',
        multi: { type: 'completeMultiInst', sequential: true, percentage: 60 },
        noManager: '1',
        serialAutoComplete: true,
        buttons: [{ id: 'complete', name: '同意', enabled: true }],
      })
      .exclusive('g')
      .order('g', [['b', 2], ['a', 1]])
      .toXml();
    const { definitions } = await reader.read(xml);
    const process = definitions.rootElements![0] as BpmnProcess;
    const task = process.flowElements!.find((e: ModdleElement) => e.id === 't') as BpmnUserTask;
    const gateway = process.flowElements!.find((e: ModdleElement) => e.id === 'g')!;
    const extension = new RongheExtensionReader();
    expect(extension.formKeys(process)).toEqual(['agreementForm']);
    expect(extension.candidateCondition(task)).toEqual({
      companyList: [],
      departmentList: [{ deptId: '3', name: '3' }],
      roleList: [],
      userList: [{ userId: '7', chineseName: '7' }],
      variable: '${initiator}',
    });
    expect(extension.multiActorAction(task)).toEqual({ type: 'completeMultiInst', isSequential: true, completePercentage: 60, condition: '' });
    expect(extension.assigneeBehaviour(task)).toEqual({ noManager: '1', initiatorAutoComplete: false, serialAutoComplete: true });
    expect(extension.buttons(task)).toEqual([{ id: 'complete', name: '同意', custom: false, enabled: true, editable: true }]);
    expect(extension.flowOrder(gateway)).toEqual([{ flowId: 'a', seq: 1 }, { flowId: 'b', seq: 2 }]);
  });
});
