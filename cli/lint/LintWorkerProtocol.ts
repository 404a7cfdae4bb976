import type { LintFileResult } from './LintFinding.ts';
import type { PreparedLintConfig } from './PreparedLintConfig.ts';

/** One file for a worker: read from `path` unless the text came with it (stdin). */
export interface LintJob {
  id: number;
  path: string;
  display: string;
  text?: string;
  configKey: string;
}

/** Main thread → worker. Configs are sent once, before the first job that needs them. */
export type LintWorkerRequest = { type: 'config'; config: PreparedLintConfig } | { type: 'job'; job: LintJob };

/** Worker → main thread. */
export type LintWorkerReply = { type: 'result'; id: number; result: LintFileResult };
