import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import type { AppInstance } from './WorkbenchApi.ts';

/** What an application may open: a route of the workbench, or a web address in a new tab. */
const INTERNAL_ROUTE = /^\/(?!\/)/;
const OUTSIDE_LINK = /^https?:\/\//i;

/**
 * How an application tile opens, on the workbench and on the home page's 常用应用 alike: an
 * internal application (linkType other than '1') navigates to its route; an outside one asks
 * the server for its true address (trueUrl) and opens it in a new tab.
 */
export function useAppOpener(): (app: AppInstance) => Promise<void> {
  const api = useService(ApiClientId);
  const notifier = useService(NotifierId);
  const navigate = useNavigate();
  return useCallback(
    async (app: AppInstance) => {
      if (app.linkType !== '1') {
        if (app.url && INTERNAL_ROUTE.test(app.url)) void navigate(app.url);
        else notifier.warning(zhCN.workbench.badAddress);
        return;
      }
      // Opened now, inside the click: a window opened after the call answers would be blocked.
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const url = (await api.get('/application/appIns/trueUrl', { query: { appinsId: app.id } })).data;
        // The blank tab shares this page's origin: a javascript: address would run as the workbench.
        if (!OUTSIDE_LINK.test(url)) {
          tab?.close();
          notifier.warning(zhCN.workbench.badAddress);
        } else if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch {
        // The client has shown the server's message.
        tab?.close();
      }
    },
    [api, navigate, notifier],
  );
}
