import { describe, expect, it } from 'vitest';
import { AsyncSeriesBailHook, AsyncSeriesHook, AsyncSeriesWaterfallHook, Stage, SyncHook, SyncWaterfallHook, tapOnly } from './Hooks.ts';

describe('hooks', () => {
  it('runs taps in stage order, whatever order they were added in', () => {
    const hook = new SyncHook<[string[]]>(1);
    hook.tap({ name: 'b:late', stage: Stage.LATE }, (log) => log.push('late'));
    hook.tap('a:normal', (log) => log.push('normal'));
    hook.tap({ name: 'c:early', stage: Stage.EARLY }, (log) => log.push('early'));
    const log: string[] = [];
    hook.call(log);
    expect(log).toEqual(['early', 'normal', 'late']);
  });

  it('refuses tap names that are not plugin:purpose', () => {
    const hook = new SyncHook<[]>(0);
    expect(() => hook.tap('redirect', () => undefined)).toThrow('plugin:purpose');
  });

  it('passes a value through waterfall taps', async () => {
    const hook = new AsyncSeriesWaterfallHook<number>(0);
    hook.tap('a:double', (n) => n * 2);
    hook.tapPromise('b:inc', async (n) => n + 1);
    expect(await hook.promise(5)).toBe(11);
  });

  it('lets the first tap that answers decide a bail hook', async () => {
    const hook = new AsyncSeriesBailHook<string, [string]>(1);
    hook.tap('guard:public', (path) => (path === '/' ? undefined : undefined));
    hook.tap('guard:login', (path) => (path.startsWith('/homepage') ? '/login' : undefined));
    hook.tap('guard:never', () => '/never');
    expect(await hook.promise('/homepage/index')).toBe('/login');
  });

  it('gives plugins a frozen view that can tap but not call', () => {
    const hooks = { changed: new SyncHook<[number]>(1) };
    const view = tapOnly(hooks);
    expect(Object.isFrozen(view)).toBe(true);
    expect('call' in view.changed).toBe(false);
    let seen = 0;
    view.changed.tap('test:record', (n) => void (seen = n));
    hooks.changed.call(7);
    expect(seen).toBe(7);
  });

  it('keeps a waterfall value when a tap returns undefined', () => {
    const hook = new SyncWaterfallHook<string[]>(0);
    hook.tap('a:add', (list) => [...list, 'a']);
    hook.tap('b:look', () => undefined as unknown as string[]);
    expect(hook.call([])).toEqual(['a']);
  });

  it('gives taps as many arguments as the hook declares', () => {
    const hook = new SyncHook<[number]>(1);
    let seen: unknown[] = [];
    hook.tap('a:record', (...args) => void (seen = args));
    (hook.call as (...args: unknown[]) => void)(1, 2);
    expect(seen).toEqual([1]);
  });

  it('runs in a call only the taps there were when it began', () => {
    const hook = new SyncHook<[string[]]>(1);
    hook.tap('a:first', (log) => {
      log.push('first');
      hook.tap('b:later', (l) => l.push('later'));
    });
    const first: string[] = [];
    hook.call(first);
    expect(first).toEqual(['first']);
  });

  it('awaits promise taps in series, and a failing one rejects the call', async () => {
    const hook = new AsyncSeriesHook<[string[]]>(1);
    let release!: () => void;
    const slowWork = new Promise<void>((resolve) => (release = resolve));
    hook.tapPromise('a:slow', async (log) => {
      await slowWork;
      log.push('slow');
    });
    hook.tap('b:sync', (log) => void log.push('sync'));
    const log: string[] = [];
    const called = hook.promise(log);
    await Promise.resolve();
    // The next tap waits for the slow one however long it takes.
    expect(log).toEqual([]);
    release();
    await called;
    expect(log).toEqual(['slow', 'sync']);
    hook.tap('c:fail', () => {
      throw new Error('失败');
    });
    await expect(hook.promise([])).rejects.toThrow('失败');
  });
});
