import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EventBus from 'diagram-js/lib/core/EventBus';
import { BpmnXmlReader } from '../../../../../contracts/bpmn/BpmnXmlReader.ts';
import type { BpmnDefinitions } from '../../../../../contracts/bpmn/BpmnElements.ts';
import { DiagramBuilder } from '../../../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { defaultDiagramXml } from '../../../page/DefaultDiagram.ts';
import type { DiagramElement } from '../DiagramServices.ts';
import { DeployMarkers, FINDINGS_CHANGED_EVENT, ILLEGAL_MARKER, LIVE_CHECK_DELAY_MS, type Finding } from './DeployMarkers.ts';

interface Harness {
  bus: EventBus;
  markers: DeployMarkers;
  marked: Map<string, Set<string>>;
  overlays: string[];
  announced: Array<readonly Finding[]>;
}

async function harness(xml: string = defaultDiagramXml('leave', '请假审批')): Promise<Harness> {
  const { definitions } = await new BpmnXmlReader().read(xml);
  const process = (definitions as unknown as { rootElements: Array<{ id: string; flowElements: Array<{ id: string; name?: string; $type: string }> }> }).rootElements[0];
  const root = { id: process.id, type: 'bpmn:Process', businessObject: process } as unknown as DiagramElement;
  const elements = new Map<string, DiagramElement>([[root.id, root]]);
  for (const node of process.flowElements) elements.set(node.id, { id: node.id, type: node.$type, parent: root, businessObject: node } as unknown as DiagramElement);
  const marked = new Map<string, Set<string>>();
  const overlays: string[] = [];
  const bus = new EventBus();
  const announced: Array<readonly Finding[]> = [];
  bus.on(FINDINGS_CHANGED_EVENT, (event: { findings: readonly Finding[] }) => announced.push(event.findings));
  const markers = new DeployMarkers(
    bus as never,
    {
      addMarker: (element, marker) => marked.set(element.id, new Set([...(marked.get(element.id) ?? []), marker])),
      removeMarker: (element, marker) => marked.get(element.id)?.delete(marker),
    },
    { add: (element) => String(overlays.push(element.id)), remove: () => overlays.splice(0) },
    { get: (id) => elements.get(id) },
    { getDefinitions: () => definitions as BpmnDefinitions },
  );
  return { bus, markers, marked, overlays, announced };
}

describe('the live deploy markers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mark the user task without a handler and list the missing form as a process finding', async () => {
    const { markers, marked, overlays } = await harness();
    const findings = await markers.checkNow();
    expect(findings.map(({ nodeId, errCode, processLevel }) => [nodeId, errCode, processLevel])).toEqual(
      expect.arrayContaining([
        ['Activity_1', 'CANDIDATE_REQUIRED', false],
        ['leave', 'FORM_REQUIRED', true],
      ]),
    );
    expect(marked.get('Activity_1')?.has(ILLEGAL_MARKER)).toBe(true);
    expect(marked.get('leave')).toBeUndefined();
    expect(overlays).toEqual(['Activity_1']);
  });

  it('check again once the edits pause, announcing what they found', async () => {
    const { bus, announced } = await harness();
    bus.fire('commandStack.changed', {});
    bus.fire('commandStack.changed', {});
    expect(announced).toEqual([]);
    await vi.advanceTimersByTimeAsync(LIVE_CHECK_DELAY_MS);
    expect(announced).toHaveLength(1);
    expect(announced[0].some((finding) => finding.errCode === 'CANDIDATE_REQUIRED')).toBe(true);
  });

  it('judge conditions and bound forms against the company’s forms once the page gives them', async () => {
    const xml = new DiagramBuilder('leave', { formKeys: ['leaveForm'] })
      .start('s')
      .userTask('manager', '部门经理审批', { users: ['3'] })
      .exclusive('g')
      .end('e')
      .flow('f1', 's', 'manager')
      .flow('f2', 'manager', 'g')
      .flow('long', 'g', 'e', { condition: '${dayz > 3}' })
      .flow('short', 'g', 'e', { condition: '${days <= 3}' })
      .toXml();
    const { markers, marked, announced } = await harness(xml);
    expect(await markers.checkNow()).toEqual([]);
    markers.setFormContext({ forms: [{ formKey: 'leaveForm', variableNames: ['days'] }] });
    await vi.advanceTimersByTimeAsync(LIVE_CHECK_DELAY_MS);
    expect(announced.at(-1)?.map(({ nodeId, errCode }) => [nodeId, errCode])).toEqual([['long', 'CONDITION_VARIABLE_UNKNOWN']]);
    expect(marked.get('long')?.has(ILLEGAL_MARKER)).toBe(true);
    markers.setFormContext({ forms: [] });
    expect((await markers.checkNow()).map(({ nodeId, errCode, processLevel }) => [nodeId, errCode, processLevel])).toEqual([['leave', 'FORM_NOT_FOUND', true]]);
  });

  it('paint the server’s illegal nodes by name until the diagram changes', async () => {
    const { bus, markers, marked } = await harness();
    const painted = markers.showServerFindings([{ nodeId: 'StartEvent_1', errCode: 'NODE_NAME_REQUIRED' }]);
    expect(painted).toEqual([expect.objectContaining({ nodeId: 'StartEvent_1', name: '开始', source: 'server' })]);
    expect(marked.get('StartEvent_1')?.has(ILLEGAL_MARKER)).toBe(true);
    bus.fire('commandStack.changed', {});
    await vi.advanceTimersByTimeAsync(LIVE_CHECK_DELAY_MS);
    expect(marked.get('StartEvent_1')?.has(ILLEGAL_MARKER)).toBe(false);
  });

  it('mark what the engine cannot run, with the rules the server and ronghe lint refuse it by', async () => {
    // a second start event drawn as a timer, and a standard multi-instance marker without 办理方式
    const xml = defaultDiagramXml('leave', '请假审批')
      .replace(
        '<bpmn:userTask id="Activity_1" name="人工任务">\n      <bpmn:incoming>Flow_1</bpmn:incoming>',
        '<bpmn:userTask id="Activity_1" name="人工任务">\n      <bpmn:incoming>Flow_1</bpmn:incoming><bpmn:multiInstanceLoopCharacteristics />',
      )
      .replace('<bpmn:sequenceFlow id="Flow_1"', '<bpmn:startEvent id="Timer_1" name="定时"><bpmn:timerEventDefinition /></bpmn:startEvent><bpmn:sequenceFlow id="Flow_1"');
    const { markers, marked } = await harness(xml);
    const findings = await markers.checkNow();
    expect(findings.map(({ nodeId, errCode }) => [nodeId, errCode])).toEqual(
      expect.arrayContaining([
        ['Timer_1', 'ELEMENT_UNSUPPORTED'],
        ['Activity_1', 'MULTI_INSTANCE_RH_REQUIRED'],
      ]),
    );
    expect(marked.get('Timer_1')?.has(ILLEGAL_MARKER)).toBe(true);
  });
});
