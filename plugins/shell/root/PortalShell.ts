import type { NavigationTarget, WorkbenchRouterHandle, WorkbenchShell } from '../../../contracts/workbench/Portal.ts';
import type { PortalHookSet } from './PortalHookSet.ts';
import type { RouterNavigator } from './RouterNavigator.ts';
import { PortalRoot } from './PortalRoot.tsx';

/** The portal's side of the router: its providers, its navigation guard hook, its navigator. */
export class PortalShell implements WorkbenchShell {
  readonly Root = PortalRoot;
  readonly #hooks: PortalHookSet;
  readonly #navigator: RouterNavigator;

  constructor(hooks: PortalHookSet, navigator: RouterNavigator) {
    this.#hooks = hooks;
    this.#navigator = navigator;
  }

  guard(target: NavigationTarget): Promise<string | undefined> {
    return this.#hooks.beforeNavigate.promise(target);
  }

  attach(router: WorkbenchRouterHandle): void {
    this.#navigator.attach(router);
  }
}
