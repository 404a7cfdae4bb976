import { useCallback, useEffect } from 'react';
import { PLATFORM_SETTINGS_CHANGED_EVENT } from '../../../contracts/workbench/Administration.ts';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { PlatformSettings } from '../PortalApi.ts';

/** Logo, product name and copyright as the administrator configured them; undefined until loaded. */
export function usePlatformSettings(): PlatformSettings | undefined {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/admin/enterpriseSetting/select')).data ?? {}, [api]);
  const { data, reload } = useAsyncData(load);
  // An administrator's change shows in the top bar at once (管理后台 › 系统设置).
  useEffect(() => {
    window.addEventListener(PLATFORM_SETTINGS_CHANGED_EVENT, reload);
    return () => window.removeEventListener(PLATFORM_SETTINGS_CHANGED_EVENT, reload);
  }, [reload]);
  return data;
}
