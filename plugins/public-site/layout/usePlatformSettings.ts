import { useCallback } from 'react';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import type { PlatformSettings } from '../PublicSiteApi.ts';

/** Logo, name and copyright as configured (a public call); undefined until loaded. */
export function usePlatformSettings(): PlatformSettings | undefined {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/admin/enterpriseSetting/select')).data ?? {}, [api]);
  return useAsyncData(load, 'platformSettings').data;
}
