import { pluginRef } from '../../contracts/workbench/index.ts';

/** The agreement (demoself) module, for the modules that require it. */
export const demoselfModuleRef = pluginRef<void>('server-demoself');
