import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnUserTask } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';
import { hasStandardLoop } from '../EngineElements.ts';

/**
 * The engine has no loops: a user task with the standard loop marker (another tool's
 * bpmn:standardLoopCharacteristics) would run once while looking like a loop, so it is refused.
 * Several handlers come from the panel's 办理方式 instead (ronghe/multi-instance-needs-rh).
 */
export function loopUnsupportedRule(): LintRule {
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:UserTask'],
    check(node, reporter) {
      if (!isBpmn<BpmnUserTask>(node, 'bpmn:UserTask') || !hasStandardLoop(node)) return;
      const errCode = DeployErrorCode.LOOP_UNSUPPORTED;
      reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode, path: ['loopCharacteristics'] });
    },
  };
}
