import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnUserTask } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';
import { hasStandardMultiInstance } from '../EngineElements.ts';
import { RongheExtensionReader } from '../RongheExtensionReader.ts';

/**
 * Multi-instance comes from the panel's 办理方式 alone (rh:multiActorAction), which the engine
 * runs. A user task with the standard marker (bpmn:multiInstanceLoopCharacteristics, from
 * another tool) but no 办理方式 would run as a single task while looking like many, so it is
 * refused. With a 办理方式, the marker is only a picture of it and does no harm.
 */
export function multiInstanceNeedsRhRule(): LintRule {
  const extension = new RongheExtensionReader();
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:UserTask'],
    check(node, reporter) {
      if (!isBpmn<BpmnUserTask>(node, 'bpmn:UserTask')) return;
      if (hasStandardMultiInstance(node) && !extension.extension(node, 'rh:MultiActorAction')) {
        const errCode = DeployErrorCode.MULTI_INSTANCE_RH_REQUIRED;
        reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode, path: ['loopCharacteristics'] });
      }
    },
  };
}
