export { portalPlugin, type PortalOptions } from './portalPlugin.ts';
export type { PortalContract, PortalHooks, NavigationTarget } from '../../contracts/workbench/Portal.ts';
