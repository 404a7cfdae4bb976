import { WorkbenchContainer } from '../di/WorkbenchContainer.ts';
import type { PluginContext, PluginDefinition, PluginRef } from '../../contracts/workbench/Plugin.ts';
import type { ServiceId } from '../../contracts/workbench/ServiceId.ts';

export type HostState = 'created' | 'started' | 'stopped';

/** Orders plugins so each comes after everything it requires; names the culprits otherwise. */
export function orderPlugins(plugins: readonly PluginDefinition<unknown>[]): PluginDefinition<unknown>[] {
  const byId = new Map<string, PluginDefinition<unknown>>();
  for (const plugin of plugins) {
    if (byId.has(plugin.id)) throw new Error(`插件 ${plugin.id} 被加载了两次`);
    byId.set(plugin.id, plugin);
  }
  for (const plugin of plugins) {
    for (const need of plugin.requires ?? []) {
      if (!byId.has(need.id)) throw new Error(`插件 ${plugin.id} 依赖的插件 ${need.id} 未加载`);
    }
  }
  const ordered: PluginDefinition<unknown>[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (plugin: PluginDefinition<unknown>, path: string[]): void => {
    const seen = state.get(plugin.id);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(plugin.id)), plugin.id];
      throw new Error(`插件依赖存在循环：${cycle.join(' → ')}`);
    }
    state.set(plugin.id, 'visiting');
    for (const need of plugin.requires ?? []) visit(byId.get(need.id)!, [...path, plugin.id]);
    state.set(plugin.id, 'done');
    ordered.push(plugin);
  };
  for (const plugin of plugins) visit(plugin, []);
  return ordered;
}

/**
 * Mounts plugins in dependency order: every module's bindings, then every setup, then every
 * start; stop runs in reverse. The browser workbench and the server both use this host.
 */
export class PluginHost {
  readonly container = new WorkbenchContainer();
  readonly #plugins: PluginDefinition<unknown>[];
  readonly #contracts = new Map<string, unknown>();
  #state: HostState = 'created';
  #started: PluginDefinition<unknown>[] = [];

  constructor(plugins: readonly PluginDefinition<unknown>[], extraBindings?: (binder: ReturnType<WorkbenchContainer['binderFor']>) => void) {
    this.#plugins = orderPlugins(plugins);
    extraBindings?.(this.container.binderFor('host'));
    for (const plugin of this.#plugins) plugin.module?.(this.container.binderFor(plugin.id));
    for (const plugin of this.#plugins) {
      this.#contracts.set(plugin.id, plugin.setup?.(this.#contextFor(plugin)));
    }
  }

  get state(): HostState {
    return this.#state;
  }

  get pluginIds(): string[] {
    return this.#plugins.map((p) => p.id);
  }

  get<T>(id: ServiceId<T>): T {
    return this.container.get(id);
  }

  contract<C>(ref: PluginRef<C>): C {
    if (!this.#contracts.has(ref.id)) throw new Error(`插件 ${ref.id} 未加载`);
    return this.#contracts.get(ref.id) as C;
  }

  async start(): Promise<void> {
    if (this.#state !== 'created') throw new Error(`插件宿主已${this.#state === 'started' ? '启动' : '停止'}`);
    this.#state = 'started';
    for (const plugin of this.#plugins) {
      try {
        await plugin.start?.(this.#contextFor(plugin));
        this.#started.push(plugin);
      } catch (error) {
        await this.stop();
        throw new Error(`插件 ${plugin.id} 启动失败：${(error as Error).message}`, { cause: error });
      }
    }
  }

  async stop(): Promise<void> {
    if (this.#state === 'stopped') return;
    this.#state = 'stopped';
    const failures: string[] = [];
    for (const plugin of [...this.#started].reverse()) {
      try {
        await plugin.stop?.();
      } catch (error) {
        failures.push(`${plugin.id}: ${(error as Error).message}`);
      }
    }
    this.#started = [];
    if (failures.length) throw new Error(`插件停止失败：${failures.join('；')}`);
  }

  #contextFor(plugin: PluginDefinition<unknown>): PluginContext {
    const container = this.container;
    const contracts = this.#contracts;
    return {
      get: (id) => container.get(id),
      getOptional: (id) => container.getOptional(id),
      getAll: (id) => container.getAll(id),
      contract<C>(ref: PluginRef<C>): C {
        if (!(plugin.requires ?? []).some((need) => need.id === ref.id)) {
          throw new Error(`插件 ${plugin.id} 未在 requires 中声明 ${ref.id}`);
        }
        return contracts.get(ref.id) as C;
      },
    };
  }
}
