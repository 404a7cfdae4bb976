/** How much a finding matters: errors fail the run, warnings only over `--max-warnings`, info never. */
export type LintSeverity = 'error' | 'warning' | 'info';

/** Rule id of a file that could not be read as BPMN at all (refused, unparsable, not a diagram). */
export const PARSE_RULE_ID = 'parse';

/** Rule id of what bpmn-moddle read but warned about (duplicate ids, unresolved references). */
export const IMPORT_RULE_ID = 'import';

/** One problem in one file. */
export interface LintFinding {
  /** The rule as the config names it (`label-required`, `ronghe/candidate-required`), or parse / import. */
  ruleId: string;
  severity: LintSeverity;
  message: string;
  /** The BPMN element the finding is about, when there is one. */
  elementId?: string;
  /** Property path inside the element, as bpmnlint reports it. */
  path?: string[];
  /** The deploy error code of the product's rules (the dictionary workflow_deploy_err_code). */
  errCode?: string;
  /** Where the rule is documented (bpmnlint's rules carry it). */
  docsUrl?: string;
  /** 1-based position of the element (or of the parse error) in the file. */
  line?: number;
  column?: number;
}

/** What linting one file gave. */
export interface LintFileResult {
  /** The path as the user gave it or as it was found (relative to the working folder when inside it). */
  file: string;
  findings: LintFinding[];
  /**
   * Set when the file could not be linted at all: unreadable from disk (permissions,
   * vanished) or the linter itself failed. Not a finding about the diagram: the run exits 2.
   */
  failure?: string;
}

export interface LintTotals {
  files: number;
  errors: number;
  warnings: number;
  infos: number;
  failures: number;
}

export function countFindings(results: readonly LintFileResult[]): LintTotals {
  const totals: LintTotals = { files: results.length, errors: 0, warnings: 0, infos: 0, failures: 0 };
  for (const result of results) {
    if (result.failure !== undefined) totals.failures++;
    for (const finding of result.findings) {
      if (finding.severity === 'error') totals.errors++;
      else if (finding.severity === 'warning') totals.warnings++;
      else totals.infos++;
    }
  }
  return totals;
}
