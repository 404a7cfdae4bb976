import type { BpmnModdle, ModdleElement } from 'bpmn-moddle';
import { Linter, type LintReport } from 'bpmnlint';
import { BpmnXmlError } from '../../contracts/bpmn/BpmnXmlError.ts';
import { BpmnXmlReader } from '../../contracts/bpmn/BpmnXmlReader.ts';
import { createRongheModdle } from '../../contracts/bpmn/RongheModdle.ts';
import { zhCN as bpmnTexts } from '../../contracts/bpmn/zhCN.ts';
import { zhCN } from '../zhCN.ts';
import { ElementLocator } from './ElementLocator.ts';
import { IMPORT_RULE_ID, PARSE_RULE_ID, type LintFileResult, type LintFinding, type LintSeverity } from './LintFinding.ts';
import { LintRuleResolver } from './LintRuleResolver.ts';
import type { PreparedLintConfig } from './PreparedLintConfig.ts';
import { type PreparedRules, SinglePassRuleRunner } from './SinglePassRuleRunner.ts';
import { ChildPropertyCache } from './ChildPropertyCache.ts';
import { DataPropertyElementFactory } from './DataPropertyElementFactory.ts';
import { DiagramXmlReader } from './DiagramXmlReader.ts';
import { GenericElementFactory } from './GenericElementFactory.ts';

const SEVERITY: Record<string, LintSeverity> = { error: 'error', warn: 'warning', info: 'info', 'rule-error': 'error' };

/** moddle's parse errors end their first line with the position: "…\n\tline: 2\n\tcolumn: 33". */
const PARSE_POSITION = /line: (\d+)\s+column: (\d+)/;
const NESTED_ERROR = /nested error: ([^\n]+)/;

/**
 * Lints one diagram text: the XML guard of contracts/bpmn (size, no DOCTYPE/ENTITY), a read
 * into the moddle tree with the rh and camunda extensions, then a new bpmnlint Linter for the
 * file's config run over one walk of the tree (SinglePassRuleRunner). A text that cannot be
 * read as BPMN gives a finding, never an exception.
 *
 * The read is DiagramXmlReader's one pass over the text, which builds the tree and warnings
 * moddle's fromXML would; a text it does not read exactly alike (malformed XML, anything
 * moddle-xml warns about beyond the few warnings it words itself, constructs it does not
 * handle) goes to the moddle's fromXML instead, so parse findings keep moddle-xml's messages
 * and positions.
 *
 * One instance serves a whole worker: the moddle (its type registry is the expensive part to
 * build), the reader's decisions per element type, the rule resolvers and each config's
 * resolved rule factories are reused from file to file; rule instances and nothing else are
 * made anew.
 */
export class DiagramLinter {
  private readonly guard: BpmnXmlReader = new BpmnXmlReader();
  private readonly moddle: BpmnModdle = ChildPropertyCache.install(GenericElementFactory.install(DataPropertyElementFactory.install(createRongheModdle())));
  private readonly reader = new DiagramXmlReader(this.moddle);
  private readonly runner = new SinglePassRuleRunner();
  private readonly resolvers = new Map<string, LintRuleResolver>();
  /** Each config's rules, resolved for its first file; later files get new instances from the factories. */
  private readonly prepared = new WeakMap<PreparedLintConfig, Promise<PreparedRules>>();

