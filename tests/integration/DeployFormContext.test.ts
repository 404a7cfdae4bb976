import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeployErrorCode } from '../../contracts/bpmn/DeployErrorCodes.ts';
import { START_VARIABLES, type DeployFormContext } from '../../contracts/bpmn/DeployFormContext.ts';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import { definePlugin } from '../../contracts/workbench/index.ts';
import { DeployFormContextsId, type DeployFormContexts } from '../../server/app/ServerContracts.ts';
import { serverModules } from '../../server/app/ServerModules.ts';
import { InstanceScopes } from '../../server/modules/workflow/InstanceScopes.ts';
import { workflowFormDefs } from '../../server/modules/workflow/WorkflowDemoRows.ts';
import { TestServer } from './TestServer.ts';
import { WorkflowDriver } from './workflow/WorkflowDriver.ts';

/*
 * Issue 23: the server's deploy judges a diagram against the forms of the deploying company
 * through the provider of DeployFormContextsId (the forms module; a test's stand-in here);
 * and START_VARIABLES, what the deploy rules let every condition read, is what a start gives.
 */

/** 请假 with a condition on the form's 天数, bound to the given keys. */
function leaveDiagram(key: string, condition: string, formKeys: string[]): string {
  return new DiagramBuilder(key, { name: '请假申请', formKeys })
    .start('s')
    .userTask('manager', '部门经理审批', { users: ['3'] })
    .exclusive('g')
    .userTask('gm', '总经理审批', { users: ['1'] })
    .end('e')
    .flow('f1', 's', 'manager')
    .flow('f2', 'manager', 'g')
    .flow('long', 'g', 'gm', { condition })
    .flow('short', 'g', 'e', { condition: '${days <= 3}' })
    .flow('f3', 'gm', 'e')
    .toXml();
}

/** The forms a company sees as a forms module would answer: the coded forms (the demo deploys them) and a designed 请假 form. */
class RecordingFormContexts implements DeployFormContexts {
  readonly asked: Array<{ companyId: number; formKeys: string[] }> = [];
  readonly #forms: DeployFormContext['forms'] = [
    ...workflowFormDefs.map((form) => ({ formKey: form.form_key, variableNames: null })),
    { formKey: 'leave', variableNames: ['type', 'leaveStart', 'leaveEnd', 'days', 'reason'] },
  ];

  async contextFor(companyId: number, formKeys: readonly string[]): Promise<DeployFormContext> {
    this.asked.push({ companyId, formKeys: [...formKeys] });
    return { forms: this.#forms.filter((form) => formKeys.includes(form.formKey)) };
  }
}

type DeployAnswer = { success: boolean; illegalNodeList: Array<{ nodeId: string; errCode: string }> };

async function deploy(wf: WorkflowDriver, key: string, xml: string) {
  const answer = await wf.post<DeployAnswer>('admin', '/workflow/processDef/deploy', { processDefinitionKey: key, processName: '请假申请', bpmnData: xml, source: null });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body.data;
}

describe('the server’s deploy against the company’s forms', () => {
  const contexts = new RecordingFormContexts();
  let withForms: WorkflowDriver;
  let alone: WorkflowDriver;

  beforeAll(async () => {
    // Runs after every standard module, so it replaces a forms module's provider if one is bound.
    const provider = definePlugin(() => ({
      id: 'test-deploy-forms',
      requires: serverModules().map((module) => module.id),
      module(bind) {
        bind.override(DeployFormContextsId, contexts);
      },
    }));
    withForms = new WorkflowDriver(await TestServer.start({ extraModules: [provider()] }));
    alone = await WorkflowDriver.start();
  }, 60_000);
  afterAll(async () => {
    await withForms?.api.close();
    await alone?.api.close();
  });

  it('asks the provider with the company and the keys the diagram binds, and deploys a diagram its forms supply', async () => {
    const result = await deploy(withForms, 'leaveOk', leaveDiagram('leaveOk', '${days > 3 && initiator != "1"}', ['leave']));
    expect(result).toMatchObject({ success: true, illegalNodeList: [] });
    expect(contexts.asked.at(-1)).toEqual({ companyId: 1, formKeys: ['leave'] });
  });

  it('refuses a condition naming a variable neither the designed form nor the start supplies', async () => {
    const result = await deploy(withForms, 'leaveTypo', leaveDiagram('leaveTypo', '${dayz > 3}', ['leave']));
    expect(result).toMatchObject({ success: false, illegalNodeList: [{ nodeId: 'long', errCode: DeployErrorCode.CONDITION_VARIABLE_UNKNOWN }] });
  });

  it('refuses a process bound to a form the company does not have', async () => {
    const result = await deploy(withForms, 'leaveGone', leaveDiagram('leaveGone', '${days > 3}', ['leave', 'noSuchForm']));
    expect(result).toMatchObject({ success: false, illegalNodeList: [{ nodeId: 'leaveGone', errCode: DeployErrorCode.FORM_NOT_FOUND }] });
  });

  it('judges with the forms module’s own context on the standard server: a form that exists nowhere is refused, a coded one passes', async () => {
    const result = await deploy(alone, 'leaveGone', leaveDiagram('leaveGone', '${dayz > 3}', ['noSuchForm']));
    expect(result).toMatchObject({ success: false, illegalNodeList: [{ nodeId: 'leaveGone', errCode: DeployErrorCode.FORM_NOT_FOUND }] });
    const coded = await deploy(alone, 'leaveCoded', leaveDiagram('leaveCoded', '${dayz > 3}', ['agreementForm']));
    expect(coded).toMatchObject({ success: true, illegalNodeList: [] });
  });

  it('lets conditions read exactly what every start supplies (START_VARIABLES)', async () => {
    expect([...InstanceScopes.RESERVED_VARIABLES].sort()).toEqual([...START_VARIABLES].sort());
    // the demo contract form sets agreementMoney; the rest comes from the start itself
    const started = await alone.started('zhangsan');
    const row = await alone.db.selectFrom('wf_instance').select('variables').where('id', '=', started.procInstId).executeTakeFirstOrThrow();
    const names = Object.keys(JSON.parse(row.variables) as Record<string, unknown>).filter((name) => name !== 'agreementMoney');
    expect(names.sort()).toEqual([...START_VARIABLES].sort());
  });
});
