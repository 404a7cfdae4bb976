import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModdleElement } from 'bpmn-moddle';
import { Linter, type LintConfig, type LintResolver, type LintRule, type LintRuleFactory } from 'bpmnlint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRongheModdle } from '../../contracts/bpmn/RongheModdle.ts';
import { ProductDiagramGenerator } from '../../tests/bench/ProductDiagramGenerator.mjs';
import { CompiledCli } from '../testing/CompiledCli.ts';
import { LintRuleResolver } from './LintRuleResolver.ts';
import { SinglePassRuleRunner } from './SinglePassRuleRunner.ts';

const miwgFolder = join(CompiledCli.repo, 'tests', 'fixtures', 'bpmn', 'miwg-reference');
const miwg = readdirSync(miwgFolder).filter((name) => name.endsWith('.bpmn'));

async function parse(xml: string): Promise<ModdleElement> {
  return (await createRongheModdle().fromXML(xml, 'bpmn:Definitions')).rootElement;
}

/** Rules written to exercise what a single walk must keep per rule. */
const probeRules: Record<string, LintRuleFactory> = {
  // Skips every sub-process's content, and reports everything else it enters.
  'skip-subprocess': () => ({
    check: {
      enter(node, reporter) {
        const id = (node as { id?: string }).id;
        if (id) reporter.report(id, `entered ${node.$type}`);
        if (node.$instanceOf('bpmn:SubProcess')) return false;
      },
    },
  }),
  // Reports in leave only, numbered: the order of leaves must match bpmnlint's walk.
  'leave-order': () => {
    let count = 0;
    return {
      check: {
        leave(node, reporter) {
          const id = (node as { id?: string }).id;
          if (id) reporter.report(id, `left #${count++}`, { path: ['name'] });
        },
      },
    };
  },
  // Reports, then throws on the first task: its reports must become one rule-error.
  thrower: () => ({
    check(node, reporter) {
      if (node.$instanceOf('bpmn:FlowNode')) reporter.report((node as unknown as { id: string }).id, 'seen');
      if (node.$instanceOf('bpmn:Task')) throw new Error('rule crashed on a task');
    },
  }),
  'no-check': () => ({}) as LintRule,
  // State kept in the rule instance: a new Linter must start it from zero.
  stateful: () => {
    let seen = 0;
    return {
      check(node, reporter) {
        if (node.$instanceOf('bpmn:Definitions')) reporter.report((node as unknown as { id: string }).id, `runs before: ${seen++}`);
      },
    };
  },
};

class ProbeResolver implements LintResolver {
  private readonly fallback = new LintRuleResolver(CompiledCli.repo);
  resolveRule(pkg: string, name: string): LintRuleFactory {
    return pkg === 'bpmnlint-plugin-probe' ? probeRules[name] : this.fallback.resolveRule(pkg, name);
  }
  resolveConfig(pkg: string, name: string): LintConfig {
    return this.fallback.resolveConfig(pkg, name);
  }
}

const configs: Record<string, LintConfig> = {
  'bpmnlint:all with the deploy rules': { extends: ['plugin:ronghe/recommended', 'bpmnlint:all'] },
  'bpmnlint:recommended with a rule turned to warn': { extends: 'bpmnlint:recommended', rules: { 'label-required': 'warn', 'no-bpmndi': 'off' } },
  'probe rules': {
    rules: { 'probe/skip-subprocess': 'error', 'probe/leave-order': 'warn', 'probe/thrower': 'error', 'probe/no-check': 'error', 'probe/stateful': 'info' },
  },
};

describe('SinglePassRuleRunner', () => {
  beforeEach(() => {
    // bpmnlint's own Linter logs a failing rule to the console.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const diagrams: Array<[string, () => string]> = [
    ...miwg.map((name): [string, () => string] => [`MIWG ${name}`, () => readFileSync(join(miwgFolder, name), 'utf8')]),
    ['a generated product diagram of 150 elements', () => new ProductDiagramGenerator(150, 3).toXml()],
    ['a generated product diagram of 600 elements', () => new ProductDiagramGenerator(600, 11).toXml()],
  ];

  for (const [configName, config] of Object.entries(configs)) {
    it(`gives what Linter.lint gives on every fixture, with ${configName}`, async () => {
      const runner = new SinglePassRuleRunner();
      const resolver = new ProbeResolver();
      let compared = 0;
      for (const [name, read] of diagrams) {
        const root = await parse(read());
        const expected = await new Linter({ config, resolver }).lint(root);
        const actual = await runner.lint(new Linter({ config, resolver }), root);
        expect(actual, name).toEqual(expected);
        expect(Object.keys(actual), name).toEqual(Object.keys(expected));
        compared += Object.values(expected).flat().length;
      }
      expect(compared).toBeGreaterThan(20);
    });
  }

  it('keeps a skipped subtree skipped for that rule only', async () => {
    const root = await parse(readFileSync(join(miwgFolder, 'B.2.0.bpmn'), 'utf8'));
    const config: LintConfig = { rules: { 'probe/skip-subprocess': 'error', 'probe/leave-order': 'warn' } };
    const results = await new SinglePassRuleRunner().lint(new Linter({ config, resolver: new ProbeResolver() }), root);
    const entered = new Set(results['probe/skip-subprocess'].map((report) => report.id));
    const left = new Set(results['probe/leave-order'].map((report) => report.id));
    const hidden = [...left].filter((id) => !entered.has(id));
    // B.2.0 has expanded sub-processes: their children are left by one rule and never entered by the other.
    expect(hidden.length).toBeGreaterThan(0);
  });

  it('turns a rule that throws into one rule-error and keeps the other rules', async () => {
    const root = await parse(readFileSync(join(miwgFolder, 'A.1.0.bpmn'), 'utf8'));
    const config: LintConfig = { rules: { 'probe/thrower': 'error', 'probe/skip-subprocess': 'warn' } };
    const results = await new SinglePassRuleRunner().lint(new Linter({ config, resolver: new ProbeResolver() }), root);
    expect(results['probe/thrower']).toEqual([{ message: 'rule crashed on a task', category: 'rule-error' }]);
    expect(results['probe/skip-subprocess'].length).toBeGreaterThan(3);
  });

  it('gives each new Linter new rule instances, so rule state never crosses files', async () => {
    const runner = new SinglePassRuleRunner();
    const resolver = new ProbeResolver();
    const config: LintConfig = { rules: { 'probe/stateful': 'error' } };
    const root = await parse(readFileSync(join(miwgFolder, 'A.1.0.bpmn'), 'utf8'));
    const first = await runner.lint(new Linter({ config, resolver }), root);
    const second = await runner.lint(new Linter({ config, resolver }), root);
    expect(first['probe/stateful'][0].message).toBe('runs before: 0');
    expect(second['probe/stateful'][0].message).toBe('runs before: 0');
  });
});
