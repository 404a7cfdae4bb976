import { lazy, useState, type ComponentType } from 'react';

/** A component whose code is loaded apart (a page, a layout, a drawer), and a way to load that code ahead of its first render. */
export interface PreloadableComponent<P extends object = object> {
  readonly Component: ComponentType<P>;
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but a component whose code was preloaded renders at once instead of
 * suspending first: the browser loads the server-rendered page's code before it hydrates, and the
 * hydration then takes over all of the server's HTML in one pass. A part left suspended in a
 * hydration keeps its HTML only until the first update reaches it; React then drops the HTML and
 * shows the part's spinner (on a phone, the switch to the phone layout did that to every page).
 * Outside a hydration a suspension costs time too: React shows what suspended no sooner than
 * 300 ms after its fallback (its throttled retries), so a lazy drawer whose code had long arrived
 * still opened a third of a second after the click.
 */
export function preloadableComponent<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        // Another attempt (the error boundary's 重试) loads afresh.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the page.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Chosen {...props} />;
  }
  return { Component, preload };
}
