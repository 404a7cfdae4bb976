import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask.ts';

describe('nextTask', () => {
  it('resolves in a later task, after the current task and all its promise callbacks', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    // However long a chain of promise callbacks runs, it stays in this task.
    let chain = Promise.resolve();
    for (let step = 0; step < 50; step++) chain = chain.then(() => undefined);
    await chain.then(() => order.push('this task'));
    await later;
    expect(order).toEqual(['this task', 'next task']);
  });
});
