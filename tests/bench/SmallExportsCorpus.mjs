import { copyFileSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lint benchmark's many-small-files corpus (issue 10): diagrams as other tools and the
 * designer export them — the MIWG reference models and tests/fixtures/bpmn/designer — copied
 * round-robin into `files` files (810 by default) with bpmnlint's recommended rules. Here
 * start-up and per-file costs weigh more than the walk of a large diagram.
 */
export class SmallExportsCorpus {
  constructor(folder, { files = 810 } = {}) {
    this.folder = folder;
    this.files = files;
  }

  write(...sourceFolders) {
    mkdirSync(this.folder, { recursive: true });
    writeFileSync(join(this.folder, '.bpmnlintrc'), `${JSON.stringify({ extends: 'bpmnlint:recommended' }, null, 2)}\n`);
    const sources = sourceFolders.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.bpmn'))
        .sort()
        .map((name) => join(folder, name)),
    );
    let bytes = 0;
    for (let i = 0; i < this.files; i++) {
      const source = sources[i % sources.length];
      copyFileSync(source, join(this.folder, `export-${String(i).padStart(4, '0')}.bpmn`));
      bytes += statSync(source).size;
    }
    return { sources: sources.length, files: this.files, bytes };
  }
}
