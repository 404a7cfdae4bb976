import type { NavigationTarget, PortalHooks } from '../../../contracts/workbench/Portal.ts';
import { AsyncSeriesBailHook, tapOnly } from '../../../core/hooks/index.ts';

/** The shell's own, callable hooks; other plugins get `taps` (contracts' PortalHooks). */
export class PortalHookSet {
  readonly beforeNavigate = new AsyncSeriesBailHook<string, [target: NavigationTarget]>(1);

  /** The frozen tap-only view the plugin's setup contract hands out. */
  taps(): PortalHooks {
    return tapOnly({ beforeNavigate: this.beforeNavigate });
  }
}
