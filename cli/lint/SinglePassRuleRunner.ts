import type { ModdleElement } from 'bpmn-moddle';
import type { LintConfig, LintReport, LintReporter, LintResolver, LintRule, LintRuleFactory, Linter } from 'bpmnlint';

/** A rule as bpmnlint's Linter resolves it from a config: a fresh instance, with its category. */
interface ResolvedRule {
  name: string;
  rule: LintRule;
  category: LintReport['category'];
}

/** The part of bpmnlint's Linter (11.x) this runner calls besides `lint`. */
interface RuleResolvingLinter {
  config: LintConfig;
  resolver: LintResolver;
  resolveRules(config: LintConfig): Promise<Array<ResolvedRule & { config: unknown }>>;
  parseRuleName(name: string): { pkg: string; ruleName: string };
}

/**
 * A config's rules as bpmnlint's Linter resolves them, kept with their factories: each lint
 * makes new instances from them, as a new Linter would (rules may keep state between runs),
 * without resolving the config's rule names, categories and packages again for every file.
 */
export interface PreparedRules {
  readonly rules: ReadonlyArray<{ readonly name: string; readonly category: LintReport['category']; readonly config: unknown; readonly factory: LintRuleFactory }>;
}

interface MetaProperty {
  name: string;
  type: string;
  isMany?: boolean;
  isAttr?: boolean;
  isReference?: boolean;
}

interface Descriptor {
  isGeneric?: boolean;
  properties: MetaProperty[];
  allTypesByName: Record<string, unknown>;
}

type Visit = (node: ModdleElement, reporter: LintReporter) => boolean | void;

/** One rule during one traversal: its hooks, what it reported, and whether it threw. */
interface RuleRun {
  readonly definition: ResolvedRule;
  readonly enter: Visit | undefined;
  readonly leave: Visit | undefined;
  readonly reporter: LintReporter;
  /** By type number (see typeNumber): whether the rule acts on that type; undefined: on every element. */
  readonly acts: Array<boolean | undefined> | undefined;
  readonly targets: readonly string[];
  readonly messages: Array<Record<string, unknown>>;
  failed: boolean;
  failure: unknown;
}

const SIMPLE_TYPES = new Set(['String', 'Boolean', 'Integer', 'Real']);

/**
 * Runs the rules of a bpmnlint Linter over a diagram with ONE walk of the moddle tree, with the
 * results `linter.lint(root)` gives: bpmnlint walks the whole tree once per rule and filters
 * each element's properties on every visit, which is most of its time on large diagrams. The
 * walk is laid out once as a list of enter and leave steps, and each rule runs over the list
 * in turn — bpmnlint's order, one rule after another, and a few percent faster than calling
 * every rule at every element (each rule's code stays hot while it runs).
 *
 * It keeps bpmnlint's semantics per rule: the same depth-first order of enter and leave, a
 * subtree skipped for a rule whose enter returned false (and only for that rule), the same
 * report shape and categories, and a rule that throws loses its reports to one `rule-error`.
 * The rules themselves come from `linter.resolveRules`, so a new Linter gives new rule
 * instances (rules may keep state between runs).
 */
export class SinglePassRuleRunner {
  // Descriptors belong to the moddle's type registry, which lives as long as the moddle.
  private readonly childProperties = new WeakMap<Descriptor, MetaProperty[]>();
  /** A small number per typed element's descriptor, so a rule's targets are an array lookup per element. */
  private readonly typeNumbers = new WeakMap<Descriptor, number>();
  private readonly descriptors: Descriptor[] = [];
  /** Per list of targets (rule instances are new per file, their targets are not): whether each type is one. */
  private readonly targetTables = new Map<string, Array<boolean | undefined>>();

  async lint(linter: Linter, root: ModdleElement, config?: LintConfig): Promise<Record<string, LintReport[]>> {
    const resolving = linter as unknown as RuleResolvingLinter;
    return this.run(await resolving.resolveRules(config ?? resolving.config), root);
  }

  /** Resolves the Linter's config (or `config`) once, for `lintPrepared`. */
  async prepare(linter: Linter, config?: LintConfig): Promise<PreparedRules> {
    const resolving = linter as unknown as RuleResolvingLinter;
    const definitions = await resolving.resolveRules(config ?? resolving.config);
    const rules = await Promise.all(
      definitions.map(async ({ name, category, config: ruleConfig }) => {
        // what Linter#resolveRule asks its resolver, with the same name
        const { pkg, ruleName } = resolving.parseRuleName(name);
        return { name, category, config: ruleConfig, factory: await resolving.resolver.resolveRule(pkg, ruleName) };
      }),
    );
    return { rules };
  }

