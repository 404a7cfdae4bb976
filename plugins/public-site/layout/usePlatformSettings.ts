import { useCallback } from 'react';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { PublicSiteApi, type PlatformSettings } from '../PublicSiteApi.ts';

/** Logo, name and copyright as configured (a public call); undefined until loaded. */
export function usePlatformSettings(): PlatformSettings | undefined {
  const http = useService(HttpClientId);
  const load = useCallback(async () => (await http.get<PlatformSettings>(PublicSiteApi.platformSettings)).data ?? {}, [http]);
  return useAsyncData(load).data;
}
