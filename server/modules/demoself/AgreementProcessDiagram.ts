import { CodedProcessXml, type CodedProcessFlow, type CodedProcessShape } from '../../contracts/CodedProcessXml.ts';
import { agreementForm } from './AgreementFormRows.ts';

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

const xml = new CodedProcessXml({ key: AGREEMENT_PROCESS_KEY, name: AGREEMENT_PROCESS_NAME, form: agreementForm });

const N = AgreementNodes;

/** Tasks are the designer's 200 × 100 (spec part 3 §9), so the seeded process looks as if drawn there. */
function shapesOf({ manager, countersign }: AgreementPeople): CodedProcessShape[] {
  return [
  // The initiator fills the contract in when starting: the form is editable there.
  { id: N.start, tag: 'startEvent', name: '开始', body: xml.form(true), x: 150, y: 182, w: 36, h: 36 },
  {
    id: N.submit,
    tag: 'userTask',
    name: '提交申请',
    attrs: ' rh:initiatorAutoComplete="true" rh:noManager="1"',
    body:
      '<rh:candidateCondition variable="${initiator}" />' +
      xml.buttons(['complete', 'terminate'], { complete: '提交' }) +
      xml.form(true),
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
      xml.users([manager]) + '<rh:notice><rh:channel value="system" /></rh:notice>' + xml.buttons(['complete', 'reject', 'delegate', 'terminate']),
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
      xml.users(countersign) +
      '<rh:multiActorAction type="completeMultiInst" isSequential="false" completePercentage="50" />' +
      xml.buttons(['complete', 'reject', 'delegate', 'invite']),
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
    body: xml.role(ROLE_LEGAL) + xml.buttons(['complete', 'reject', 'copy', 'delegate']),
    x: 1286,
    y: 60,
    w: 200,
    h: 100,
  },
  {
    id: N.finance,
    tag: 'userTask',
    name: '财务审核',
    body: xml.role(ROLE_FINANCE) + xml.buttons(['complete', 'reject', 'copy', 'delegate']),
    x: 1286,
    y: 240,
    w: 200,
    h: 100,
  },
  { id: N.reviewJoin, tag: 'parallelGateway', x: 1536, y: 175, w: 50, h: 50 },
  { id: N.end, tag: 'endEvent', name: '结束', x: 1636, y: 182, w: 36, h: 36 },
  ];
}

const edges: CodedProcessFlow[] = [
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

/** The whole definitions document, deployable as is. */
export function agreementProcessXml(people: AgreementPeople = TECH_AGREEMENT_PEOPLE): string {
  return xml.document(shapesOf(people), edges);
}
