import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnBaseElement } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';

const NAMED_TYPES = ['bpmn:StartEvent', 'bpmn:EndEvent', 'bpmn:UserTask'];

/** Start events, end events and user tasks need a name (节点名称不能为空). */
export function nodeNameRequiredRule(): LintRule {
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: NAMED_TYPES,
    check(node, reporter) {
      if (!NAMED_TYPES.some((type) => isBpmn(node, type))) return;
      const element = node as BpmnBaseElement;
      if ((element.name ?? '').trim().length === 0) {
        const errCode = DeployErrorCode.NODE_NAME_REQUIRED;
        reporter.report(element.id, deployErrorLabel(errCode) ?? errCode, { errCode, path: ['name'] });
      }
    },
  };
}
