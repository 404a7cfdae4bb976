import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Linter } from 'bpmnlint';
import { describe, expect, it } from 'vitest';
import { BpmnXmlError } from './BpmnXmlError.ts';
import { BpmnXmlReader } from './BpmnXmlReader.ts';
import { DeployCheck } from './DeployCheck.ts';
import { DeployErrorCode, DeployErrorCodes, deployErrorLabel } from './DeployErrorCodes.ts';
import type { DeployFormContext } from './DeployFormContext.ts';
import { deployLintConfig, RONGHE_DEPLOY_LINT_CONFIG, RongheLintResolver } from './RongheLintPlugin.ts';
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

  it('marks a condition with text beside its ${…}, which the engine reads as text and can never run', async () => {
    const xml = new DiagramBuilder()
      .start('s')
      .exclusive('g')
      .userTask('a', 'A', { users: ['1'] })
      .end('e')
      .flow('f0', 's', 'g')
      .flow('unit', 'g', 'a', { condition: '${amount > 100000} 元' })
      .flow('before', 'g', 'a', { condition: '大于10万 ${amount > 100000}', language: 'juel' })
      .flow('two', 'g', 'a', { condition: '${amount > 1} && ${closed}' })
      .flow('spaced', 'g', 'a', { condition: '  ${amount > 100000}  ' })
      .flow('f9', 'a', 'e')
      .toXml();
    expect((await check(xml)).illegalNodeList).toEqual([
      { nodeId: 'unit', errCode: DeployErrorCode.CONDITION_TEXT_OUTSIDE },
      { nodeId: 'before', errCode: DeployErrorCode.CONDITION_TEXT_OUTSIDE },
      { nodeId: 'two', errCode: DeployErrorCode.CONDITION_TEXT_OUTSIDE },
    ]);
    expect(deployErrorLabel(DeployErrorCode.CONDITION_TEXT_OUTSIDE)).toBe('条件表达式只能是一个 ${…}，其前后不能有其他文字');
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

  describe('what the engine cannot run, refused before the engine sees it', () => {
    const runnable = () =>
      new DiagramBuilder()
        .start('s')
        .userTask('t', '审批', { users: ['1'] })
        .end('e')
        .flow('f1', 's', 't')
        .flow('f2', 't', 'e');

    it('marks elements outside the palette, not their contents, and a flow only when its ends are not marked', async () => {
      const xml = runnable()
        .toXml()
        .replace(
          '<bpmn:endEvent id="e"',
          '<bpmn:serviceTask id="robot" name="机器人" />' +
            '<bpmn:subProcess id="sub" name="子流程"><bpmn:task id="inner" /></bpmn:subProcess>' +
            '<bpmn:endEvent id="timerEnd" name="定时"><bpmn:messageEventDefinition /></bpmn:endEvent>' +
            '<bpmn:sequenceFlow id="toRobot" sourceRef="t" targetRef="robot" />' +
            '<bpmn:sequenceFlow id="dangling" sourceRef="t" />' +
            '<bpmn:endEvent id="e"',
        );
      expect((await check(xml)).illegalNodeList).toEqual([
        { nodeId: 'robot', errCode: DeployErrorCode.ELEMENT_UNSUPPORTED },
        { nodeId: 'sub', errCode: DeployErrorCode.ELEMENT_UNSUPPORTED },
        { nodeId: 'timerEnd', errCode: DeployErrorCode.ELEMENT_UNSUPPORTED },
        { nodeId: 'dangling', errCode: DeployErrorCode.ELEMENT_UNSUPPORTED },
      ]);
    });

    it('needs exactly one plain start event per process, reported on the process', async () => {
      const two = runnable().start('s2', '另一个开始').flow('f3', 's2', 't').toXml();
      expect((await check(two)).illegalNodeList).toEqual([{ nodeId: 'proc', errCode: DeployErrorCode.START_EVENT_REQUIRED }]);
      const none = new DiagramBuilder().userTask('t', '审批', { users: ['1'] }).end('e').flow('f', 't', 'e').toXml();
      expect((await check(none)).illegalNodeList).toEqual([{ nodeId: 'proc', errCode: DeployErrorCode.START_EVENT_REQUIRED }]);
    });

    it("parses every expression with the engine's parser: candidate variables, completion conditions, flow conditions", async () => {
      const xml = new DiagramBuilder()
        .start('s')
        .userTask('who', '办理人变量', { variable: '${manager.' })
        .userTask('done', '按条件完成', { users: ['1'], multi: { type: 'conditionBasedMultiInst', condition: '${nrOfCompleted >}' } })
        .exclusive('g')
        .end('e')
        .flow('f1', 's', 'who')
        .flow('f2', 'who', 'done')
        .flow('f3', 'done', 'g')
        .flow('broken', 'g', 'e', { condition: '${amount <}' })
        .flow('constant', 'g', 'e', { condition: 'approved' })
        .flow('spelled', 'g', 'e', { condition: 'true' })
        .toXml();
      expect((await check(xml)).illegalNodeList).toEqual([
        { nodeId: 'who', errCode: DeployErrorCode.EXPRESSION_INVALID },
        { nodeId: 'done', errCode: DeployErrorCode.EXPRESSION_INVALID },
        { nodeId: 'broken', errCode: DeployErrorCode.EXPRESSION_INVALID },
        { nodeId: 'constant', errCode: DeployErrorCode.EXPRESSION_INVALID },
      ]);
    });

    it('parses the business key of a flow leaving the start event, and only there', async () => {
      const xml = new DiagramBuilder()
        .start('s')
        .userTask('t', '审批', { users: ['1'] })
        .end('e')
        .flow('keyed', 's', 't', { businessKey: '${applyNo' })
        .flow('later', 't', 'e', { businessKey: '${not looked at' })
        .toXml();
      expect((await check(xml)).illegalNodeList).toEqual([{ nodeId: 'keyed', errCode: DeployErrorCode.EXPRESSION_INVALID }]);
      const fine = xml.replace('${applyNo', 'HT-${applyNo}');
      expect((await check(fine)).illegalNodeList).toEqual([]);
    });

    it('refuses a condition that names a script file instead of carrying its body', async () => {
      const xml = new DiagramBuilder()
        .start('s')
        .exclusive('g')
        .end('e')
        .flow('f1', 's', 'g')
        .flow('file', 'g', 'e', { language: 'juel', resource: 'rules/amount.juel' })
        .toXml();
      expect((await check(xml)).illegalNodeList).toEqual([{ nodeId: 'file', errCode: DeployErrorCode.SCRIPT_RESOURCE_UNSUPPORTED }]);
    });

    it('takes multi-instance from the 办理方式 only: the standard marker alone is refused', async () => {
      const marker = '<bpmn:multiInstanceLoopCharacteristics isSequential="true" />';
      const xml = new DiagramBuilder()
        .start('s')
        .userTask('plain', '标准多实例', { users: ['1'] })
        .userTask('rh', '会签', { users: ['1'], multi: { type: 'completeMultiInst' } })
        .end('e')
        .flow('f1', 's', 'plain')
        .flow('f2', 'plain', 'rh')
        .flow('f3', 'rh', 'e')
        .toXml()
        .replace('</rh:candidateCondition></bpmn:extensionElements></bpmn:userTask>', `</rh:candidateCondition></bpmn:extensionElements>${marker}</bpmn:userTask>`)
        .replace(/(<rh:multiActorAction[^>]*\/><\/bpmn:extensionElements>)/, `$1${marker}`);
      expect(xml.split(marker)).toHaveLength(3);
      expect((await check(xml)).illegalNodeList).toEqual([{ nodeId: 'plain', errCode: DeployErrorCode.MULTI_INSTANCE_RH_REQUIRED }]);
    });

    it('refuses the standard loop marker on a user task, which the engine would run once', async () => {
      const xml = runnable()
        .toXml()
        .replace('</bpmn:extensionElements></bpmn:userTask>', '</bpmn:extensionElements><bpmn:standardLoopCharacteristics /></bpmn:userTask>');
      expect(xml).toContain('standardLoopCharacteristics');
      expect((await check(xml)).illegalNodeList).toEqual([{ nodeId: 't', errCode: DeployErrorCode.LOOP_UNSUPPORTED }]);
    });

    it('warns, without refusing, about the Camunda settings the engine does not run', async () => {
      const xml = runnable()
        .toXml()
        .replace('<bpmn:userTask id="t"', '<bpmn:userTask id="t" camunda:asyncBefore="true" camunda:assignee="${initiator}"')
        .replace(
          '<rh:candidateCondition>',
          '<camunda:taskListener event="create" class="org.example.Notify"><camunda:field name="to" stringValue="x" /></camunda:taskListener><rh:candidateCondition>',
        )
        .replace('<bpmn:process id="proc"', '<bpmn:process id="proc" camunda:versionTag="v2"');
      expect(await check(xml)).toEqual({ success: true, illegalNodeList: [] });
      const { definitions } = await new BpmnXmlReader().read(xml);
      const linter = new Linter({ resolver: new RongheLintResolver(), config: RONGHE_DEPLOY_LINT_CONFIG });
      const warnings = (await linter.lint(definitions))['ronghe/camunda-not-run'];
      expect(warnings.map((w) => [w.id, w.category, w.message])).toEqual([
        ['proc', 'warn', '流程引擎不运行以下 Camunda 设置，发布后不生效：camunda:versionTag'],
        ['t', 'warn', '流程引擎不运行以下 Camunda 设置，发布后不生效：camunda:asyncBefore、camunda:assignee、camunda:taskListener'],
      ]);
    });
  });

  describe('against the forms the process binds (a form context)', () => {
    /** 请假: 天数 decides the path; the form sets days, type, startDate's range ends and reason. */
    const leave = (condition: string, formKeys = ['leave'], language?: string) =>
      new DiagramBuilder('leaveProcess', { formKeys })
        .start('s')
        .userTask('manager', '部门经理', { users: ['3'] })
        .exclusive('g')
        .userTask('gm', '总经理', { users: ['1'] })
        .end('e')
        .flow('f1', 's', 'manager')
        .flow('f2', 'manager', 'g')
        .flow('long', 'g', 'gm', { condition, language })
        .flow('short', 'g', 'e', { condition: '${days <= 3}' })
        .flow('f3', 'gm', 'e')
        .toXml();
    const forms: DeployFormContext = {
      forms: [
        { formKey: 'leave', variableNames: ['type', 'leaveStart', 'leaveEnd', 'days', 'reason'] },
        { formKey: 'agreementForm', variableNames: null },
      ],
    };

    it('judges nothing about forms without a context, as before', async () => {
      expect(await check(leave('${dayz > 3}', ['nowhere']))).toEqual({ success: true, illegalNodeList: [] });
    });

    it('passes conditions on the bound designed form’s variables and on what the start supplies', async () => {
      expect(await new DeployCheck().check(leave('${days > 3 && type == "annual"}'), forms)).toEqual({ success: true, illegalNodeList: [] });
      expect(await new DeployCheck().check(leave('${initiator == "2" || companyId == 1 || !empty leaveEnd}'), forms)).toEqual({ success: true, illegalNodeList: [] });
    });

    it('marks a flow whose condition names a variable neither the form nor the start supplies', async () => {
      expect(await new DeployCheck().check(leave('${dayz > 3}'), forms)).toEqual({
        success: false,
        illegalNodeList: [{ nodeId: 'long', errCode: DeployErrorCode.CONDITION_VARIABLE_UNKNOWN }],
      });
      // only the top-level name counts: `leave.days` reads `leave`, a member's property is no variable
      const member = await new DeployCheck().check(leave('${reason.length > 3 && form.days > 3}'), forms);
      expect(member.illegalNodeList).toEqual([{ nodeId: 'long', errCode: DeployErrorCode.CONDITION_VARIABLE_UNKNOWN }]);
      // a script condition in juel is read the same way
      const script = leave('${amount > 3}', ['leave'], 'juel');
      expect((await new DeployCheck().check(script, forms)).illegalNodeList).toEqual([{ nodeId: 'long', errCode: DeployErrorCode.CONDITION_VARIABLE_UNKNOWN }]);
    });

    it('marks the process bound to a form key no known form has, and then leaves its conditions alone', async () => {
      expect(await new DeployCheck().check(leave('${dayz > 3}', ['leave', 'gone']), forms)).toEqual({
        success: false,
        illegalNodeList: [{ nodeId: 'leaveProcess', errCode: DeployErrorCode.FORM_NOT_FOUND }],
      });
    });

    it('judges conditions only when every bound form is a designed one whose variables are known', async () => {
      expect(await new DeployCheck().check(leave('${dayz > 3}', ['leave', 'agreementForm']), forms)).toEqual({ success: true, illegalNodeList: [] });
      expect(await new DeployCheck().check(leave('${agreementMoney > 3}', ['agreementForm']), forms)).toEqual({ success: true, illegalNodeList: [] });
    });

    it('reads the variables of every bound designed form, and leaves refused expressions and a parallel gateway’s flows to their rules', async () => {
      const two: DeployFormContext = { forms: [...forms.forms, { formKey: 'extra', variableNames: ['dayz'] }] };
      expect((await new DeployCheck().check(leave('${dayz > 3}', ['leave', 'extra']), two)).illegalNodeList).toEqual([]);
      expect((await new DeployCheck().check(leave('${dayz >}'), forms)).illegalNodeList).toEqual([{ nodeId: 'long', errCode: DeployErrorCode.EXPRESSION_INVALID }]);
      const parallel = leave('${dayz > 3}').replace('<bpmn:exclusiveGateway id="g"', '<bpmn:parallelGateway id="g"').replace('</bpmn:exclusiveGateway>', '</bpmn:parallelGateway>');
      expect(parallel).toContain('parallelGateway');
      expect((await new DeployCheck().check(parallel, forms)).illegalNodeList).toEqual([]);
    });

    it('counts a node’s 表单设置 as bound: its form must exist, and its variables may be read', async () => {
      const withNodeForm = (xml: string, formKey: string) => {
        const bound = xml.replace(/(<bpmn:userTask id="manager"[^>]*><bpmn:extensionElements>)/, `$1<rh:forms><rh:form formKey="${formKey}" formName="加班" /></rh:forms>`);
        expect(bound).toContain(`formKey="${formKey}"`);
        return bound;
      };
      const two: DeployFormContext = { forms: [...forms.forms, { formKey: 'overtime', variableNames: ['hours'] }] };
      expect((await new DeployCheck().check(withNodeForm(leave('${days > 3 && hours > 1}'), 'overtime'), two)).illegalNodeList).toEqual([]);
      expect((await new DeployCheck().check(withNodeForm(leave('${days > 3}'), 'overtime'), forms)).illegalNodeList).toEqual([
        { nodeId: 'leaveProcess', errCode: DeployErrorCode.FORM_NOT_FOUND },
      ]);
      const { definitions } = await new BpmnXmlReader().read(withNodeForm(leave('${days > 3}'), 'overtime'));
      expect(DeployCheck.boundFormKeys(definitions)).toEqual(['leave', 'overtime']);
    });

    it('lists the bound form keys a caller asks its context for', async () => {
      const { definitions } = await new BpmnXmlReader().read(leave('${days > 3}', ['leave', 'agreementForm', 'leave']));
      expect(DeployCheck.boundFormKeys(definitions)).toEqual(['leave', 'agreementForm']);
    });

    it('takes the context as the form rules’ bpmnlint option, names what is missing, and refuses a malformed one', async () => {
      const { definitions } = await new BpmnXmlReader().read(leave('${dayz > 3 && hours > 1}', ['leave']));
      const linter = new Linter({ resolver: new RongheLintResolver(), config: deployLintConfig(forms) });
      const results = await linter.lint(definitions);
      expect(results['ronghe/condition-variable-known'][0]).toMatchObject({
        id: 'long',
        errCode: 'CONDITION_VARIABLE_UNKNOWN',
        category: 'error',
        message: '条件表达式中的变量既不是绑定表单的字段，也不是流程发起时提供的变量：dayz、hours',
      });
      // a rule a config turned off stays off
      const off = deployLintConfig(forms, { extends: 'plugin:ronghe/recommended', rules: { 'ronghe/condition-variable-known': 'off' } });
      expect(Object.keys(await new Linter({ resolver: new RongheLintResolver(), config: off }).lint(definitions))).toEqual([]);
      const malformed = new Linter({ resolver: new RongheLintResolver(), config: { extends: 'plugin:ronghe/recommended', rules: { 'ronghe/form-found': ['error', { forms: [{ key: 'leave' }] }] } } });
      await expect(malformed.lint(definitions)).rejects.toThrow('表单上下文格式不正确');
    });
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
