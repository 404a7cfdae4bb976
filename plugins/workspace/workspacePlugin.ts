import { lazy } from 'react';
import { accountsRef } from '../../contracts/workbench/Accounts.ts';
import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { coreHttpRef } from '../../contracts/workbench/Http.ts';
import { messagingRef } from '../../contracts/workbench/Messaging.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import { portalRef, TopBarItemContributions, WorkspaceOverlayContributions } from '../../contracts/workbench/Portal.ts';
import { RouteContributions } from '../../contracts/workbench/Routes.ts';
import { coreSessionRef } from '../../contracts/workbench/Session.ts';
import { workspaceRef } from '../../contracts/workbench/Workspace.ts';
import { CurrentDoor, CurrentDoorId } from './home/CurrentDoor.ts';
import { HomeCountersSignal, HomeCountersSignalId } from './home/HomeCountersSignal.ts';
import { workspaceRoutes } from './workspaceRoutes.tsx';

// Loaded with the main layout, not with the login page.
const ImTopBarIcon = lazy(async () => ({ default: (await import('./tools/ImTopBarIcon.tsx')).ImTopBarIcon }));
const UserCard = lazy(async () => ({ default: (await import('./home/UserCard.tsx')).UserCard }));
const FirstLoginGuideHost = lazy(async () => ({ default: (await import('./guide/FirstLoginGuideHost.tsx')).FirstLoginGuideHost }));

/** After every other top-bar item: the user card closes the top bar on the right. */
const USER_CARD_ORDER = 1000;

/**
 * The workspace behind the login: home with its personal portals, 工作台, 通讯录, 网盘, 日程,
 * 个人中心, 即时通讯, the user card and the first-login guide. It requires accounts for the
 * screen lock its user card offers and the tabs accounts adds to 个人中心, and messaging for the
 * home page's counters.
 */
export const workspacePlugin = definePlugin(() => {
  const homeCounters = new HomeCountersSignal();
  return {
    id: workspaceRef.id,
    requires: [coreSessionRef, coreHttpRef, portalRef, accountsRef, messagingRef],
    module(bind) {
      bind.value(HomeCountersSignalId, homeCounters);
      bind.factory(CurrentDoorId, (services) => new CurrentDoor(services.get(ApiClientId)));
      for (const route of workspaceRoutes) bind.contribute(RouteContributions, route);
      // Left of the bell (20): the IM icon shows itself only when IM_URL is configured.
      bind.contribute(TopBarItemContributions, { plugin: workspaceRef.id, order: 10, component: ImTopBarIcon });
      bind.contribute(TopBarItemContributions, { plugin: workspaceRef.id, order: USER_CARD_ORDER, component: UserCard });
      // The first-login guide over the workspace (part 1 §2): to-do centre, workbench, address book.
      bind.contribute(WorkspaceOverlayContributions, { plugin: workspaceRef.id, component: FirstLoginGuideHost });
    },
    setup(context) {
      // The counters change with every message or to-do push, and with reads made in the bell
      // or the notice centre; the home page reloads them all (one call answers all four).
      const messaging = context.contract(messagingRef);
      messaging.hooks.todoChanged.tap('workspace:homeCounters', () => homeCounters.changed());
      messaging.hooks.messagesChanged.tap('workspace:homeCounters', () => homeCounters.changed());
    },
  };
});
