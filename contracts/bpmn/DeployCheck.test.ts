import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Linter } from 'bpmnlint';
import { describe, expect, it } from 'vitest';
import { BpmnXmlError } from './BpmnXmlError.ts';
import { BpmnXmlReader } from './BpmnXmlReader.ts';
import { DeployCheck } from './DeployCheck.ts';
import { DeployErrorCode, DeployErrorCodes, deployErrorLabel } from './DeployErrorCodes.ts';
import { RONGHE_DEPLOY_LINT_CONFIG, RongheLintResolver } from './RongheLintPlugin.ts';
import { DiagramBuilder } from './testing/DiagramBuilder.ts';

function approval(builder = new DiagramBuilder()): DiagramBuilder {
  return builder
    .start('start')
    .userTask('apply', '提交申请', { variable: '${initiator}', initiatorAutoComplete: true })
    .exclusive('decide')
    .userTask('manager', '部门经理审批', { departments: ['10'] })
    .userTask('board', '总经理审批', { roles: ['gm'], multi: { type: 'completeMultiInst', percentage: 50 } })
    .end('end')
    .flow('f1', 'start', 'apply')
    .flow('f2', 'apply', 'decide')
    .flow('f3', 'decide', 'manager', { condition: '${amount < 10000}' })
    .flow('f4', 'decide', 'board', { condition: '${amount >= 10000}', language: 'juel' })
    .flow('f5', 'manager', 'end')
    .flow('f6', 'board', 'end');
}

const check = (xml: string) => new DeployCheck().check(xml);

