import type { ReactNode } from 'react';
import type { PluginHost } from '../lifecycle/PluginHost.ts';
import type { ServiceResolver } from '../../contracts/workbench/Plugin.ts';
import { WorkbenchContext } from './WorkbenchContext.ts';

export interface WorkbenchProviderProps {
  /** The started host (or any resolver, e.g. in a story). */
  host: PluginHost | ServiceResolver;
  children: ReactNode;
}

/** Gives React components the services and contributions of the running plugin host. */
export function WorkbenchProvider({ host, children }: WorkbenchProviderProps) {
  const resolver = 'container' in host ? host.container : host;
  return <WorkbenchContext.Provider value={resolver}>{children}</WorkbenchContext.Provider>;
}
