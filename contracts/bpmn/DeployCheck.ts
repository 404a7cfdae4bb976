import { Linter } from 'bpmnlint';
import { isBpmn, type BpmnDefinitions, type BpmnProcess } from './BpmnElements.ts';
import { BpmnXmlReader } from './BpmnXmlReader.ts';
import { processFormKeys, type DeployFormContext } from './DeployFormContext.ts';
import { DeployErrorCode, type DeployCheckResult, type IllegalNode } from './DeployErrorCodes.ts';
import { RongheExtensionReader } from './RongheExtensionReader.ts';
import { deployLintConfig, RongheLintResolver } from './RongheLintPlugin.ts';
import { zhCN } from './zhCN.ts';

const KNOWN_CODES = new Set<string>(Object.values(DeployErrorCode));

/**
 * The deploy check: XML text in, `{ success, illegalNodeList }` out. Unreadable or refused
 * XML throws a BpmnXmlError (there is no node to mark); a readable diagram gets one entry per
 * finding of the deploy rules.
 *
 * With a form context (what is known of the forms the processes may bind: the designer's
 * company forms, `ronghe lint --form`, the server's company forms) a bound key no form has
 * and a flow condition reading a variable the bound designed forms do not set are findings
 * too; without one, the diagram is judged alone.
 */
export class DeployCheck {
  constructor(private readonly reader: BpmnXmlReader = new BpmnXmlReader()) {}

  async check(xml: string, forms?: DeployFormContext): Promise<DeployCheckResult> {
    const { definitions } = await this.reader.read(xml);
    return this.checkDefinitions(definitions, forms);
  }

  /** The form keys the diagram's processes bind (processFormKeys), each once: what a caller asks its form context for. */
  static boundFormKeys(definitions: BpmnDefinitions): string[] {
    const extension = new RongheExtensionReader();
    const keys = new Set<string>();
    for (const root of definitions.rootElements ?? []) {
      if (isBpmn<BpmnProcess>(root, 'bpmn:Process')) for (const key of processFormKeys(root, extension)) keys.add(key);
    }
    return [...keys];
  }

  async checkDefinitions(definitions: BpmnDefinitions, forms?: DeployFormContext): Promise<DeployCheckResult> {
    // bpmnlint rules are created once per Linter and may keep state across runs: a fresh
    // Linter per diagram keeps one check from leaking into the next.
    const linter = new Linter({ resolver: new RongheLintResolver(), config: deployLintConfig(forms) });
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