  /** What `lint` gives with a new Linter of the prepared config: new rule instances from the same factories. */
  async lintPrepared(prepared: PreparedRules, root: ModdleElement): Promise<Record<string, LintReport[]>> {
    return this.run(
      prepared.rules.map(({ name, category, config, factory }) => ({ name, category, rule: factory(config) })),
      root,
    );
  }

  private run(definitions: readonly ResolvedRule[], root: ModdleElement): Record<string, LintReport[]> {
    const runs: RuleRun[] = [];
    const results: Record<string, LintReport[]> = {};
    const failedEarly = new Map<ResolvedRule, unknown>();

    for (const definition of definitions) {
      const check: unknown = definition.rule.check ?? {};
      const hooks = check as { enter?: Visit; leave?: Visit };
      const leave = typeof check === 'object' && check !== null && 'leave' in check ? hooks.leave : undefined;
      const enter =
        typeof check === 'object' && check !== null && 'enter' in check ? hooks.enter : typeof check === 'function' ? (check as Visit) : undefined;
      if (!enter && !leave) failedEarly.set(definition, new Error('no check implemented'));
      else runs.push(this.startRun(definition, enter, leave, this.targetTable(definition.rule.targets)));
    }

    this.walk(root, runs);

    // Reports in the order of the resolved rules, as Linter.lint builds them.
    const byDefinition = new Map(runs.map((run) => [run.definition, run]));
    for (const definition of definitions) {
      const early = failedEarly.get(definition);
      const run = byDefinition.get(definition);
      let reports: LintReport[];
      if (early !== undefined || run?.failed) {
        const error = early ?? run?.failure;
        reports = [{ message: error instanceof Error ? error.message : String(error), category: 'rule-error' }];
      } else {
        reports = (run?.messages ?? []).map((message) => ({ ...message, meta: definition.rule.meta, category: definition.category }) as unknown as LintReport);
      }
      if (reports.length) results[definition.name] = reports;
    }
    return results;
  }

  /** The table of a rule's `targets` (see LintRule in contracts/bpmn/vendor.d.ts), shared by every rule that names the same types. */
  private targetTable(targets: readonly string[] | undefined): Array<boolean | undefined> | undefined {
    if (!Array.isArray(targets)) return undefined;
    const key = targets.join(' ');
    let table = this.targetTables.get(key);
    if (!table) {
      table = [];
      this.targetTables.set(key, table);
    }
    return table;
  }

  private startRun(definition: ResolvedRule, enter: Visit | undefined, leave: Visit | undefined, acts: Array<boolean | undefined> | undefined): RuleRun {
    const messages: Array<Record<string, unknown>> = [];
    // Same report shape as bpmnlint's test-rule Reporter: a path array, or an object merged in.
    const reporter: LintReporter = {
      report(id, message, context) {
        let report: Record<string, unknown> = { id, message };
        if (Array.isArray(context)) report = { ...report, path: context };
        else if (context && Object.prototype.toString.call(context) === '[object Object]') report = { ...report, ...context };
        messages.push(report);
      },
    };
    return { definition, enter, leave, reporter, acts, targets: definition.rule.targets ?? [], messages, failed: false, failure: undefined };
  }

