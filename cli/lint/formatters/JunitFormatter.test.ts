import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { countFindings, type LintFileResult } from '../LintFinding.ts';
import { JunitFormatter } from './JunitFormatter.ts';

const results: LintFileResult[] = [
  {
    file: 'a&b <审批>.bpmn',
    findings: [
      { ruleId: 'ronghe/candidate-required', severity: 'error', message: '办理人设置不能为空', elementId: 'Task_"1"', line: 4, column: 3 },
      { ruleId: 'superfluous-gateway', severity: 'warning', message: 'Gateway is superfluous. It only has one source and target.', elementId: 'Gw' },
      { ruleId: 'parse', severity: 'error', message: 'bad \u0001 control & <tags>\nsecond line' },
    ],
  },
  { file: 'clean.bpmn', findings: [] },
  { file: 'gone.bpmn', findings: [], failure: '无法读取文件（ENOENT）' },
];

function parsed(input: LintFileResult[] = results) {
  const xml = new JunitFormatter().format({ results: input, totals: countFindings(input), cwd: '/' });
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true, isArray: (name) => ['testsuite', 'testcase'].includes(name) }).parse(xml) as {
    testsuites: {
      tests: string;
      failures: string;
      errors: string;
      testsuite: Array<{ name: string; tests: string; failures: string; errors: string; testcase: Array<{ name: string; classname: string; failure?: { message: string; type: string; '#text': string }; error?: { message: string }; 'system-out'?: string }> }>;
    };
  };
}

describe('JunitFormatter', () => {
  it('writes well-formed XML even with &, <, quotes and control characters in names and messages', () => {
    const { testsuites } = parsed();
    expect(testsuites.testsuite[0].name).toBe('a&b <审批>.bpmn');
    expect(testsuites.testsuite[0].testcase[0].name).toBe('ronghe/candidate-required Task_"1"');
    expect(testsuites.testsuite[0].testcase[2].failure?.message).toBe('bad  control & <tags>\nsecond line');
  });

  it('has one suite per file: errors fail, warnings pass with their text, a clean file passes once', () => {
    const { testsuites } = parsed();
    expect(testsuites.testsuite.map((suite) => [suite.name, suite.tests, suite.failures, suite.errors])).toEqual([
      ['a&b <审批>.bpmn', '3', '2', '0'],
      ['clean.bpmn', '1', '0', '0'],
      ['gone.bpmn', '1', '0', '1'],
    ]);
    const [error, warning] = testsuites.testsuite[0].testcase;
    expect(error.failure).toMatchObject({ type: 'ronghe/candidate-required', message: '办理人设置不能为空' });
    expect(error.failure?.['#text']).toContain('a&b <审批>.bpmn:4:3');
    expect(warning.failure).toBeUndefined();
    expect(warning['system-out']).toContain('Gateway is superfluous');
    expect(testsuites.testsuite[2].testcase[0].error?.message).toBe('无法读取文件（ENOENT）');
    expect([testsuites.tests, testsuites.failures, testsuites.errors]).toEqual(['5', '2', '1']);
  });

  it('is an empty, valid report when there are no files', () => {
    expect(parsed([]).testsuites.tests).toBe('0');
  });
});
