import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { CompiledCli } from '../../testing/CompiledCli.ts';
import { countFindings, type LintFileResult } from '../LintFinding.ts';
import { SarifFormatter } from './SarifFormatter.ts';

const schema = JSON.parse(readFileSync(join(CompiledCli.repo, 'cli', 'testing', 'sarif-2.1.0-subset.schema.json'), 'utf8')) as object;
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats.default(ajv);
const validate = ajv.compile(schema);

const cwd = '/work/项目';
const results: LintFileResult[] = [
  {
    file: 'processes/请假 流程.bpmn',
    findings: [
      { ruleId: 'ronghe/node-name-required', severity: 'error', message: '节点名称不能为空', elementId: 'Task_1', errCode: 'NODE_NAME_REQUIRED', line: 12, column: 5 },
      { ruleId: 'label-required', severity: 'warning', message: 'Element is missing label/name', elementId: 'Gateway_1', path: ['name'], line: 20, column: 5, docsUrl: 'https://github.com/bpmn-io/bpmnlint/blob/main/docs/rules/label-required.md' },
      { ruleId: 'probe/info', severity: 'info', message: 'just so you know' },
    ],
  },
  { file: 'clean.bpmn', findings: [] },
  { file: '/elsewhere/broken.xml', findings: [{ ruleId: 'parse', severity: 'error', message: '流程图 XML 无法解析：unparsable content', line: 3, column: 7 }] },
  { file: 'gone.bpmn', findings: [], failure: '无法读取文件（EACCES）' },
];

function log(input: LintFileResult[] = results) {
  return JSON.parse(new SarifFormatter().format({ results: input, totals: countFindings(input), cwd })) as {
    version: string;
    runs: Array<{
      tool: { driver: { name: string; rules: Array<{ id: string; helpUri?: string; shortDescription?: { text: string } }> } };
      invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications: Array<{ message: { text: string } }> }>;
      originalUriBaseIds: Record<string, { uri: string }>;
      results: Array<{
        ruleId: string;
        ruleIndex: number;
        level: string;
        message: { text: string };
        locations: Array<{ physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region?: { startLine: number; startColumn: number } }; logicalLocations?: Array<{ name: string; fullyQualifiedName: string }> }>;
        properties?: { errCode: string };
      }>;
    }>;
  };
}

describe('SarifFormatter', () => {
  it('writes a log the SARIF 2.1.0 schema accepts', () => {
    const valid = validate(log());
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('is still valid SARIF when there is nothing to report', () => {
    expect(validate(log([{ file: 'clean.bpmn', findings: [] }]))).toBe(true);
    expect(log([]).runs[0].results).toEqual([]);
  });

  it('gives each finding its rule, level, file, line and BPMN element', () => {
    const [run] = log().runs;
    expect(run.results.map((result) => [result.ruleId, result.level])).toEqual([
      ['ronghe/node-name-required', 'error'],
      ['label-required', 'warning'],
      ['probe/info', 'note'],
      ['parse', 'error'],
    ]);
    const [first, second] = run.results;
    expect(first.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'processes/%E8%AF%B7%E5%81%87%20%E6%B5%81%E7%A8%8B.bpmn', uriBaseId: '%SRCROOT%' },
      region: { startLine: 12, startColumn: 5 },
    });
    expect(first.locations[0].logicalLocations).toEqual([{ name: 'Task_1', fullyQualifiedName: 'Task_1', kind: 'element' }]);
    expect(first.properties).toEqual({ errCode: 'NODE_NAME_REQUIRED' });
    expect(second.locations[0].logicalLocations?.[0].fullyQualifiedName).toBe('Gateway_1#name');
    expect(run.tool.driver.rules[second.ruleIndex]).toEqual({ id: 'label-required', helpUri: 'https://github.com/bpmn-io/bpmnlint/blob/main/docs/rules/label-required.md' });
    expect(run.tool.driver.rules.find((rule) => rule.id === 'parse')?.shortDescription?.text).toBeTruthy();
  });

  it('makes paths portable: relative to %SRCROOT% inside the working folder, file URIs outside', () => {
    const [run] = log().runs;
    expect(run.originalUriBaseIds['%SRCROOT%'].uri).toBe('file:///work/%E9%A1%B9%E7%9B%AE/');
    expect(run.results[3].locations[0].physicalLocation.artifactLocation).toEqual({ uri: 'file:///elsewhere/broken.xml' });
  });

  it('reports a file it could not lint as a tool notification and an unsuccessful run', () => {
    const [invocation] = log().runs[0].invocations;
    expect(invocation.executionSuccessful).toBe(false);
    expect(invocation.toolExecutionNotifications.map((notification) => notification.message.text)).toEqual(['无法读取文件（EACCES）']);
  });

  it('catches a log the schema refuses (so the check above can fail)', () => {
    const broken = log();
    (broken.runs[0].results[0] as unknown as Record<string, unknown>).severity = 'error';
    expect(validate(broken)).toBe(false);
  });
});
