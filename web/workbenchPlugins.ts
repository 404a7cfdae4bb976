import type { PluginDefinition } from '../contracts/workbench/Plugin.ts';
import { administrationPlugin } from '../plugins/administration/index.ts';
import { coreHttpPlugin } from '../core/http/index.ts';
import { coreSessionPlugin } from '../core/session/index.ts';
import { designerPlugin } from '../plugins/designer/index.ts';
import { messagingPlugin } from '../plugins/messaging/index.ts';
import { portalPlugins } from './portalPlugins.ts';
import { processCentrePlugin } from '../plugins/process-centre/index.ts';
import { publicSitePlugin } from '../plugins/public-site/index.ts';

/** The plugins the browser workbench mounts; the host orders them by their `requires`. */
export function workbenchPlugins(): PluginDefinition<unknown>[] {
  return [coreSessionPlugin(), coreHttpPlugin(), ...portalPlugins(), publicSitePlugin(), messagingPlugin(), processCentrePlugin(), designerPlugin(), administrationPlugin()];
}
