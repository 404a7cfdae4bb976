import { coreHttpRef, NavigatorId, NotifierId } from '../../contracts/workbench/Http.ts';
import { definePlugin } from '../../contracts/workbench/Plugin.ts';
import {
  FlashMessagesId,
  LayoutContributions,
  portalRef,
  TopMenuItemsId,
  WorkbenchShellId,
  type PortalContract,
} from '../../contracts/workbench/Portal.ts';
import { RouteContributions } from '../../contracts/workbench/Routes.ts';
import { coreSessionRef, SessionStoreId } from '../../contracts/workbench/Session.ts';
import { Stage } from '../../core/hooks/index.ts';
import { RouteGuard } from './guard/RouteGuard.ts';
import { TopMenuItems } from './layout/TopMenuItems.ts';
import { shellRoutes } from './shellRoutes.tsx';
import { AntdNotifier, AntdNotifierId } from './root/AntdNotifier.ts';
import { FlashMessage } from './root/FlashMessage.ts';
import { PortalHookSet } from './root/PortalHookSet.ts';
import { PortalShell } from './root/PortalShell.ts';
import { RouterNavigator } from './root/RouterNavigator.ts';

export interface ShellOptions {
  /** How the app reloads after a company switch; tests replace the browser reload. */
  reloadPage?: () => void;
}

const mainLayout = async () => ({ default: (await import('./layout/MainLayout.tsx')).MainLayout });
const bareLayout = async () => ({ default: (await import('./layout/BareLayout.tsx')).BareLayout });

/**
 * The shell (id 'portal', kept from the portal it was split from): antd providers, notifier,
 * navigator, the navigation guard and its hooks, the main and bare layouts with the top bar, the
 * open tabs and the tool box, and the error pages. What the pages are is the other plugins'.
 */
export const shellPlugin = definePlugin<PortalContract, ShellOptions | void>((options) => {
  const hooks = new PortalHookSet();
  const notifier = new AntdNotifier();
  const navigator = new RouterNavigator(options?.reloadPage ?? (() => window.location.reload()));
  let guard: RouteGuard | undefined;
  let stopWatching: (() => void) | undefined;
  return {
    id: portalRef.id,
    requires: [coreSessionRef, coreHttpRef],
    module(bind) {
      bind.value(TopMenuItemsId, new TopMenuItems());
      bind.value(FlashMessagesId, FlashMessage);
      bind.value(NotifierId, notifier);
      bind.value(AntdNotifierId, notifier);
      bind.value(NavigatorId, navigator);
      bind.value(WorkbenchShellId, new PortalShell(hooks, navigator));
      bind.contribute(LayoutContributions, { layout: 'main', load: mainLayout });
      bind.contribute(LayoutContributions, { layout: 'bare', load: bareLayout });
      for (const route of shellRoutes) bind.contribute(RouteContributions, route);
    },
    setup(context) {
      const routeGuard = new RouteGuard(() => context.get(SessionStoreId));
      guard = routeGuard;
      hooks.beforeNavigate.tap({ name: 'portal:requireLogin', stage: Stage.EARLY }, (target) => routeGuard.requireLogin(target));
      hooks.beforeNavigate.tap('portal:passwordReminder', (target) => routeGuard.passwordReminder(target));
      return { hooks: hooks.taps() };
    },
    start() {
      // A session ended in another tab takes this tab off a login-required page at once.
      stopWatching = guard!.watchSession(() => navigator.recheck());
    },
    stop() {
      stopWatching?.();
    },
  };
});
