import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRongheModdle } from '../../contracts/bpmn/RongheModdle.ts';
import { CompiledCli } from '../testing/CompiledCli.ts';
import { moddleTreeSnapshot } from '../testing/ModdleTreeSnapshot.ts';
import { SampleDiagrams } from '../testing/SampleDiagrams.ts';
import { ChildPropertyCache } from './ChildPropertyCache.ts';
import { DataPropertyElementFactory } from './DataPropertyElementFactory.ts';
import { DiagramXmlReader } from './DiagramXmlReader.ts';
import { GenericElementFactory } from './GenericElementFactory.ts';

/** mulberry32: a seeded generator, so a failing mutation can be found again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = ['<', '>', '/', '"', "'", '=', ' ', '\n', ':', '&', '&amp;', '&#x41;', '&lt;', 'x', 'id="a"', ' xmlns="urn:x"', ' xmlns:bpmn="urn:y"', '<!--c-->', '<![CDATA[d]]>', '<?p q?>', 'bpmn:', '</', '/>'];

/** The text with one random edit: a character dropped, a piece inserted, or a stretch repeated. */
function mutate(text: string, next: () => number): string {
  const at = Math.floor(next() * text.length);
  const choice = next();
  if (choice < 0.3) return text.slice(0, at) + text.slice(at + 1);
  if (choice < 0.8) return text.slice(0, at) + PIECES[Math.floor(next() * PIECES.length)] + text.slice(at);
  const length = 1 + Math.floor(next() * 40);
  return text.slice(0, at) + text.slice(at, at + length) + text.slice(at);
}

const fixtures = join(CompiledCli.repo, 'tests', 'fixtures', 'bpmn');
const sources = [
  SampleDiagrams.valid(),
  SampleDiagrams.withDeployErrors(),
  ...['designer/camunda-fields.bpmn', 'miwg-reference/A.4.1.bpmn', 'miwg-reference/C.1.1.bpmn', 'miwg-reference/C.9.1.bpmn'].map((file) => readFileSync(join(fixtures, file), 'utf8')),
];

const reader = new DiagramXmlReader(ChildPropertyCache.install(GenericElementFactory.install(DataPropertyElementFactory.install(createRongheModdle()))));
const describeWarning = (warning: { message: string; element?: unknown; property?: unknown; value?: unknown }) => ({
  message: warning.message,
  element: (warning.element as { id?: unknown } | undefined)?.id,
  property: warning.property,
  value: warning.value,
});

describe('DiagramXmlReader on damaged texts', () => {
  it('reads each one as moddle does or leaves it to moddle-xml, never otherwise', async () => {
    const next = random(20261126);
    let read = 0;
    let left = 0;
    const rounds = Number(process.env.READER_FUZZ_ROUNDS ?? 400);
    for (let round = 0; round < rounds; round++) {
      let xml = sources[round % sources.length];
      const edits = 1 + Math.floor(next() * 2);
      for (let edit = 0; edit < edits; edit++) xml = mutate(xml, next);
      const reading = reader.read(xml);
      if (!('rootElement' in reading)) {
        left++;
        continue;
      }
      read++;
      const plain = await createRongheModdle().fromXML(xml, 'bpmn:Definitions');
      expect(moddleTreeSnapshot(reading.rootElement), `round ${round}`).toEqual(moddleTreeSnapshot(plain.rootElement));
      expect(reading.warnings.map(describeWarning), `round ${round}`).toEqual(plain.warnings.map(describeWarning));
      expect(Object.keys(reading.elementsById), `round ${round}`).toEqual(Object.keys(plain.elementsById));
    }
    // both ways are exercised
    expect(read).toBeGreaterThan(rounds / 10);
    expect(left).toBeGreaterThan(rounds / 10);
  }, 120_000);
});
