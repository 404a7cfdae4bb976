import { useCallback, useEffect } from 'react';
import type { components } from '../../contracts/generated/admin.ts';
import { PLATFORM_SETTINGS_CHANGED_EVENT } from '../../contracts/workbench/Administration.ts';
import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { useAsyncData } from './useAsyncData.ts';
import { useService } from './useService.ts';

export type PlatformSettings = components['schemas']['PlatformSettings'];

/**
 * Logo, product name, copyright and the IM address as the administrator configured them;
 * undefined until loaded. The shell's top bar and footer, the login frame, the public site and
 * the workspace's IM entries read them.
 */
export function usePlatformSettings(): PlatformSettings | undefined {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/admin/enterpriseSetting/select')).data ?? {}, [api]);
  // Named: a public call, so a server-rendered page (the public site, the login pages) carries the
  // answer and is drawn with the logo, name and copyright from the start, not again after loading.
  const { data, reload } = useAsyncData(load, 'platformSettings');
  // An administrator's change shows in the top bar at once (管理后台 › 系统设置).
  useEffect(() => {
    window.addEventListener(PLATFORM_SETTINGS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(PLATFORM_SETTINGS_CHANGED_EVENT, reload);
  }, [reload]);
  return data;
}
