import { readFileSync } from 'node:fs';
import { zhCN } from '../zhCN.ts';
import { DiagramLinter } from './DiagramLinter.ts';
import type { LintFileResult } from './LintFinding.ts';
import type { LintJob } from './LintWorkerProtocol.ts';
import type { PreparedLintConfig } from './PreparedLintConfig.ts';

/**
 * Runs lint jobs in whatever thread holds it (a worker, or the main thread for a few files):
 * reads the file, lints it with the job's config and always answers with a result — a file
 * that cannot be read or linted gets a `failure`, never an exception that would end the run.
 */
export class LintJobRunner {
  private readonly linter = new DiagramLinter();
  private readonly configs = new Map<string, PreparedLintConfig>();

  addConfig(config: PreparedLintConfig): void {
    this.configs.set(config.key, config);
  }

  async run(job: LintJob): Promise<LintFileResult> {
    let text = job.text;
    if (text === undefined) {
      try {
        // Synchronously: the thread has nothing else to do meanwhile, and a promise read is
        // four round trips to libuv's pool (open, stat, read, close) per file.
        text = readFileSync(job.path, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return { file: job.display, findings: [], failure: zhCN.lint.unreadableFile(code ?? String(error)) };
      }
    }
    const config = this.configs.get(job.configKey);
    if (!config) return { file: job.display, findings: [], failure: zhCN.lint.workerFailed(`config ${job.configKey}`) };
    try {
      return await this.linter.lint(job.display, text, config);
    } catch (error) {
      return { file: job.display, findings: [], failure: zhCN.lint.linterFailed(error instanceof Error ? error.message : String(error)) };
    }
  }
}
