import { PluginHost } from './PluginHost.ts';
import type { Binder, PluginDefinition } from '../../contracts/workbench/Plugin.ts';

export interface HarnessOptions {
  /** Bindings made before any plugin module: fakes for services the named plugins need. */
  provide?: (binder: Binder) => void;
  /** Run every plugin's start as well (default true). */
  start?: boolean;
}

/** Boots only the plugins a test names, with optional fakes, and returns the running host. */
export async function bootPlugins(plugins: PluginDefinition<unknown>[], options: HarnessOptions = {}): Promise<PluginHost> {
  const host = new PluginHost(plugins, options.provide);
  if (options.start !== false) await host.start();
  return host;
}
