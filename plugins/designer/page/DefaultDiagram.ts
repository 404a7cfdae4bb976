import { RH_NAMESPACE } from '../../../contracts/bpmn/RongheModdle.ts';
import { zhCN } from '../zhCN.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The start flow's default business key (spec 002 §2.1 "the flow carries a default business key
 * expression"): a start variable businessKey names the instance; without one it has none.
 */
export const DEFAULT_BUSINESS_KEY = '${businessKey}';

/**
 * Spec 002 §2.1 (B9): a new process is a start event 开始, a user task 人工任务 and the flow
 * between them, which carries the default business key; the process id is the definition key
 * and its name the route's processName.
 */
export function defaultDiagramXml(processDefinitionKey: string, processName: string): string {
  const id = escapeXml(processDefinitionKey);
  const name = escapeXml(processName);
  const names = zhCN.defaultNames;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:rh="${RH_NAMESPACE}" id="Definitions_${id}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${id}" name="${name}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="${names.startEvent}">
      <bpmn:outgoing>Flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:userTask id="Activity_1" name="${names.userTask}">
      <bpmn:incoming>Flow_1</bpmn:incoming>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="Activity_1" rh:businessKey="${DEFAULT_BUSINESS_KEY}" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="182" width="36" height="36" />
        <bpmndi:BPMNLabel>
          <dc:Bounds x="186" y="225" width="24" height="14" />
        </bpmndi:BPMNLabel>
      </bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Activity_1_di" bpmnElement="Activity_1">
        <dc:Bounds x="300" y="150" width="200" height="100" />
      </bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1">
        <di:waypoint x="216" y="200" />
        <di:waypoint x="300" y="200" />
      </bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
