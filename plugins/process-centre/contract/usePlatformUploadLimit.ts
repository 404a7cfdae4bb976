import { useCallback } from 'react';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { ProcessCentreApi, type PlatformSettings } from '../ProcessCentreApi.ts';
import { PLATFORM_LIMIT_KB } from './UploadRules.ts';

/**
 * The platform's file size limit in KB as the server enforces it now (管理后台 › 系统设置 may
 * lower it); the spec's 200 M until it is known, or when the settings cannot be read.
 */
export function usePlatformUploadLimit(): number {
  const http = useService(HttpClientId);
  const load = useCallback(async () => {
    try {
      // Silent: the upload still works without it, and the server refuses what is too large.
      return (await http.get<PlatformSettings>(ProcessCentreApi.platformSettings, { silent: true })).data?.uploadLimitKb ?? PLATFORM_LIMIT_KB;
    } catch {
      return PLATFORM_LIMIT_KB;
    }
  }, [http]);
  return useAsyncData(load).data ?? PLATFORM_LIMIT_KB;
}
