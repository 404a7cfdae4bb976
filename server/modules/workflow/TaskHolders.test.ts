import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../../contracts/bpmn/testing/DiagramBuilder.ts';
import { EngineTestBed } from '../../engine/testing/EngineTestBed.ts';
import { TaskHolders } from './TaskHolders.ts';

describe('TaskHolders.heldBy, the holder rule the to-do list runs in SQL', () => {
  let bed: EngineTestBed;

  beforeEach(async () => {
    bed = await new EngineTestBed().migrate();
  });
  afterEach(() => bed.destroy());

  it('matches a candidate id literally, never as a LIKE pattern', async () => {
    await bed.deploy(new DiagramBuilder('p').start('s').userTask('t', '审批', { users: ['a_b', 'c%d'] }).end('e').flow('a', 's', 't').flow('b', 't', 'e'));
    await bed.engine.start({ procDefKey: 'p', initiator: 'i' });
    const held = async (userId: string) => (await bed.db.selectFrom('wf_task as t').select('t.id').where('t.status', '=', 'open').where(TaskHolders.heldBy(userId)).execute()).length;
    expect([await held('a_b'), await held('c%d'), await held('axb'), await held('c')]).toEqual([1, 1, 0, 0]);
  });
});
