import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeployErrorCode } from '../../contracts/bpmn/DeployErrorCodes.ts';
import { PRODUCT_CODED_FORM_KEYS, START_VARIABLES, type DeployFormContext } from '../../contracts/bpmn/DeployFormContext.ts';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import { definePlugin, pluginRef } from '../../contracts/workbench/index.ts';
import { DeployFormContextsId, type DeployFormContexts } from '../../server/contracts/workflow.ts';
import { serverModules } from '../../server/app/ServerModules.ts';
import { InstanceScopes } from '../../server/modules/workflow/InstanceScopes.ts';
import { agreementForm } from '../../server/modules/demoself/AgreementFormRows.ts';
import { reimbursementForm } from '../../server/modules/reimbursement/ReimbursementFormRows.ts';
import { leaveForm } from '../../contracts/forms/testing/LeaveForm.ts';
import { TestServer } from './TestServer.ts';
import { WorkflowDriver } from './workflow/WorkflowDriver.ts';

/*
 * Issue 23: the server's deploy judges a diagram against the forms of the deploying company
 * (DeployFormContextsId: the workflow module's CompanyFormContexts over its form catalogue and
 * the forms module's designed definitions; a test override shows what is asked); and
 * START_VARIABLES, what the deploy rules let every condition read, is what a start gives.
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

/** The coded forms every install has (each seeded by the module that owns it). */
const codedForms = [agreementForm, reimbursementForm];

/** The forms a company sees as a forms module would answer: the coded forms (the demo deploys them) and a designed 请假 form. */
class RecordingFormContexts implements DeployFormContexts {
  readonly asked: Array<{ companyId: number; formKeys: string[] }> = [];
  readonly #forms: DeployFormContext['forms'] = [
    ...codedForms.map((form) => ({ formKey: form.key, variableNames: null })),
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
  /** The standard server: the workflow module's CompanyFormContexts over the forms module. */
  let alone: WorkflowDriver;

  beforeAll(async () => {
    // Runs after every standard module, so it replaces a forms module's provider if one is bound.
    const provider = definePlugin(() => ({
      id: 'test-deploy-forms',
      requires: serverModules().map((module) => pluginRef(module.id)),
      module(bind) {
        bind.override(DeployFormContextsId, contexts);
      },
    }));
    withForms = new WorkflowDriver(await TestServer.start({ extraModules: [provider()] }));
    alone = await WorkflowDriver.start();
  });
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

  it('judges against the company’s real forms: its designed form from 表单管理, the coded ones, nothing else', async () => {
    const created = await alone.post<{ id: number; version: number }>('admin', '/form/design', { formKey: 'leave', formName: '请假申请', definition: leaveForm() });
    expect(created.status, created.raw).toBe(200);
    expect(await deploy(alone, 'leaveOk', leaveDiagram('leaveOk', '${days > 3 && leaveType == "annual" && periodEnd != ""}', ['leave']))).toMatchObject({ success: true });
    expect(await deploy(alone, 'leaveTypo', leaveDiagram('leaveTypo', '${dayz > 3}', ['leave']))).toMatchObject({
      success: false,
      illegalNodeList: [{ nodeId: 'long', errCode: DeployErrorCode.CONDITION_VARIABLE_UNKNOWN }],
    });
    expect(await deploy(alone, 'leaveGone', leaveDiagram('leaveGone', '${days > 3}', ['leave', 'noSuchForm']))).toMatchObject({
      success: false,
      illegalNodeList: [{ nodeId: 'leaveGone', errCode: DeployErrorCode.FORM_NOT_FOUND }],
    });
    // beside a coded form the conditions are not judged: its variables are its module's business
    expect(await deploy(alone, 'leaveCoded', leaveDiagram('leaveCoded', '${agreementMoney > 3}', ['leave', 'agreementForm']))).toMatchObject({ success: true });
  });

  it('does not see another company’s designed form', async () => {
    // company 2 (融合教育集团) sees the coded forms, not company 1's 请假 form
    const other = await alone.api.server.host.container.get(DeployFormContextsId).contextFor(2, ['leave', 'agreementForm']);
    expect(other).toEqual({ forms: [{ formKey: 'agreementForm', variableNames: null }] });
  });

  it('names the coded forms every install has, as the CLI judges without a server (PRODUCT_CODED_FORM_KEYS)', () => {
    expect([...PRODUCT_CODED_FORM_KEYS].sort()).toEqual(codedForms.map((form) => form.key).sort());
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
