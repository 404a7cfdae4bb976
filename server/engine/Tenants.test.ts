import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import { EngineTestBed } from './testing/EngineTestBed.ts';

let bed: EngineTestBed;

beforeEach(async () => {
  bed = await new EngineTestBed().migrate();
});

afterEach(async () => {
  await bed.destroy();
});

function approval(handler: string): string {
  return new DiagramBuilder('approval').start('s').userTask('t', '审批', { users: [handler] }).end('e').flow('f1', 's', 't').flow('f2', 't', 'e').toXml();
}

describe('definitions of tenants (Flowable’s tenantId)', () => {
  it('keeps one key per tenant, each with its own versions, drafts and starts', async () => {
    const a = await bed.engine.deploy({ key: 'approval', tenantId: 'A', name: 'A 审批', xml: approval('a1'), deployedBy: 'x' });
    const b1 = await bed.engine.deploy({ key: 'approval', tenantId: 'B', name: 'B 审批', xml: approval('b1'), deployedBy: 'y' });
    const b2 = await bed.engine.deploy({ key: 'approval', tenantId: 'B', name: 'B 审批', xml: approval('b2'), deployedBy: 'y' });
    expect([a.definition?.version, b1.definition?.version, b2.definition?.version]).toEqual([1, 1, 2]);
    expect((await bed.engine.deployedXml('approval', 'A')).bpmnData).toContain('userId="a1"');
    await expect(bed.engine.deployedXml('approval')).rejects.toMatchObject({ code: 'DEFINITION_NOT_FOUND' });

    const started = await bed.engine.start({ procDefKey: 'approval', tenantId: 'B', initiator: 'i' });
    expect(started.openTasks.map((t) => t.assignee)).toEqual(['b2']);
    await expect(bed.engine.start({ procDefKey: 'approval', tenantId: 'C', initiator: 'i' })).rejects.toMatchObject({ code: 'DEFINITION_NOT_FOUND' });

    await bed.engine.saveDraft({ key: 'approval', tenantId: 'A', name: 'A 草稿', xml: approval('a2'), savedBy: 'x' });
    expect((await bed.engine.draft('approval', 'A'))?.name).toBe('A 草稿');
    expect(await bed.engine.draft('approval', 'B')).toBeUndefined();
  });
});
