import { lazy } from 'react';
import { ApiClientId } from '../../contracts/workbench/ApiClient.ts';
import { NavigatorId, NotifierId, coreHttpRef } from '../../contracts/workbench/Http.ts';
import { messagingRef } from '../../contracts/workbench/Messaging.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import {
  LayoutContributions,
  TopBarItemContributions,
  WorkbenchShellId,
  WorkspaceOverlayContributions,
  type PortalContract,
  portalRef,
} from '../../contracts/workbench/Portal.ts';
import { RouteContributions } from '../../contracts/workbench/Routes.ts';
import { SessionStoreId, coreSessionRef } from '../../contracts/workbench/Session.ts';
import { Stage } from '../../core/hooks/index.ts';
import { RouteGuard } from './guard/RouteGuard.ts';
import { HomeCountersSignal, HomeCountersSignalId } from './home/HomeCountersSignal.ts';
import { CurrentDoor, CurrentDoorId } from './home/CurrentDoor.ts';
import { TopMenuItems, TopMenuItemsId } from './layout/TopMenuItems.ts';
import { portalRoutes } from './portalRoutes.tsx';
import { AntdNotifier, AntdNotifierId } from './shell/AntdNotifier.ts';
import { PortalHookSet } from './shell/PortalHookSet.ts';
import { PortalShell } from './shell/PortalShell.ts';
import { RouterNavigator } from './shell/RouterNavigator.ts';
import { LOCK_PATH, ScreenLock, ScreenLockId } from './lock/ScreenLock.ts';

export interface PortalOptions {
  /** How the app reloads after a company switch; tests replace the browser reload. */
  reloadPage?: () => void;
}

const mainLayout = async () => ({ default: (await import('./layout/MainLayout.tsx')).MainLayout });
const bareLayout = async () => ({ default: (await import('./layout/BareLayout.tsx')).BareLayout });
// Loaded with the main layout, not with the login page.
const ImTopBarIcon = lazy(async () => ({ default: (await import('./tools/ImTopBarIcon.tsx')).ImTopBarIcon }));
const FirstLoginGuideHost = lazy(async () => ({ default: (await import('./guide/FirstLoginGuideHost.tsx')).FirstLoginGuideHost }));

/**
 * The portal: the shell (antd providers, notifier, navigator), the navigation guard, the
 * main and bare layouts, login, home, password reset and error pages.
 */
export const portalPlugin = definePlugin<PortalContract, PortalOptions | void>((options) => {
  const hooks = new PortalHookSet();
  const notifier = new AntdNotifier();
  const navigator = new RouterNavigator(options?.reloadPage ?? (() => window.location.reload()));
  const homeCounters = new HomeCountersSignal();
  let stopWatching: (() => void) | undefined;
  return {
    id: portalRef.id,
    // Messaging for its hooks: the home page's 未读消息 and 待办 follow the live pushes.
    requires: [coreSessionRef, coreHttpRef, messagingRef],
    module(bind) {
      bind.value(HomeCountersSignalId, homeCounters);
      bind.factory(ScreenLockId, () => new ScreenLock());
      bind.factory(CurrentDoorId, (services) => new CurrentDoor(services.get(ApiClientId)));
      bind.value(TopMenuItemsId, new TopMenuItems());
      bind.value(NotifierId, notifier);
      bind.value(AntdNotifierId, notifier);
      bind.value(NavigatorId, navigator);
      bind.value(WorkbenchShellId, new PortalShell(hooks, navigator));
      bind.contribute(LayoutContributions, { layout: 'main', load: mainLayout });
      bind.contribute(LayoutContributions, { layout: 'bare', load: bareLayout });
      for (const route of portalRoutes) bind.contribute(RouteContributions, route);
      // Left of the bell (20): the IM icon shows itself only when IM_URL is configured.
      bind.contribute(TopBarItemContributions, { plugin: 'portal', order: 10, component: ImTopBarIcon });
      // The first-login guide over the workspace (part 1 §2): to-do centre, workbench, address book.
      bind.contribute(WorkspaceOverlayContributions, { plugin: 'portal', component: FirstLoginGuideHost });
    },
    setup(context) {
      const guard = new RouteGuard(() => context.get(SessionStoreId));
      hooks.beforeNavigate.tap({ name: 'portal:requireLogin', stage: Stage.EARLY }, (target) => guard.requireLogin(target));
      hooks.beforeNavigate.tap('portal:passwordReminder', (target) => guard.passwordReminder(target));
      // A locked screen (/lock) holds every login-required page until its user unlocks it.
      hooks.beforeNavigate.tap('portal:screenLock', (target) => {
        if (!target.route.auth) return undefined;
        const userId = context.get(SessionStoreId).snapshot().userInfo?.sysUser.userId;
        return context.get(ScreenLockId).lockOf(userId) ? LOCK_PATH : undefined;
      });
      // The counters change with every message or to-do push, and with reads made in the bell
      // or the notice centre; the home page reloads them all (one call answers all four).
      const messaging = context.contract(messagingRef);
      messaging.hooks.todoChanged.tap('portal:homeCounters', () => homeCounters.changed());
      messaging.hooks.messagesChanged.tap('portal:homeCounters', () => homeCounters.changed());
      return { hooks: hooks.taps() };
    },
    start(context) {
      // A session ended in another tab takes this tab off a login-required page at once.
      stopWatching = new RouteGuard(() => context.get(SessionStoreId)).watchSession(() => navigator.recheck());
    },
    stop() {
      stopWatching?.();
    },
  };
});
