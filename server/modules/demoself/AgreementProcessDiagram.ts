import { AGREEMENT_FORM_ID, AGREEMENT_FORM_KEY } from './AgreementFormRows.ts';

/*
 * The demo's contract approval (合同审批) as BPMN XML with the rh extension and a layout, so
 * the designer opens it and the status viewer draws it:
 *
 *   开始 → 提交申请 (the initiator; approves itself on the way out, handles it again after a
 *   reject) → 部门经理审批 (李四) → 金额判断 ─ agreementMoney > 100000 → 总经理会签 (钱一, 吴九;
 *   parallel, 50 %) ─┐
 *                 └─ otherwise (default) ───────────────────────────────────────────┴→
 *   → 并行审核: 法务审核 (法务人员) ∥ 财务审核 (财务人员) → 结束
 */

export const AGREEMENT_PROCESS_KEY = 'agreement';
export const AGREEMENT_PROCESS_NAME = '合同审批';

/** Node and flow ids the demo seed and the tests refer to. */
export const AgreementNodes = Object.freeze({
  start: 'StartEvent_start',
  submit: 'Task_submit',
  manager: 'Task_manager',
  moneyGateway: 'Gateway_money',
  countersign: 'Task_countersign',
  merge: 'Gateway_merge',
  reviewSplit: 'Gateway_review_split',
  legal: 'Task_legal',
  finance: 'Task_finance',
  reviewJoin: 'Gateway_review_join',
  end: 'EndEvent_end',
  bigMoneyFlow: 'Flow_big_money',
  normalMoneyFlow: 'Flow_normal_money',
});

/** Above this amount the general manager's countersign is needed. */
export const COUNTERSIGN_THRESHOLD = 100000;

interface Person {
  id: string;
  name: string;
}

/** Who handles a company's contracts: each company's definition names only its own people. */
export interface AgreementPeople {
  /** 部门经理审批. */
  manager: Person;
  /** 总经理会签, two signers. */
  countersign: [Person, Person];
}

/** Demo org ids (server/modules/org/OrgDemoRows.ts): 融合科技's handlers, the default. */
export const TECH_AGREEMENT_PEOPLE: AgreementPeople = {
  manager: { id: '3', name: '李四' },
  countersign: [
    { id: '10', name: '钱一' },
    { id: '8', name: '吴九' },
  ],
};

/** 融合教育集团's handlers: 陈静 approves, 黄伟 and 刘洋 countersign. */
export const EDU_AGREEMENT_PEOPLE: AgreementPeople = {
  manager: { id: '11', name: '陈静' },
  countersign: [
    { id: '13', name: '黄伟' },
    { id: '14', name: '刘洋' },
  ],
};
const ROLE_FINANCE = { id: '4', name: '财务人员' };
const ROLE_LEGAL = { id: '5', name: '法务人员' };

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

const FIELDS: Array<[key: string, name: string]> = [
  ['agreementName', '合同名称'],
  ['agreementType', '合同类型'],
  ['startTime', '合同开始时间'],
  ['endTime', '合同结束时间'],
  ['agreementMoney', '合同金额'],
  ['firstPartyName', '甲方名称'],
  ['firstPartyAgreement', '甲方联系人'],
  ['firstPartyPhone', '甲方联系电话'],
  ['technicalServiceRequire', '技术服务要求'],
  ['violationDuty', '违约责任'],
  ['fileName', '附件'],
];

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The button list of a node: the named ones on, the rest of the product's set off (copy stays locked, spec part 3 §4). */
function buttons(enabled: ButtonId[], names: Partial<Record<ButtonId, string>> = {}): string {
  const all = Object.keys(BUTTON_NAMES) as ButtonId[];
  const rows = all.map(
    (id) => `<rh:button id="${id}" name="${escape(names[id] ?? BUTTON_NAMES[id])}" enabled="${enabled.includes(id)}" editable="${id !== 'copy'}" />`,
  );
  return `<rh:buttons>${rows.join('')}</rh:buttons>`;
}

/** The contract form bound at a node: every field read-only, or every field as the form defines it. */
function form(editable: boolean): string {
  const flag = editable ? 'false' : 'true';
  const fields = FIELDS.map(([key, name]) => `<rh:formField key="${key}" name="${escape(name)}" readOnly="${flag}" operable="${editable ? 'true' : 'default'}" hidden="default" required="default" />`);
  return `<rh:forms><rh:form formId="${AGREEMENT_FORM_ID}" formKey="${AGREEMENT_FORM_KEY}" formName="合同审批表单">${fields.join('')}</rh:form></rh:forms>`;
}

