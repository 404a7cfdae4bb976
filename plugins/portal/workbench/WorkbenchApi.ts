import type { components } from '../../../contracts/generated/application.ts';

/** The workbench's calls (contracts/openapi/application.yaml, spec part 1 §7). */
export const WorkbenchApi = {
  apps: '/application/appIns/list',
  trueUrl: '/application/appIns/trueUrl',
  sortApps: '/application/appIns/changeSort',
  markApp: '/application/appCommonUse',
  submodules: '/application/submodule/centerList',
  sortSubmodules: '/application/submodule/changeSort',
  markSubmodule: '/application/appCommonUse/submodule',
} as const;

type Schemas = components['schemas'];
export type AppInstance = Schemas['AppInstance'];
export type Submodule = Schemas['Submodule'];
