import { availableParallelism } from 'node:os';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DeployFormContext } from '../../contracts/bpmn/DeployFormContext.ts';
import { deployLintConfig } from '../../contracts/bpmn/RongheLintPlugin.ts';
import { LintConfigLocator } from './LintConfigLocator.ts';
import type { LintFileResult } from './LintFinding.ts';
import type { LintTarget } from './LintTargetResolver.ts';
import type { LintJob } from './LintWorkerProtocol.ts';
import { LintWorkerPool } from './LintWorkerPool.ts';
import type { PreparedLintConfig } from './PreparedLintConfig.ts';

export interface LintRunOptions {
  /** `--config`: one config for every file instead of the upward lookup. */
  config?: string;
  /** Worker threads besides the main thread, which lints too; undefined chooses from the amount of work. */
  workers?: number;
  /** Told after each file, for a progress bar. */
  onResult?: (result: LintFileResult) => void;
  /** The forms the diagrams may bind (`--form`): bound keys and conditions are judged against them. */
  forms?: DeployFormContext;
}

/** A diagram that is not a file on disk (standard input). */
export interface LintText {
  text: string;
  /** Shown as its name, and the folder its config is looked up from. */
  display: string;
}

/** Upper bound of linting threads, the main one included: the CLI shares small CI machines with other steps. */
const MAX_THREADS = 2;
/**
 * Below this many bytes of diagrams a worker costs more than it saves: it loads the modules
 * again (~50 ms) and warms up again — each thread's first ~100 files run ~2× slower than the
 * rest while V8 optimises the reader and the rules (~0.4 s CPU measured on the 810 small
 * exports) — so a handful of small files is linted faster by the main thread alone.
 */
const WORKER_MIN_BYTES = 2 * 1024 * 1024;

/**
 * Lints files and texts with their configs: finds each file's config (a bad one throws
 * LintConfigError before anything is linted), orders the work largest first, and runs it on
 * the worker pool. Used by `ronghe lint` and by `ronghe deploy`'s check before sending.
 */
export class LintRunner {
  constructor(private readonly cwd: string = process.cwd()) {}

  async run(files: readonly LintTarget[], texts: readonly LintText[], options: LintRunOptions = {}): Promise<LintFileResult[]> {
    const locator = new LintConfigLocator(options.config, this.cwd);
    const configs = new Map<string, PreparedLintConfig>();
    const jobs: Array<LintJob & { size: number }> = [];
    let id = 0;

    for (const text of texts) {
      const config = await locator.forFile(resolve(this.cwd, text.display));
      configs.set(config.key, config);
      jobs.push({ id: id++, path: text.display, display: text.display, text: text.text, configKey: config.key, size: text.text.length });
    }
    for (const file of files) {
      const config = await locator.forFile(file.path);
      configs.set(config.key, config);
      // An unreadable size only affects ordering; the read error is reported by the job.
      let size = 0;
      try {
        size = statSync(file.path).size;
      } catch {
        // reported when the job reads the file
      }
      jobs.push({ id: id++, path: file.path, display: file.display, configKey: config.key, size });
    }

    const totalBytes = jobs.reduce((sum, job) => sum + job.size, 0);
    const enoughWork = jobs.length > 1 && totalBytes >= WORKER_MIN_BYTES;
    // Workers lint beside the main thread; one core gains nothing from a second thread.
    const workers = options.workers ?? (enoughWork ? Math.min(MAX_THREADS, availableParallelism()) - 1 : 0);
    const order = [...jobs].sort((a, b) => b.size - a.size);
    // The context rides in each config as the form rules' option, so workers get it with the config.
    const prepared = [...configs.values()].map((config) => (options.forms ? { ...config, config: deployLintConfig(options.forms, config.config) } : config));
    const byId = new Map((await new LintWorkerPool(workers).run(order, prepared, options.onResult)).map((result, index) => [order[index].id, result]));
    return jobs.map((job) => byId.get(job.id)!);
  }
}
