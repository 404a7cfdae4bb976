import type { PluginDefinition } from '../contracts/workbench/Plugin.ts';
import { coreHttpPlugin, type CoreHttpOptions } from '../core/http/index.ts';
import { coreSessionPlugin, type CoreSessionOptions } from '../core/session/index.ts';
import { accountsPlugin } from '../plugins/accounts/index.ts';
import { publicSitePlugin } from '../plugins/public-site/index.ts';
import { shellPlugin } from '../plugins/shell/index.ts';

/**
 * What the pages anyone may open need and no more: the session and HTTP cores, the shell (the
 * pages' providers and frames), the public site and the accounts' pages (登录 and the rest of the
 * way in). The server renders its pages with these, and the browser boots a server-rendered page
 * with them (web/public.tsx) — without the workbench's plugins, whose code a visitor's first page
 * does not need. A login ends in the workbench, which loads as a document of its own.
 */
export function publicDocumentPlugins(options: { session?: CoreSessionOptions; http?: CoreHttpOptions } = {}): PluginDefinition<unknown>[] {
  return [coreSessionPlugin(options.session), coreHttpPlugin(options.http), shellPlugin(), publicSitePlugin(), accountsPlugin({ storage: options.session?.storage })];
}
