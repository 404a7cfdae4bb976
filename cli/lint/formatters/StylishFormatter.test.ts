import { describe, expect, it } from 'vitest';
import { TerminalStyle } from '../../TerminalStyle.ts';
import { countFindings, type LintFileResult } from '../LintFinding.ts';
import { StylishFormatter } from './StylishFormatter.ts';
import { TextWidth } from './TextWidth.ts';

const results: LintFileResult[] = [
  {
    file: 'processes/请假.bpmn',
    findings: [
      { ruleId: 'ronghe/node-name-required', severity: 'error', message: '节点名称不能为空', elementId: 'StartEvent_1', line: 5, column: 3 },
      { ruleId: 'superfluous-gateway', severity: 'warning', message: 'Gateway is superfluous', elementId: 'Gw', line: 120, column: 11 },
    ],
  },
  { file: 'clean.bpmn', findings: [] },
];

function format(input: LintFileResult[], style = new TerminalStyle(false)): string {
  return new StylishFormatter(style).format({ results: input, totals: countFindings(input), cwd: '/' });
}

describe('StylishFormatter', () => {
  it('lists findings under their file, aligned by display width (Chinese is two columns), then the totals', () => {
    const lines = format(results).split('\n');
    expect(lines).toContain('processes/请假.bpmn');
    expect(lines.some((line) => line.startsWith('clean.bpmn'))).toBe(false);
    const rows = lines.filter((line) => line.includes('StartEvent_1') || line.includes('Gw '));
    expect(rows).toHaveLength(2);
    // the rule column starts at the same terminal column in both rows
    const ruleColumn = (row: string, rule: string) => TextWidth.of(row.slice(0, row.indexOf(rule)));
    expect(ruleColumn(rows[0], 'ronghe/')).toBe(ruleColumn(rows[1], 'superfluous-gateway'));
    expect(rows[0]).toMatch(/^ {5}5:3 {2}错误/);
    expect(rows[1]).toMatch(/^ {2}120:11 {2}警告/);
    expect(lines).toContain('✖ 2 个问题（1 个错误，1 个警告）');
  });

  it('says so in one line when every file is clean', () => {
    expect(format([{ file: 'a.bpmn', findings: [] }]).trim()).toBe('✔ 1 个文件没有问题');
  });

  it('colours only when told to (NO_COLOR and pipes get plain text)', () => {
    expect(format(results)).not.toContain('\u001b[');
    expect(format(results, new TerminalStyle(true))).toContain('\u001b[31m');
    expect(TerminalStyle.for({ isTTY: true }, { NO_COLOR: '1' }).colors).toBe(false);
    expect(TerminalStyle.for({ isTTY: true }, {}).colors).toBe(true);
    expect(TerminalStyle.for({ isTTY: false }, {}).colors).toBe(false);
    expect(TerminalStyle.for({ isTTY: false }, { FORCE_COLOR: '1' }).colors).toBe(true);
    expect(TerminalStyle.for({ isTTY: true }, { NO_COLOR: '1', FORCE_COLOR: '1' }).colors).toBe(false);
  });
});
