import {
  AsyncSeriesBailHook as TapableAsyncSeriesBailHook,
  AsyncSeriesHook as TapableAsyncSeriesHook,
  AsyncSeriesWaterfallHook as TapableAsyncSeriesWaterfallHook,
  SyncHook as TapableSyncHook,
  SyncWaterfallHook as TapableSyncWaterfallHook,
} from 'tapable';
import type {
  AsyncBailTap,
  AsyncSeriesTap,
  AsyncWaterfallTap,
  StageValue,
  SyncTap,
  SyncWaterfallTap,
  TapOptions,
} from '../../contracts/workbench/HookTaps.ts';

export type { AsyncBailTap, AsyncSeriesTap, AsyncWaterfallTap, StageValue, SyncTap, SyncWaterfallTap, TapOptions };

/**
 * The one place that knows tapable (it compiles hooks with `new Function`; a CSP-safe
 * implementation can replace this file alone). Owners keep the full hook; plugins get
 * tap-only views (their types are the plugin API's, contracts/workbench/HookTaps). Ordering is
 * by Stage constants, never by numbers at call sites.
 */
export const Stage = Object.freeze({ FIRST: -1000, EARLY: -100, NORMAL: 0, LATE: 100, LAST: 1000 } as const satisfies Record<string, StageValue>);

const TAP_NAME = /^[a-z][a-z0-9-]*:[A-Za-z][\w-]*$/;

function tapOptions(options: TapOptions | string): { name: string; stage: number } {
  const opts = typeof options === 'string' ? { name: options } : options;
  if (!TAP_NAME.test(opts.name)) {
    throw new Error(`钩子名称 "${opts.name}" 不符合 plugin:purpose 格式`);
  }
  return { name: opts.name, stage: opts.stage ?? Stage.NORMAL };
}

type Args<T extends unknown[]> = T;

function argNames(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `a${i}`);
}

export class SyncHook<T extends unknown[]> implements SyncTap<T> {
  readonly #hook: TapableSyncHook<Args<T>>;
  constructor(arity: T['length']) {
    this.#hook = new TapableSyncHook(argNames(arity) as never);
  }
  tap(options: TapOptions | string, fn: (...args: T) => void): void {
    this.#hook.tap(tapOptions(options), fn as never);
  }
  call(...args: T): void {
    (this.#hook.call as (...a: T) => void)(...args);
  }
  get isUsed(): boolean {
    return this.#hook.isUsed();
  }
}

export class SyncWaterfallHook<V, T extends unknown[] = []> implements SyncWaterfallTap<V, T> {
  readonly #hook: TapableSyncWaterfallHook<[V, ...T]>;
  constructor(arity: T['length']) {
    this.#hook = new TapableSyncWaterfallHook(argNames(arity + 1) as never);
  }
  tap(options: TapOptions | string, fn: (value: V, ...rest: T) => V): void {
    this.#hook.tap(tapOptions(options), fn as never);
  }
  call(value: V, ...rest: T): V {
    return (this.#hook.call as (...a: unknown[]) => V)(value, ...rest);
  }
}

export class AsyncSeriesHook<T extends unknown[]> implements AsyncSeriesTap<T> {
  readonly #hook: TapableAsyncSeriesHook<Args<T>>;
  constructor(arity: T['length']) {
    this.#hook = new TapableAsyncSeriesHook(argNames(arity) as never);
  }
  tap(options: TapOptions | string, fn: (...args: T) => void): void {
    this.#hook.tap(tapOptions(options), fn as never);
  }
  tapPromise(options: TapOptions | string, fn: (...args: T) => Promise<void>): void {
    this.#hook.tapPromise(tapOptions(options), fn as never);
  }
  promise(...args: T): Promise<void> {
    return (this.#hook.promise as (...a: T) => Promise<void>)(...args);
  }
}

export class AsyncSeriesWaterfallHook<V, T extends unknown[] = []> implements AsyncWaterfallTap<V, T> {
  readonly #hook: TapableAsyncSeriesWaterfallHook<[V, ...T]>;
  constructor(arity: T['length']) {
    this.#hook = new TapableAsyncSeriesWaterfallHook(argNames(arity + 1) as never);
  }
  tap(options: TapOptions | string, fn: (value: V, ...rest: T) => V): void {
    this.#hook.tap(tapOptions(options), fn as never);
  }
  tapPromise(options: TapOptions | string, fn: (value: V, ...rest: T) => Promise<V>): void {
    this.#hook.tapPromise(tapOptions(options), fn as never);
  }
  promise(value: V, ...rest: T): Promise<V> {
    return (this.#hook.promise as (...a: unknown[]) => Promise<V>)(value, ...rest);
  }
}

/** The first tap that returns something other than undefined decides (a veto or a redirect). */
export class AsyncSeriesBailHook<R, T extends unknown[]> implements AsyncBailTap<R, T> {
  readonly #hook: TapableAsyncSeriesBailHook<Args<T>, R>;
  constructor(arity: T['length']) {
    this.#hook = new TapableAsyncSeriesBailHook(argNames(arity) as never);
  }
  tap(options: TapOptions | string, fn: (...args: T) => R | undefined): void {
    this.#hook.tap(tapOptions(options), fn as never);
  }
  tapPromise(options: TapOptions | string, fn: (...args: T) => Promise<R | undefined>): void {
    this.#hook.tapPromise(tapOptions(options), fn as never);
  }
  promise(...args: T): Promise<R | undefined> {
    return (this.#hook.promise as (...a: T) => Promise<R | undefined>)(...args);
  }
}

type TapView<H> =
  H extends SyncHook<infer T> ? SyncTap<T>
  : H extends SyncWaterfallHook<infer V, infer T> ? SyncWaterfallTap<V, T>
  : H extends AsyncSeriesBailHook<infer R, infer T> ? AsyncBailTap<R, T>
  : H extends AsyncSeriesWaterfallHook<infer V, infer T> ? AsyncWaterfallTap<V, T>
  : H extends AsyncSeriesHook<infer T> ? AsyncSeriesTap<T>
  : never;

export type TapOnly<H extends object> = { readonly [K in keyof H]: TapView<H[K]> };

/** A frozen view of a hooks object that can be tapped but never called. */
export function tapOnly<H extends object>(hooks: H): TapOnly<H> {
  const view: Record<string, object> = {};
  for (const [key, hook] of Object.entries(hooks)) {
    const h = hook as { tap: (...a: unknown[]) => void; tapPromise?: (...a: unknown[]) => void };
    view[key] = Object.freeze({
      tap: h.tap.bind(h),
      ...(h.tapPromise ? { tapPromise: h.tapPromise.bind(h) } : {}),
    });
  }
  return Object.freeze(view) as TapOnly<H>;
}
