import type { PluginDefinition } from '../contracts/workbench/Plugin.ts';
import { accountsPlugin } from '../plugins/accounts/index.ts';
import { shellPlugin, type ShellOptions } from '../plugins/shell/index.ts';
import { workspacePlugin } from '../plugins/workspace/index.ts';

/**
 * The three plugins the portal was split into (issue 24), as the workbench mounts them. The
 * tests of each that follow a page across the three (a login into the workspace, the guard, the
 * layouts around a page) mount them through here, the composition root, rather than importing
 * one another's folders.
 */
export function portalPlugins(options?: ShellOptions): PluginDefinition<unknown>[] {
  return [shellPlugin(options), accountsPlugin(), workspacePlugin()];
}
