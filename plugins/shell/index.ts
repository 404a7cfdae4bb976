export { shellPlugin, type ShellOptions } from './shellPlugin.ts';
export type { PortalContract, PortalHooks, NavigationTarget } from '../../contracts/workbench/Portal.ts';
