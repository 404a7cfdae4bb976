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
 * The hooks plugins tap, as tapable's hooks of the same names behave: taps run in stage order
 * (added order within a stage), each with the hook's declared number of arguments; a waterfall
 * keeps its value when a tap returns undefined; a bail hook stops at the first tap that returns
 * something else. Our own few lines rather than tapable, which compiles its hooks with
 * `new Function` and weighed some 7 KB gzipped in every first load. Owners keep the full hook;
 * plugins get tap-only views (their types are the plugin API's, contracts/workbench/HookTaps).
 * Ordering is by Stage constants, never by numbers at call sites.
 */
export const Stage = Object.freeze({ FIRST: -1000, EARLY: -100, NORMAL: 0, LATE: 100, LAST: 1000 } as const satisfies Record<string, StageValue>);

const TAP_NAME = /^[a-z][a-z0-9-]*:[A-Za-z][\w-]*$/;

interface Tap<F> {
  name: string;
  stage: number;
  fn: F;
}

/** The taps of one hook in the order they run; a call runs the taps there were when it began. */
class Taps<F> {
  #taps: Tap<F>[] = [];
  readonly #arity: number;

  constructor(arity: number) {
    this.#arity = arity;
  }

  add(options: TapOptions | string, fn: F): void {
    const opts = typeof options === 'string' ? { name: options } : options;
    if (!TAP_NAME.test(opts.name)) {
      throw new Error(`钩子名称 "${opts.name}" 不符合 plugin:purpose 格式`);
    }
    const tap = { name: opts.name, stage: opts.stage ?? Stage.NORMAL, fn };
    // After every tap of the same or an earlier stage.
    const at = this.#taps.findIndex((other) => other.stage > tap.stage);
    this.#taps = at < 0 ? [...this.#taps, tap] : [...this.#taps.slice(0, at), tap, ...this.#taps.slice(at)];
  }

  /** The functions to run and the arguments they get: as many as the hook declared. */
  run(args: unknown[]): { taps: F[]; args: unknown[] } {
    return { taps: this.#taps.map((tap) => tap.fn), args: args.slice(0, this.#arity) };
  }

  get size(): number {
    return this.#taps.length;
  }
}

type AnyFn = (...args: unknown[]) => unknown;

/** A tap of an async hook: a promise tap is awaited; a plain tap is called and its result taken as it is, as tapable does. */
interface AsyncFn {
  fn: AnyFn;
  awaited: boolean;
}

export class SyncHook<T extends unknown[]> implements SyncTap<T> {
  readonly #taps: Taps<AnyFn>;
  constructor(arity: T['length']) {
    this.#taps = new Taps(arity);
  }
  tap(options: TapOptions | string, fn: (...args: T) => void): void {
    this.#taps.add(options, fn as AnyFn);
  }
  call(...args: T): void {
    const run = this.#taps.run(args);
    for (const fn of run.taps) fn(...run.args);
  }
  get isUsed(): boolean {
    return this.#taps.size > 0;
  }
}

export class SyncWaterfallHook<V, T extends unknown[] = []> implements SyncWaterfallTap<V, T> {
  readonly #taps: Taps<AnyFn>;
  constructor(arity: T['length']) {
    this.#taps = new Taps(arity + 1);
  }
  tap(options: TapOptions | string, fn: (value: V, ...rest: T) => V): void {
    this.#taps.add(options, fn as AnyFn);
  }
  call(value: V, ...rest: T): V {
    const { taps, args } = this.#taps.run([value, ...rest]);
    let current = args[0];
    for (const fn of taps) {
      const result = fn(current, ...args.slice(1));
      if (result !== undefined) current = result;
    }
    return current as V;
  }
}

export class AsyncSeriesHook<T extends unknown[]> implements AsyncSeriesTap<T> {
  readonly #taps: Taps<AsyncFn>;
  constructor(arity: T['length']) {
    this.#taps = new Taps(arity);
  }
  tap(options: TapOptions | string, fn: (...args: T) => void): void {
    this.#taps.add(options, { fn: fn as AnyFn, awaited: false });
  }
  tapPromise(options: TapOptions | string, fn: (...args: T) => Promise<void>): void {
    this.#taps.add(options, { fn: fn as AnyFn, awaited: true });
  }
  async promise(...args: T): Promise<void> {
    const run = this.#taps.run(args);
    for (const tap of run.taps) {
      if (tap.awaited) await tap.fn(...run.args);
      else tap.fn(...run.args);
    }
  }
}

export class AsyncSeriesWaterfallHook<V, T extends unknown[] = []> implements AsyncWaterfallTap<V, T> {
  readonly #taps: Taps<AsyncFn>;
  constructor(arity: T['length']) {
    this.#taps = new Taps(arity + 1);
  }
  tap(options: TapOptions | string, fn: (value: V, ...rest: T) => V): void {
    this.#taps.add(options, { fn: fn as AnyFn, awaited: false });
  }
  tapPromise(options: TapOptions | string, fn: (value: V, ...rest: T) => Promise<V>): void {
    this.#taps.add(options, { fn: fn as AnyFn, awaited: true });
  }
  async promise(value: V, ...rest: T): Promise<V> {
    const { taps, args } = this.#taps.run([value, ...rest]);
    let current = args[0];
    for (const tap of taps) {
      const result = tap.awaited ? await tap.fn(current, ...args.slice(1)) : tap.fn(current, ...args.slice(1));
      if (result !== undefined) current = result;
    }
    return current as V;
  }
}

/** The first tap that returns something other than undefined decides (a veto or a redirect). */
export class AsyncSeriesBailHook<R, T extends unknown[]> implements AsyncBailTap<R, T> {
  readonly #taps: Taps<AsyncFn>;
  constructor(arity: T['length']) {
    this.#taps = new Taps(arity);
  }
  tap(options: TapOptions | string, fn: (...args: T) => R | undefined): void {
    this.#taps.add(options, { fn: fn as AnyFn, awaited: false });
  }
  tapPromise(options: TapOptions | string, fn: (...args: T) => Promise<R | undefined>): void {
    this.#taps.add(options, { fn: fn as AnyFn, awaited: true });
  }
  async promise(...args: T): Promise<R | undefined> {
    const run = this.#taps.run(args);
    for (const tap of run.taps) {
      const result = (tap.awaited ? await tap.fn(...run.args) : tap.fn(...run.args)) as R | undefined;
      if (result !== undefined) return result;
    }
    return undefined;
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
