import { isAbsolute, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PackageVersion } from '../../../server/app/PackageVersion.ts';
import { zhCN } from '../../zhCN.ts';
import { IMPORT_RULE_ID, PARSE_RULE_ID, type LintFinding, type LintSeverity } from '../LintFinding.ts';
import type { LintFormatInput, LintFormatter } from './LintFormatter.ts';

const LEVEL: Record<LintSeverity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };
const SRCROOT = '%SRCROOT%';

interface SarifRule {
  id: string;
  shortDescription?: { text: string };
  helpUri?: string;
}

/**
 * SARIF 2.1.0 for code-scanning services (GitHub, GitLab, Azure DevOps): one run, the rules
 * that reported, one result per finding located by file, line and BPMN element (a logical
 * location). Paths inside the working folder are relative to %SRCROOT% so the log is
 * portable between machines; files that could not be linted become tool notifications and
 * mark the run unsuccessful.
 */
export class SarifFormatter implements LintFormatter {
  format({ results, cwd }: LintFormatInput): string {
    const rules: SarifRule[] = [];
    const ruleIndex = new Map<string, number>();
    const indexOf = (finding: LintFinding): number => {
      let index = ruleIndex.get(finding.ruleId);
      if (index === undefined) {
        index = rules.length;
        ruleIndex.set(finding.ruleId, index);
        rules.push(this.rule(finding));
      }
      return index;
    };

    const sarifResults = results.flatMap((result) =>
      result.findings.map((finding) => ({
        ruleId: finding.ruleId,
        ruleIndex: indexOf(finding),
        level: LEVEL[finding.severity],
        message: { text: finding.message },
        locations: [
          {
            physicalLocation: {
              artifactLocation: this.artifact(result.file),
              ...(finding.line !== undefined ? { region: { startLine: finding.line, startColumn: finding.column ?? 1 } } : {}),
            },
            ...(finding.elementId
              ? { logicalLocations: [{ name: finding.elementId, fullyQualifiedName: finding.path?.length ? `${finding.elementId}#${finding.path.join('.')}` : finding.elementId, kind: 'element' }] }
              : {}),
          },
        ],
        ...(finding.errCode !== undefined ? { properties: { errCode: finding.errCode } } : {}),
      })),
    );

    const failures = results.filter((result) => result.failure !== undefined);
    const log = {
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: zhCN.lint.sarifDriver,
              semanticVersion: PackageVersion.get(),
              rules,
            },
          },
          invocations: [
            {
              executionSuccessful: failures.length === 0,
              toolExecutionNotifications: failures.map((result) => ({
                level: 'error',
                message: { text: result.failure! },
                locations: [{ physicalLocation: { artifactLocation: this.artifact(result.file) } }],
              })),
            },
          ],
          originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(cwd.endsWith(sep) ? cwd : `${cwd}${sep}`).href } },
          results: sarifResults,
        },
      ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
  }

  private rule(finding: LintFinding): SarifRule {
    const rule: SarifRule = { id: finding.ruleId };
    if (finding.ruleId === PARSE_RULE_ID) rule.shortDescription = { text: zhCN.lint.parseRuleDescription };
    else if (finding.ruleId === IMPORT_RULE_ID) rule.shortDescription = { text: zhCN.lint.importRuleDescription };
    if (finding.docsUrl) rule.helpUri = finding.docsUrl;
    return rule;
  }

  /** A file shown relative to the working folder is relative to %SRCROOT%; others are file: URIs. */
  private artifact(file: string): { uri: string; uriBaseId?: string } {
    if (isAbsolute(file)) return { uri: pathToFileURL(file).href };
    const posix = file.split(sep).join('/');
    return { uri: posix.split('/').map((segment) => encodeURIComponent(segment)).join('/'), uriBaseId: SRCROOT };
  }
}
