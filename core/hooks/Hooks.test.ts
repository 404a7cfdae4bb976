import { describe, expect, it } from 'vitest';
import { AsyncSeriesBailHook, AsyncSeriesWaterfallHook, Stage, SyncHook, tapOnly } from './Hooks.ts';

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
});
