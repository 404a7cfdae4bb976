import { useCallback } from 'react';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { PortalApi, type PlatformSettings } from '../PortalApi.ts';

/** Logo, product name and copyright as the administrator configured them; undefined until loaded. */
export function usePlatformSettings(): PlatformSettings | undefined {
  const http = useService(HttpClientId);
  const load = useCallback(async () => (await http.get<PlatformSettings>(PortalApi.platformSettings)).data ?? {}, [http]);
  return useAsyncData(load).data;
}
