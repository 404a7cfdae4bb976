import type { ModdleElement } from 'bpmn-moddle';
import type { LintRule } from 'bpmnlint';
import { isBpmn, type BpmnProcess, type BpmnSequenceFlow } from '../BpmnElements.ts';
import { deployFormOf, processFormKeys, readDeployFormContext, START_VARIABLES, type DeployFormContext } from '../DeployFormContext.ts';
import { DeployErrorCode } from '../DeployErrorCodes.ts';
import { ExpressionError } from '../expression/ExpressionError.ts';
import { variablesRead } from '../expression/ExpressionNames.ts';
import { ExpressionParser } from '../expression/ExpressionParser.ts';
import { RongheExtensionReader } from '../RongheExtensionReader.ts';
import { zhCN } from '../zhCN.ts';

/** The process a flow belongs to (a sub-process's flows too), or undefined. */
function processOf(element: ModdleElement): BpmnProcess | undefined {
  for (let at: ModdleElement | undefined = element.$parent; at; at = at.$parent) {
    if (isBpmn<BpmnProcess>(at, 'bpmn:Process')) return at;
  }
  return undefined;
}

/**
 * The variables a process's flow conditions may read: the start's (START_VARIABLES) and those
 * of its bound forms (a node's form sets its variables when the node completes) — or null when that is not known, because a bound form is a coded one,
 * or one the context does not have (ronghe/form-found's finding), or none is bound
 * (ronghe/form-required's).
 */
function knownVariables(process: BpmnProcess, context: DeployFormContext, extension: RongheExtensionReader): ReadonlySet<string> | null {
  const keys = processFormKeys(process, extension);
  if (keys.length === 0) return null;
  const known = new Set(START_VARIABLES);
  for (const key of keys) {
    const names = deployFormOf(context, key)?.variableNames;
    if (!names) return null;
    for (const name of names) known.add(name);
  }
  return known;
}

/**
 * A flow condition may read only variables the instance has: those the bound designed form(s)
 * set and those every start sets (initiator, companyId). `${dayz > 3}` on a 请假 form whose
 * field is `days` would be null at run time and send every request down the same path.
 * Judged with a form context (the rule's option) and only where every bound form is a
 * designed one; only the condition's top-level names count (`a.b` reads `a`). Flows the
 * engine does not evaluate (a parallel gateway's) and conditions the parser refuses
 * (ronghe/expression-valid's) are left alone.
 */
export function conditionVariableKnownRule(options?: unknown): LintRule {
  const context = readDeployFormContext(options);
  const extension = new RongheExtensionReader();
  const parser = new ExpressionParser();
  const variables = new Map<BpmnProcess, ReadonlySet<string> | null>();
  return {
    check(node, reporter) {
      if (!context) return false;
      if (!isBpmn<BpmnSequenceFlow>(node, 'bpmn:SequenceFlow')) return;
      const body = typeof node.conditionExpression?.body === 'string' ? node.conditionExpression.body.trim() : '';
      if (!body || !node.sourceRef || isBpmn(node.sourceRef, 'bpmn:ParallelGateway')) return;
      const process = processOf(node);
      if (!process) return;
      if (!variables.has(process)) variables.set(process, knownVariables(process, context, extension));
      const known = variables.get(process);
      if (!known) return;
      let read: string[];
      try {
        read = variablesRead(parser.parse(body));
      } catch (error) {
        if (error instanceof ExpressionError) return;
        throw error;
      }
      const unknown = read.filter((name) => !known.has(name));
      if (unknown.length > 0) {
        const errCode = DeployErrorCode.CONDITION_VARIABLE_UNKNOWN;
        reporter.report(node.id, zhCN.lint.conditionVariableUnknown(unknown.join('、')), { errCode, path: ['conditionExpression'] });
      }
    },
  };
}
