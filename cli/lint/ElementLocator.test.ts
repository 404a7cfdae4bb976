import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CompiledCli } from '../testing/CompiledCli.ts';
import { ElementLocator, type TextPosition } from './ElementLocator.ts';

const xml = [
  '<?xml version="1.0"?>',
  '<definitions id="defs">',
  '  <process id="p">',
  "    <userTask name='审批' id='Task_1' />",
  '    <sequenceFlow id="Flow.1" sourceRef="Task_1" />',
  '  </process>',
  '  <shape id="Task_1_di" bpmnElement="Task_1" />',
  '</definitions>',
].join('\n');

describe('ElementLocator', () => {
  const locator = new ElementLocator(xml);

  it('points at the start tag of the element declaring the id, either quote style', () => {
    expect(locator.elementPosition('Task_1')).toEqual({ line: 4, column: 5 });
    expect(locator.elementPosition('p')).toEqual({ line: 3, column: 3 });
  });

  it('treats ids literally (a dot is not a wildcard) and ignores references to them', () => {
    expect(locator.elementPosition('Flow.1')).toEqual({ line: 5, column: 5 });
    expect(locator.elementPosition('Flow_1')).toBeUndefined();
    expect(locator.elementPosition('Task_1_di')).toEqual({ line: 7, column: 3 });
  });

  it('turns offsets into 1-based lines and columns', () => {
    expect(locator.position(0)).toEqual({ line: 1, column: 1 });
    expect(locator.position(xml.indexOf('<definitions'))).toEqual({ line: 2, column: 1 });
  });
});

describe('ElementLocator on real diagrams', () => {
  /** The declarations as the pattern finds them: the first match of each id, at the `<` before it. */
  function byPattern(text: string): Map<string, TextPosition> {
    const locator = new ElementLocator(text);
    const expected = new Map<string, TextPosition>();
    for (const match of text.matchAll(/\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const id = match[1] ?? match[2];
      if (expected.has(id)) continue;
      const tag = text.lastIndexOf('<', match.index);
      expected.set(id, locator.position(tag === -1 ? match.index : tag));
    }
    return expected;
  }

  const fixtures = join(CompiledCli.repo, 'tests', 'fixtures', 'bpmn');
  const texts: Array<[string, string]> = [
    ...readdirSync(fixtures, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.bpmn'))
      .map((entry): [string, string] => [entry.name, readFileSync(join(entry.parentPath, entry.name), 'utf8')]),
    ['odd spacing and quotes', `<a\tid = 'x'/><b\u00a0id="y"/><c xid="z"/><d id=w/><e id="unclosed/><f\nid\n=\n"v" id="v"/>id="start"<g\u3000id\u2028=  'u'>`],
    ['an id at the very start and end', `id="a" <b id="c"`],
  ];

  for (const [name, text] of texts) {
    it(`finds what the declaration pattern finds in ${name}`, () => {
      const locator = new ElementLocator(text);
      const expected = byPattern(text);
      expect(expected.size).toBeGreaterThan(0);
      for (const [id, position] of expected) expect(locator.elementPosition(id), id).toEqual(position);
      for (const probe of ['nope', 'id', 'unclosed/><f\nid\n=\n', 'w']) if (!expected.has(probe)) expect(locator.elementPosition(probe), probe).toBeUndefined();
    });
  }
});
