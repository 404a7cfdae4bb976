import type { LintFileResult, LintTotals } from '../LintFinding.ts';

/** What every output format gets: the results in input order and their totals. */
export interface LintFormatInput {
  results: readonly LintFileResult[];
  totals: LintTotals;
  /** The working folder: relative paths are relative to it (SARIF's %SRCROOT%). */
  cwd: string;
}

/** One `--format`: the whole output as one string, written to stdout or `--output-file`. */
export interface LintFormatter {
  format(input: LintFormatInput): string;
}
