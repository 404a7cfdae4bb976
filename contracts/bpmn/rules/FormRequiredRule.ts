import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnProcess } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';
import { RongheExtensionReader } from '../RongheExtensionReader.ts';

/** A process needs at least one bound form key (请在流程属性上至少绑定一个表单). */
export function formRequiredRule(): LintRule {
  const extension = new RongheExtensionReader();
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:Process'],
    check(node, reporter) {
      if (!isBpmn<BpmnProcess>(node, 'bpmn:Process')) return;
      // a pool without content (an outside party drawn as a black box) is not deployed
      if ((node.flowElements ?? []).length === 0) return false;
      if (extension.formKeys(node).length === 0) {
        const errCode = DeployErrorCode.FORM_REQUIRED;
        reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode });
      }
      return false;
    },
  };
}
