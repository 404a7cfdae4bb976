import type { components } from '../../../contracts/generated/admin.ts';

type AdminSchemas = components['schemas'];

/** 管理后台 › 系统设置's shapes (contracts/openapi/admin.yaml, tag settings). */
/** The upload folder whose pictures the settings may publish (the server's branding bucket). */
export const BRANDING_FOLDER = 'branding';
export const SETTINGS_PATH = '/management/settings';

export type AdminSettings = AdminSchemas['PlatformSettingsAdmin'];
export type SettingsEdit = AdminSchemas['PlatformSettingsEdit'];
export type DictType = AdminSchemas['DictType'];
export type DictItem = AdminSchemas['DictItemAdmin'];
export type DictItemEdit = AdminSchemas['DictItemEdit'];
export type UploadedFile = AdminSchemas['UploadedFile'];
