import { createServiceId } from '../../contracts/workbench/index.ts';

/** The password policy of the platform settings (provided by the settings module). */
export interface PasswordPolicy {
  /** Days a password stays valid, or null when the settings name none. */
  validDays(): Promise<number | null>;
}

export const PasswordPolicyId = createServiceId<PasswordPolicy>('server.settings.PasswordPolicy');

/** The administrators' upload limit of the platform settings (provided by the settings module). */
export interface UploadPolicy {
  /** The limit in KB the administrators set, or null when they set none (the deployment's applies). */
  uploadMaxKb(): Promise<number | null>;
}

export const UploadPolicyId = createServiceId<UploadPolicy>('server.settings.UploadPolicy');
