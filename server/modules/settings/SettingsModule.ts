import type { paths } from '../../../contracts/generated/admin.ts';
import { definePlugin, type ServiceResolver } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiCall, type ApiRoute } from '../../http/ApiRoutes.ts';
import { contractRoute } from '../../http/ContractRoute.ts';
import { AuditTrailId } from '../../contracts/audit.ts';
import { DatabaseId, ServerConfigId, SchemaMigrations, DemoRows } from '../../contracts/host.ts';
import { FileByteStoreId, UploadCeilingId } from '../../contracts/files.ts';
import { PasswordPolicyId, UploadPolicyId } from '../../contracts/settings.ts';
import { BrandingImages } from './BrandingImages.ts';
import { PlatformSettings } from './PlatformSettings.ts';
import { PlatformSettingsEditor, type PlatformSettingsEdit } from './PlatformSettingsEditor.ts';
import { managementEntryMigration } from './ManagementEntryMigration.ts';
import { uploadLimitMigration } from './UploadLimitMigration.ts';
import { settingsDemoRows } from './SettingsDemoRows.ts';

const route = contractRoute<paths>();


function settingsRoutes(settings: PlatformSettings, editor: PlatformSettingsEditor, images: BrandingImages): ApiRoute[] {
  return [
    route({ method: 'GET', path: '/admin/enterpriseSetting/select', handler: () => settings.current() }),
    route({ method: 'GET', path: '/admin/enterpriseSetting/admin', handler: () => settings.forAdministrators() }),
    route({
      method: 'PUT',
      path: '/admin/enterpriseSetting/admin',
      handler: (call: ApiCall<unknown, unknown, PlatformSettingsEdit>) =>
        editor.update({ principal: call.user, address: call.request.ip, userAgent: call.headers['user-agent'] }, call.body),
    }),
    route({
      method: 'GET',
      path: '/admin/enterpriseSetting/image/{fileName}',
      handler: (call: ApiCall<unknown, { fileName: string }>) => images.serve(call.reply, call.params.fileName),
    }),
    route({ method: 'GET', path: '/admin/jump/backed', handler: () => settings.backendUrl() }),
    route({ method: 'GET', path: '/admin/lvluoDownload/android', handler: () => settings.appDownload() }),
  ];
}

/**
 * Platform settings: branding before login, the admin back end's address after, the configured
 * IM and app download; the password validity and upload limit the auth and files modules enforce.
 */
export const settingsModule = definePlugin(() => ({
  id: 'server-settings',
  module(bind) {
    bind.contribute(SchemaMigrations, [
      // 管理后台 leads to the management area instead of the seed's unserved placeholder.
      { name: '0014_management_entry', migration: () => managementEntryMigration },
      // The administrators' upload limit (管理后台 › 系统设置), below the deployment's own.
      { name: '0026_upload_limit', migration: () => uploadLimitMigration },
    ]);
    bind.contribute(DemoRows, settingsDemoRows);
    // One per container: the password and upload policies (the faces) and the routes read the same settings.
    let settings: PlatformSettings | undefined;
    const settingsOf = (s: ServiceResolver) => (settings ??= new PlatformSettings(s.get(DatabaseId).db, s.get(ServerConfigId), s.getOptional(UploadCeilingId)?.bytes));
    bind.factory(PasswordPolicyId, settingsOf);
    bind.factory(UploadPolicyId, settingsOf);
    bind.contribute(ApiRoutes, (s) => {
      const images = new BrandingImages(s.get(DatabaseId).db, s.getOptional(FileByteStoreId));
      return settingsRoutes(settingsOf(s), new PlatformSettingsEditor(s.get(DatabaseId).db, settingsOf(s), s.get(AuditTrailId), images), images);
    });
  },
}));
