import { describe, expect, it } from 'vitest';
import type { ModdleElement } from '../../../contracts/bpmn/BpmnElements.ts';
import { createRongheModdle } from '../../../contracts/bpmn/RongheModdle.ts';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { ActivityStatus } from '../ProcessCentreApi.ts';
import { nodeAssignees } from './NodeAssignees.ts';

/** The user tasks of a deployed diagram, read as the status viewer reads them (moddle with the rh extension). */
async function tasksOf(builder: DiagramBuilder): Promise<Map<string, ModdleElement>> {
  const { rootElement } = await createRongheModdle().fromXML(builder.toXml());
  const process = (rootElement as ModdleElement & { rootElements: Array<ModdleElement & { flowElements: ModdleElement[] }> }).rootElements[0];
  return new Map(process.flowElements.map((element) => [(element as ModdleElement & { id: string }).id, element]));
}

describe('nodeAssignees', () => {
  it('names a node not yet reached by the people and roles its rh:candidateCondition configures', async () => {
    const tasks = await tasksOf(
      new DiagramBuilder('reimburse')
        .start('start')
        .userTask('finance', '财务审批', { roles: ['财务人员'], users: ['赵六'], departments: ['财务部'] })
        .userTask('self', '发起人确认', { variable: '${initiator}' })
        .userTask('nobody', '无人', { noCandidates: true })
        .end('end')
        .flow('f1', 'start', 'finance')
        .flow('f2', 'finance', 'self')
        .flow('f3', 'self', 'nobody')
        .flow('f4', 'nobody', 'end'),
    );
    expect(nodeAssignees(tasks.get('finance'), undefined)).toEqual(['财务部', '财务人员', '赵六']);
    expect(nodeAssignees(tasks.get('self'), undefined)).toEqual(['${initiator}']);
    expect(nodeAssignees(tasks.get('nobody'), undefined)).toEqual([]);
  });

  it('names the people who actually handled a reached node rather than its candidates', async () => {
    const tasks = await tasksOf(new DiagramBuilder().start('start').userTask('finance', '财务审批', { roles: ['财务人员'] }).end('end').flow('f1', 'start', 'finance').flow('f2', 'finance', 'end'));
    const handled: ActivityStatus = { activityId: 'finance', status: 'complete', operatorList: [{ userId: 6, chineseName: '赵六' }] };
    expect(nodeAssignees(tasks.get('finance'), handled)).toEqual(['赵六']);
    // Reached but nobody on it yet (a running node's list is empty): its candidates still say who.
    expect(nodeAssignees(tasks.get('finance'), { ...handled, status: 'running', operatorList: [] })).toEqual(['财务人员']);
  });
});
