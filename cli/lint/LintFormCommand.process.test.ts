import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveForm } from '../../contracts/forms/testing/LeaveForm.ts';
import { InProcessCli } from '../testing/InProcessCli.ts';
import { SampleDiagrams } from '../testing/SampleDiagrams.ts';

interface JsonFile {
  filePath: string;
  messages: Array<{ ruleId: string; severity: string; message: string; elementId?: string | null; errCode?: string; path?: string[] }>;
}

/** `ronghe lint --form <key>.form.json`: the form checked, and the diagrams judged against it (issue 23). */
describe('ronghe lint --form', () => {
  let root: string;
  const lint = (args: string[]) => InProcessCli.run(['lint', ...args], { cwd: root });
  const findings = (stdout: string) =>
    (JSON.parse(stdout) as JsonFile[]).map((file) => ({ file: file.filePath, found: file.messages.map((m) => `${m.elementId ?? m.path?.[0] ?? ''} ${m.errCode ?? m.ruleId}`) }));

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'ronghe-lint-form-'));
    writeFileSync(join(root, 'leave.form.json'), JSON.stringify(leaveForm(), null, 2));
    writeFileSync(join(root, 'leave.bpmn'), SampleDiagrams.leaveWithForm());
    writeFileSync(join(root, 'typo.bpmn'), SampleDiagrams.leaveWithForm('${dayz > 3 && initiator != "1"}', ['leave'], 'typo'));
    writeFileSync(join(root, 'elsewhere.bpmn'), SampleDiagrams.leaveWithForm('${days > 3}', ['leave', 'overtime'], 'elsewhere'));
    const broken = leaveForm();
    broken.fields[3] = { ...broken.fields[3], key: 'leaveType' };
    writeFileSync(join(root, 'broken.form.json'), JSON.stringify(broken));
    writeFileSync(join(root, 'not-json.form.json'), '{ fields: ');
    writeFileSync(join(root, 'leave.json'), JSON.stringify(leaveForm()));
    // as 表单管理 exports it: the key and name inside, any file name
    writeFileSync(join(root, '请假申请.json'), JSON.stringify({ formKey: 'leave', formName: '请假申请', definition: leaveForm() }));
    writeFileSync(join(root, 'broken-export.json'), JSON.stringify({ formKey: 'leave', formName: '请假申请', definition: { schemaVersion: 1, fields: [{ key: 'and', type: 'input', label: '和' }] } }));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes a diagram whose conditions read the form’s variables', async () => {
    const run = await lint(['--form', 'leave.form.json', 'leave.bpmn']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('✔ 2 个文件没有问题');
  });

  it('finds a condition naming a variable neither the form nor the start supplies, and a bound form it was not given', async () => {
    const run = await lint(['--form', 'leave.form.json', '--format', 'json', 'typo.bpmn', 'elsewhere.bpmn']);
    expect(run.status).toBe(1);
    expect(findings(run.stdout)).toEqual([
      { file: 'leave.form.json', found: [] },
      { file: 'typo.bpmn', found: ['long CONDITION_VARIABLE_UNKNOWN'] },
      { file: 'elsewhere.bpmn', found: ['elsewhere FORM_NOT_FOUND'] },
    ]);
    const stylish = await lint(['--form', 'leave.form.json', 'typo.bpmn']);
    expect(stylish.stdout).toMatch(/long#conditionExpression +条件表达式中的变量既不是绑定表单的字段，也不是流程发起时提供的变量：dayz +ronghe\/condition-variable-known/);
  });

  it('reads the form as 表单管理 exports it, key and name inside', async () => {
    const run = await lint(['--form', '请假申请.json', '--format', 'json', 'typo.bpmn']);
    expect(findings(run.stdout)).toEqual([
      { file: '请假申请.json', found: [] },
      { file: 'typo.bpmn', found: ['long CONDITION_VARIABLE_UNKNOWN'] },
    ]);
    const broken = await lint(['--form', 'broken-export.json', '--format', 'json', 'leave.bpmn']);
    expect(findings(broken.stdout)[0]).toEqual({ file: 'broken-export.json', found: ['definition.fields[0].key form/KEY_RESERVED'] });
  });

  it('judges the diagram alone without --form, as before', async () => {
    const run = await lint(['typo.bpmn', 'elsewhere.bpmn']);
    expect(run.status).toBe(0);
  });

  it('reports the form’s own findings with the form layer’s messages, under the form file', async () => {
    const run = await lint(['--form', 'broken.form.json', '--format', 'json', 'leave.bpmn']);
    expect(run.status).toBe(1);
    const [form] = JSON.parse(run.stdout) as JsonFile[];
    expect(form.filePath).toBe('broken.form.json');
    expect(form.messages).toEqual([expect.objectContaining({ ruleId: 'form/KEY_DUPLICATE', severity: 'error', path: ['fields[3].key'] })]);
    expect(form.messages[0].message).toContain('leaveType');
  });

  it('refuses a form file it cannot use, before linting anything (exit 2)', async () => {
    const notJson = await lint(['--form', 'not-json.form.json', 'leave.bpmn']);
    expect(notJson.status).toBe(2);
    expect(notJson.stderr).toContain('not-json.form.json：表单文件不是有效的 JSON');
    const badName = await lint(['--form', 'leave.json', 'leave.bpmn']);
    expect(badName.status).toBe(2);
    expect(badName.stderr).toContain('文件名应为 <表单key>.form.json');
    const missing = await lint(['--form', 'gone.form.json', 'leave.bpmn']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('gone.form.json：无法读取表单文件（ENOENT）');
    const twice = await lint(['--form', 'leave.form.json', '--form', `./leave.form.json`, 'leave.bpmn']);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain('表单 key leave 出现了两次');
  });
});
