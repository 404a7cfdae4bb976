import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnSequenceFlow } from '../BpmnElements.ts';
import { isBooleanShaped } from '../ConditionShape.ts';
import { DeployErrorCode, deployErrorLabel } from '../DeployErrorCodes.ts';
import { hasTextBesideCondition } from '../EngineElements.ts';
import type { CompiledExpression } from '../expression/ExpressionAst.ts';
import { ExpressionError } from '../expression/ExpressionError.ts';
import { ExpressionParser } from '../expression/ExpressionParser.ts';
import { RUNNABLE_CONDITION_LANGUAGE } from '../RongheExtension.ts';

/*
 * Which flows are checked: the spec checks flows leaving exclusive, inclusive and complex
 * gateways. Conditional flows leaving an activity or a start event are checked the same way,
 * because the engine evaluates those conditions too (and its compiler refuses an empty one);
 * flows leaving a parallel gateway are not, as their conditions are ignored.
 */
function isEvaluated(flow: BpmnSequenceFlow): boolean {
  return !!flow.sourceRef && !isBpmn(flow.sourceRef, 'bpmn:ParallelGateway');
}

/** A body the parser cannot read is ronghe/expression-valid's finding, not a shape question. */
function parsed(parser: ExpressionParser, body: string): CompiledExpression | undefined {
  try {
    return parser.parse(body);
  } catch (error) {
    if (error instanceof ExpressionError) return undefined;
    throw error;
  }
}

/**
 * The condition of an evaluated flow must be runnable:
 * - an expression (no language, no resource) needs a body (表达式不能为空);
 * - a script needs a language (条件配置中Script脚本格式配置不能为空), and a body or a resource
 *   (条件配置中Script脚本资源配置不能为空);
 * - a script in any language but juel is refused: the engine evaluates juel-style `${…}` only;
 * - an expression must be one `${…}` with nothing beside it (条件表达式只能是一个 ${…}), e.g. not
 *   `${amount > 100000} 元`, which the engine reads as text;
 * - and it must be able to yield a boolean (ConditionShape), e.g. not `${amount + 1}`.
 */
export function flowConditionRule(): LintRule {
  const parser = new ExpressionParser();
  return {
    // the walk of ronghe lint calls the check on these types' elements only (LintRule#targets)
    targets: ['bpmn:SequenceFlow'],
    check(node, reporter) {
      if (!isBpmn<BpmnSequenceFlow>(node, 'bpmn:SequenceFlow')) return;
      const condition = node.conditionExpression;
      if (!condition || !isEvaluated(node)) return;
      const report = (errCode: DeployErrorCode) =>
        reporter.report(node.id, deployErrorLabel(errCode) ?? errCode, { errCode, path: ['conditionExpression'] });

      const body = typeof condition.body === 'string' ? condition.body.trim() : '';
      const language = (condition.language ?? '').trim();
      const resource = (condition.resource ?? '').trim();
      const isScript = language.length > 0 || resource.length > 0;

      // Whatever its language, the engine reads the body as a template (ProcessModelCompiler).
      const compiled = body.length > 0 ? parsed(parser, body) : undefined;
      const textBeside = compiled !== undefined && hasTextBesideCondition(compiled.parts);
      if (textBeside) report(DeployErrorCode.CONDITION_TEXT_OUTSIDE);
      const notBoolean = () => compiled !== undefined && !textBeside && !isBooleanShaped(body);

      if (!isScript) {
        if (body.length === 0) report(DeployErrorCode.EXPRESSION_REQUIRED);
        else if (notBoolean()) report(DeployErrorCode.CONDITION_NOT_BOOLEAN);
        return;
      }
      if (body.length === 0 && resource.length === 0) report(DeployErrorCode.SCRIPT_RESOURCE_REQUIRED);
      if (language.length === 0) report(DeployErrorCode.SCRIPT_FORMAT_REQUIRED);
      else if (language.toLowerCase() !== RUNNABLE_CONDITION_LANGUAGE) report(DeployErrorCode.SCRIPT_LANGUAGE_UNSUPPORTED);
      else if (notBoolean()) report(DeployErrorCode.CONDITION_NOT_BOOLEAN);
    },
  };
}
