import type { LintConfig } from 'bpmnlint';

/**
 * A config ready to lint with: what a worker receives once and then refers to by key.
 * `config` already carries the product's deploy rules in front of the user's choices.
 */
export interface PreparedLintConfig {
  /** Identifies the config across threads: the config file's path, or '' for the built-in default. */
  key: string;
  /** The `.bpmnlintrc` it came from; null when no config was found and the deploy rules run alone. */
  source: string | null;
  /** The folder plugin packages resolve from. */
  dir: string;
  config: LintConfig;
}
