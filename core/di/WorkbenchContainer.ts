import type { Binder, Constructor, ServiceResolver } from '../../contracts/workbench/Plugin.ts';
import type { ContributionPoint, ServiceId } from '../../contracts/workbench/ServiceId.ts';
import { construct } from './Injection.ts';

/** A constant, or a value built on first use and kept (one instance per container). */
type Binding = { value: unknown } | { build: () => unknown; built?: { value: unknown }; building?: boolean };

/**
 * The container of the workbench and the server. Plugins see it only as a Binder (while their
 * module runs) and a ServiceResolver (afterwards). Our own few lines rather than inversify,
 * which with reflect-metadata weighed some 20 KB gzipped in every first load for what is used
 * here: constants, lazily built singletons and multi-bound contribution points.
 */
export class WorkbenchContainer implements ServiceResolver {
  readonly #bindings = new Map<symbol, Binding[]>();

  binderFor(pluginId: string): Binder {
    const resolver: ServiceResolver = {
      get: (id) => this.get(id),
      getOptional: (id) => this.getOptional(id),
      getAll: (id) => this.getAll(id),
    };
    const bind = (id: symbol, binding: Binding): void => void this.#bindings.set(id, [...(this.#bindings.get(id) ?? []), binding]);
    const ensureFree = (id: symbol): void => {
      if (this.#bindings.has(id)) {
        throw new Error(`插件 ${pluginId} 重复绑定服务 ${nameOf(id)}`);
      }
    };
    return {
      value(id, value) {
        ensureFree(id);
        bind(id, { value });
      },
      service<T>(id: ServiceId<T>, type: Constructor<T>) {
        ensureFree(id);
        bind(id, { build: () => construct(type, resolver) });
      },
      factory(id, build) {
        ensureFree(id);
        bind(id, { build: () => build(resolver) });
      },
      contribute<T>(point: ContributionPoint<T>, value: T | ((services: ServiceResolver) => T)) {
        if (typeof value === 'function') {
          const build = value as (services: ServiceResolver) => T;
          bind(point, { build: () => build(resolver) });
        } else {
          bind(point, { value });
        }
      },
      override: (id, value) => {
        this.#bindings.delete(id);
        bind(id, { value });
      },
    };
  }

  get<T>(id: ServiceId<T>): T {
    const bindings = this.#bindings.get(id);
    if (!bindings) {
      throw new Error(`服务 ${nameOf(id)} 未注册：检查提供它的插件是否已加载`);
    }
    if (bindings.length > 1) throw new Error(`服务 ${nameOf(id)} 有 ${bindings.length} 个绑定：用 getAll 读取贡献点`);
    return this.#resolve(id, bindings[0]) as T;
  }

  getOptional<T>(id: ServiceId<T>): T | undefined {
    return this.#bindings.has(id) ? this.get(id) : undefined;
  }

  getAll<T>(id: ServiceId<T>): T[] {
    return (this.#bindings.get(id) ?? []).map((binding) => this.#resolve(id, binding) as T);
  }

  #resolve(id: symbol, binding: Binding): unknown {
    if ('value' in binding) return binding.value;
    if (binding.built) return binding.built.value;
    if (binding.building) throw new Error(`服务 ${nameOf(id)} 的构建依赖了它自己`);
    binding.building = true;
    try {
      binding.built = { value: binding.build() };
      return binding.built.value;
    } finally {
      binding.building = false;
    }
  }
}

function nameOf(id: symbol): string {
  return id.description ?? String(id);
}
