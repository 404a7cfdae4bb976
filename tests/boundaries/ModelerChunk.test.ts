import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from './ImportBoundaries.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MODELER = 'bpmn-js/lib/Modeler';
const FACTORY = 'plugins/designer/modeler/createModeler.ts';
const DESIGNER_PAGE = 'plugins/designer/page/DesignerPage.tsx';

const STATIC = /(?:^|[\s;])(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return existsSync(path.join(ROOT, target)) ? target : undefined;
}

const text = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const staticImports = (file: string) => [...text(file).matchAll(STATIC)].map((match) => match[1]);

/** Every module a chunk entry pulls in without a dynamic import: what Rollup must put beside it. */
function staticClosure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const specifier of staticImports(file)) {
      const target = resolve(file, specifier);
      if (target) pending.push(target);
      else if (!specifier.startsWith('.')) packages.add(specifier);
    }
  }
  return { files, packages };
}

/** The lazily loaded modules of the browser app: the entries of its other chunks. */
function lazyEntries(): string[] {
  const entries = new Set<string>();
  for (const { file, text: source } of readSources(ROOT, ['web', 'core', 'plugins'])) {
    if (/\.test\.tsx?$/.test(file) || file.includes('/testing/')) continue;
    for (const match of source.matchAll(DYNAMIC)) {
      const target = resolve(file, match[1]);
      if (target) entries.add(target);
    }
  }
  return [...entries];
}

describe('bpmn-js’ Modeler', () => {
  it('is imported by the designer’s modeler factory alone', () => {
    const importers = readSources(ROOT, ['web', 'core', 'plugins', 'contracts'])
      .filter(({ file }) => !/\.test\.tsx?$/.test(file))
      .filter(({ file }) => staticImports(file).includes(MODELER) || text(file).includes(`import('${MODELER}')`))
      .map(({ file }) => file);
    expect(importers).toEqual([FACTORY]);
  });

  it('is not in the entry chunk', () => {
    const entry = staticClosure('web/main.tsx');
    expect(entry.files.has(FACTORY)).toBe(false);
    expect(entry.packages.has(MODELER)).toBe(false);
  });

  it('is a chunk of its own, loaded when a designer page opens, and in no page’s chunk', () => {
    const entries = lazyEntries();
    expect(entries).toContain(DESIGNER_PAGE);
    expect(entries).toContain(FACTORY);
    const others = entries.filter((entry) => entry !== FACTORY && staticClosure(entry).files.has(FACTORY));
    expect(others).toEqual([]);
  });
});
