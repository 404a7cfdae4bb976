import type { Insertable, Transaction } from 'kysely';
import { DeployErrorCodes } from '../../../contracts/bpmn/DeployErrorCodes.ts';
import type { DemoRowSet, DemoTransaction } from '../../contracts/host.ts';
import type { DictItemTable, DictTables, DictTypeTable } from './DictTables.ts';

/** The dictionary the designer reads to label a failed deploy's errCode values. */
export const DEPLOY_ERROR_DICT = 'workflow_deploy_err_code';

export const demoDictTypes: Insertable<DictTypeTable>[] = [
  { dict_type: 'workflow_deploy_err_code', description: '流程发布检查错误码' },
  { dict_type: 'agreement_type', description: '合同类型' },
  { dict_type: 'workflow_operation_type', description: '流程操作类型' },
  { dict_type: 'todo_complete_result', description: '待办处理结果' },
  { dict_type: 'message_open_mode', description: '消息打开方式' },
];

function items(dictType: string, firstId: number, pairs: [value: string, label: string][]): Insertable<DictItemTable>[] {
  return pairs.map(([value, label], i) => ({ id: firstId + i, dict_type: dictType, value, label, sort: i + 1 }));
}

/** The demo's dictionaries (the deploy errors' are kept in step with contracts/bpmn below). */
export const demoDictItems: Insertable<DictItemTable>[] = [
  ...items('agreement_type', 101, [
    ['1', '技术服务合同'],
    ['2', '货物销售合同'],
    ['3', '其他'],
  ]),
  ...items('workflow_operation_type', 201, [
    ['start', '提交'],
    ['complete', '同意'],
    ['delegate', '委托'],
    ['reject', '驳回'],
    ['copy', '抄送'],
    ['print', '打印'],
    ['save', '暂存'],
    ['terminate', '终止'],
    ['running', '未办理'],
    ['modification', '跳转节点'],
    ['autoComplete', '自动通过'],
    ['addSign', '加签'],
    ['redueceSign', '减签'],
    ['restart', '流程复活'],
    ['canceled', '取消'],
  ]),
  ...items('todo_complete_result', 301, [
    ['passed', '通过'],
    ['returned', '退回'],
  ]),
  ...items('message_open_mode', 401, [
    ['1', '打开详情'],
    ['2', '打开链接'],
    ['3', '打开流程'],
  ]),
];

/**
 * workflow_deploy_err_code: the errCode values a failed deploy reports per node (designer, CLI
 * and server run the same checks, spec part 3 §5); the designer shows the label. Not demo data
 * but a copy of contracts/bpmn's DeployErrorCodes — the one definition — kept in step with it
 * on every start: codes it no longer has are removed, labels follow it. The one set kept in step
 * rather than written once: the codes are the code's, not the administrators' (a label edited in
 * 字典管理 would name an error the checks do not report, and a code removed there would leave
 * the designer showing a bare code), so a start puts back the definition.
 */
async function keepDeployErrorDictionary(transaction: DemoTransaction): Promise<number> {
  const tx: Transaction<DictTables> = transaction;
  const codes: string[] = DeployErrorCodes.map((entry) => entry.code);
  await tx.deleteFrom('dict_item').where('dict_type', '=', DEPLOY_ERROR_DICT).where('value', 'not in', codes).execute();
  const existing = new Map(
    (await tx.selectFrom('dict_item').select(['value', 'label', 'sort']).where('dict_type', '=', DEPLOY_ERROR_DICT).execute()).map((row) => [row.value, row]),
  );
  let inserted = 0;
  for (const [index, entry] of DeployErrorCodes.entries()) {
    const row = existing.get(entry.code);
    const sort = index + 1;
    if (!row) {
      // No fixed id: the identity picks one, so rows of other dictionaries are never in the way.
      await tx.insertInto('dict_item').values({ dict_type: DEPLOY_ERROR_DICT, value: entry.code, label: entry.label, sort }).execute();
      inserted++;
    } else if (row.label !== entry.label || row.sort !== sort) {
      await tx.updateTable('dict_item').set({ label: entry.label, sort }).where('dict_type', '=', DEPLOY_ERROR_DICT).where('value', '=', entry.code).execute();
    }
  }
  return inserted;
}

/** Every install's: the forms and pages read these dictionaries; administrators edit the items, once written. */
export const dictDemoRows: DemoRowSet[] = [
  { table: 'dict_type', rows: demoDictTypes, key: ['dict_type'], essential: true },
  { table: 'dict_item', after: ['dict_type'], rows: demoDictItems, numbered: true, essential: true },
  { table: 'dict_item', after: ['dict_type'], keep: keepDeployErrorDictionary, essential: true },
];
