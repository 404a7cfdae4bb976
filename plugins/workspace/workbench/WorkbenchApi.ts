import type { components } from '../../../contracts/generated/application.ts';

/** The workbench's rows, as contracts/openapi/application.yaml types them. */
type Schemas = components['schemas'];
export type AppInstance = Schemas['AppInstance'];
export type Submodule = Schemas['Submodule'];
