import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Linter, type LintConfig } from 'bpmnlint';
import { RONGHE_DEPLOY_LINT_CONFIG } from '../../contracts/bpmn/RongheLintPlugin.ts';
import { zhCN } from '../zhCN.ts';
import { LintConfigError } from './LintConfigError.ts';
import { LintRuleResolver } from './LintRuleResolver.ts';
import type { PreparedLintConfig } from './PreparedLintConfig.ts';

/** bpmnlint's config file name; the format is the same (JSON with extends and rules). */
export const CONFIG_FILE_NAME = '.bpmnlintrc';

/**
 * Finds the config of each file: `--config` for all of them, else the nearest `.bpmnlintrc`
 * in the file's folder or above (bpmnlint's CLI reads only the working folder's), else the
 * deploy rules alone. Each config is read, checked and its rules resolved once, here in the
 * main thread, so a bad config stops the run (exit 2) before any file is linted. Files are
 * read synchronously (as in LintTargetResolver): the run waits for them anyway.
 */
export class LintConfigLocator {
  /** Folder → the config file governing it (null: none up to the root). */
  private readonly nearest = new Map<string, string | null>();
  private readonly prepared = new Map<string, Promise<PreparedLintConfig>>();

  constructor(
    private readonly explicitPath: string | undefined,
    private readonly cwd: string = process.cwd(),
  ) {}

  /** The config for a file (an absolute path; for stdin, a path in the folder to search from). */
  async forFile(file: string): Promise<PreparedLintConfig> {
    if (this.explicitPath !== undefined) return this.load(resolve(this.cwd, this.explicitPath), true);
    const found = await this.findUpward(dirname(file));
    return found === null ? this.defaults() : this.load(found, false);
  }

  private defaults(): Promise<PreparedLintConfig> {
    let config = this.prepared.get('');
    if (!config) {
      config = this.validated({ key: '', source: null, dir: this.cwd, config: { ...RONGHE_DEPLOY_LINT_CONFIG } });
      this.prepared.set('', config);
    }
    return config;
  }

  private async findUpward(start: string): Promise<string | null> {
    const visited: string[] = [];
    let dir = start;
    let found: string | null = null;
    for (;;) {
      const cached = this.nearest.get(dir);
      if (cached !== undefined) {
        found = cached;
        break;
      }
      visited.push(dir);
      const candidate = join(dir, CONFIG_FILE_NAME);
      if (await this.isConfigFile(candidate)) {
        found = candidate;
        break;
      }
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
    for (const folder of visited) this.nearest.set(folder, found);
    return found;
  }

  private async isConfigFile(path: string): Promise<boolean> {
    try {
      // Anything by that name is the user's config; one that is not a readable file fails loudly on read.
      statSync(path);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return false;
      // A config that exists but cannot be examined is still the user's config: say so.
      throw new LintConfigError(zhCN.lint.configUnreadable(path, code ?? String(error)));
    }
  }

  private load(path: string, explicit: boolean): Promise<PreparedLintConfig> {
    let config = this.prepared.get(path);
    if (!config) {
      config = this.read(path, explicit).then((prepared) => this.validated(prepared));
      this.prepared.set(path, config);
    }
    return config;
  }

  private async read(path: string, explicit: boolean): Promise<PreparedLintConfig> {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (explicit && code === 'ENOENT') throw new LintConfigError(zhCN.lint.configMissing(path));
      throw new LintConfigError(zhCN.lint.configUnreadable(path, code ?? String(error)));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new LintConfigError(zhCN.lint.configInvalidJson(path, (error as Error).message));
    }
    const user = this.checkShape(path, parsed);
    const inherited = user.extends === undefined ? [] : Array.isArray(user.extends) ? user.extends : [user.extends];
    const baseline = RONGHE_DEPLOY_LINT_CONFIG.extends as string;
    // The deploy rules come first, so the user's extends and rules may still adjust them.
    const config: LintConfig = { ...user, extends: [baseline, ...inherited.filter((name) => name !== baseline)] };
    return { key: path, source: path, dir: dirname(path), config };
  }

  private checkShape(path: string, parsed: unknown): LintConfig {
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new LintConfigError(zhCN.lint.configShape(path, zhCN.lint.configShapeObject));
    }
    const config = parsed as Record<string, unknown>;
    const inherited = config.extends;
    if (inherited !== undefined && typeof inherited !== 'string' && !(Array.isArray(inherited) && inherited.every((name) => typeof name === 'string'))) {
      throw new LintConfigError(zhCN.lint.configShape(path, zhCN.lint.configShapeExtends));
    }
    const rules = config.rules;
    if (rules !== undefined && (typeof rules !== 'object' || rules === null || Array.isArray(rules))) {
      throw new LintConfigError(zhCN.lint.configShape(path, zhCN.lint.configShapeRules));
    }
    return config as LintConfig;
  }

  /** Resolves every rule the config turns on, so an unknown name fails now and names the file. */
  private async validated(prepared: PreparedLintConfig): Promise<PreparedLintConfig> {
    const linter = new Linter({ config: prepared.config, resolver: new LintRuleResolver(prepared.dir) });
    try {
      await (linter as unknown as { resolveRules(config: LintConfig): Promise<unknown> }).resolveRules(prepared.config);
    } catch (error) {
      throw new LintConfigError(zhCN.lint.configRule(prepared.source ?? CONFIG_FILE_NAME, (error as Error).message));
    }
    return prepared;
  }
}
