/*
 * Reads the findings out of bpmnlint's CLI output, which is a table only: per file a line
 * with the file's absolute path, then rows `  <id[#path]>  <category>  <message>  <rule>`.
 * Import warnings have no rule name, parse errors neither id nor rule; a rule that threw is a
 * row of category `rule-error`.
 */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const ROW = /^ {2}(\S*)\s+(error|warning|info|rule-error)\s+(.*?)\s*$/;
/** A rule that threw shows as `rule-error` with the exception's message, without an id. */
const CATEGORY = { error: 'error', warning: 'warning', info: 'info', 'rule-error': 'rule-error' };

export class BpmnlintTableParser {
  /**
   * @param {string} output bpmnlint's stdout
   * @param {Set<string>} ruleNames the rules the config turns on: how the rule column is told from the message
   * @returns {Map<string, Array<{ id: string, severity: string, message: string, rule: string }>>} findings by absolute path (severity `rule-error` for a rule that threw)
   */
  parse(output, ruleNames) {
    const findings = new Map();
    let current;
    for (const raw of output.split('\n')) {
      const line = raw.replace(ANSI, '');
      if (line.startsWith('/') || /^[A-Za-z]:\\/.test(line)) {
        current = [];
        findings.set(line.trim(), current);
        continue;
      }
      const row = ROW.exec(line);
      if (!row || !current) continue;
      const [, id, category, rest] = row;
      const lastGap = rest.lastIndexOf('  ');
      const candidate = lastGap === -1 ? '' : rest.slice(lastGap).trim();
      const rule = ruleNames.has(candidate) ? candidate : '';
      const message = (rule ? rest.slice(0, lastGap) : rest).trim();
      current.push({ id, severity: CATEGORY[category], message, rule });
    }
    return findings;
  }
}
