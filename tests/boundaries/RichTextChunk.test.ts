import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSources } from './ImportBoundaries.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const EDITOR = 'core/ui/rich-text/TiptapEditor.tsx';
const TIPTAP = /^@tiptap\//;

const STATIC = /(?:^|[\s;])(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return existsSync(path.join(ROOT, target)) ? target : undefined;
}

/** Every module an entry pulls in without a dynamic import, and the packages among them. */
function staticClosure(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.(ts|tsx)$/.test(file)) continue;
    for (const match of readFileSync(path.join(ROOT, file), 'utf8').matchAll(STATIC)) {
      const target = resolve(file, match[1]);
      if (target) pending.push(target);
      else if (!match[1].startsWith('.')) packages.add(match[1]);
    }
  }
  return { files, packages };
}

describe('Tiptap (the rich-text editor)', () => {
  it('is imported inside core/ui/rich-text alone', () => {
    const importers = readSources(ROOT, ['web', 'core', 'plugins', 'contracts'])
      .filter(({ file }) => !/\.test\.tsx?$/.test(file))
      .filter(({ text }) => /from\s+['"]@tiptap\//.test(text) || /import\(\s*['"]@tiptap\//.test(text))
      .map(({ file }) => file);
    expect(importers.length).toBeGreaterThan(0);
    expect(importers.every((file) => file.startsWith('core/ui/rich-text/'))).toBe(true);
  });

  it('is not in the entry chunk: the editor is loaded when a field first shows it', () => {
    const entry = staticClosure('web/main.tsx');
    expect(entry.files.has(EDITOR)).toBe(false);
    expect([...entry.packages].filter((name) => TIPTAP.test(name))).toEqual([]);
    expect(readFileSync(path.join(ROOT, 'core/ui/rich-text/TiptapEditorCode.ts'), 'utf8')).toContain("import('./TiptapEditor.tsx')");
  });
});
