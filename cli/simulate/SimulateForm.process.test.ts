import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveForm, leaveValues } from '../../contracts/forms/testing/LeaveForm.ts';
import { InProcessCli } from '../testing/InProcessCli.ts';
import { SampleDiagrams } from '../testing/SampleDiagrams.ts';
import type { SimulationReport } from './SimulationReport.ts';

/** `ronghe simulate --form/--values`: a designed form's values start the process as the server's start would (issue 23). */
describe('ronghe simulate with form values', () => {
  let root: string;
  const simulate = (args: string[], cwd = root) => InProcessCli.run(['simulate', ...args], { cwd });
  const report = async (args: string[], cwd = root) => {
    const run = await simulate([...args, '--json'], cwd);
    return { run, report: run.status === 2 ? null : (JSON.parse(run.stdout) as SimulationReport) };
  };
  const values = (period: [string, string]) => JSON.stringify({ ...leaveValues(), period });

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ronghe-simulate-form-'));
    writeFileSync(join(root, 'leave.form.json'), JSON.stringify(leaveForm()));
    writeFileSync(join(root, 'leave.bpmn'), SampleDiagrams.leaveWithForm());
    writeFileSync(join(root, 'typo.bpmn'), SampleDiagrams.leaveWithForm('${dayz > 3}'));
    writeFileSync(join(root, 'five-days.json'), values(['2026-12-07', '2026-12-11']));
    mkdirSync(join(root, 'alone'));
    writeFileSync(join(root, 'alone', 'leave.bpmn'), SampleDiagrams.leaveWithForm());
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('turns the values into the variables a start sets: the range’s ends and the days computed from them', async () => {
    const { run, report: five } = await report(['leave.bpmn', '--form', 'leave.form.json', '--values', 'five-days.json', '--until-end']);
    expect(run.stderr).toBe('');
    expect(five?.variables).toEqual({ leaveType: 'annual', periodStart: '2026-12-07', periodEnd: '2026-12-11', days: 5, reason: '回老家探亲' });
    expect(five?.path.map((node) => node.nodeId)).toEqual(['start', 'manager', 'decide', 'gm', 'end']);
    const { report: two } = await report(['leave.bpmn', '--values', values(['2026-12-07', '2026-12-08']), '--until-end']);
    expect(two?.variables).toMatchObject({ days: 2 });
    expect(two?.path.map((node) => node.nodeId)).toEqual(['start', 'manager', 'decide', 'end']);
  });

  it('lets --vars add to or override the form’s variables', async () => {
    const { report: overridden } = await report(['leave.bpmn', '--values', 'five-days.json', '--vars', '{"days":1,"urgent":true}']);
    expect(overridden?.variables).toMatchObject({ days: 1, urgent: true, periodStart: '2026-12-07' });
  });

  it('refuses values the form refuses, naming each field with the form’s message (exit 2)', async () => {
    const run = await simulate(['leave.bpmn', '--values', JSON.stringify({ ...leaveValues(), reason: '' })]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('表单值不符合表单 leave.form.json 的规则');
    expect(run.stderr).toMatch(/reason：/);
  });

  it('refuses a forged computed value as the server does (exit 2)', async () => {
    const run = await simulate(['leave.bpmn', '--values', JSON.stringify({ ...leaveValues(), days: 99 })]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/days：天数与计算结果不符/);
  });

  it('needs a form for --values: given, or beside the diagram', async () => {
    const run = await simulate(['leave.bpmn', '--values', '../five-days.json'], join(root, 'alone'));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--values 需要表单');
  });

  it('judges the diagram’s conditions against the form, as the server’s deploy would', async () => {
    const { run, report: refused } = await report(['typo.bpmn', '--form', 'leave.form.json']);
    expect(run.status).toBe(1);
    expect(refused?.status).toBe('refused');
    expect(refused?.illegalNodeList).toEqual([expect.objectContaining({ nodeId: 'long', errCode: 'CONDITION_VARIABLE_UNKNOWN' })]);
  });
});
