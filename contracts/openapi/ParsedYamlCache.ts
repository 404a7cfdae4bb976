import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/**
 * YAML contracts parsed once per content. Parsing the six contracts took about a second at
 * every server start and in every test file that loads them; the parsed documents are kept
 * as JSON under node_modules/.cache, named by the SHA-256 of the YAML text, so an edited
 * contract is simply a miss. The cache is best effort: without node_modules, or when it
 * cannot be written, the YAML is parsed as before.
 */
export class ParsedYamlCache {
  readonly #folder: string | null;

  /** `root`: the folder whose node_modules holds the cache (the repository). */
  constructor(root: string) {
    const modules = join(root, 'node_modules');
    this.#folder = existsSync(modules) ? join(modules, '.cache', 'ronghe', 'parsed-yaml') : null;
  }

  read(file: string): unknown {
    const text = readFileSync(file, 'utf8');
    if (!this.#folder) return parse(text);
    const cached = join(this.#folder, `${createHash('sha256').update(text).digest('hex')}.json`);
    try {
      return JSON.parse(readFileSync(cached, 'utf8'));
    } catch {
      // not cached yet (or unreadable): parse, then keep it for next time
    }
    const parsed: unknown = parse(text);
    try {
      mkdirSync(this.#folder, { recursive: true });
      // Written aside and renamed, so a concurrent reader never sees half a file.
      const partial = `${cached}.${process.pid}.tmp`;
      writeFileSync(partial, JSON.stringify(parsed));
      renameSync(partial, cached);
    } catch {
      // a read-only install still works, only slower
    }
    return parsed;
  }
}
