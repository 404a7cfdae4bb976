import type { LintFormatInput, LintFormatter } from './LintFormatter.ts';

/**
 * For scripts: an array with one entry per file (ESLint's JSON shape, with the element id,
 * BPMN path and deploy error code of each finding). Severities are words: error, warning, info.
 */
export class JsonFormatter implements LintFormatter {
  format({ results }: LintFormatInput): string {
    const files = results.map((result) => ({
      filePath: result.file,
      messages: result.findings.map((finding) => ({
        ruleId: finding.ruleId,
        severity: finding.severity,
        message: finding.message,
        elementId: finding.elementId ?? null,
        path: finding.path ?? null,
        line: finding.line ?? null,
        column: finding.column ?? null,
        ...(finding.errCode !== undefined ? { errCode: finding.errCode } : {}),
      })),
      errorCount: result.findings.filter((finding) => finding.severity === 'error').length,
      warningCount: result.findings.filter((finding) => finding.severity === 'warning').length,
      infoCount: result.findings.filter((finding) => finding.severity === 'info').length,
      ...(result.failure !== undefined ? { failure: result.failure } : {}),
    }));
    return `${JSON.stringify(files, null, 2)}\n`;
  }
}