interface Shape {
  id: string;
  tag: 'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway' | 'parallelGateway';
  name?: string;
  attrs?: string;
  body?: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Edge {
  id: string;
  name?: string;
  source: string;
  target: string;
  condition?: string;
  /** Where a named flow's label sits (x, y, width, height), clear of the lines. */
  label?: [number, number, number, number];
}

const N = AgreementNodes;

/** Tasks are the designer's 200 × 100 (spec part 3 §9), so the seeded process looks as if drawn there. */
function shapesOf({ manager, countersign: [first, second] }: AgreementPeople): Shape[] {
  return [
  // The initiator fills the contract in when starting: the form is editable there.
  { id: N.start, tag: 'startEvent', name: '开始', body: form(true), x: 150, y: 182, w: 36, h: 36 },
  {
    id: N.submit,
    tag: 'userTask',
    name: '提交申请',
    attrs: ' rh:initiatorAutoComplete="true" rh:noManager="1"',
    body:
      '<rh:candidateCondition variable="${initiator}" />' +
      buttons(['complete', 'terminate'], { complete: '提交' }) +
      form(true),
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
      `<rh:candidateCondition><rh:user userId="${manager.id}" chineseName="${escape(manager.name)}" /></rh:candidateCondition>` +
      '<rh:notice><rh:channel value="system" /></rh:notice>' +
      buttons(['complete', 'reject', 'delegate', 'terminate']),
    x: 486,
    y: 150,
    w: 200,
    h: 100,
  },
  {
    id: N.moneyGateway,
    tag: 'exclusiveGateway',
    name: '金额判断',
    // 自动: the money decides; the handler of 部门经理审批 is not asked and cannot choose.
    attrs: ` default="${N.normalMoneyFlow}" rh:flowMode="auto"`,
    body: `<rh:flowOrder><rh:orderedFlow flowId="${N.bigMoneyFlow}" seq="1" /><rh:orderedFlow flowId="${N.normalMoneyFlow}" seq="2" /></rh:flowOrder>`,
    x: 736,
    y: 175,
    w: 50,
    h: 50,
  },
  {
    id: N.countersign,
    tag: 'userTask',
    name: '总经理会签',
    body:
      `<rh:candidateCondition><rh:user userId="${first.id}" chineseName="${escape(first.name)}" /><rh:user userId="${second.id}" chineseName="${escape(second.name)}" /></rh:candidateCondition>` +
      '<rh:multiActorAction type="completeMultiInst" isSequential="false" completePercentage="50" />' +
      buttons(['complete', 'reject', 'delegate', 'invite']),
    x: 836,
    y: 20,
    w: 200,
    h: 100,
  },
  { id: N.merge, tag: 'exclusiveGateway', x: 1086, y: 175, w: 50, h: 50 },
  { id: N.reviewSplit, tag: 'parallelGateway', name: '并行审核', x: 1186, y: 175, w: 50, h: 50 },
  {
    id: N.legal,
    tag: 'userTask',
    name: '法务审核',
    body: `<rh:candidateCondition><rh:role roleId="${ROLE_LEGAL.id}" roleName="${ROLE_LEGAL.name}" /></rh:candidateCondition>` + buttons(['complete', 'reject', 'copy', 'delegate']),
    x: 1286,
    y: 60,
    w: 200,
    h: 100,
  },
  {
    id: N.finance,
    tag: 'userTask',
    name: '财务审核',
    body: `<rh:candidateCondition><rh:role roleId="${ROLE_FINANCE.id}" roleName="${ROLE_FINANCE.name}" /></rh:candidateCondition>` + buttons(['complete', 'reject', 'copy', 'delegate']),
    x: 1286,
    y: 240,
    w: 200,
    h: 100,
  },
  { id: N.reviewJoin, tag: 'parallelGateway', x: 1536, y: 175, w: 50, h: 50 },
  { id: N.end, tag: 'endEvent', name: '结束', x: 1636, y: 182, w: 36, h: 36 },
  ];
}

const edges: Edge[] = [
  { id: 'Flow_start', source: N.start, target: N.submit },
  { id: 'Flow_submit', source: N.submit, target: N.manager },
  { id: 'Flow_manager', source: N.manager, target: N.moneyGateway },
  { id: N.bigMoneyFlow, name: '金额超过10万：总经理会签', source: N.moneyGateway, target: N.countersign, condition: `\${agreementMoney > ${COUNTERSIGN_THRESHOLD}}`, label: [640, 96, 112, 28] },
  { id: N.normalMoneyFlow, name: '金额不超过10万', source: N.moneyGateway, target: N.merge, label: [880, 178, 90, 14] },
  { id: 'Flow_countersign', source: N.countersign, target: N.merge },
  { id: 'Flow_merge', source: N.merge, target: N.reviewSplit },
  { id: 'Flow_legal_in', source: N.reviewSplit, target: N.legal },
  { id: 'Flow_finance_in', source: N.reviewSplit, target: N.finance },
  { id: 'Flow_legal_out', source: N.legal, target: N.reviewJoin },
  { id: 'Flow_finance_out', source: N.finance, target: N.reviewJoin },
  { id: 'Flow_end', source: N.reviewJoin, target: N.end },
];

function shapeXml(shape: Shape): string {
  const incoming = edges.filter((e) => e.target === shape.id).map((e) => `<bpmn:incoming>${e.id}</bpmn:incoming>`);
  const outgoing = edges.filter((e) => e.source === shape.id).map((e) => `<bpmn:outgoing>${e.id}</bpmn:outgoing>`);
  const ext = shape.body ? `<bpmn:extensionElements>${shape.body}</bpmn:extensionElements>` : '';
  const name = shape.name ? ` name="${escape(shape.name)}"` : '';
  return `    <bpmn:${shape.tag} id="${shape.id}"${name}${shape.attrs ?? ''}>${ext}${incoming.join('')}${outgoing.join('')}</bpmn:${shape.tag}>`;
}

function edgeXml(edge: Edge): string {
  const name = edge.name ? ` name="${escape(edge.name)}"` : '';
  const condition = edge.condition ? `<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escape(edge.condition)}</bpmn:conditionExpression>` : '';
  return `    <bpmn:sequenceFlow id="${edge.id}"${name} sourceRef="${edge.source}" targetRef="${edge.target}">${condition}</bpmn:sequenceFlow>`;
}

/** Where the shapes sit: the same for every company's copy. */
const layout = shapesOf(TECH_AGREEMENT_PEOPLE);

function bounds(shape: Shape): string {
  return `<dc:Bounds x="${shape.x}" y="${shape.y}" width="${shape.w}" height="${shape.h}" />`;
}

/** Right middle of the source to left middle of the target, with an elbow when they sit on different rows. */
function waypoints(edge: Edge): Array<[number, number]> {
  const from = layout.find((s) => s.id === edge.source)!;
  const to = layout.find((s) => s.id === edge.target)!;
  const start: [number, number] = [from.x + from.w, from.y + from.h / 2];
  const end: [number, number] = [to.x, to.y + to.h / 2];
  if (start[1] === end[1]) return [start, end];
  // Leave a gateway from its top or bottom corner, straight up or down to the target's row.
  if (from.tag.endsWith('Gateway')) {
    const x = from.x + from.w / 2;
    return [[x, end[1] < start[1] ? from.y : from.y + from.h], [x, end[1]], end];
  }
  const x = to.tag.endsWith('Gateway') ? to.x + to.w / 2 : (start[0] + end[0]) / 2;
  if (to.tag.endsWith('Gateway')) return [start, [x, start[1]], [x, start[1] < end[1] ? to.y : to.y + to.h]];
  return [start, [x, start[1]], [x, end[1]], end];
}

function diagramXml(): string {
  const shapeDi = layout.map(
    (shape) =>
      `      <bpmndi:BPMNShape id="${shape.id}_di" bpmnElement="${shape.id}"${shape.tag.endsWith('Gateway') ? ' isMarkerVisible="true"' : ''}>${bounds(shape)}</bpmndi:BPMNShape>`,
  );
  const edgeDi = edges.map(
    (edge) =>
      `      <bpmndi:BPMNEdge id="${edge.id}_di" bpmnElement="${edge.id}">${waypoints(edge)
        .map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`)
        .join('')}${edge.label ? `<bpmndi:BPMNLabel><dc:Bounds x="${edge.label[0]}" y="${edge.label[1]}" width="${edge.label[2]}" height="${edge.label[3]}" /></bpmndi:BPMNLabel>` : ''}</bpmndi:BPMNEdge>`,
  );
  return [
    '  <bpmndi:BPMNDiagram id="BPMNDiagram_agreement">',
    `    <bpmndi:BPMNPlane id="BPMNPlane_agreement" bpmnElement="${AGREEMENT_PROCESS_KEY}">`,
    ...shapeDi,
    ...edgeDi,
    '    </bpmndi:BPMNPlane>',
    '  </bpmndi:BPMNDiagram>',
  ].join('\n');
}

/** The whole definitions document, deployable as is. */
export function agreementProcessXml(people: AgreementPeople = TECH_AGREEMENT_PEOPLE): string {
  const shapes = shapesOf(people);
  const processForms = form(false);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" ' +
      'xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" ' +
      'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:rh="http://ronghe.example/schema/bpmn/1.0" ' +
      'id="Definitions_agreement" targetNamespace="http://ronghe.example/bpmn">',
    `  <bpmn:process id="${AGREEMENT_PROCESS_KEY}" name="${AGREEMENT_PROCESS_NAME}" isExecutable="true">`,
    `    <bpmn:extensionElements><rh:formKeys><rh:formKey value="${AGREEMENT_FORM_KEY}" /></rh:formKeys>${processForms}</bpmn:extensionElements>`,
    ...shapes.map(shapeXml),
    ...edges.map(edgeXml),
    '  </bpmn:process>',
    diagramXml(),
    '</bpmn:definitions>',
  ].join('\n');
}
