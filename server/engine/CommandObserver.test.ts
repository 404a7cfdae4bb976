import { afterEach, describe, expect, it } from 'vitest';
import { DiagramBuilder } from '../../contracts/bpmn/testing/DiagramBuilder.ts';
import type { EngineCommandName, EngineCommandOutcome } from './ProcessEngine.ts';
import { EngineTestBed } from './testing/EngineTestBed.ts';

describe('onCommand: the engine tells of each command as it ends (the server\'s metrics)', () => {
  let bed: EngineTestBed;
  afterEach(() => bed.destroy());

  it('names the command and says whether it was done, refused by a rule, or failed otherwise', async () => {
    const told: [EngineCommandName, EngineCommandOutcome][] = [];
    bed = await new EngineTestBed({ onCommand: (command, seconds, outcome) => void (expect(seconds).toBeGreaterThanOrEqual(0), told.push([command, outcome])) }).migrate();
    await bed.deploy(new DiagramBuilder('leave').start('s').userTask('manager', '经理审批', { users: ['m'] }).end('e').flow('a', 's', 'manager').flow('b', 'manager', 'e'));
    const { procInstId } = await bed.engine.start({ procDefKey: 'leave', initiator: 'i' });
    const [task] = await bed.openTasks(procInstId);
    await bed.engine.complete({ taskId: task.id, userId: 'someone-else' }).catch(() => undefined);
    await bed.engine
      .withdraw({
        procInstId,
        userId: 'i',
        within: () => Promise.reject(new Error('the caller\'s own write failed')),
      })
      .catch(() => undefined);
    await bed.engine.complete({ taskId: task.id, userId: 'm' });
    expect(told).toEqual([
      ['start', 'done'],
      ['complete', 'refused'],
      ['withdraw', 'error'],
      ['complete', 'done'],
    ]);
  });
});
