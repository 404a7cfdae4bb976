import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { LintConfig, LintResolver, LintRuleFactory } from 'bpmnlint';
import { RONGHE_LINT_PACKAGE, RongheLintResolver } from '../../contracts/bpmn/RongheLintPlugin.ts';
import { BPMNLINT_CONFIGS, BPMNLINT_RULE_TARGETS, BPMNLINT_RULES } from './BpmnlintBuiltIns.ts';

const ownRequire = createRequire(import.meta.url);

type NodeResolverClass = new (options: { require: NodeJS.Require }) => LintResolver;

/**
 * Finds the rules and configs a `.bpmnlintrc` names: `ronghe/…` from contracts/bpmn,
 * bpmnlint's built-in rules from the bpmnlint this CLI ships with (whatever folder the config
 * sits in), and other `bpmnlint-plugin-…` packages with Node's resolution from the config's
 * folder, as bpmnlint's own CLI does from the working folder.
 *
 * Factories are kept once found: a worker lints hundreds of files with the same rules, and a
 * failed `require` probe walks the file system every time. The Linter still calls each
 * factory anew, so rule instances are never shared between files.
 */
export class LintRuleResolver implements LintResolver {
  private readonly ronghe = new RongheLintResolver();
  private readonly rules = new Map<string, LintRuleFactory>();
  private readonly configs = new Map<string, LintConfig>();
  private plugins: LintResolver | undefined;

  /** @param configDir the folder plugin packages are resolved from (the config file's folder). */
  constructor(private readonly configDir: string) {}

  resolveRule(pkg: string, ruleName: string): LintRuleFactory {
    const key = `${pkg}\u0000${ruleName}`;
    let factory = this.rules.get(key);
    if (!factory) {
      factory = this.findRule(pkg, ruleName);
      this.rules.set(key, factory);
    }
    return factory;
  }

  resolveConfig(pkg: string, configName: string): LintConfig {
    const key = `${pkg}\u0000${configName}`;
    let config = this.configs.get(key);
    if (!config) {
      config = this.findConfig(pkg, configName);
      this.configs.set(key, config);
    }
    return config;
  }

  private findRule(pkg: string, ruleName: string): LintRuleFactory {
    if (pkg === RONGHE_LINT_PACKAGE) return this.ronghe.resolveRule(pkg, ruleName);
    if (pkg === 'bpmnlint') {
      const factory = BPMNLINT_RULES.get(ruleName);
      if (!factory) throw new Error(`cannot resolve rule <${ruleName}> from <bpmnlint>`);
      const targets = BPMNLINT_RULE_TARGETS.get(ruleName);
      return targets ? (options) => ({ ...factory(options), targets }) : factory;
    }
    return this.pluginResolver().resolveRule(pkg, ruleName) as LintRuleFactory;
  }

  private findConfig(pkg: string, configName: string): LintConfig {
    if (pkg === RONGHE_LINT_PACKAGE) return this.ronghe.resolveConfig(pkg, configName);
    if (pkg === 'bpmnlint') {
      const config = BPMNLINT_CONFIGS.get(configName);
      if (!config) throw new Error(`cannot resolve config <${configName}> from <bpmnlint>`);
      return config;
    }
    return this.pluginResolver().resolveConfig(pkg, configName) as LintConfig;
  }

  private pluginResolver(): LintResolver {
    if (!this.plugins) {
      const NodeResolver = ownRequire('bpmnlint/lib/resolver/node-resolver') as NodeResolverClass;
      this.plugins = new NodeResolver({ require: createRequire(join(this.configDir, 'resolve-from-config-dir.js')) });
    }
    return this.plugins;
  }
}
