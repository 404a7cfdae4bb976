import type { LintConfig, LintResolver, LintRuleFactory } from 'bpmnlint';
import { candidateRequiredRule } from './rules/CandidateRequiredRule.ts';
import { flowConditionRule } from './rules/FlowConditionRule.ts';
import { formRequiredRule } from './rules/FormRequiredRule.ts';
import { nodeNameRequiredRule } from './rules/NodeNameRequiredRule.ts';
import { processExecutableRule } from './rules/ProcessExecutableRule.ts';

/** The package name bpmnlint derives from the `ronghe/…` rule prefix. */
export const RONGHE_LINT_PACKAGE = 'bpmnlint-plugin-ronghe';

/**
 * The deploy rules of spec part 3 §5 as a bpmnlint plugin: the designer (bpmn-js lint), the
 * CLI and the server all run these factories. Every report carries `errCode`, a
 * DeployErrorCode.
 */
export const RongheLintPlugin = Object.freeze({
  rules: Object.freeze({
    'node-name-required': nodeNameRequiredRule,
    'candidate-required': candidateRequiredRule,
    'flow-condition': flowConditionRule,
    'process-executable': processExecutableRule,
    'form-required': formRequiredRule,
  }) satisfies Record<string, LintRuleFactory>,
  configs: Object.freeze({
    recommended: Object.freeze<LintConfig>({
      rules: {
        'ronghe/node-name-required': 'error',
        'ronghe/candidate-required': 'error',
        'ronghe/flow-condition': 'error',
        'ronghe/process-executable': 'error',
        'ronghe/form-required': 'error',
      },
    }),
  }),
});

/** The config every deploy check runs. */
export const RONGHE_DEPLOY_LINT_CONFIG: LintConfig = Object.freeze({ extends: 'plugin:ronghe/recommended' });

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
