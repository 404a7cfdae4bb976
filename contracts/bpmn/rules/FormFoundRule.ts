import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnProcess } from '../BpmnElements.ts';
import { deployFormOf, processFormKeys, readDeployFormContext } from '../DeployFormContext.ts';
import { DeployErrorCode } from '../DeployErrorCodes.ts';
import { RongheExtensionReader } from '../RongheExtensionReader.ts';
import { zhCN } from '../zhCN.ts';

/**
 * A process bound to a form key no known form has cannot be started (对应表单不存在), so it
 * does not deploy: a key of 流程属性's 表单 or of a node's 表单设置 (processFormKeys). Judged only with a form context (the rule's option: DeployFormContext);
 * without one nobody has said which forms exist.
 */
export function formFoundRule(options?: unknown): LintRule {
  const context = readDeployFormContext(options);
  const extension = new RongheExtensionReader();
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:Process'],
    check(node, reporter) {
      if (!isBpmn<BpmnProcess>(node, 'bpmn:Process')) return;
      if (!context || (node.flowElements ?? []).length === 0) return false;
      const missing = processFormKeys(node, extension).filter((key) => deployFormOf(context, key) === undefined);
      if (missing.length > 0) {
        const errCode = DeployErrorCode.FORM_NOT_FOUND;
        reporter.report(node.id, zhCN.lint.formNotFound(missing.join('、')), { errCode, path: ['extensionElements'] });
      }
      return false;
    },
  };
}
