import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModdleElement } from 'bpmn-moddle';
import { Linter, type LintConfig } from 'bpmnlint';
import { describe, expect, it } from 'vitest';
import { createRongheModdle } from '../../contracts/bpmn/RongheModdle.ts';
import { ProductDiagramGenerator } from '../../tests/bench/ProductDiagramGenerator.mjs';
import { CompiledCli } from '../testing/CompiledCli.ts';
import { SampleDiagrams } from '../testing/SampleDiagrams.ts';
import { ChildPropertyCache } from './ChildPropertyCache.ts';
import { DataPropertyElementFactory } from './DataPropertyElementFactory.ts';
import { GenericElementFactory } from './GenericElementFactory.ts';
import { LintRuleResolver } from './LintRuleResolver.ts';

const miwgFolder = join(CompiledCli.repo, 'tests', 'fixtures', 'bpmn', 'miwg-reference');
const diagrams: Array<[string, () => string]> = [
  ...readdirSync(miwgFolder)
    .filter((name) => name.endsWith('.bpmn'))
    .map((name): [string, () => string] => [`MIWG ${name}`, () => readFileSync(join(miwgFolder, name), 'utf8')]),
  ['a generated product diagram of 150 elements', () => new ProductDiagramGenerator(150, 3).toXml()],
  ['a generated product diagram of 900 elements', () => new ProductDiagramGenerator(900, 17).toXml()],
  ['the sample approval with rh extensions', () => SampleDiagrams.valid()],
  ['the sample approval with deploy errors', () => SampleDiagrams.withDeployErrors()],
  ['a diagram with a duplicate id and an unresolved reference', () => SampleDiagrams.valid().replace('id="manager"', 'id="apply"')],
  // after diagrams whose conditions name their type: the cached lookups must not carry it over
  ['a condition without xsi:type', () => SampleDiagrams.valid().replaceAll(' xsi:type="bpmn:tFormalExpression"', '')],
  ['a condition typed by xsi:type again', () => SampleDiagrams.valid()],
];

const isElement = (value: unknown): value is ModdleElement => typeof value === 'object' && value !== null && typeof (value as { $type?: unknown }).$type === 'string';

/** How an own property is held, without its getter or value: enumerable, writable, configurable. */
function shape(target: object, key: string): string {
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (!descriptor) return 'absent';
  const writable = 'value' in descriptor ? descriptor.writable : descriptor.set !== undefined;
  return `${descriptor.enumerable ? 'enumerable' : 'hidden'} ${writable ? 'writable' : 'read-only'} ${descriptor.configurable ? 'configurable' : 'fixed'}`;
}

/**
 * Everything lint rules can see of a moddle tree, as plain data: each element's type, own
 * keys in order (with how they are held), values, extension attributes, parent and supertypes;
 * references become the referenced element's id, so cycles end.
 */
function snapshot(element: ModdleElement, seen = new Set<unknown>()): unknown {
  seen.add(element);
  const record = element as unknown as Record<string, unknown>;
  const properties: Record<string, unknown> = {};
  for (const key of Object.getOwnPropertyNames(element)) {
    // Generic elements hold their moddle and descriptor as own members: compared by name only.
    const value = key === '$model' ? 'the moddle' : key === '$descriptor' ? (record[key] as { name: string }).name : record[key];
    const describe = (item: unknown): unknown =>
      // generic elements carry their own get, set and $instanceOf closures
      typeof item === 'function'
        ? `function ${item.name}`
        : isElement(item) ? (seen.has(item) || key === '$parent' ? `→ ${String((item as { id?: unknown }).id ?? item.$type)}` : snapshot(item, seen)) : item;
    properties[key] = { shape: shape(element, key), value: Array.isArray(value) ? value.map(describe) : describe(value) };
  }
  // Generic (unknown-namespace) elements carry moddle's any-type descriptor, without supertypes.
  const descriptor = (element as unknown as { $descriptor: { name: string; allTypesByName?: Record<string, unknown> } }).$descriptor;
  return {
    type: element.$type,
    descriptor: descriptor.name,
    supertypes: descriptor.allTypesByName && Object.keys(descriptor.allTypesByName),
    instanceOfTask: element.$instanceOf('bpmn:Task'),
    defaults: { isInterrupting: element.get('isInterrupting'), isExecutable: element.get('isExecutable') },
    prototypeKeys: Object.keys(Object.getPrototypeOf(element) as object),
    properties,
    attrs: { ...(element.$attrs as Record<string, unknown>) },
  };
}

const config: LintConfig = { extends: ['plugin:ronghe/recommended', 'bpmnlint:all'] };

/** The lint reading path as a worker runs it: one moddle, with all its speed-ups, for every file in turn. */
const lintModdle = ChildPropertyCache.install(GenericElementFactory.install(DataPropertyElementFactory.install(createRongheModdle())));

describe('DataPropertyElementFactory, GenericElementFactory and ChildPropertyCache', () => {
  for (const [name, read] of diagrams) {
    it(`read ${name} into the tree, warnings and lint results moddle's own reading gives`, async () => {
      const xml = read();
      const plain = await createRongheModdle().fromXML(xml, 'bpmn:Definitions');
      const factoryOnly = await DataPropertyElementFactory.install(createRongheModdle()).fromXML(xml, 'bpmn:Definitions');
      const lint = await lintModdle.fromXML(xml, 'bpmn:Definitions');
      const expectedTree = snapshot(plain.rootElement);
      const resolver = new LintRuleResolver(CompiledCli.repo);
      const expectedFindings = await new Linter({ config, resolver }).lint(plain.rootElement);

      for (const [reading, parsed] of [['factory only', factoryOnly], ['lint moddle', lint]] as const) {
        expect(snapshot(parsed.rootElement), reading).toEqual(expectedTree);
        expect(parsed.warnings.map((warning) => warning.message), reading).toEqual(plain.warnings.map((warning) => warning.message));
        expect(Object.keys(parsed.elementsById), reading).toEqual(Object.keys(plain.elementsById));
        expect(await new Linter({ config, resolver }).lint(parsed.rootElement), reading).toEqual(expectedFindings);
      }
    });
  }

  it('leaves moddles it was not installed on to moddle-xml', async () => {
    const xml = SampleDiagrams.valid();
    const before = snapshot((await createRongheModdle().fromXML(xml, 'bpmn:Definitions')).rootElement);
    ChildPropertyCache.install(DataPropertyElementFactory.install(createRongheModdle()));
    expect(snapshot((await createRongheModdle().fromXML(xml, 'bpmn:Definitions')).rootElement)).toEqual(before);
  });

  it('answers hasType on element types and instances alike', async () => {
    const moddle = DataPropertyElementFactory.install(createRongheModdle());
    const task = moddle.create('bpmn:UserTask', { id: 'approve', name: '审批' });
    expect(task.$instanceOf('bpmn:FlowNode')).toBe(true);
    expect(task.$instanceOf('bpmn:StartEvent')).toBe(false);
    const type = (moddle as unknown as { getType(name: string): { hasType(type: string): boolean } }).getType('bpmn:UserTask');
    expect(type.hasType('bpmn:Activity')).toBe(true);
    expect(type.hasType('bpmn:Gateway')).toBe(false);
    expect(task.get('name')).toBe('审批');
    expect(Object.keys(task)).toEqual(['$type', 'id', 'name']);
  });

  it('refuses to be installed on a moddle that already built types', () => {
    const moddle = createRongheModdle();
    moddle.create('bpmn:Task');
    expect(() => DataPropertyElementFactory.install(moddle)).toThrow(/before/);
  });
});