  /**
   * Runs each rule in turn over the tree's walk, laid out once as a list: for each element, an
   * enter step (its index) and, after its subtree, a leave step (the index, bit-inverted).
   * A rule's enter that returns false jumps to that element's leave step, so the subtree is
   * skipped for that rule only; a rule that throws stops there. This is bpmnlint's own order
   * — one rule's whole walk after another's — without walking the tree once per rule.
   *
   * A rule that names its targets is called only on the elements `is` one of them — for a
   * typed element by its type's supertypes, for a generic one by its name, as moddle's
   * `$instanceOf` answers: of a small export's ~280 elements most are diagram interchange
   * (shapes, bounds, waypoints) and vendor extension elements, which the ~40 rules each asked
   * "are you a task?" — over half of the rules' time on 810 real exports. Such a rule walks
   * only its own steps (targetedSteps), not every step asking each element's type.
   */
  private walk(root: ModdleElement, runs: readonly RuleRun[]): void {
    if (runs.length === 0) return;
    const elements: ModdleElement[] = [];
    const types: number[] = [];
    const steps: number[] = [];
    const leaveStep: number[] = [];
    this.layOut(root, elements, types, steps, leaveStep);
    const own = this.targetedSteps(runs, elements, types, steps);
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r];
      const { enter, leave, reporter } = run;
      const list = own[r];
      try {
        if (list === undefined) {
          for (let k = 0; k < steps.length; k++) {
            const step = steps[k];
            if (step >= 0) {
              if (enter !== undefined && enter(elements[step], reporter) === false) k = leaveStep[step] - 1;
            } else if (leave !== undefined) {
              leave(elements[~step], reporter);
            }
          }
          continue;
        }
        for (let m = 0; m < list.length; m++) {
          const step = steps[list[m]];
          if (step >= 0) {
            if (enter !== undefined && enter(elements[step], reporter) === false) {
              // on to this element's own leave step, which is in the list (same element, same type)
              const to = leaveStep[step];
              while (list[m + 1] < to) m++;
            }
          } else if (leave !== undefined) {
            leave(elements[~step], reporter);
          }
        }
      } catch (error) {
        run.failed = true;
        run.failure = error;
      }
    }
  }

  /**
   * For each rule that names its targets, the walk's steps (positions in `steps`) of the
   * elements it acts on, in walk order, from one pass over the walk; undefined for a rule that
   * acts on every element. Which rules act on a type is decided once per type in the file.
   */
  private targetedSteps(runs: readonly RuleRun[], elements: readonly ModdleElement[], types: readonly number[], steps: readonly number[]): Array<number[] | undefined> {
    const own: Array<number[] | undefined> = runs.map((run) => (run.acts === undefined ? undefined : []));
    if (own.every((list) => list === undefined)) return own;
    const byType: Array<number[] | undefined> = new Array<number[] | undefined>(this.descriptors.length);
    const byName = new Map<string, number[]>();
    for (let k = 0; k < steps.length; k++) {
      const step = steps[k];
      const index = step >= 0 ? step : ~step;
      const type = types[index];
      let acting: number[] | undefined;
      if (type >= 0) {
        acting = byType[type];
        if (acting === undefined) acting = byType[type] = this.acting(runs, (run) => this.acts(run, type));
      } else {
        // a generic element is `is` a type only by its own name (moddle's createAny)
        const name = elements[index].$type;
        acting = byName.get(name);
        if (acting === undefined) {
          acting = this.acting(runs, (run) => run.targets.includes(name));
          byName.set(name, acting);
        }
      }
      for (let a = 0; a < acting.length; a++) (own[acting[a]] as number[]).push(k);
    }
    return own;
  }

  /** The indexes of the targeted runs for which `acts` holds. */
  private acting(runs: readonly RuleRun[], acts: (run: RuleRun) => boolean): number[] {
    const acting: number[] = [];
    for (let r = 0; r < runs.length; r++) if (runs[r].acts !== undefined && acts(runs[r])) acting.push(r);
    return acting;
  }

  private acts(run: RuleRun, type: number): boolean {
    const table = run.acts as Array<boolean | undefined>;
    let yes = table[type];
    if (yes === undefined) yes = table[type] = this.isTarget(this.descriptors[type], run.targets);
    return yes;
  }

  /** Whether an element of this type is an instance of one of the targets, as `is` answers it. */
  private isTarget(descriptor: Descriptor, targets: readonly string[]): boolean {
    return targets.some((target) => target in descriptor.allTypesByName);
  }

  /**
   * bpmnlint's traversal, depth first through the contained properties; generic elements are
   * not descended into. Notes each element's type number (-1 for a generic element).
   */
  private layOut(element: ModdleElement, elements: ModdleElement[], types: number[], steps: number[], leaveStep: number[]): void {
    const index = elements.length;
    elements.push(element);
    steps.push(index);
    const descriptor = (element as unknown as { $descriptor: Descriptor }).$descriptor;
    if (descriptor.isGeneric) {
      types.push(-1);
    } else {
      types.push(this.typeNumber(descriptor));
      const record = element as unknown as Record<string, unknown>;
      for (const property of this.containedProperties(descriptor)) {
        if (!(property.name in element)) continue;
        const value = record[property.name];
        if (property.isMany) {
          for (const child of value as ModdleElement[]) this.layOut(child, elements, types, steps, leaveStep);
        } else {
          this.layOut(value as ModdleElement, elements, types, steps, leaveStep);
        }
      }
    }
    leaveStep[index] = steps.length;
    steps.push(~index);
  }

  private typeNumber(descriptor: Descriptor): number {
    let number = this.typeNumbers.get(descriptor);
    if (number === undefined) {
      number = this.descriptors.length;
      this.descriptors.push(descriptor);
      this.typeNumbers.set(descriptor, number);
    }
    return number;
  }

  private containedProperties(descriptor: Descriptor): MetaProperty[] {
    let properties = this.childProperties.get(descriptor);
    if (!properties) {
      properties = descriptor.properties.filter((p) => !p.isAttr && !p.isReference && !SIMPLE_TYPES.has(p.type));
      this.childProperties.set(descriptor, properties);
    }
    return properties;
  }
}
