import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProductDiagramGenerator } from './ProductDiagramGenerator.mjs';

/**
 * The lint benchmark's corpus in a folder: the MIWG reference diagrams plus generated product
 * diagrams with 100 to 2,000 elements (log-uniform, so small and large both count), 500 files
 * in all, and a .bpmnlintrc turning on bpmnlint's recommended rules for both linters.
 */
export class LintBenchCorpus {
  constructor(folder, { files = 500, minElements = 100, maxElements = 2000, seed = 2026 } = {}) {
    this.folder = folder;
    this.files = files;
    this.minElements = minElements;
    this.maxElements = maxElements;
    this.seed = seed;
  }

  /** Writes the corpus; answers what it holds. */
  write(miwgFolder) {
    mkdirSync(join(this.folder, 'miwg'), { recursive: true });
    mkdirSync(join(this.folder, 'product'), { recursive: true });
    writeFileSync(join(this.folder, '.bpmnlintrc'), `${JSON.stringify({ extends: 'bpmnlint:recommended' }, null, 2)}\n`);

    const references = readdirSync(miwgFolder).filter((name) => name.endsWith('.bpmn'));
    for (const name of references) copyFileSync(join(miwgFolder, name), join(this.folder, 'miwg', name));

    const generated = this.files - references.length;
    let bytes = 0;
    let elements = 0;
    const ratio = this.maxElements / this.minElements;
    for (let i = 0; i < generated; i++) {
      const size = Math.round(this.minElements * ratio ** (generated === 1 ? 0 : i / (generated - 1)));
      const xml = new ProductDiagramGenerator(size, this.seed + i).toXml();
      bytes += Buffer.byteLength(xml);
      elements += size;
      writeFileSync(join(this.folder, 'product', `diagram-${String(i).padStart(3, '0')}-${size}.bpmn`), xml);
    }
    return { references: references.length, generated, bytes, elements };
  }
}
