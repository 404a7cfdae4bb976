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

/** A typed handle on another plugin's setup contract, declared in contracts/workbench. */
export interface PluginRef<C> {
  readonly id: string;
  readonly __contract?: (value: C) => C;
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
  /** Plugins whose setup must run first; the host fails clearly when one is missing. */
  readonly requires?: readonly string[];
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
