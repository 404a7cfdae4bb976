import { RONGHE_NAMESPACE_URI } from '../../contracts/bpmn/RongheExtension.ts';
import { zhCN as bpmnTexts } from '../../contracts/bpmn/zhCN.ts';
import type { CodedForm } from './workflow.ts';

/** The product's node buttons, in the order the designer lists them. */
const BUTTONS = ['complete', 'reject', 'copy', 'delegate', 'terminate', 'print', 'invite'] as const;

export type ProcessButton = (typeof BUTTONS)[number];

/** A node of a coded process and where it is drawn (tasks are the designer's 200 × 100, spec part 3 §9). */
export interface CodedProcessShape {
  id: string;
  tag: 'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway' | 'parallelGateway';
  name?: string;
  /** Further attributes of the element, each with its leading space. */
  attrs?: string;
  /** The element's rh extension elements. */
  body?: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface CodedProcessFlow {
  id: string;
  name?: string;
  source: string;
  target: string;
  condition?: string;
  /** Where a named flow's label sits (x, y, width, height), clear of the lines. */
  label?: [number, number, number, number];
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const isGateway = (shape: CodedProcessShape): boolean => shape.tag.endsWith('Gateway');

/**
 * The BPMN XML, with the rh extension and a layout, of a process a business module writes in
 * code for its coded form (the demo's 合同审批, 费用报销审批), so the designer opens it and the
 * status viewer draws it. A process differs from another only in its shapes and flows; the
 * buttons, the bound form's field list, the candidates and the drawing are the same everywhere.
 */
export class CodedProcessXml {
  constructor(private readonly process: { key: string; name: string; form: CodedForm }) {}

  /** The button list of a node: the named ones on, the rest of the product's set off (copy stays locked, spec part 3 §4). */
  buttons(enabled: readonly ProcessButton[], names: Partial<Record<ProcessButton, string>> = {}): string {
    const rows = BUTTONS.map(
      (id) => `<rh:button id="${id}" name="${escape(names[id] ?? bpmnTexts.buttons[id])}" enabled="${enabled.includes(id)}" editable="${id !== 'copy'}" />`,
    );
    return `<rh:buttons>${rows.join('')}</rh:buttons>`;
  }

  /** The form bound at a node: every field read-only, or every field as the form defines it (its properties are no fields). */
  form(editable: boolean): string {
    const { form } = this.process;
    const fields = form.items
      .filter((item) => (item.itemType ?? '0') === '0')
      .map(
        (item) =>
          `<rh:formField key="${item.key}" name="${escape(item.name)}" readOnly="${editable ? 'false' : 'true'}" operable="${editable ? 'true' : 'default'}" hidden="default" required="default" />`,
      );
    return `<rh:forms><rh:form formId="${form.id}" formKey="${form.key}" formName="${escape(form.name)}">${fields.join('')}</rh:form></rh:forms>`;
  }

  /** A node's candidates: these users. */
  users(people: readonly { id: string; name: string }[]): string {
    return `<rh:candidateCondition>${people.map((person) => `<rh:user userId="${person.id}" chineseName="${escape(person.name)}" />`).join('')}</rh:candidateCondition>`;
  }

  /** A node's candidates: the holders of a role. */
  role(role: { id: string; name: string }): string {
    return `<rh:candidateCondition><rh:role roleId="${role.id}" roleName="${escape(role.name)}" /></rh:candidateCondition>`;
  }

  /** The whole definitions document, deployable as is. */
  document(shapes: readonly CodedProcessShape[], flows: readonly CodedProcessFlow[]): string {
    const { key, name, form } = this.process;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" ' +
        'xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" ' +
        `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:rh="${RONGHE_NAMESPACE_URI}" ` +
        `id="Definitions_${key}" targetNamespace="http://ronghe.example/bpmn">`,
      `  <bpmn:process id="${key}" name="${escape(name)}" isExecutable="true">`,
      `    <bpmn:extensionElements><rh:formKeys><rh:formKey value="${form.key}" /></rh:formKeys>${this.form(false)}</bpmn:extensionElements>`,
      ...shapes.map((shape) => shapeXml(shape, flows)),
      ...flows.map(flowXml),
      '  </bpmn:process>',
      diagramXml(key, shapes, flows),
      '</bpmn:definitions>',
    ].join('\n');
  }
}

function shapeXml(shape: CodedProcessShape, flows: readonly CodedProcessFlow[]): string {
  const incoming = flows.filter((f) => f.target === shape.id).map((f) => `<bpmn:incoming>${f.id}</bpmn:incoming>`);
  const outgoing = flows.filter((f) => f.source === shape.id).map((f) => `<bpmn:outgoing>${f.id}</bpmn:outgoing>`);
  const ext = shape.body ? `<bpmn:extensionElements>${shape.body}</bpmn:extensionElements>` : '';
  const name = shape.name ? ` name="${escape(shape.name)}"` : '';
  return `    <bpmn:${shape.tag} id="${shape.id}"${name}${shape.attrs ?? ''}>${ext}${incoming.join('')}${outgoing.join('')}</bpmn:${shape.tag}>`;
}

function flowXml(flow: CodedProcessFlow): string {
  const name = flow.name ? ` name="${escape(flow.name)}"` : '';
  const condition = flow.condition ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escape(flow.condition)}</bpmn:conditionExpression>` : '';
  return `    <bpmn:sequenceFlow id="${flow.id}"${name} sourceRef="${flow.source}" targetRef="${flow.target}">${condition}</bpmn:sequenceFlow>`;
}

/** Right middle of the source to left middle of the target, with an elbow when they sit on different rows. */
function waypoints(flow: CodedProcessFlow, shapes: readonly CodedProcessShape[]): Array<[number, number]> {
  const from = shapes.find((s) => s.id === flow.source)!;
  const to = shapes.find((s) => s.id === flow.target)!;
  const start: [number, number] = [from.x + from.w, from.y + from.h / 2];
  const end: [number, number] = [to.x, to.y + to.h / 2];
  if (start[1] === end[1]) return [start, end];
  // Leave a gateway from its top or bottom corner, straight up or down to the target's row.
  if (isGateway(from)) {
    const x = from.x + from.w / 2;
    return [[x, end[1] < start[1] ? from.y : from.y + from.h], [x, end[1]], end];
  }
  const x = isGateway(to) ? to.x + to.w / 2 : (start[0] + end[0]) / 2;
  if (isGateway(to)) return [start, [x, start[1]], [x, start[1] < end[1] ? to.y : to.y + to.h]];
  return [start, [x, start[1]], [x, end[1]], end];
}

function diagramXml(key: string, shapes: readonly CodedProcessShape[], flows: readonly CodedProcessFlow[]): string {
  const bounds = ([x, y, w, h]: readonly number[]) => `<dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" />`;
  const shapeDi = shapes.map(
    (shape) =>
      `      <bpmndi:BPMNShape id="${shape.id}_di" bpmnElement="${shape.id}"${isGateway(shape) ? ' isMarkerVisible="true"' : ''}>${bounds([shape.x, shape.y, shape.w, shape.h])}</bpmndi:BPMNShape>`,
  );
  const flowDi = flows.map((flow) => {
    const points = waypoints(flow, shapes)
      .map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`)
      .join('');
    const label = flow.label ? `<bpmndi:BPMNLabel>${bounds(flow.label)}</bpmndi:BPMNLabel>` : '';
    return `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">${points}${label}</bpmndi:BPMNEdge>`;
  });
  return [
    `  <bpmndi:BPMNDiagram id="BPMNDiagram_${key}">`,
    `    <bpmndi:BPMNPlane id="BPMNPlane_${key}" bpmnElement="${key}">`,
    ...shapeDi,
    ...flowDi,
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
  ].join('\n');
}
