/*
 * bpmn-moddle's main entry and bpmnlint ship without declarations for what we call. These
 * declare only the surface the product uses; element contents are read through the typed
 * views in BpmnElements.ts.
 */

declare module 'bpmn-moddle' {
  /** A node of the moddle tree: `$type` names its BPMN or extension type. */
  export interface ModdleElement {
    readonly $type: string;
    readonly $parent?: ModdleElement;
    $instanceOf(type: string): boolean;
    get(name: string): unknown;
    set(name: string, value: unknown): void;
    readonly [property: string]: unknown;
  }

  export interface ModdleParseResult {
    rootElement: ModdleElement;
    warnings: Array<Error & { element?: unknown; property?: unknown }>;
    elementsById: Record<string, ModdleElement>;
    references: unknown[];
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string, options?: { lax?: boolean }): Promise<ModdleParseResult>;
    fromXML(xml: string, options?: { lax?: boolean }): Promise<ModdleParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  }
}

declare module 'bpmnlint' {
  import type { ModdleElement } from 'bpmn-moddle';

  export interface LintReporter {
    report(id: string, message: string, context?: string[] | Record<string, unknown>): void;
  }

  export type LintCheck =
    | ((node: ModdleElement, reporter: LintReporter) => boolean | void)
    | { enter?: (node: ModdleElement, reporter: LintReporter) => boolean | void; leave?: (node: ModdleElement, reporter: LintReporter) => void };

  export interface LintRule {
    meta?: { documentation?: { url?: string } };
    check: LintCheck;
    /**
     * Not bpmnlint's: the element types (moddle names) the check acts on, as `is` tells them
     * (a typed element by its supertypes, a generic one by its name). On any other element
     * its enter and leave return undefined and report nothing, so ronghe lint's walk
     * (cli/lint/SinglePassRuleRunner) does not call them there; bpmnlint's Linter ignores it.
     */
    targets?: readonly string[];
  }

  export type LintRuleFactory = (ruleOptions?: unknown) => LintRule;

  export type LintRuleSetting = 0 | 1 | 2 | 3 | 'off' | 'warn' | 'error' | 'info';

  export interface LintConfig {
    extends?: string | string[];
    rules?: Record<string, LintRuleSetting | [LintRuleSetting, unknown]>;
  }

  export interface LintResolver {
    resolveRule(pkg: string, ruleName: string): LintRuleFactory | Promise<LintRuleFactory>;
    resolveConfig(pkg: string, configName: string): LintConfig | Promise<LintConfig>;
  }

  export interface LintReport {
    id?: string;
    message: string;
    path?: string[];
    category: 'off' | 'warn' | 'error' | 'info' | 'rule-error';
    [key: string]: unknown;
  }

  export class Linter {
    constructor(options: { config?: LintConfig; resolver: LintResolver });
    lint(moddleRoot: ModdleElement, config?: LintConfig): Promise<Record<string, LintReport[]>>;
  }
}

declare module 'bpmnlint/rules/*' {
  import type { LintRuleFactory } from 'bpmnlint';
  const factory: LintRuleFactory;
  export default factory;
}

declare module 'bpmnlint/config/*' {
  import type { LintConfig } from 'bpmnlint';
  const config: LintConfig;
  export default config;
}
