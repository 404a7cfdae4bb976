import { REIMBURSEMENT_FORM_ID, REIMBURSEMENT_FORM_KEY } from './ReimbursementFormRows.ts';

/*
 * The demo's 费用报销审批 as BPMN XML with the rh extension and a layout, so the designer opens
 * it and the status viewer draws it:
 *
 *   开始 → 提交申请 (the initiator; approves itself on the way out, handles it again after a
 *   reject) → 部门经理审批 (李四) → 财务审核 (财务人员: 王五) → 结束
 */

export const REIMBURSEMENT_PROCESS_KEY = 'reimbursement';
export const REIMBURSEMENT_PROCESS_NAME = '费用报销审批';

export const ReimbursementNodes = Object.freeze({
  start: 'StartEvent_start',
  submit: 'Task_submit',
  manager: 'Task_manager',
  finance: 'Task_finance',
  end: 'EndEvent_end',
});

/** Demo org ids (server/modules/org/OrgDemoRows.ts): 李四 manages 研发部; 财务人员 is role 4 (王五 in 融合科技). */
const MANAGER = { id: '3', name: '李四' };
const ROLE_FINANCE = { id: '4', name: '财务人员' };

const FIELDS: Array<[key: string, name: string]> = [
  ['reimburseType', '报销类型'],
  ['lines', '费用明细'],
  ['reason', '报销事由'],
  ['fileName', '附件'],
];

type ButtonId = 'complete' | 'reject' | 'copy' | 'delegate' | 'terminate' | 'print' | 'invite';

const BUTTON_NAMES: Record<ButtonId, string> = {
  complete: '同意',
  reject: '驳回',
  copy: '抄送',
  delegate: '委托',
  terminate: '终止',
  print: '打印',
  invite: '加签',
};

/** The button list of a node: the named ones on, the rest of the product's set off. */
function buttons(enabled: ButtonId[], names: Partial<Record<ButtonId, string>> = {}): string {
  return `<rh:buttons>${(Object.keys(BUTTON_NAMES) as ButtonId[])
    .map((id) => `<rh:button id="${id}" name="${names[id] ?? BUTTON_NAMES[id]}" enabled="${enabled.includes(id)}" editable="${id !== 'copy'}" />`)
    .join('')}</rh:buttons>`;
}

/** The form bound at a node: every field read-only, or every field as the form defines it. */
function form(editable: boolean): string {
  const fields = FIELDS.map(
    ([key, name]) => `<rh:formField key="${key}" name="${name}" readOnly="${editable ? 'false' : 'true'}" operable="${editable ? 'true' : 'default'}" hidden="default" required="default" />`,
  );
  return `<rh:forms><rh:form formId="${REIMBURSEMENT_FORM_ID}" formKey="${REIMBURSEMENT_FORM_KEY}" formName="费用报销表单">${fields.join('')}</rh:form></rh:forms>`;
}

interface Shape {
  id: string;
  tag: 'startEvent' | 'endEvent' | 'userTask';
  name: string;
  attrs?: string;
  body?: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const N = ReimbursementNodes;

/** Tasks are the designer's 200 × 100, in one row. */
const shapes: Shape[] = [
  { id: N.start, tag: 'startEvent', name: '开始', body: form(true), x: 150, y: 182, w: 36, h: 36 },
  {
    id: N.submit,
    tag: 'userTask',
    name: '提交申请',
    attrs: ' rh:initiatorAutoComplete="true" rh:noManager="1"',
    body: '<rh:candidateCondition variable="${initiator}" />' + buttons(['complete', 'terminate'], { complete: '提交' }) + form(true),
    x: 236,
    y: 150,
    w: 200,
    h: 100,
  },
  {
    id: N.manager,
    tag: 'userTask',
    name: '部门经理审批',
    body:
      `<rh:candidateCondition><rh:user userId="${MANAGER.id}" chineseName="${MANAGER.name}" /></rh:candidateCondition>` +
      '<rh:notice><rh:channel value="system" /></rh:notice>' +
      buttons(['complete', 'reject', 'delegate', 'terminate']),
    x: 486,
    y: 150,
    w: 200,
    h: 100,
  },
  {
    id: N.finance,
    tag: 'userTask',
    name: '财务审核',
    body:
      `<rh:candidateCondition><rh:role roleId="${ROLE_FINANCE.id}" roleName="${ROLE_FINANCE.name}" /></rh:candidateCondition>` +
      '<rh:notice><rh:channel value="system" /></rh:notice>' +
      buttons(['complete', 'reject', 'copy', 'delegate']),
    x: 736,
    y: 150,
    w: 200,
    h: 100,
  },
  { id: N.end, tag: 'endEvent', name: '结束', x: 986, y: 182, w: 36, h: 36 },
];

const edges = shapes.slice(1).map((shape, index) => ({ id: `Flow_${index + 1}`, source: shapes[index].id, target: shape.id }));

function shapeXml(shape: Shape): string {
  const incoming = edges.filter((e) => e.target === shape.id).map((e) => `<bpmn:incoming>${e.id}</bpmn:incoming>`);
  const outgoing = edges.filter((e) => e.source === shape.id).map((e) => `<bpmn:outgoing>${e.id}</bpmn:outgoing>`);
  const ext = shape.body ? `<bpmn:extensionElements>${shape.body}</bpmn:extensionElements>` : '';
  return `    <bpmn:${shape.tag} id="${shape.id}" name="${shape.name}"${shape.attrs ?? ''}>${ext}${incoming.join('')}${outgoing.join('')}</bpmn:${shape.tag}>`;
}

function diagramXml(): string {
  const at = (id: string) => shapes.find((shape) => shape.id === id)!;
  return [
    '  <bpmndi:BPMNDiagram id="BPMNDiagram_reimbursement">',
    `    <bpmndi:BPMNPlane id="BPMNPlane_reimbursement" bpmnElement="${REIMBURSEMENT_PROCESS_KEY}">`,
    ...shapes.map((s) => `      <bpmndi:BPMNShape id="${s.id}_di" bpmnElement="${s.id}"><dc:Bounds x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" /></bpmndi:BPMNShape>`),
    ...edges.map((edge) => {
      const from = at(edge.source);
      const to = at(edge.target);
      return `      <bpmndi:BPMNEdge id="${edge.id}_di" bpmnElement="${edge.id}"><di:waypoint x="${from.x + from.w}" y="200" /><di:waypoint x="${to.x}" y="200" /></bpmndi:BPMNEdge>`;
    }),
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
  ].join('\n');
}

/** The whole definitions document, deployable as is. */
export function reimbursementProcessXml(): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" ' +
      'xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" ' +
      'xmlns:rh="http://ronghe.example/schema/bpmn/1.0" id="Definitions_reimbursement" targetNamespace="http://ronghe.example/bpmn">',
    `  <bpmn:process id="${REIMBURSEMENT_PROCESS_KEY}" name="${REIMBURSEMENT_PROCESS_NAME}" isExecutable="true">`,
    `    <bpmn:extensionElements><rh:formKeys><rh:formKey value="${REIMBURSEMENT_FORM_KEY}" /></rh:formKeys>${form(false)}</bpmn:extensionElements>`,
    ...shapes.map(shapeXml),
    ...edges.map((edge) => `    <bpmn:sequenceFlow id="${edge.id}" sourceRef="${edge.source}" targetRef="${edge.target}" />`),
    '  </bpmn:process>',
    diagramXml(),
    '</bpmn:definitions>',
  ].join('\n');
}
