import type { components } from '../../contracts/generated/admin.ts';

// Shapes come from the contracts (contracts/generated), never written twice.
type AdminSchemas = components['schemas'];
export type JoinRequest = AdminSchemas['JoinRequest'];
export type MenuItem = AdminSchemas['MenuItem'];
export type Counters = AdminSchemas['Counters'];
export type PersonalInfo = AdminSchemas['PersonalInfo'];
export type PersonalInfoEdit = AdminSchemas['PersonalInfoEdit'];
export type SocialProvider = AdminSchemas['SocialProvider'];
