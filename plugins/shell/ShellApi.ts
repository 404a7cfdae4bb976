import type { components } from '../../contracts/generated/admin.ts';

// Shapes come from the contracts (contracts/generated), never written twice.
type AdminSchemas = components['schemas'];
export type PlatformSettings = AdminSchemas['PlatformSettings'];
export type MenuItem = AdminSchemas['MenuItem'];
