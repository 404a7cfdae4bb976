import type { ModdleElement } from 'bpmn-moddle';
import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnSequenceFlow } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';
import { engineNodeType } from '../EngineElements.ts';

const report = DeployErrorCode.ELEMENT_UNSUPPORTED;

/** A flow node drawn directly in a process (not inside a sub-process, which is itself refused). */
function isProcessNode(element: ModdleElement | undefined, process: ModdleElement | undefined): boolean {
  return !!element && element.$parent === process && isBpmn(element, 'bpmn:FlowNode');
}

/**
 * Every flow node of a process must be one the engine runs (流程引擎不支持该节点类型): start,
 * end, user task, exclusive, parallel and inclusive gateways; events with a definition
 * (timer, message …), other tasks, sub-processes and boundary events are refused. A sequence
 * flow is refused when an end is missing or is no node the engine could run, unless that end
 * is already refused itself (one marker says it). What a refused sub-process contains is not
 * looked at: the sub-process is the finding.
 */
export function elementSupportedRule(): LintRule {
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:FlowNode', 'bpmn:SequenceFlow'],
    check(node, reporter) {
      const parent = node.$parent;
      // $type rather than isBpmn: this runs on every element, and a process has no subtypes
      if (parent?.$type !== 'bpmn:Process') return;
      if (node.$instanceOf('bpmn:FlowNode')) {
        if (engineNodeType(node)) return;
        reporter.report(node.id as string, deployErrorLabel(report) ?? report, { errCode: report });
        return false;
      }
      if (!isBpmn<BpmnSequenceFlow>(node, 'bpmn:SequenceFlow')) return;
      const { sourceRef: source, targetRef: target } = node;
      const runnable = (end: ModdleElement | undefined) => isProcessNode(end, parent) && !!engineNodeType(end!);
      const refused = (end: ModdleElement | undefined) => isProcessNode(end, parent) && !engineNodeType(end!);
      if (!source || !target || (!(runnable(source) && runnable(target)) && !refused(source) && !refused(target))) {
        reporter.report(node.id, deployErrorLabel(report) ?? report, { errCode: report });
      }
    },
  };
}
