import { useCallback } from 'react';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { PLATFORM_LIMIT_KB } from './UploadRules.ts';

/**
 * The platform's file size limit in KB as the server enforces it now (管理后台 › 系统设置 may
 * lower it); the spec's 200 M until it is known, or when the settings cannot be read.
 */
export function usePlatformUploadLimit(): number {
  const api = useService(ApiClientId);
  const load = useCallback(async () => {
    try {
      // Silent: the upload still works without it, and the server refuses what is too large.
      return (await api.get('/admin/enterpriseSetting/select', { silent: true })).data?.uploadLimitKb ?? PLATFORM_LIMIT_KB;
    } catch {
      return PLATFORM_LIMIT_KB;
    }
  }, [api]);
  return useAsyncData(load).data ?? PLATFORM_LIMIT_KB;
}
