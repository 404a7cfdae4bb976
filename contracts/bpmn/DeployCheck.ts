import { Linter } from 'bpmnlint';
import type { BpmnDefinitions } from './BpmnElements.ts';
import { BpmnXmlReader } from './BpmnXmlReader.ts';
import { DeployErrorCode, type DeployCheckResult, type IllegalNode } from './DeployErrorCodes.ts';
import { RONGHE_DEPLOY_LINT_CONFIG, RongheLintResolver } from './RongheLintPlugin.ts';
import { zhCN } from './zhCN.ts';

const KNOWN_CODES = new Set<string>(Object.values(DeployErrorCode));

/**
 * The deploy check: XML text in, `{ success, illegalNodeList }` out. Unreadable or refused
 * XML throws a BpmnXmlError (there is no node to mark); a readable diagram gets one entry per
 * finding of the deploy rules.
 */
export class DeployCheck {
  constructor(private readonly reader: BpmnXmlReader = new BpmnXmlReader()) {}

  async check(xml: string): Promise<DeployCheckResult> {
    const { definitions } = await this.reader.read(xml);
    return this.checkDefinitions(definitions);
  }

  async checkDefinitions(definitions: BpmnDefinitions): Promise<DeployCheckResult> {
    // bpmnlint rules are created once per Linter and may keep state across runs: a fresh
    // Linter per diagram keeps one check from leaking into the next.
    const linter = new Linter({ resolver: new RongheLintResolver(), config: RONGHE_DEPLOY_LINT_CONFIG });
    const results = await linter.lint(definitions);
    const illegalNodeList: IllegalNode[] = [];
    const seen = new Set<string>();
    for (const [rule, reports] of Object.entries(results)) {
      for (const report of reports) {
        if (report.category === 'rule-error') throw new Error(zhCN.lint.ruleFailed(rule, report.message));
        // warnings (Camunda fields the engine does not run) never stop a deploy
        if (report.category !== 'error') continue;
        const errCode = report.errCode;
        if (typeof errCode !== 'string' || !KNOWN_CODES.has(errCode) || !report.id) continue;
        const key = `${report.id}\u0000${errCode}`;
        if (seen.has(key)) continue;
        seen.add(key);
        illegalNodeList.push({ nodeId: report.id, errCode: errCode as DeployErrorCode });
      }
    }
    return { success: illegalNodeList.length === 0, illegalNodeList };
  }
}
