import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The lint benchmark's many-small-files corpus from real exports (issue 26 item 25): `files`
 * DISTINCT diagrams (by content hash) picked from a folder tree of .bpmn files, such as a
 * checkout of camunda/bpmn-for-research (3,734 training participants' diagrams, in English
 * and German, four exercises each). Unlike copies of a few dozen files, every file brings
 * its own element shapes, ids, texts and findings, as a real repository of diagrams does.
 *
 * The selection is reproducible: duplicates (same bytes) are dropped, the files are grouped
 * by the folder they are in (an exercise's results, its model solution…), ordered by hash
 * within a group, and taken round-robin across the groups, so every exercise and both
 * languages are spread through the corpus. Written as `NNNN-<hash>.bpmn` with a .bpmnlintrc
 * turning on bpmnlint's recommended rules.
 *
 * The diagrams are not carried in this repository: bpmn-for-research names no licence and
 * allows research use only, so the benchmark reads them from where the person running it
 * keeps them (BENCH_SMALL_CORPUS).
 */
export class DistinctExportsCorpus {
  constructor(folder, { files = 810 } = {}) {
    this.folder = folder;
    this.files = files;
  }

  /** Copies the selection from `source` (searched recursively); answers what it holds. */
  write(source) {
    const groups = new Map();
    const seen = new Set();
    for (const path of this.bpmnFiles(source)) {
      const bytes = readFileSync(path);
      const hash = createHash('sha256').update(bytes).digest('hex');
      if (seen.has(hash)) continue;
      seen.add(hash);
      const group = relative(source, join(path, '..'));
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group).push({ hash, bytes });
    }
    const ordered = [...groups.keys()].sort().map((group) => groups.get(group).sort((a, b) => (a.hash < b.hash ? -1 : 1)));
    const picked = [];
    for (let round = 0; picked.length < this.files && ordered.some((group) => round < group.length); round++) {
      for (const group of ordered) if (round < group.length && picked.length < this.files) picked.push(group[round]);
    }
    if (picked.length < this.files) throw new Error(`${source} holds ${picked.length} distinct .bpmn files, fewer than ${this.files}`);

    mkdirSync(this.folder, { recursive: true });
    writeFileSync(join(this.folder, '.bpmnlintrc'), `${JSON.stringify({ extends: 'bpmnlint:recommended' }, null, 2)}\n`);
    let bytes = 0;
    picked.forEach((file, index) => {
      writeFileSync(join(this.folder, `${String(index).padStart(4, '0')}-${file.hash.slice(0, 12)}.bpmn`), file.bytes);
      bytes += file.bytes.length;
    });
    return { files: picked.length, groups: ordered.length, distinct: seen.size, bytes };
  }

  bpmnFiles(folder) {
    return readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .flatMap((entry) => {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) return this.bpmnFiles(path);
        return entry.isFile() && entry.name.endsWith('.bpmn') ? [path] : [];
      });
  }
}
