import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnUserTask } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';
import { RongheExtensionReader } from '../RongheExtensionReader.ts';

/**
 * A user task needs a candidate condition naming somebody: a company, department, role,
 * user or a `${…}` variable (办理人设置不能为空).
 */
export function candidateRequiredRule(): LintRule {
  const extension = new RongheExtensionReader();
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:UserTask'],
    check(node, reporter) {
      if (!isBpmn<BpmnUserTask>(node, 'bpmn:UserTask')) return;
      if (extension.isCandidateConditionEmpty(extension.candidateCondition(node))) {
        const errCode = DeployErrorCode.CANDIDATE_REQUIRED;
        reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode });
      }
    },
  };
}
