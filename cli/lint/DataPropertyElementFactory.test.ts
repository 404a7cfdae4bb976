import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Linter, type LintConfig } from 'bpmnlint';
import { describe, expect, it } from 'vitest';
import { createRongheModdle } from '../../contracts/bpmn/RongheModdle.ts';
import { ProductDiagramGenerator } from '../../tests/bench/ProductDiagramGenerator.mjs';
import { CompiledCli } from '../testing/CompiledCli.ts';
import { moddleTreeSnapshot } from '../testing/ModdleTreeSnapshot.ts';
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
      const expectedTree = moddleTreeSnapshot(plain.rootElement);
      const resolver = new LintRuleResolver(CompiledCli.repo);
      const expectedFindings = await new Linter({ config, resolver }).lint(plain.rootElement);

      for (const [reading, parsed] of [['factory only', factoryOnly], ['lint moddle', lint]] as const) {
        expect(moddleTreeSnapshot(parsed.rootElement), reading).toEqual(expectedTree);
        expect(parsed.warnings.map((warning) => warning.message), reading).toEqual(plain.warnings.map((warning) => warning.message));
        expect(Object.keys(parsed.elementsById), reading).toEqual(Object.keys(plain.elementsById));
        expect(await new Linter({ config, resolver }).lint(parsed.rootElement), reading).toEqual(expectedFindings);
      }
    });
  }

  it('leaves moddles it was not installed on to moddle-xml', async () => {
    const xml = SampleDiagrams.valid();
    const before = moddleTreeSnapshot((await createRongheModdle().fromXML(xml, 'bpmn:Definitions')).rootElement);
    ChildPropertyCache.install(DataPropertyElementFactory.install(createRongheModdle()));
    expect(moddleTreeSnapshot((await createRongheModdle().fromXML(xml, 'bpmn:Definitions')).rootElement)).toEqual(before);
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
