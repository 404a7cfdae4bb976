import type { ContributionPoint, ServiceId } from './ServiceId.ts';

/** What a plugin may read from the container once bindings are done. */
export interface ServiceResolver {
  get<T>(id: ServiceId<T>): T;
  getOptional<T>(id: ServiceId<T>): T | undefined;
  getAll<T>(id: ContributionPoint<T> | ServiceId<T>): T[];
}

export type Constructor<T> = new (...args: never[]) => T;

/** Synchronous bindings a plugin's `module` makes; the only way plugins touch the container. */
export interface Binder {
  /** A constant. */
  value<T>(id: ServiceId<T>, value: T): void;
  /** A class decorated with `@injectable()` from core/di; one instance per container. */
  service<T>(id: ServiceId<T>, type: Constructor<T>): void;
  /** A value built lazily from other services; one instance per container. */
  factory<T>(id: ServiceId<T>, build: (services: ServiceResolver) => T): void;
  /** Adds one value to a multi-bound contribution point. */
  contribute<T>(point: ContributionPoint<T>, value: T | ((services: ServiceResolver) => T)): void;
  /** Replaces an existing binding (tests and deliberate overrides only). */
  override<T>(id: ServiceId<T>, value: T): void;
}

/**
 * A typed handle on a plugin: its id and the type of its setup contract. Each plugin's ref is
 * declared once where its dependants can import it (contracts/workbench for the browser's, the
 * owner's face in server/contracts for the server's), and the plugin takes its id from it.
 */
export interface PluginRef<C> {
  readonly id: string;
  /** Type only, never set: carries the contract's type (covariantly, so any ref is a PluginRef<unknown>). */
  readonly __contract?: () => C;
}

export function pluginRef<C>(id: string): PluginRef<C> {
  return { id } as PluginRef<C>;
}

export interface PluginContext extends ServiceResolver {
  /** The setup contract of a plugin named in `requires`. */
  contract<C>(ref: PluginRef<C>): C;
}

export interface PluginDefinition<C = void> {
  readonly id: string;
  /**
   * Plugins whose setup must run first, by their refs (a bare id does not compile); the host
   * fails clearly when one is missing, and `context.contract` hands out only these.
   */
  readonly requires?: readonly PluginRef<unknown>[];
  /** Synchronous bindings only. */
  module?(binder: Binder): void;
  /** Taps hooks and returns the contract dependants see. No I/O here. */
  setup?(context: PluginContext): C;
  /** May do I/O; runs after every plugin's setup, in dependency order. */
  start?(context: PluginContext): void | Promise<void>;
  /** Runs in reverse dependency order. */
  stop?(): void | Promise<void>;
}

export type PluginFactory<C = void, O = void> = (options: O) => PluginDefinition<C>;

/** Identity helper that fixes the contract type; plugins export what this returns. */
export function definePlugin<C = void, O = void>(factory: (options: O) => PluginDefinition<C>): PluginFactory<C, O> {
  return factory;
}
