import { pluginRef } from './Plugin.ts';

/** The public website's plugin (plugins/public-site). */
export const publicSiteRef = pluginRef<void>('public-site');
