import { lazy } from 'react';
import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { NotifierId, coreHttpRef } from '../../contracts/workbench/Http.ts';
import { TodoDetailOpenerId, type MessagingContract, messagingRef } from '../../contracts/workbench/Messaging.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { TopBarItemContributions, WorkspaceOverlayContributions } from '../../contracts/workbench/Portal.ts';
import { TaskDrawerOpenerId } from '../../contracts/workbench/ProcessCentre.ts';
import { RouteContributions } from '../../contracts/workbench/Routes.ts';
import { LiveConnection, LiveConnectionId, type PageAddress } from './live/LiveConnection.ts';
import { PushRouter } from './live/PushRouter.ts';
import { stompjsLink, type StompLinkFactory } from './live/StompLink.ts';
import { MessageOpener, MessageOpenerId } from './message/MessageOpener.ts';
import { MessagingHookSet } from './MessagingHookSet.ts';
import { MessageStore, MessageStoreId } from './MessageStore.ts';
import { noticeCentreRoute } from './messagingRoutes.ts';
import { TodoDetailOpenerService, TodoDetailOpenerServiceId } from './todo/TodoDetailOpenerService.ts';
import { coreSessionRef } from '../../contracts/workbench/Session.ts';

export interface MessagingOptions {
  /** How the live connection speaks STOMP; @stomp/stompjs unless a test passes a fake. */
  stompLink?: StompLinkFactory;
  /** The page's protocol and host, which the socket follows; window.location by default. */
  pageAddress?: () => PageAddress;
  /** Opens an openMode 2 link in a new tab; tests record it instead. */
  openWindow?: (url: string) => void;
}

// Loaded with the main layout, not with the login page: the workspace's widgets are no part of the first load.
const MessageBell = lazy(async () => ({ default: (await import('./bell/MessageBell.tsx')).MessageBell }));
const LiveConnectionHost = lazy(async () => ({ default: (await import('./live/LiveConnectionHost.tsx')).LiveConnectionHost }));
const TodoDetailHost = lazy(async () => ({ default: (await import('./todo/TodoDetailHost.tsx')).TodoDetailHost }));

/** In the top bar left of the user card, after an instant-messaging icon (part 1 §2). */
const BELL_ORDER = 20;
/** Widgets that show nothing in the bar itself go last. */

const openInNewTab = (url: string) => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/**
 * Messaging: the live STOMP connection and its notices, the bell with its popover, the notice
 * centre (/noticeCenter/index) and the 详情 modal of messages and to-dos.
 */
export const messagingPlugin = definePlugin<MessagingContract, MessagingOptions | void>((options) => {
  const hooks = new MessagingHookSet();
  const details = new TodoDetailOpenerService();
  let connection: LiveConnection | undefined;
  return {
    id: messagingRef.id,
    // Not 'portal', though the portal owns the notifier, the main layout and its top bar: the
    // portal requires messaging (its home counters tap messagesChanged and todoChanged), and
    // nothing here needs the portal's setup first. Contributions and lazily built services
    // only need the portal's bindings, which every module makes before any setup runs.
    requires: [coreSessionRef, coreHttpRef],
    module(bind) {
      bind.factory(MessageStoreId, (services) => new MessageStore(services.get(ApiClientId), hooks));
      bind.factory(LiveConnectionId, (services) => {
        const pushes = new PushRouter(services.get(NotifierId), services.get(MessageStoreId));
        const api = services.get(ApiClientId);
        // Any call answers 401 once the session is gone, and the client then sends the page to the login.
        const checkSession = () => void api.get('/admin/user/info', { silent: true }).catch(() => undefined);
        connection = new LiveConnection(options?.stompLink ?? stompjsLink, pushes, options?.pageAddress ?? (() => window.location), checkSession);
        return connection;
      });
      bind.value(TodoDetailOpenerId, details);
      bind.value(TodoDetailOpenerServiceId, details);
      bind.factory(
        MessageOpenerId,
        (services) =>
          new MessageOpener(
            services.get(ApiClientId),
            services.get(MessageStoreId),
            services.get(NotifierId),
            details,
            services.getOptional(TaskDrawerOpenerId),
            options?.openWindow ?? openInNewTab,
          ),
      );
      bind.contribute(TopBarItemContributions, { plugin: 'messaging', order: BELL_ORDER, component: MessageBell });
      bind.contribute(WorkspaceOverlayContributions, { plugin: 'messaging', component: LiveConnectionHost });
      bind.contribute(WorkspaceOverlayContributions, { plugin: 'messaging', component: TodoDetailHost });
      bind.contribute(RouteContributions, noticeCentreRoute);
    },
    setup() {
      return { hooks: hooks.taps() };
    },
    stop() {
      connection?.close();
    },
  };
});
