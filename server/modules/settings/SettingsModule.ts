import { createServiceId, definePlugin } from '../../../contracts/workbench/index.ts';
import { ApiRoutes, type ApiRoute } from '../../app/ApiRoutes.ts';
import { DatabaseId, PasswordPolicyId, ServerConfigId } from '../../app/ServerContracts.ts';
import { PlatformSettings } from './PlatformSettings.ts';

const PlatformSettingsId = createServiceId<PlatformSettings>('server.settings.PlatformSettings');

function settingsRoutes(settings: PlatformSettings): ApiRoute[] {
  return [
    { method: 'GET', path: '/admin/enterpriseSetting/select', handler: () => settings.current() },
    { method: 'GET', path: '/admin/jump/backed', handler: () => settings.backendUrl() },
    { method: 'GET', path: '/admin/lvluoDownload/android', handler: () => settings.appDownload() },
  ];
}

/** Platform settings: branding before login, the admin back end's address after, the configured IM and app download. */
export const settingsModule = definePlugin(() => ({
  id: 'server-settings',
  module(bind) {
    bind.factory(PlatformSettingsId, (s) => new PlatformSettings(s.get(DatabaseId).db, s.get(ServerConfigId)));
    bind.factory(PasswordPolicyId, (s) => s.get(PlatformSettingsId));
    bind.contribute(ApiRoutes, (s) => settingsRoutes(s.get(PlatformSettingsId)));
  },
}));
