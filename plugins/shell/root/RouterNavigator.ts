import type { Navigator } from '../../../contracts/workbench/Http.ts';
import type { WorkbenchRouterHandle } from '../../../contracts/workbench/Portal.ts';

/** Navigation for code outside React (after a 401, after logout), through the data router. */
export class RouterNavigator implements Navigator {
  #router: WorkbenchRouterHandle | null = null;
  readonly #reloadPage: () => void;

  constructor(reloadPage: () => void) {
    this.#reloadPage = reloadPage;
  }

  attach(router: WorkbenchRouterHandle): void {
    this.#router = router;
  }

  go(path: string, options: { replace?: boolean; query?: Record<string, string> } = {}): void {
    const query = options.query ? new URLSearchParams(options.query).toString() : '';
    const target = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
    if (this.#router) void this.#router.navigate(target, { replace: options.replace });
    // Before the router exists (a 401 while starting) only a full page load can move on.
    else if (options.replace) window.location.replace(target);
    else window.location.assign(target);
  }

  reload(): void {
    this.#reloadPage();
  }

  /** Runs the navigation guard again for the page on show; a redirect it answers is followed. */
  recheck(): void {
    void this.#router?.revalidate();
  }
}
