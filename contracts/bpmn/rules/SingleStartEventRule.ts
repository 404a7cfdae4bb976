import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnProcess } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';
import { isPlainStartEvent } from '../EngineElements.ts';

/**
 * A process starts from exactly one plain start event (流程必须有且只有一个开始节点): the
 * engine has no way to choose between two, and a timer or message start is refused as an
 * element. Reported on the process, so the designer shows it with the 流程属性.
 */
export function singleStartEventRule(): LintRule {
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:Process'],
    check(node, reporter) {
      if (!isBpmn<BpmnProcess>(node, 'bpmn:Process')) return;
      const elements = node.flowElements ?? [];
      // a pool without content (an outside party drawn as a black box) is not deployed
      if (elements.length === 0) return false;
      if (elements.filter(isPlainStartEvent).length !== 1) {
        const errCode = DeployErrorCode.START_EVENT_REQUIRED;
        reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode });
      }
      return false;
    },
  };
}
