import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// From the repository's root, where the tests run (this tier's modules have no file: address).
const read = (name: string) => readFileSync(resolve('web', name), 'utf8');

/*
 * public.html is the template of the pages the server renders and boots the public site's plugins
 * only (public.tsx); index.html boots the workbench (main.tsx). Two documents for Vite's build,
 * one head: whatever the workbench's page says of itself (title, icons, manifest, theme colour,
 * base style), a server-rendered page says too.
 */
describe('the public pages’ document', () => {
  it('is the workbench’s, but for the script it boots', () => {
    const workbench = read('index.html');
    expect(workbench).toContain('<script type="module" src="./main.tsx"></script>');
    expect(read('public.html')).toBe(workbench.replace('src="./main.tsx"', 'src="./public.tsx"'));
  });
});
