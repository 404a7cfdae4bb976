import { CodedProcessXml, type CodedProcessShape } from '../../contracts/CodedProcessXml.ts';
import { reimbursementForm } from './ReimbursementFormRows.ts';

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

const xml = new CodedProcessXml({ key: REIMBURSEMENT_PROCESS_KEY, name: REIMBURSEMENT_PROCESS_NAME, form: reimbursementForm });

const N = ReimbursementNodes;

/** Tasks are the designer's 200 × 100, in one row. */
const shapes: CodedProcessShape[] = [
  { id: N.start, tag: 'startEvent', name: '开始', body: xml.form(true), x: 150, y: 182, w: 36, h: 36 },
  {
    id: N.submit,
    tag: 'userTask',
    name: '提交申请',
    attrs: ' rh:initiatorAutoComplete="true" rh:noManager="1"',
    body: '<rh:candidateCondition variable="${initiator}" />' + xml.buttons(['complete', 'terminate'], { complete: '提交' }) + xml.form(true),
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
      xml.users([MANAGER]) + '<rh:notice><rh:channel value="system" /></rh:notice>' + xml.buttons(['complete', 'reject', 'delegate', 'terminate']),
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
      xml.role(ROLE_FINANCE) + '<rh:notice><rh:channel value="system" /></rh:notice>' + xml.buttons(['complete', 'reject', 'copy', 'delegate']),
    x: 736,
    y: 150,
    w: 200,
    h: 100,
  },
  { id: N.end, tag: 'endEvent', name: '结束', x: 986, y: 182, w: 36, h: 36 },
];

const edges = shapes.slice(1).map((shape, index) => ({ id: `Flow_${index + 1}`, source: shapes[index].id, target: shape.id }));

/** The whole definitions document, deployable as is. */
export function reimbursementProcessXml(): string {
  return xml.document(shapes, edges);
}
