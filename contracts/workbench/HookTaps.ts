/**
 * What a plugin sees of another's hooks: tap-only views, so a contract can name them without
 * knowing the hook implementation (core/hooks). The owner keeps the callable hooks.
 */

/** Ordering of taps; core/hooks' `Stage` names these values. */
export type StageValue = -1000 | -100 | 0 | 100 | 1000;

export interface TapOptions {
  /** `plugin:purpose`, e.g. `portal:redirectToLogin`. */
  name: string;
  stage?: StageValue;
}

export interface SyncTap<T extends unknown[]> {
  tap(options: TapOptions | string, fn: (...args: T) => void): void;
}
export interface SyncWaterfallTap<V, T extends unknown[]> {
  tap(options: TapOptions | string, fn: (value: V, ...rest: T) => V): void;
}
export interface AsyncSeriesTap<T extends unknown[]> {
  tapPromise(options: TapOptions | string, fn: (...args: T) => Promise<void>): void;
  tap(options: TapOptions | string, fn: (...args: T) => void): void;
}
export interface AsyncWaterfallTap<V, T extends unknown[]> {
  tapPromise(options: TapOptions | string, fn: (value: V, ...rest: T) => Promise<V>): void;
  tap(options: TapOptions | string, fn: (value: V, ...rest: T) => V): void;
}
export interface AsyncBailTap<R, T extends unknown[]> {
  tapPromise(options: TapOptions | string, fn: (...args: T) => Promise<R | undefined>): void;
  tap(options: TapOptions | string, fn: (...args: T) => R | undefined): void;
}
