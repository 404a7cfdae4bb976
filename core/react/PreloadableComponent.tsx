import { lazy, useState, type ComponentType } from 'react';

/** A component whose code is loaded apart (a page, a layout), and a way to load that code ahead of its first render. */
export interface PreloadableComponent {
  readonly Component: ComponentType;
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but a component whose code was preloaded renders at once instead of
 * suspending first: the browser loads the server-rendered page's code before it hydrates, and the
 * hydration then takes over all of the server's HTML in one pass. A part left suspended in a
 * hydration keeps its HTML only until the first update reaches it; React then drops the HTML and
 * shows the part's spinner (on a phone, the switch to the phone layout did that to every page).
 */
export function preloadableComponent(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  let loaded: ComponentType | null = null;
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
  function Component() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount the page.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  }
  return { Component, preload };
}
