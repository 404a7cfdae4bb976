import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OpenApiCatalog } from './OpenApiCatalog.ts';
import { ParsedYamlCache } from './ParsedYamlCache.ts';

function project(withModules: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'ronghe-yaml-'));
  if (withModules) mkdirSync(join(root, 'node_modules'));
  return root;
}

describe('ParsedYamlCache', () => {
  it('gives exactly what parsing the YAML gives, for every contract, from the cache too', () => {
    const directory = OpenApiCatalog.defaultDirectory();
    const root = project(true);
    for (const file of readdirSync(directory).filter((name) => name.endsWith('.yaml'))) {
      const expected = parse(readFileSync(join(directory, file), 'utf8'));
      expect(new ParsedYamlCache(root).read(join(directory, file))).toEqual(expected);
      expect(new ParsedYamlCache(root).read(join(directory, file))).toEqual(expected);
    }
    expect(readdirSync(join(root, 'node_modules', '.cache', 'ronghe', 'parsed-yaml')).filter((name) => name.endsWith('.json')).length).toBeGreaterThan(0);
  });

  it('misses when the YAML changes', () => {
    const root = project(true);
    const file = join(root, 'contract.yaml');
    writeFileSync(file, 'title: 旧\n');
    expect(new ParsedYamlCache(root).read(file)).toEqual({ title: '旧' });
    writeFileSync(file, 'title: 新\n');
    expect(new ParsedYamlCache(root).read(file)).toEqual({ title: '新' });
  });

  it('parses without caching where there is no node_modules', () => {
    const root = project(false);
    const file = join(root, 'contract.yaml');
    writeFileSync(file, 'paths: {}\n');
    expect(new ParsedYamlCache(root).read(file)).toEqual({ paths: {} });
    expect(readdirSync(root)).toEqual(['contract.yaml']);
  });
});