  async lint(file: string, text: string, config: PreparedLintConfig): Promise<LintFileResult> {
    const locator = new ElementLocator(text);
    try {
      this.guard.assertAcceptable(text);
    } catch (error) {
      if (!(error instanceof BpmnXmlError)) throw error;
      return { file, findings: [{ ruleId: PARSE_RULE_ID, severity: 'error', message: `${error.message}${zhCN.lint.parseHint}` }] };
    }

    let root: ModdleElement;
    let warnings: Array<{ message: string; element?: unknown }>;
    const reading = this.reader.read(text);
    if ('rootElement' in reading) {
      root = reading.rootElement;
      warnings = reading.warnings;
    } else {
      // What the fast reader does not read exactly as moddle-xml does, moddle-xml reads.
      try {
        const parsed = await this.moddle.fromXML(text, 'bpmn:Definitions');
        root = parsed.rootElement;
        warnings = parsed.warnings;
      } catch (error) {
        return { file, findings: [this.parseFailure(error)] };
      }
    }
    if (root?.$type !== 'bpmn:Definitions') {
      return { file, findings: [{ ruleId: PARSE_RULE_ID, severity: 'error', message: `${bpmnTexts.xml.notDefinitions}${zhCN.lint.parseHint}` }] };
    }

    const findings: LintFinding[] = warnings.map((warning) => this.importWarning(warning, locator));
    const results = await this.runner.lintPrepared(await this.rules(config), root);
    for (const [ruleId, reports] of Object.entries(results)) {
      for (const report of reports) findings.push(this.finding(ruleId, report, locator));
    }
    // In file order, as an editor shows them; findings without a position (whole file) first.
    const order = (finding: LintFinding) => (finding.line ?? 0) * 1e6 + (finding.column ?? 0);
    findings.sort((a, b) => order(a) - order(b));
    return { file, findings };
  }

  private rules(config: PreparedLintConfig): Promise<PreparedRules> {
    let rules = this.prepared.get(config);
    if (!rules) {
      rules = this.runner.prepare(new Linter({ config: config.config, resolver: this.resolver(config) }));
      this.prepared.set(config, rules);
    }
    return rules;
  }

  private resolver(config: PreparedLintConfig): LintRuleResolver {
    let resolver = this.resolvers.get(config.dir);
    if (!resolver) {
      resolver = new LintRuleResolver(config.dir);
      this.resolvers.set(config.dir, resolver);
    }
    return resolver;
  }

  private finding(ruleId: string, report: LintReport, locator: ElementLocator): LintFinding {
    const finding: LintFinding = {
      ruleId: typeof report.name === 'string' && report.name ? report.name : ruleId,
      severity: SEVERITY[report.category] ?? 'error',
      message: report.category === 'rule-error' ? zhCN.lint.ruleFailed(report.message) : report.message,
    };
    if (typeof report.id === 'string' && report.id) {
      finding.elementId = report.id;
      Object.assign(finding, locator.elementPosition(report.id));
    }
    if (Array.isArray(report.path)) finding.path = report.path.map(String);
    if (typeof report.errCode === 'string') finding.errCode = report.errCode;
    const docsUrl = (report.meta as { documentation?: { url?: unknown } } | undefined)?.documentation?.url;
    if (typeof docsUrl === 'string') finding.docsUrl = docsUrl;
    return finding;
  }

  private importWarning(warning: { message: string; element?: unknown }, locator: ElementLocator): LintFinding {
    const finding: LintFinding = { ruleId: IMPORT_RULE_ID, severity: 'error', message: zhCN.lint.importWarning(this.reason(warning.message)) };
    const element = warning.element as { id?: unknown } | undefined;
    if (element && typeof element.id === 'string' && element.id) {
      finding.elementId = element.id;
      Object.assign(finding, locator.elementPosition(element.id));
    } else {
      Object.assign(finding, this.reportedPosition(warning.message));
    }
    return finding;
  }

  private parseFailure(error: unknown): LintFinding {
    const message = error instanceof Error ? error.message : String(error);
    return {
      ruleId: PARSE_RULE_ID,
      severity: 'error',
      message: `${bpmnTexts.xml.unreadable(this.reason(message))}${zhCN.lint.parseHint}`,
      ...this.reportedPosition(message),
    };
  }

  /** The first line of a moddle message plus its "nested error", which says what is wrong. */
  private reason(message: string): string {
    const nested = NESTED_ERROR.exec(message);
    const head = message.split('\n')[0];
    return nested ? `${head}: ${nested[1]}` : head;
  }

  /** moddle counts lines and columns from 0. */
  private reportedPosition(message: string): { line?: number; column?: number } {
    const match = PARSE_POSITION.exec(message);
    return match ? { line: Number(match[1]) + 1, column: Number(match[2]) + 1 } : {};
  }
}
