/** A config that cannot be used: missing, unreadable, not JSON, wrong shape, or naming an unknown rule. Exit 2. */
export class LintConfigError extends Error {
  override readonly name = 'LintConfigError';
}
