import { useCallback } from 'react';
import { HttpClientId } from '../../../contracts/workbench/Http.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { PortalApi, type AppDownload } from '../PortalApi.ts';

/**
 * The app-download QR image the server is configured with (APP_DOWNLOAD_QRCODE), or null. A
 * failed call only hides 扫码下载: the tool box is no reason to show the user an error.
 */
export function useAppDownloadQrcode(): string | null {
  const http = useService(HttpClientId);
  const load = useCallback(async () => {
    try {
      return (await http.get<AppDownload>(PortalApi.appDownload, { silent: true })).data?.qrcodeImg ?? null;
    } catch {
      return null;
    }
  }, [http]);
  return useAsyncData(load).data ?? null;
}
