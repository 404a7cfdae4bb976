import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledCli } from '../testing/CompiledCli.ts';
import { InProcessCli } from '../testing/InProcessCli.ts';
import { SampleDiagrams } from '../testing/SampleDiagrams.ts';

const miwgFolder = join(CompiledCli.repo, 'tests', 'fixtures', 'bpmn', 'miwg-reference');

interface JsonFile {
  filePath: string;
  messages: Array<{ ruleId: string; severity: string; message: string; elementId: string | null; line: number | null; errCode?: string }>;
  errorCount: number;
  warningCount: number;
  failure?: string;
}

describe('ronghe lint', () => {
  let root: string;
  type LintRunOptions = { cwd?: string; input?: string; env?: Record<string, string | undefined> };
  // Most cases run the command's code in this process; the compiled program in a child process
  // keeps the cases that need one: its exit code and streams, standard input, worker threads.
  const lint = (args: string[], options: LintRunOptions = {}) => InProcessCli.run(['lint', ...args], { cwd: options.cwd ?? root, env: options.env });
  const compiled = (args: string[], options: LintRunOptions = {}) =>
    CompiledCli.run(['lint', ...args], { cwd: options.cwd ?? root, input: options.input, env: options.env });

  beforeAll(async () => {
    await CompiledCli.ensureBuilt();
    root = mkdtempSync(join(tmpdir(), 'ronghe-lint-'));
    mkdirSync(join(root, 'flows', 'strict'), { recursive: true });
    writeFileSync(join(root, 'flows', 'leave.bpmn'), SampleDiagrams.valid());
    writeFileSync(join(root, 'flows', 'broken.bpmn'), SampleDiagrams.withDeployErrors());
    // The strict team turns on bpmnlint's label rule; flows/ above has no config at all.
    writeFileSync(join(root, 'flows', 'strict', '.bpmnlintrc'), JSON.stringify({ rules: { 'label-required': 'warn' } }));
    writeFileSync(join(root, 'flows', 'strict', 'leave.bpmn'), SampleDiagrams.valid());
    mkdirSync(join(root, 'empty'));
    writeFileSync(join(root, 'empty', 'notes.txt'), 'no diagrams here');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  describe('exit codes', () => {
    it('exits 0 and says so for a clean diagram', async () => {
      const run = await lint(['flows/leave.bpmn']);
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('✔ 1 个文件没有问题');
      expect(run.stderr).toBe('');
    });

    it('exits 1 for deploy-rule errors, naming file, line, element and rule (the compiled program)', async () => {
      const run = await compiled(['flows/broken.bpmn']);
      expect(run.status).toBe(1);
      expect(run.stdout).toContain(join('flows', 'broken.bpmn'));
      expect(run.stdout).toMatch(/\d+:\d+ +错误 +apply +办理人设置不能为空 +ronghe\/candidate-required/);
      expect(run.stdout).toMatch(/end#name +节点名称不能为空 +ronghe\/node-name-required/);
      expect(run.stdout).toContain('✖ 2 个问题（2 个错误，0 个警告）');
    });

    it('exits 2 for a missing file and lints nothing', async () => {
      const run = await lint(['flows/leave.bpmn', 'flows/nope.bpmn']);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('flows/nope.bpmn：文件或文件夹不存在');
      expect(run.stdout).toBe('');
    });

    it('exits 2 for a pattern that matches nothing and for a folder without diagrams', async () => {
      const pattern = await lint(['flows/**/*.xml']);
      expect(pattern.status).toBe(2);
      expect(pattern.stderr).toContain('flows/**/*.xml：没有匹配的文件');
      const folder = await lint(['empty']);
      expect(folder.status).toBe(2);
      expect(folder.stderr).toContain('empty：文件夹中没有 BPMN 文件');
    });

    it('exits 2 for no arguments, an unknown format or a malformed number', async () => {
      expect((await lint([])).status).toBe(2);
      const format = await lint(['flows/leave.bpmn', '--format', 'html']);
      expect(format.status).toBe(2);
      expect(format.stderr).toContain('未知的输出格式 html');
      expect((await lint(['flows/leave.bpmn', '--max-warnings', 'many'])).status).toBe(2);
    });

    it('exits 2 for a config that cannot be used, naming the config', async () => {
      writeFileSync(join(root, 'bad.json'), '{ "rules": ');
      const run = await lint(['flows/leave.bpmn', '--config', 'bad.json']);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/bad\.json：配置文件不是有效的 JSON/);
    });

    it('exits 1 only when warnings exceed --max-warnings', async () => {
      expect((await lint(['flows/strict/leave.bpmn'])).status).toBe(0);
      const over = await lint(['flows/strict/leave.bpmn', '--max-warnings', '0']);
      expect(over.status).toBe(1);
      expect(over.stderr).toContain('警告数超过 --max-warnings 0');
      expect((await lint(['flows/strict/leave.bpmn', '--max-warnings', '50'])).status).toBe(0);
    });
  });

  it('reports a file that is not BPMN as a finding for that file, and goes on with the others', async () => {
    writeFileSync(join(root, 'flows', 'strict', 'notes.bpmn'), 'this is not xml');
    writeFileSync(join(root, 'flows', 'strict', 'evil.bpmn'), '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x/>');
    try {
      const run = await lint(['flows/strict', '--format', 'json']);
      expect(run.status).toBe(1);
      const files = JSON.parse(run.stdout) as JsonFile[];
      const byName = new Map(files.map((file) => [file.filePath.split(/[\\/]/).pop(), file]));
      expect(byName.get('notes.bpmn')?.messages).toEqual([expect.objectContaining({ ruleId: 'parse', severity: 'error', message: expect.stringContaining('无法解析') })]);
      expect(byName.get('evil.bpmn')?.messages[0]).toMatchObject({ ruleId: 'parse', message: expect.stringContaining('DOCTYPE') });
      expect(byName.get('leave.bpmn')?.messages.every((message) => message.ruleId === 'label-required')).toBe(true);
    } finally {
      rmSync(join(root, 'flows', 'strict', 'notes.bpmn'));
      rmSync(join(root, 'flows', 'strict', 'evil.bpmn'));
    }
  });

  it('looks the config up from each file upward, so two folders can have different rules', async () => {
    const run = await lint(['flows', '--format', 'json']);
    const files = JSON.parse(run.stdout) as JsonFile[];
    const rules = (name: string) => new Set(files.find((file) => file.filePath === name)!.messages.map((message) => message.ruleId));
    expect(rules(join('flows', 'strict', 'leave.bpmn'))).toEqual(new Set(['label-required']));
    expect(rules(join('flows', 'leave.bpmn'))).toEqual(new Set());
  });

  it('reads a diagram from standard input, with its config looked up from --stdin-filename', async () => {
    const plain = await compiled(['-', '--format', 'json'], { input: SampleDiagrams.withDeployErrors() });
    expect(plain.status).toBe(1);
    const [file] = JSON.parse(plain.stdout) as JsonFile[];
    expect(file.filePath).toBe('<stdin>');
    expect(file.messages.map((message) => message.errCode).sort()).toEqual(['CANDIDATE_REQUIRED', 'NODE_NAME_REQUIRED']);

    const named = await compiled(['-', '--stdin-filename', 'flows/strict/new.bpmn', '--format', 'json'], { input: SampleDiagrams.valid() });
    const [strict] = JSON.parse(named.stdout) as JsonFile[];
    expect(strict.filePath).toBe('flows/strict/new.bpmn');
    expect(strict.messages.some((message) => message.ruleId === 'label-required')).toBe(true);
  });

  describe('formats', () => {
    it('json: one entry per file with counts, element ids, lines and deploy error codes', async () => {
      const run = await lint(['flows/broken.bpmn', 'flows/leave.bpmn', '--format', 'json']);
      const files = JSON.parse(run.stdout) as JsonFile[];
      expect(files.map((file) => [file.filePath, file.errorCount, file.warningCount])).toEqual([
        [join('flows', 'broken.bpmn'), 2, 0],
        [join('flows', 'leave.bpmn'), 0, 0],
      ]);
      const candidate = files[0].messages.find((message) => message.errCode === 'CANDIDATE_REQUIRED')!;
      expect(candidate).toMatchObject({ ruleId: 'ronghe/candidate-required', severity: 'error', elementId: 'apply', message: '办理人设置不能为空' });
      const xml = readFileSync(join(root, 'flows', 'broken.bpmn'), 'utf8').split('\n');
      expect(xml[candidate.line! - 1]).toContain('id="apply"');
    });

    it('sarif: a log the SARIF 2.1.0 schema accepts, written with --output-file', async () => {
      const run = await lint(['flows', '--format', 'sarif', '--output-file', 'lint.sarif']);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      const log = JSON.parse(readFileSync(join(root, 'lint.sarif'), 'utf8')) as { runs: Array<{ results: unknown[] }> };
      const ajv = new Ajv({ allErrors: true, strict: false });
      addFormats.default(ajv);
      const validate = ajv.compile(JSON.parse(readFileSync(join(CompiledCli.repo, 'cli', 'testing', 'sarif-2.1.0-subset.schema.json'), 'utf8')) as object);
      expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
      expect(log.runs[0].results.length).toBeGreaterThanOrEqual(2);
    });

    it('junit: well-formed XML, one suite per file, errors as failures', async () => {
      const run = await lint(['flows', '--format', 'junit']);
      expect(XMLValidator.validate(run.stdout)).toBe(true);
      const report = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'testsuite' }).parse(run.stdout) as {
        testsuites: { failures: string; testsuite: Array<{ name: string; failures: string }> };
      };
      expect(report.testsuites.testsuite.map((suite) => suite.name).sort()).toEqual([join('flows', 'broken.bpmn'), join('flows', 'leave.bpmn'), join('flows', 'strict', 'leave.bpmn')]);
      expect(report.testsuites.failures).toBe('2');
    });

    it('stylish: colour only on request, and never with NO_COLOR', async () => {
      expect((await lint(['flows/broken.bpmn'])).stdout).not.toContain('\u001b[');
      expect((await lint(['flows/broken.bpmn'], { env: { FORCE_COLOR: '1' } })).stdout).toContain('\u001b[31m');
      expect((await lint(['flows/broken.bpmn'], { env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).stdout).not.toContain('\u001b[');
    });
  });

  it('warns, and only warns, about the Camunda settings the engine does not run, leaving the file as it was', async () => {
    const source = join(CompiledCli.repo, 'tests', 'fixtures', 'bpmn', 'designer', 'camunda-fields.bpmn');
    const file = join(root, 'flows', 'camunda.bpmn');
    const original = readFileSync(source, 'utf8');
    writeFileSync(file, original);
    try {
      const run = await lint(['flows/camunda.bpmn', '--format', 'json']);
      expect(run.status).toBe(0);
      const [result] = JSON.parse(run.stdout) as JsonFile[];
      expect(result.errorCount).toBe(0);
      expect(result.messages.map((m) => [m.ruleId, m.severity, m.elementId])).toEqual([
        ['ronghe/camunda-not-run', 'warning', 'purchase'],
        ['ronghe/camunda-not-run', 'warning', 'StartEvent_1'],
        ['ronghe/camunda-not-run', 'warning', 'Activity_review'],
        ['ronghe/camunda-not-run', 'warning', 'Gateway_amount'],
        ['ronghe/camunda-not-run', 'warning', 'Event_end'],
        ['ronghe/camunda-not-run', 'warning', 'Flow_big'],
      ]);
      expect(result.messages[2].message).toBe(
        '流程引擎不运行以下 Camunda 设置，发布后不生效：camunda:asyncBefore、camunda:candidateGroups、camunda:dueDate、camunda:taskListener、camunda:inputOutput、camunda:failedJobRetryTimeCycle',
      );
      expect(readFileSync(file, 'utf8')).toBe(original);
      expect((await lint(['flows/camunda.bpmn', '--max-warnings', '0'])).status).toBe(1);
    } finally {
      rmSync(file);
    }
  });

  it('gives every MIWG reference diagram a result without crashing', async () => {
    const run = await lint([miwgFolder, '--format', 'json'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    const files = JSON.parse(run.stdout) as JsonFile[];
    const expected = readdirSync(miwgFolder).filter((name) => name.endsWith('.bpmn'));
    expect(files.map((file) => file.filePath.split(/[\\/]/).pop()).sort()).toEqual(expected.sort());
    expect(files.filter((file) => file.failure !== undefined)).toEqual([]);
    expect(files.every((file) => file.messages.length > 0)).toBe(true);
  });

  it('spreads many files over worker threads with the same findings as one thread, and no progress bar when piped', async () => {
    const many = join(root, 'many');
    mkdirSync(many);
    for (let i = 0; i < 8; i++) writeFileSync(join(many, `leave-${i}.bpmn`), i % 2 ? SampleDiagrams.withDeployErrors(`p${i}`) : SampleDiagrams.valid(`p${i}`));
    for (const name of readdirSync(miwgFolder)) if (name.endsWith('.bpmn')) writeFileSync(join(many, name), readFileSync(join(miwgFolder, name)));
    const pooled = await compiled(['many', '--format', 'json', '--workers', '2']);
    const single = await lint(['many', '--format', 'json', '--workers', '0']);
    expect(pooled.stderr).toBe('');
    expect(pooled.status).toBe(1);
    expect(JSON.parse(pooled.stdout)).toEqual(JSON.parse(single.stdout));
    expect((JSON.parse(pooled.stdout) as JsonFile[]).length).toBe(29);
  });

  it('documents itself with examples', async () => {
    const run = await lint(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('示例：');
    expect(run.stdout).toContain('--format <format>');
    expect(run.stdout).toContain('--max-warnings <n>');
  });
});
