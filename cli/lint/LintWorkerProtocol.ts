import type { LintFileResult } from './LintFinding.ts';
import type { PreparedLintConfig } from './PreparedLintConfig.ts';

/** One file to lint: read from `path` unless the text came with it (stdin). */
export interface LintJob {
  id: number;
  path: string;
  display: string;
  text?: string;
  configKey: string;
}

/**
 * Main thread → worker, once: every job and config, and the shared counter from which each
 * thread (the main one too) claims the index of its next job with Atomics.add. No job is sent
 * and no reply awaited per file: a thread never waits for another to hand it work.
 */
export interface LintWorkerStart {
  type: 'start';
  jobs: LintJob[];
  configs: PreparedLintConfig[];
  /** Int32Array(1) over this buffer: the index of the next unclaimed job. */
  next: SharedArrayBuffer;
}

/**
 * Worker → main thread: the results since the last reply, by job index, a few times a second
 * (for the progress bar) rather than per file — each message wakes the main thread, which on
 * a busy machine takes the core from a thread that is linting. `done` with the last batch.
 */
export interface LintWorkerReply {
  type: 'results';
  results: Array<[number, LintFileResult]>;
  done: boolean;
}
