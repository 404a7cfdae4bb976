export { PluginHost, orderPlugins } from './PluginHost.ts';
export { bootPlugins } from './TestHarness.ts';
