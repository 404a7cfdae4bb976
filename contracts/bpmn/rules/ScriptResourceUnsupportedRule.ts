import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnSequenceFlow } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';

/**
 * A flow condition that names an external script (camunda:resource) instead of carrying its
 * body cannot run: the engine reads no script files (流程引擎不支持外部Script脚本资源，请直接填写脚本内容).
 * A parallel gateway's flows are not evaluated, so their conditions do not matter.
 */
export function scriptResourceUnsupportedRule(): LintRule {
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:SequenceFlow'],
    check(node, reporter) {
      if (!isBpmn<BpmnSequenceFlow>(node, 'bpmn:SequenceFlow')) return;
      const expression = node.conditionExpression;
      if (!expression || isBpmn(node.sourceRef, 'bpmn:ParallelGateway')) return;
      const body = typeof expression.body === 'string' ? expression.body.trim() : '';
      if (!body && (expression.resource ?? '').trim()) {
        const errCode = DeployErrorCode.SCRIPT_RESOURCE_UNSUPPORTED;
        reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode, path: ['conditionExpression'] });
      }
    },
  };
}
