import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../contracts/generated/workflow.ts';
import { WorkflowDriver } from './WorkflowDriver.ts';

type ProcessDefinition = components['schemas']['ProcessDefinition'];

describe('GET /workflow/processDef with a version', () => {
  let wf: WorkflowDriver;
  let first: ProcessDefinition;

  beforeAll(async () => {
    wf = await WorkflowDriver.start();
    first = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=agreement')).body.data;
    // A second version with a renamed node, so the two can be told apart.
    const renamed = first.bpmnData.replace('name="部门经理审批"', 'name="部门负责人审批"');
    const deployed = await wf.post<{ success: boolean }>('admin', '/workflow/processDef/deploy', {
      processDefinitionKey: 'agreement',
      processName: '合同审批',
      bpmnData: renamed,
      source: null,
    });
    expect(deployed.body.data.success).toBe(true);
  });
  afterAll(() => wf.close());

  it('answers the latest version without one', async () => {
    const latest = (await wf.get<ProcessDefinition>('admin', '/workflow/processDef?processDefKey=agreement')).body.data;
    expect(latest.version).toBe(first.version! + 1);
    expect(latest.bpmnData).toContain('部门负责人审批');
  });

  it('answers an older version when asked, exactly as it was deployed', async () => {
    const older = await wf.get<ProcessDefinition>('admin', `/workflow/processDef?processDefKey=agreement&version=${first.version}`);
    expect(older.status).toBe(200);
    expect(older.body.data).toMatchObject({ processDefinitionKey: 'agreement', version: first.version, bpmnData: first.bpmnData });
  });

  it('refuses a version never deployed with 404 naming it, never another version in its place', async () => {
    const missing = await wf.get('admin', '/workflow/processDef?processDefKey=agreement&version=99');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, msg: '流程定义 agreement 第 99 版 不存在' });
  });

  it('refuses a version that is not a positive integer with 400', async () => {
    for (const version of ['0', '-1', '1.5', 'latest']) {
      const answer = await wf.get('admin', `/workflow/processDef?processDefKey=agreement&version=${version}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(400);
    }
  });

  it('stays an administrator’s call', async () => {
    expect((await wf.get('zhangsan', `/workflow/processDef?processDefKey=agreement&version=${first.version}`)).status).toBe(403);
  });
});
