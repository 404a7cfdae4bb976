import { zhCN } from '../../zhCN.ts';
import type { LintFinding } from '../LintFinding.ts';
import type { LintFormatInput, LintFormatter } from './LintFormatter.ts';

/**
 * JUnit XML for CI test reports: one testsuite per file, one testcase per error (a
 * <failure>), per warning or info (passing, the text in <system-out>, so only errors turn the
 * report red), and a single passing testcase for a clean file. A file that could not be
 * linted is an <error>.
 */
export class JunitFormatter implements LintFormatter {
  format({ results, totals }: LintFormatInput): string {
    const suites = results.map((result) => {
      const cases: string[] = [];
      if (result.failure !== undefined) {
        cases.push(`    <testcase classname="${this.attr(result.file)}" name="${this.attr(result.file)}">\n      <error message="${this.attr(result.failure)}">${this.text(result.failure)}</error>\n    </testcase>`);
      }
      for (const finding of result.findings) cases.push(this.testcase(result.file, finding));
      if (cases.length === 0) cases.push(`    <testcase classname="${this.attr(result.file)}" name="${this.attr(zhCN.lint.junitClean)}" />`);
      const failures = result.findings.filter((finding) => finding.severity === 'error').length;
      const errors = result.failure !== undefined ? 1 : 0;
      return `  <testsuite name="${this.attr(result.file)}" tests="${cases.length}" failures="${failures}" errors="${errors}" skipped="0">\n${cases.join('\n')}\n  </testsuite>`;
    });
    const tests = results.reduce((sum, result) => sum + Math.max(1, result.findings.length + (result.failure !== undefined ? 1 : 0)), 0);
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      `<testsuites name="${this.attr(zhCN.lint.junitSuite)}" tests="${tests}" failures="${totals.errors}" errors="${totals.failures}">\n` +
      (suites.length ? `${suites.join('\n')}\n` : '') +
      '</testsuites>\n'
    );
  }

  private testcase(file: string, finding: LintFinding): string {
    const where = [finding.elementId, finding.line !== undefined ? `${file}:${finding.line}:${finding.column ?? 1}` : file].filter(Boolean).join(' @ ');
    const name = `${finding.ruleId}${finding.elementId ? ` ${finding.elementId}` : ''}`;
    const detail = `${zhCN.lint.severity[finding.severity]}: ${finding.message} (${where})`;
    const open = `    <testcase classname="${this.attr(file)}" name="${this.attr(name)}">`;
    if (finding.severity === 'error') {
      return `${open}\n      <failure message="${this.attr(finding.message)}" type="${this.attr(finding.ruleId)}">${this.text(detail)}</failure>\n    </testcase>`;
    }
    return `${open}\n      <system-out>${this.text(detail)}</system-out>\n    </testcase>`;
  }

  /** Characters XML 1.0 cannot carry at all (control characters) are dropped, not escaped. */
  private text(value: string): string {
    return this.strip(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  }

  private attr(value: string): string {
    return this.text(value).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');
  }

  private strip(value: string): string {
    // eslint-disable-next-line no-control-regex
    return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  }
}
