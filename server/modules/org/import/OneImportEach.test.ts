import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../http/ApiError.ts';
import type { WorkLeases } from '../../../contracts/leases.ts';
import { OneImportEach } from './OneImportEach.ts';

/** The leases of one process (the leases module's own tests cover the database's). */
function processLeases(): WorkLeases {
  const held = new Set<string>();
  const tryRun: WorkLeases['tryRun'] = async (key, work) => {
    if (held.has(key)) return { ran: false };
    held.add(key);
    try {
      return { ran: true, value: await work() };
    } finally {
      held.delete(key);
    }
  };
  return { tryRun, run: (_key, work) => work() };
}

describe('OneImportEach', () => {
  it('refuses an administrator’s second file while the first is still in work, and takes the next one after', async () => {
    const guard = new OneImportEach(processLeases());
    let finish!: () => void;
    const first = guard.run(1, () => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    await expect(guard.run(1, async () => 'second')).rejects.toEqual(new ApiError(429, '上一个导入文件还在处理中，请稍候再试'));
    // Another administrator is not held up.
    await expect(guard.run(2, async () => 'other')).resolves.toBe('other');
    finish();
    await expect(first).resolves.toBe('first');
    await expect(guard.run(1, async () => 'next')).resolves.toBe('next');
  });

  it('lets the next file in after a failed one', async () => {
    const guard = new OneImportEach(processLeases());
    await expect(guard.run(1, async () => Promise.reject(new ApiError(400, '坏文件')))).rejects.toThrow('坏文件');
    await expect(guard.run(1, async () => 'next')).resolves.toBe('next');
  });
});
