import { describe, expect, it } from 'vitest';
import { PluginHost, bootPlugins } from './index.ts';
import { definePlugin, pluginRef, createServiceId, createContributionPoint } from '../../contracts/workbench/index.ts';
import { injectable, inject } from '../di/index.ts';

const GreeterId = createServiceId<{ greet(): string }>('test.Greeter');
const NameId = createServiceId<string>('test.Name');
const Items = createContributionPoint<string>('test.items');

@injectable()
class Greeter {
  constructor(@inject(NameId) private readonly name: string) {}
  greet(): string {
    return `你好，${this.name}`;
  }
}

function plugin(id: string, requires: string[] = [], log: string[] = []) {
  return definePlugin(() => ({
    id,
    requires: requires.map((need) => pluginRef<{ id: string }>(need)),
    setup: () => {
      log.push(`setup:${id}`);
      return { id };
    },
    start: () => void log.push(`start:${id}`),
    stop: () => void log.push(`stop:${id}`),
  }))();
}

describe('PluginHost', () => {
  it('runs setup and start in dependency order and stop in reverse', async () => {
    const log: string[] = [];
    const host = await bootPlugins([plugin('c', ['b'], log), plugin('a', [], log), plugin('b', ['a'], log)]);
    expect(host.pluginIds).toEqual(['a', 'b', 'c']);
    await host.stop();
    expect(log).toEqual(['setup:a', 'setup:b', 'setup:c', 'start:a', 'start:b', 'start:c', 'stop:c', 'stop:b', 'stop:a']);
  });

  it('names the plugins of a cycle', () => {
    expect(() => new PluginHost([plugin('a', ['c']), plugin('b', ['a']), plugin('c', ['b'])])).toThrow(
      '插件依赖存在循环：a → c → b → a',
    );
  });

  it('names the plugin that requires a missing one', () => {
    expect(() => new PluginHost([plugin('messaging', ['portal'])])).toThrow('插件 messaging 依赖的插件 portal 未加载');
  });

  it('fails when a required ref names a plugin that is not loaded, and takes no bare id', () => {
    const accountsRef = pluginRef<{ locked: boolean }>('accounts');
    const consumer = definePlugin(() => ({ id: 'workspace', requires: [accountsRef] }))();
    expect(() => new PluginHost([consumer])).toThrow('插件 workspace 依赖的插件 accounts 未加载');
    expect(new PluginHost([definePlugin(() => ({ id: accountsRef.id }))(), consumer]).pluginIds).toEqual(['accounts', 'workspace']);
    // @ts-expect-error a plain string is no plugin ref: requires holds refs only.
    definePlugin(() => ({ id: 'stringly', requires: ['accounts'] }));
  });

  it('injects services through decorators and collects contributions', async () => {
    const host = await bootPlugins([
      definePlugin(() => ({
        id: 'greeting',
        module(bind) {
          bind.value(NameId, '张三');
          bind.service(GreeterId, Greeter);
          bind.contribute(Items, 'one');
        },
      }))(),
      definePlugin(() => ({ id: 'other', module: (bind) => bind.contribute(Items, () => 'two') }))(),
    ]);
    expect(host.get(GreeterId).greet()).toBe('你好，张三');
    expect(host.container.getAll(Items)).toEqual(['one', 'two']);
  });

  it('hands a plugin the contract of a plugin it requires, and refuses undeclared ones', async () => {
    const ref = pluginRef<{ answer: number }>('provider');
    let seen = 0;
    await bootPlugins([
      definePlugin(() => ({ id: 'provider', setup: () => ({ answer: 42 }) }))(),
      definePlugin(() => ({ id: 'consumer', requires: [ref], setup: (ctx) => void (seen = ctx.contract(ref).answer) }))(),
    ]);
    expect(seen).toBe(42);
    expect(
      () => new PluginHost([plugin('provider'), definePlugin(() => ({ id: 'sneaky', setup: (ctx) => ctx.contract(ref) }))()]),
    ).toThrow('插件 sneaky 未在 requires 中声明 provider');
  });

  it('stops the plugins already started when one fails to start', async () => {
    const log: string[] = [];
    const failing = definePlugin(() => ({ id: 'bad', requires: [pluginRef('a')], start: () => Promise.reject(new Error('boom')) }))();
    await expect(bootPlugins([plugin('a', [], log), failing])).rejects.toThrow('插件 bad 启动失败：boom');
    expect(log).toContain('stop:a');
  });
});
