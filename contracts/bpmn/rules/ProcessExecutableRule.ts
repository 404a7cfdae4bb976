import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnProcess } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';

/**
 * A process switched to not executable cannot be deployed. Only an explicit
 * isExecutable="false" counts: BPMN leaves the attribute optional and the designer writes it.
 */
export function processExecutableRule(): LintRule {
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:Process'],
    check(node, reporter) {
      if (!isBpmn<BpmnProcess>(node, 'bpmn:Process')) return;
      // a pool without content (an outside party drawn as a black box) is not deployed
      if ((node.flowElements ?? []).length === 0) return false;
      if (node.isExecutable === false) {
        const errCode = DeployErrorCode.PROCESS_NOT_EXECUTABLE;
        reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode, path: ['isExecutable'] });
      }
      // the process element is all this rule needs; its contents are other rules' business
      return false;
    },
  };
}
