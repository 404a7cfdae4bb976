import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LintRuleFactory } from 'bpmnlint';
import { BPMNLINT_CONFIGS, BPMNLINT_RULE_TARGETS, BPMNLINT_RULES } from './BpmnlintBuiltIns.ts';
import { LintRuleResolver } from './LintRuleResolver.ts';

const require = createRequire(import.meta.url);
const bpmnlintDir = dirname(require.resolve('bpmnlint/package.json'));

describe('BpmnlintBuiltIns', () => {
  it('holds every rule the installed bpmnlint ships, as its `all` config lists them, and each is the package’s own factory', () => {
    const all = require('bpmnlint/config/all') as { rules: Record<string, unknown> };
    expect([...BPMNLINT_RULES.keys()].sort()).toEqual(Object.keys(all.rules).sort());
    for (const [name, factory] of BPMNLINT_RULES) expect(factory, name).toBe(require(`bpmnlint/rules/${name}`));
  });

  it('holds every config the installed bpmnlint ships', () => {
    const shipped = readdirSync(join(bpmnlintDir, 'config')).map((file) => file.replace(/\.js$/, ''));
    expect([...BPMNLINT_CONFIGS.keys()].sort()).toEqual(shipped.sort());
    for (const [name, config] of BPMNLINT_CONFIGS) expect(config, name).toEqual(require(`bpmnlint/config/${name}`));
  });

  it('gives the rules with known targets their targets, and otherwise the rule bpmnlint’s factory makes', () => {
    const resolver = new LintRuleResolver(process.cwd());
    const rule = resolver.resolveRule('bpmnlint', 'label-required')();
    const own = (BPMNLINT_RULES.get('label-required') as LintRuleFactory)();
    expect(rule.targets).toEqual(BPMNLINT_RULE_TARGETS.get('label-required'));
    expect(Object.keys(rule).sort()).toEqual([...Object.keys(own), 'targets'].sort());
    expect(rule.meta).toEqual(own.meta);
    expect(rule.check.toString()).toBe(own.check.toString());
    for (const name of BPMNLINT_RULE_TARGETS.keys()) expect(BPMNLINT_RULES.has(name), name).toBe(true);
  });

  it('answers an unknown or path-like built-in name with bpmnlint’s error, never a file lookup', () => {
    const resolver = new LintRuleResolver(process.cwd());
    expect(resolver.resolveRule('bpmnlint', 'global')).toBe(BPMNLINT_RULES.get('global'));
    expect(() => resolver.resolveRule('bpmnlint', 'no-such-rule')).toThrow('cannot resolve rule <no-such-rule> from <bpmnlint>');
    expect(() => resolver.resolveRule('bpmnlint', '../lib/linter')).toThrow('cannot resolve rule <../lib/linter> from <bpmnlint>');
    expect(() => resolver.resolveConfig('bpmnlint', 'strict')).toThrow('cannot resolve config <strict> from <bpmnlint>');
  });
});