describe('DeployCheck', () => {
  it('passes a complete approval diagram', async () => {
    expect(await check(approval().toXml())).toEqual({ success: true, illegalNodeList: [] });
  });

  it('marks unnamed start events, end events and user tasks', async () => {
    const xml = new DiagramBuilder()
      .start('s', '')
      .userTask('t', '  ', { users: ['1'] })
      .end('e', '')
      .flow('f1', 's', 't')
      .flow('f2', 't', 'e')
      .toXml();
    const result = await check(xml);
    expect(result.success).toBe(false);
    expect(result.illegalNodeList).toEqual(
      expect.arrayContaining([
        { nodeId: 's', errCode: DeployErrorCode.NODE_NAME_REQUIRED },
        { nodeId: 't', errCode: DeployErrorCode.NODE_NAME_REQUIRED },
        { nodeId: 'e', errCode: DeployErrorCode.NODE_NAME_REQUIRED },
      ]),
    );
    expect(result.illegalNodeList).toHaveLength(3);
  });

  it('requires somebody in the candidate condition of each user task', async () => {
    const xml = new DiagramBuilder()
      .start('s')
      .userTask('none', '无条件', { noCandidates: true })
      .userTask('blank', '空条件', { users: [], variable: '' })
      .userTask('byVariable', '变量', { variable: '${initiator}' })
      .end('e')
      .flow('f1', 's', 'none')
      .flow('f2', 'none', 'blank')
      .flow('f3', 'blank', 'byVariable')
      .flow('f4', 'byVariable', 'e')
      .toXml();
    expect((await check(xml)).illegalNodeList).toEqual([
      { nodeId: 'none', errCode: DeployErrorCode.CANDIDATE_REQUIRED },
      { nodeId: 'blank', errCode: DeployErrorCode.CANDIDATE_REQUIRED },
    ]);
  });

  it('checks the conditions of flows leaving a gateway', async () => {
    const xml = new DiagramBuilder()
      .start('s')
      .exclusive('g')
      .userTask('a', 'A', { users: ['1'] })
      .end('e')
      .flow('f0', 's', 'g')
      .flow('emptyExpr', 'g', 'a', { emptyCondition: true })
      .flow('noResource', 'g', 'a', { language: 'juel' })
      .flow('noFormat', 'g', 'a', { resource: 'rules/amount.juel' })
      .flow('groovy', 'g', 'a', { condition: 'amount > 1', language: 'groovy' })
      .flow('fine', 'g', 'a', { condition: '${ok}' })
      .flow('juelScript', 'g', 'a', { condition: '${ok}', language: 'JUEL' })
      .flow('f9', 'a', 'e')
      .toXml();
    expect((await check(xml)).illegalNodeList).toEqual([
      { nodeId: 'emptyExpr', errCode: DeployErrorCode.EXPRESSION_REQUIRED },
      { nodeId: 'noResource', errCode: DeployErrorCode.SCRIPT_RESOURCE_REQUIRED },
      { nodeId: 'noFormat', errCode: DeployErrorCode.SCRIPT_FORMAT_REQUIRED },
      { nodeId: 'groovy', errCode: DeployErrorCode.SCRIPT_LANGUAGE_UNSUPPORTED },
      // the engine's parser reads `amount > 1` as literal text, which decides nothing
      { nodeId: 'groovy', errCode: DeployErrorCode.EXPRESSION_INVALID },
      // a script file instead of a body: the engine reads no files
      { nodeId: 'noFormat', errCode: DeployErrorCode.SCRIPT_RESOURCE_UNSUPPORTED },
    ]);
  });

  it('marks a condition that can never be true or false: arithmetic, a string or a number', async () => {
    const xml = new DiagramBuilder()
      .start('s')
      .exclusive('g')
      .userTask('a', 'A', { users: ['1'] })
      .end('e')
      .flow('f0', 's', 'g')
      .flow('sum', 'g', 'a', { condition: '${amount + 1}' })
      .flow('text', 'g', 'a', { condition: "${'yes'}" })
      .flow('number', 'g', 'a', { condition: '${1}', language: 'juel' })
      .flow('compared', 'g', 'a', { condition: '${(amount + 1) > 10 && !closed}' })
      .flow('flag', 'g', 'a', { condition: '${form.approved}' })
      .flow('literal', 'g', 'a', { condition: '${true}' })
      .flow('f9', 'a', 'e')
      .toXml();
    expect((await check(xml)).illegalNodeList).toEqual([
      { nodeId: 'sum', errCode: DeployErrorCode.CONDITION_NOT_BOOLEAN },
      { nodeId: 'text', errCode: DeployErrorCode.CONDITION_NOT_BOOLEAN },
      { nodeId: 'number', errCode: DeployErrorCode.CONDITION_NOT_BOOLEAN },
    ]);
  });

  it('ignores conditions on flows leaving a parallel gateway, which never evaluates them', async () => {
    const xml = new DiagramBuilder()
      .start('s')
      .parallel('p')
      .end('e')
      .flow('f0', 's', 'p')
      .flow('f1', 'p', 'e', { emptyCondition: true })
      .toXml();
    expect(await check(xml)).toEqual({ success: true, illegalNodeList: [] });
  });

  it('refuses a process switched to not executable and one without a form', async () => {
    const xml = approval(new DiagramBuilder('leave', { executable: false, formKeys: [] })).toXml();
    expect((await check(xml)).illegalNodeList).toEqual([
      { nodeId: 'leave', errCode: DeployErrorCode.PROCESS_NOT_EXECUTABLE },
      { nodeId: 'leave', errCode: DeployErrorCode.FORM_REQUIRED },
    ]);
  });

  it('leaves an empty black-box pool of a collaboration alone', async () => {
    const xml = approval()
      .toXml()
      .replace(
        '<bpmn:process id="proc"',
        '<bpmn:collaboration id="collab"><bpmn:participant id="us" processRef="proc" /><bpmn:participant id="supplier" processRef="outside" /></bpmn:collaboration>' +
          '<bpmn:process id="outside" isExecutable="false" /><bpmn:process id="proc"',
      );
    expect(await check(xml)).toEqual({ success: true, illegalNodeList: [] });
  });

  it('gives every finding a label from the one code table', async () => {
    const xml = new DiagramBuilder('p', { formKeys: [] }).start('s', '').toXml();
    const result = await check(xml);
    expect(result.illegalNodeList).toHaveLength(2);
    for (const finding of result.illegalNodeList) expect(deployErrorLabel(finding.errCode)).toBeTruthy();
    expect(new Set(DeployErrorCodes.map((c) => c.code)).size).toBe(DeployErrorCodes.length);
    expect(deployErrorLabel(DeployErrorCode.FORM_REQUIRED)).toBe('请在流程属性上至少绑定一个表单');
  });

  it('does not carry findings from one diagram into the next', async () => {
    const deployCheck = new DeployCheck();
    const bad = new DiagramBuilder('p', { formKeys: [] }).start('s', '').toXml();
    expect((await deployCheck.check(bad)).success).toBe(false);
    expect(await deployCheck.check(approval().toXml())).toEqual({ success: true, illegalNodeList: [] });
  });

  it('runs as a plain bpmnlint plugin through the resolver', async () => {
    const { definitions } = await new BpmnXmlReader().read(new DiagramBuilder('p', { formKeys: [] }).start('s').toXml());
    const linter = new Linter({ resolver: new RongheLintResolver(), config: RONGHE_DEPLOY_LINT_CONFIG });
    const results = await linter.lint(definitions);
    expect(Object.keys(results)).toEqual(['ronghe/form-required']);
    expect(results['ronghe/form-required'][0]).toMatchObject({ id: 'p', errCode: 'FORM_REQUIRED', category: 'error', message: '请在流程属性上至少绑定一个表单' });
  });

  it('gives each MIWG reference diagram a result or a BpmnXmlError, never a crash', async () => {
    const folder = join(import.meta.dirname, '../../tests/fixtures/bpmn/miwg-reference');
    const files = readdirSync(folder).filter((name) => name.endsWith('.bpmn'));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const outcome: unknown = await check(readFileSync(join(folder, file), 'utf8')).catch((error: unknown) => error);
      if (outcome instanceof Error) expect(outcome, file).toBeInstanceOf(BpmnXmlError);
      else expect(outcome, file).toMatchObject({ success: expect.any(Boolean), illegalNodeList: expect.any(Array) });
    }
  });
});
