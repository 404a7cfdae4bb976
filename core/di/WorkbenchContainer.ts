import { Container } from 'inversify';
import type { Binder, Constructor, ServiceResolver } from '../../contracts/workbench/Plugin.ts';
import type { ContributionPoint, ServiceId } from '../../contracts/workbench/ServiceId.ts';

/**
 * The one place that knows inversify. Plugins see it only as a Binder (while their module
 * runs) and a ServiceResolver (afterwards), so the container library can change here alone.
 */
export class WorkbenchContainer implements ServiceResolver {
  readonly #container = new Container({ defaultScope: 'Singleton' });

  binderFor(pluginId: string): Binder {
    const container = this.#container;
    const resolver: ServiceResolver = {
      get: (id) => this.get(id),
      getOptional: (id) => this.getOptional(id),
      getAll: (id) => this.getAll(id),
    };
    const ensureFree = (id: symbol): void => {
      if (container.isBound(id)) {
        throw new Error(`插件 ${pluginId} 重复绑定服务 ${id.description ?? String(id)}`);
      }
    };
    return {
      value(id, value) {
        ensureFree(id);
        container.bind(id).toConstantValue(value);
      },
      service<T>(id: ServiceId<T>, type: Constructor<T>) {
        ensureFree(id);
        container.bind(id).to(type as never).inSingletonScope();
      },
      factory(id, build) {
        ensureFree(id);
        container.bind(id).toDynamicValue(() => build(resolver)).inSingletonScope();
      },
      contribute<T>(point: ContributionPoint<T>, value: T | ((services: ServiceResolver) => T)) {
        if (typeof value === 'function') {
          const build = value as (services: ServiceResolver) => T;
          container.bind(point).toDynamicValue(() => build(resolver)).inSingletonScope();
        } else {
          container.bind(point).toConstantValue(value);
        }
      },
      override(id, value) {
        if (container.isBound(id)) container.unbind(id);
        container.bind(id).toConstantValue(value);
      },
    };
  }

  get<T>(id: ServiceId<T>): T {
    if (!this.#container.isBound(id)) {
      throw new Error(`服务 ${id.description ?? String(id)} 未注册：检查提供它的插件是否已加载`);
    }
    return this.#container.get<T>(id);
  }

  getOptional<T>(id: ServiceId<T>): T | undefined {
    return this.#container.isBound(id) ? this.#container.get<T>(id) : undefined;
  }

  getAll<T>(id: ServiceId<T>): T[] {
    return this.#container.isBound(id) ? this.#container.getAll<T>(id) : [];
  }
}
