import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnSequenceFlow, type BpmnUserTask } from '../BpmnElements.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';
import { isRunnableConditionTemplate } from '../EngineElements.ts';
import { ExpressionError } from '../expression/ExpressionError.ts';
import { ExpressionParser } from '../expression/ExpressionParser.ts';
import { RongheExtensionReader } from '../RongheExtensionReader.ts';

/**
 * Every `${…}` the engine will evaluate must parse with the engine's own parser
 * (表达式格式不正确): a user task's candidate variable, the completion condition of
 * 按条件完成 (rh:multiActorAction), the condition of each flow the engine evaluates (all but
 * a parallel gateway's), and the business key (rh:businessKey) of a flow leaving the start
 * event. A flow condition of literal text alone decides nothing unless it spells true or false. Empty conditions are ronghe/flow-condition's and
 * ronghe/script-resource-unsupported's findings.
 */
export function expressionValidRule(): LintRule {
  const parser = new ExpressionParser();
  const extension = new RongheExtensionReader();
  const parses = (source: string): ReturnType<ExpressionParser['parse']> | undefined => {
    try {
      return parser.parse(source);
    } catch (error) {
      if (error instanceof ExpressionError) return undefined;
      throw error;
    }
  };
  const errCode = DeployErrorCode.EXPRESSION_INVALID;
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:UserTask', 'bpmn:SequenceFlow'],
    check(node, reporter) {
      if (isBpmn<BpmnUserTask>(node, 'bpmn:UserTask')) {
        const variable = extension.candidateCondition(node)?.variable ?? '';
        const multiActor = extension.multiActorAction(node);
        const condition = multiActor.type === 'conditionBasedMultiInst' ? multiActor.condition : '';
        if ((variable && !parses(variable)) || (condition && !parses(condition))) {
          reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode });
        }
        return;
      }
      if (!isBpmn<BpmnSequenceFlow>(node, 'bpmn:SequenceFlow')) return;
      // the business key the engine names a new instance by when nobody else does
      const businessKey = isBpmn(node.sourceRef, 'bpmn:StartEvent') ? extension.businessKey(node) : '';
      if (businessKey && !parses(businessKey)) {
        reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode, path: ['businessKey'] });
        return;
      }
      const expression = node.conditionExpression;
      if (!expression || isBpmn(node.sourceRef, 'bpmn:ParallelGateway')) return;
      const body = typeof expression.body === 'string' ? expression.body.trim() : '';
      if (!body) return;
      const parsed = parses(body);
      if (!parsed || !isRunnableConditionTemplate(parsed.parts, body)) {
        reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode, path: ['conditionExpression'] });
      }
    },
  };
}
