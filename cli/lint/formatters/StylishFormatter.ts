import { TerminalStyle } from '../../TerminalStyle.ts';
import { zhCN } from '../../zhCN.ts';
import type { LintFinding } from '../LintFinding.ts';
import type { LintFormatInput, LintFormatter } from './LintFormatter.ts';
import { TextWidth } from './TextWidth.ts';

/**
 * The default, for people: per file with findings, one aligned row per finding —
 * `line:column  severity  element  message  rule` — then the totals and what to do next.
 * Clean files are not listed; an all-clean run says so in one line.
 */
export class StylishFormatter implements LintFormatter {
  constructor(private readonly style: TerminalStyle = new TerminalStyle(false)) {}

  format({ results, totals }: LintFormatInput): string {
    const lines: string[] = [];
    for (const result of results) {
      if (result.findings.length === 0 && result.failure === undefined) continue;
      lines.push('', this.style.underline(result.file));
      if (result.failure !== undefined) lines.push(`  ${this.style.red(zhCN.lint.severity.error)}  ${result.failure}`);
      const rows = result.findings.map((finding) => this.row(finding));
      const widths = [0, 1, 2, 3].map((column) => Math.max(0, ...rows.map((row) => TextWidth.of(row[column]))));
      result.findings.forEach((finding, index) => {
        const [position, severity, element, message, rule] = rows[index];
        const painted = finding.severity === 'error' ? this.style.red(TextWidth.padEnd(severity, widths[1])) : this.style.yellow(TextWidth.padEnd(severity, widths[1]));
        lines.push(
          `  ${this.style.dim(TextWidth.padStart(position, widths[0]))}  ${painted}  ${TextWidth.padEnd(element, widths[2])}  ${TextWidth.padEnd(message, widths[3])}  ${this.style.dim(rule)}`.trimEnd(),
        );
      });
    }

    const problems = totals.errors + totals.warnings;
    lines.push('');
    if (problems > 0 || totals.infos > 0) {
      const summary = zhCN.lint.summaryProblems(problems, totals.errors, totals.warnings) + (totals.infos > 0 ? zhCN.lint.summaryInfos(totals.infos) : '');
      lines.push(totals.errors > 0 ? this.style.bold(this.style.red(summary)) : this.style.bold(this.style.yellow(summary)));
      if (totals.errors > 0) lines.push(zhCN.lint.fixHint);
    } else if (totals.failures === 0) {
      lines.push(this.style.green(zhCN.lint.summaryClean(totals.files)));
    }
    if (totals.failures > 0) lines.push(this.style.red(zhCN.lint.summaryIo(totals.failures)));
    return `${lines.join('\n')}\n`;
  }

  private row(finding: LintFinding): [string, string, string, string, string] {
    const position = finding.line !== undefined ? `${finding.line}:${finding.column ?? 1}` : '';
    const element = finding.elementId ? (finding.path?.length ? `${finding.elementId}#${finding.path.join('.')}` : finding.elementId) : '';
    return [position, zhCN.lint.severity[finding.severity], element, finding.message.replace(/\s*\n\s*/g, ' '), finding.ruleId];
  }
}
