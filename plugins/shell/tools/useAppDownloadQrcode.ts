import { useCallback } from 'react';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';

/**
 * The app-download QR image the server is configured with (APP_DOWNLOAD_QRCODE), or null. A
 * failed call only hides 扫码下载: the tool box is no reason to show the user an error.
 */
export function useAppDownloadQrcode(): string | null {
  const api = useService(ApiClientId);
  const load = useCallback(async () => {
    try {
      return (await api.get('/admin/lvluoDownload/android', { silent: true })).data?.qrcodeImg ?? null;
    } catch {
      return null;
    }
  }, [api]);
  return useAsyncData(load).data ?? null;
}
