import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModdleElement } from 'bpmn-moddle';
import { Linter, type LintConfig, type LintResolver, type LintRule, type LintRuleFactory } from 'bpmnlint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RongheLintPlugin } from '../../contracts/bpmn/RongheLintPlugin.ts';
import { createRongheModdle } from '../../contracts/bpmn/RongheModdle.ts';
import { ProductDiagramGenerator } from '../../tests/bench/ProductDiagramGenerator.mjs';
import { CompiledCli } from '../testing/CompiledCli.ts';
import { BPMNLINT_RULES } from './BpmnlintBuiltIns.ts';
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
  // Names its targets: the walk must call it on tasks (and a generic element of that name) only, entering and leaving.
  'tasks-only': () => ({
    targets: ['bpmn:Task', 'vendor:note'],
    check: {
      enter(node, reporter) {
        reporter.report((node as { id?: string }).id ?? '', `entered ${node.$type}`);
      },
      leave(node, reporter) {
        reporter.report((node as { id?: string }).id ?? '', `left ${node.$type}`);
      },
    },
  }),
  // Names its targets and skips every sub-process's content: the walk of its own elements must
  // jump past the content to the sub-process's leave.
  'targeted-skip': () => ({
    targets: ['bpmn:FlowNode'],
    check: {
      // as a rule that names its targets must: nothing done on other elements
      enter(node, reporter) {
        if (!node.$instanceOf('bpmn:FlowNode')) return;
        reporter.report((node as { id?: string }).id ?? '', `entered ${node.$type}`);
        if (node.$instanceOf('bpmn:SubProcess')) return false;
      },
      leave(node, reporter) {
        if (node.$instanceOf('bpmn:FlowNode')) reporter.report((node as { id?: string }).id ?? '', `left ${node.$type}`);
      },
    },
  }),
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
    rules: { 'probe/skip-subprocess': 'error', 'probe/leave-order': 'warn', 'probe/thrower': 'error', 'probe/no-check': 'error', 'probe/stateful': 'info', 'probe/targeted-skip': 'warn' },
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
      // resolved once and used for every diagram, as a lint thread does
      const prepared = await runner.prepare(new Linter({ config, resolver }));
      let compared = 0;
      for (const [name, read] of diagrams) {
        const root = await parse(read());
        const expected = await new Linter({ config, resolver }).lint(root);
        const actual = await runner.lint(new Linter({ config, resolver }), root);
        expect(actual, name).toEqual(expected);
        expect(Object.keys(actual), name).toEqual(Object.keys(expected));
        const fromPrepared = await runner.lintPrepared(prepared, root);
        expect(fromPrepared, name).toEqual(expected);
        expect(Object.keys(fromPrepared), name).toEqual(Object.keys(expected));
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

  it('calls a rule that names its targets on those types only, generic elements by their name', async () => {
    const xml = readFileSync(join(miwgFolder, 'A.1.0.bpmn'), 'utf8').replace(
      /(<semantic:task\b[^>]*>)/,
      '$1<semantic:extensionElements><vendor:note xmlns:vendor="http://example.com/vendor" id="note"/>' +
        '<vendor:other xmlns:vendor="http://example.com/vendor" id="other"/></semantic:extensionElements>',
    );
    const root = await parse(xml);
    const config: LintConfig = { rules: { 'probe/tasks-only': 'error' } };
    const results = await new SinglePassRuleRunner().lint(new Linter({ config, resolver: new ProbeResolver() }), root);
    const messages = results['probe/tasks-only'].map((report) => report.message);
    expect(messages).toContain('entered bpmn:Task');
    expect(messages).toContain('left bpmn:Task');
    expect(messages).toContain('entered vendor:note');
    expect(messages.filter((message) => !/ (bpmn:Task|vendor:note)$/.test(message))).toEqual([]);
  });

  it('holds every rule that names its targets to them: on an element of any other type, or a generic one, it returns undefined and reports nothing', () => {
    const moddle = createRongheModdle() as unknown as {
      getPackages(): Array<{ prefix: string; types?: Array<{ name: string }> }>;
      create(type: string, attrs?: object): ModdleElement;
    };
    const flow = (id: string) =>
      moddle.create('bpmn:SequenceFlow', { id, conditionExpression: moddle.create('bpmn:FormalExpression', { body: '${x > 1}' }) });
    // What the rules read once an element is of their type: unnamed, one flow in and one out
    // (conditional, one the default), content, event definitions — set where the type declares it.
    const wiring: Record<string, () => unknown> = {
      name: () => '',
      incoming: () => [flow('In_1')],
      outgoing: () => [flow('Out_1')],
      default: () => flow('Out_1'),
      flowElements: () => [moddle.create('bpmn:StartEvent', { id: 'Start_1' }), moddle.create('bpmn:StartEvent', { id: 'Start_2' })],
      eventDefinitions: () => [moddle.create('bpmn:ConditionalEventDefinition'), moddle.create('bpmn:MessageEventDefinition')],
      triggeredByEvent: () => true,
    };
    const elements: ModdleElement[] = [];
    for (const pkg of moddle.getPackages()) {
      for (const type of pkg.types ?? []) {
        for (const wired of [false, true]) {
          let element: ModdleElement;
          try {
            element = moddle.create(`${pkg.prefix}:${type.name}`, { id: `${type.name}_1` });
          } catch {
            continue; // a trait of another type (bioc:ColoredShape) has no elements of its own
          }
          const declared = (element as unknown as { $descriptor: { propertiesByName: Record<string, unknown> } }).$descriptor.propertiesByName;
          if (wired) for (const [property, value] of Object.entries(wiring)) if (declared[property]) element.set(property, value());
          // inside an executable process, where the deploy rules look closest
          (element as unknown as { $parent: unknown }).$parent = moddle.create('bpmn:Process', { id: 'Process_1', isExecutable: true });
          elements.push(element);
        }
      }
    }
    expect(elements.length).toBeGreaterThan(400);
    // a vendor's extension element (generic) with what the rules read as attributes
    const generic = (moddle as unknown as { createAny(name: string, uri: string, attrs: object): ModdleElement }).createAny('vendor:step', 'http://example.com/vendor', {
      id: 'Vendor_1',
      name: '',
      default: 'Out_1',
      outgoing: 'Out_1',
      triggeredByEvent: 'true',
    });
    (generic as unknown as { $parent: unknown }).$parent = moddle.create('bpmn:Process', { id: 'Process_1', isExecutable: true });
    elements.push(generic);
    const factories: Array<[string, LintRuleFactory]> = [
      ...[...BPMNLINT_RULES.keys()].map((name): [string, LintRuleFactory] => [name, new LintRuleResolver(CompiledCli.repo).resolveRule('bpmnlint', name)]),
      ...Object.entries(RongheLintPlugin.rules).map(([name, factory]): [string, LintRuleFactory] => [`ronghe/${name}`, factory]),
    ];
    let checked = 0;
    for (const [name, factory] of factories) {
      const rule = factory();
      if (!rule.targets) continue;
      const check = rule.check as { enter?: (node: ModdleElement, reporter: unknown) => unknown; leave?: (node: ModdleElement, reporter: unknown) => unknown };
      const hooks = typeof rule.check === 'function' ? [rule.check] : [check.enter, check.leave].filter((hook) => hook !== undefined);
      for (const element of elements) {
        if (rule.targets.some((target) => element.$instanceOf(target))) continue;
        const reports: unknown[] = [];
        const reporter = { report: (...report: unknown[]) => reports.push(report) };
        for (const hook of hooks) expect(hook(element, reporter), `${name} on ${element.$type}`).toBeUndefined();
        expect(reports, `${name} on ${element.$type}`).toEqual([]);
        checked++;
      }
    }
    // bpmnlint's 26 rules with targets and 12 deploy rules, each on most of the types, bare and wired
    expect(checked).toBeGreaterThan(36 * 400);
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
    const prepared = await runner.prepare(new Linter({ config, resolver }));
    expect((await runner.lintPrepared(prepared, root))['probe/stateful'][0].message).toBe('runs before: 0');
    expect((await runner.lintPrepared(prepared, root))['probe/stateful'][0].message).toBe('runs before: 0');
  });
});
