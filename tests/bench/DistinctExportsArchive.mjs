import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';

/**
 * The default many-small-files corpus of the lint benchmark (issue 26 item 25): 810 distinct
 * real BPMN 2.0 diagrams, drawn in some forty tools, kept as one .tar.gz (how they were chosen,
 * their sources, commits, licences and attribution: tests/bench/corpus/SOURCE.md, also inside
 * the archive). Unpacked with the system's `tar` (GNU tar, bsdtar and Windows' tar.exe all read
 * it) into a scratch folder, which DistinctExportsCorpus then reads like any folder of diagrams.
 */
export class DistinctExportsArchive {
  constructor(archive) {
    this.archive = archive;
  }

  exists() {
    return existsSync(this.archive);
  }

  /** Unpacks the archive into `folder`; answers the folder of diagrams it holds. */
  unpack(folder) {
    mkdirSync(folder, { recursive: true });
    const result = spawnSync('tar', ['-xzf', this.archive, '-C', folder], { encoding: 'utf8' });
    if (result.error) throw new Error(`cannot run tar to unpack ${this.archive}: ${result.error.message}`);
    if (result.status !== 0) throw new Error(`tar could not unpack ${this.archive}:\n${result.stderr}`);
    return folder;
  }
}
