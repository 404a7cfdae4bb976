import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticClosure } from './ImportBoundaries.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DESIGNED = 'plugins/process-centre/designed/';

describe('the designed-form renderer (issue 23)', () => {
  it('is not in the entry chunk: the drawer and the designer load it when they first show a designed form', () => {
    const entry = staticClosure(ROOT, 'web/main.tsx');
    expect(entry.files.has('plugins/process-centre/processCentrePlugin.ts')).toBe(true);
    expect([...entry.files].filter((file) => file.startsWith(DESIGNED))).toEqual([]);
    expect([...entry.files].filter((file) => file.startsWith('contracts/forms/'))).toEqual([]);
    const plugin = readFileSync(path.join(ROOT, 'plugins/process-centre/processCentrePlugin.ts'), 'utf8');
    expect(plugin).toContain("import('./designed/DesignedForm.tsx')");
    expect(plugin).toContain("import('./designed/DesignedFormRenderer.tsx')");
  });
});
