import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveForm } from '../../contracts/forms/testing/LeaveForm.ts';
import { buildServer, type RongheServer } from '../../server/app/Server.ts';
import { loadServerConfig } from '../../server/app/ServerConfig.ts';
import type { CliRun } from '../testing/CompiledCli.ts';
import { InProcessCli } from '../testing/InProcessCli.ts';
import { SampleDiagrams } from '../testing/SampleDiagrams.ts';

/** `ronghe deploy --form` and `ronghe export` with designed forms, against a real server (issue 23). */
describe('ronghe deploy --form and export with designed forms', () => {
  let server: RongheServer;
  let url: string;
  let work: string;
  const ronghe = (args: string[]): Promise<CliRun> =>
    InProcessCli.run(args, {
      cwd: work,
      env: { RONGHE_CONFIG_DIR: join(work, 'config'), RONGHE_SERVER: undefined, RONGHE_TOKEN: undefined, RONGHE_USERNAME: undefined, RONGHE_PASSWORD: undefined, RONGHE_PROFILE: undefined },
    });
  const admin = () => ['--server', url, '--username', 'admin', '--password', 'Ronghe@2026'];

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'ronghe-forms-'));
    const config = loadServerConfig({ DATA_DIR: join(work, 'data'), WEB_DIR: join(work, 'no-web'), PORT: '0', HOST: '127.0.0.1' });
    server = await buildServer(config);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    writeFileSync(join(work, 'leave.form.json'), JSON.stringify({ formKey: 'leave', formName: '请假申请', definition: leaveForm() }, null, 2));
    writeFileSync(join(work, 'leave.bpmn'), SampleDiagrams.leaveWithForm());
    writeFileSync(join(work, 'typo.bpmn'), SampleDiagrams.leaveWithForm('${dayz > 3}', ['leave'], 'typoProcess'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('plans the form’s save before the diagram’s deploy in a dry run', async () => {
    const run = await ronghe(['deploy', '--form', 'leave.form.json', 'leave.bpmn', '--dry-run', '--token', 'x', '--server', url]);
    expect(run.status).toBe(0);
    const planned = JSON.parse(run.stdout) as Array<{ method: string; url: string }>;
    expect(planned.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['GET /form/design/page', 'POST /form/design', 'POST /workflow/processDef/deploy']);
  });

  it('refuses locally, sending nothing, when a condition names a variable the form does not set', async () => {
    const run = await ronghe(['deploy', '--form', 'leave.form.json', 'typo.bpmn', ...admin()]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('dayz');
    expect(run.stdout).toBe('');
  });

  it('saves the form in 表单管理, then deploys the diagram that binds it; a second run saves a new version', async () => {
    const first = await ronghe(['deploy', '--form', 'leave.form.json', 'leave.bpmn', ...admin()]);
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('✔ 表单已新建：leave（第 1 版） ← leave.form.json');
    expect(first.stdout).toContain('✔ 发布成功：请假申请（leaveProcess）');

    const changed = leaveForm();
    changed.fields[3] = { ...changed.fields[3], label: '请假事由' };
    writeFileSync(join(work, 'leave.form.json'), JSON.stringify({ formKey: 'leave', formName: '请假申请', definition: changed }));
    const second = await ronghe(['deploy', '--form', 'leave.form.json', 'leave.bpmn', '--json', ...admin()]);
    expect(second.status).toBe(0);
    const report = JSON.parse(second.stdout) as { forms: Array<{ formKey: string; outcome: string; created: boolean; version: number }> };
    expect(report.forms).toEqual([expect.objectContaining({ formKey: 'leave', outcome: 'saved', created: false, version: 2 })]);
  });

  it('exports the diagram and, beside it, the designed form it binds, which lint reads back', async () => {
    mkdirSync(join(work, 'out'), { recursive: true });
    const run = await ronghe(['export', 'leaveProcess', '-o', join('out', '请假申请.bpmn'), ...admin()]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`✔ 已导出表单 请假申请（leave）→ ${join('out', 'leave.form.json')}`);
    const exported = JSON.parse(readFileSync(join(work, 'out', 'leave.form.json'), 'utf8')) as { formKey: string; formName: string; definition: { fields: Array<{ label: string }> } };
    expect(exported).toMatchObject({ formKey: 'leave', formName: '请假申请' });
    expect(exported.definition.fields[3].label).toBe('请假事由');
    const lint = await ronghe(['lint', '--form', join('out', 'leave.form.json'), join('out', '请假申请.bpmn')]);
    expect(lint.status).toBe(0);
    // a coded form has no file to write
    expect(existsSync(join(work, 'out', 'agreementForm.form.json'))).toBe(false);
  });
});
