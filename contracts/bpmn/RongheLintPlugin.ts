import type { LintConfig, LintResolver, LintRuleFactory } from 'bpmnlint';
import type { DeployFormContext } from './DeployFormContext.ts';
import { camundaNotRunRule } from './rules/CamundaNotRunRule.ts';
import { candidateRequiredRule } from './rules/CandidateRequiredRule.ts';
import { conditionVariableKnownRule } from './rules/ConditionVariableKnownRule.ts';
import { elementSupportedRule } from './rules/ElementSupportedRule.ts';
import { expressionValidRule } from './rules/ExpressionValidRule.ts';
import { flowConditionRule } from './rules/FlowConditionRule.ts';
import { formFoundRule } from './rules/FormFoundRule.ts';
import { formRequiredRule } from './rules/FormRequiredRule.ts';
import { loopUnsupportedRule } from './rules/LoopUnsupportedRule.ts';
import { multiInstanceNeedsRhRule } from './rules/MultiInstanceNeedsRhRule.ts';
import { nodeNameRequiredRule } from './rules/NodeNameRequiredRule.ts';
import { processExecutableRule } from './rules/ProcessExecutableRule.ts';
import { scriptResourceUnsupportedRule } from './rules/ScriptResourceUnsupportedRule.ts';
import { singleStartEventRule } from './rules/SingleStartEventRule.ts';

/** The package name bpmnlint derives from the `ronghe/…` rule prefix. */
export const RONGHE_LINT_PACKAGE = 'bpmnlint-plugin-ronghe';

/**
 * The deploy rules of spec part 3 §5, and what the engine cannot run, as a bpmnlint plugin:
 * the designer (live markers), the CLI and the server's deploy all run these factories, and
 * the engine's compiler refuses the same things again as its last line. Every error report
 * carries `errCode`, a DeployErrorCode; ronghe/camunda-not-run only warns.
 */
export const RongheLintPlugin = Object.freeze({
  rules: Object.freeze({
    'node-name-required': nodeNameRequiredRule,
    'candidate-required': candidateRequiredRule,
    'flow-condition': flowConditionRule,
    'process-executable': processExecutableRule,
    'form-required': formRequiredRule,
    'element-supported': elementSupportedRule,
    'single-start-event': singleStartEventRule,
    'expression-valid': expressionValidRule,
    'script-resource-unsupported': scriptResourceUnsupportedRule,
    'multi-instance-needs-rh': multiInstanceNeedsRhRule,
    'loop-unsupported': loopUnsupportedRule,
    'form-found': formFoundRule,
    'condition-variable-known': conditionVariableKnownRule,
    'camunda-not-run': camundaNotRunRule,
  }) satisfies Record<string, LintRuleFactory>,
  configs: Object.freeze({
    recommended: Object.freeze<LintConfig>({
      rules: {
        'ronghe/node-name-required': 'error',
        'ronghe/candidate-required': 'error',
        'ronghe/flow-condition': 'error',
        'ronghe/process-executable': 'error',
        'ronghe/form-required': 'error',
        'ronghe/element-supported': 'error',
        'ronghe/single-start-event': 'error',
        'ronghe/expression-valid': 'error',
        'ronghe/script-resource-unsupported': 'error',
        'ronghe/multi-instance-needs-rh': 'error',
        'ronghe/loop-unsupported': 'error',
        // both judge nothing until a form context is given as their option (deployLintConfig)
        'ronghe/form-found': 'error',
        'ronghe/condition-variable-known': 'error',
        // a warning only: the Camunda fields are kept, not run, and do not stop a deploy
        'ronghe/camunda-not-run': 'warn',
      },
    }),
  }),
});

/** The config every deploy check runs. */
export const RONGHE_DEPLOY_LINT_CONFIG: LintConfig = Object.freeze({ extends: 'plugin:ronghe/recommended' });

/** The rules that judge a diagram against the forms it binds, given the context as their bpmnlint option. */
export const FORM_CONTEXT_RULES: readonly string[] = Object.freeze(['ronghe/form-found', 'ronghe/condition-variable-known']);

/**
 * A config with the form context: the given one (the deploy rules by default) with the form
 * rules switched on with the context as their option — bpmnlint's own way of configuring a
 * rule, so the context is plain data in the config and reaches lint workers with it. A rule
 * the config turned off stays off.
 */
export function deployLintConfig(context?: DeployFormContext, config: LintConfig = RONGHE_DEPLOY_LINT_CONFIG): LintConfig {
  if (!context) return config;
  const rules = { ...(config.rules ?? {}) };
  for (const rule of FORM_CONTEXT_RULES) {
    const current = rules[rule];
    const flag = Array.isArray(current) ? current[0] : (current ?? 'error');
    rules[rule] = [flag, context];
  }
  return { ...config, rules };
}

/**
 * Resolves `ronghe/…` rules and configs for bpmnlint's Linter without touching the file
 * system, so the same resolver works in the browser. Rules of other packages are unknown.
 */
export class RongheLintResolver implements LintResolver {
  resolveRule(pkg: string, ruleName: string): LintRuleFactory {
    const rules: Record<string, LintRuleFactory> = RongheLintPlugin.rules;
    const rule = pkg === RONGHE_LINT_PACKAGE ? rules[ruleName] : undefined;
    if (!rule) throw new Error(`unknown rule <${pkg}/${ruleName}>`);
    return rule;
  }

  resolveConfig(pkg: string, configName: string): LintConfig {
    const configs: Record<string, LintConfig> = RongheLintPlugin.configs;
    const config = pkg === RONGHE_LINT_PACKAGE ? configs[configName] : undefined;
    if (!config) throw new Error(`unknown config <${pkg}/${configName}>`);
    return config;
  }
}
