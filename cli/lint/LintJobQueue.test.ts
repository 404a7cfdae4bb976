import { describe, expect, it } from 'vitest';
import { LintJobQueue } from './LintJobQueue.ts';

describe('LintJobQueue', () => {
  it('hands out every index exactly once across the queues sharing its buffer, then nothing', () => {
    const buffer = LintJobQueue.buffer();
    const queues = [new LintJobQueue(buffer, 7), new LintJobQueue(buffer, 7)];
    const claimed: number[] = [];
    for (let turn = 0; turn < 20; turn++) {
      const index = queues[turn % 2].claim();
      if (index !== undefined) claimed.push(index);
    }
    expect(claimed).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(queues[0].claim()).toBeUndefined();
    expect(queues[1].claim()).toBeUndefined();
  });

  it('has nothing to hand out for no jobs', () => {
    expect(new LintJobQueue(LintJobQueue.buffer(), 0).claim()).toBeUndefined();
  });
});
