/** One open page in the tab bar. */
export interface OpenTab {
  /** Which page: its path, plus the `src` query of a page that frames another address. */
  key: string;
  label: string;
  /** Where a click on the tab goes: the full path (query included) the page was last at. */
  path: string;
}

/**
 * More open tabs than this and the one visited longest ago is closed: each keeps its page
 * mounted, with its data, in the browser's memory.
 */
export const OPEN_TAB_LIMIT = 20;

/** What a reload brings back (OpenTabMemory): the tabs and the order they were visited in. */
export interface SavedTabs {
  tabs: OpenTab[];
  visits: string[];
}

function isTab(value: unknown): value is OpenTab {
  const tab = value as Partial<OpenTab> | null;
  return typeof tab?.key === 'string' && typeof tab.label === 'string' && typeof tab.path === 'string' && tab.path.startsWith('/');
}

/**
 * The open tabs of the workspace (spec 000 §2): every navigation opens or revisits one; the
 * first, 首页, is always there and never closable, and the last tab left cannot be closed.
 * Immutable: each change answers a new list, so React state can hold it.
 */
export class OpenTabList {
  private constructor(
    readonly tabs: readonly OpenTab[],
    /** Keys from the least to the most recently visited. */
    private readonly visits: readonly string[],
    private readonly limit: number,
  ) {}

  static withHome(home: OpenTab, limit: number = OPEN_TAB_LIMIT): OpenTabList {
    return new OpenTabList([home], [home.key], Math.max(2, limit));
  }

  /**
   * The tabs a reload of the page had open (issue 26: it kept only 首页 and the current one):
   * 首页 first whatever was saved, unreadable or repeated entries left out, within the limit.
   */
  static restored(home: OpenTab, saved: unknown, limit: number = OPEN_TAB_LIMIT): OpenTabList {
    let list = OpenTabList.withHome(home, limit);
    const { tabs, visits } = (saved ?? {}) as Partial<SavedTabs>;
    if (!Array.isArray(tabs)) return list;
    const opened = tabs.filter(isTab).filter((tab) => tab.key !== home.key);
    const order = Array.isArray(visits) ? visits.filter((key): key is string => typeof key === 'string') : [];
    // Visited in the saved order, so the limit closes the same tabs it would have.
    const byVisit = [...opened].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
    for (const tab of byVisit) list = list.visit(tab);
    const kept = new Set(list.tabs.map((tab) => tab.key));
    const shown = [home, ...opened.filter((tab, index) => kept.has(tab.key) && opened.findIndex((other) => other.key === tab.key) === index)];
    return new OpenTabList(shown, list.visits, list.limit);
  }

  /** What OpenTabList.restored takes back. */
  saved(): SavedTabs {
    return { tabs: this.tabs.map((tab) => ({ ...tab })), visits: [...this.visits] };
  }

  get home(): OpenTab {
    return this.tabs[0];
  }

  has(key: string): boolean {
    return this.tabs.some((tab) => tab.key === key);
  }

  closable(key: string): boolean {
    return key !== this.home.key && this.tabs.length > 1 && this.has(key);
  }

  /**
   * The user is now at `tab`: a new one is added at the end; an open one keeps its place and
   * label and remembers the new path (a page that changes its own query stays one tab).
   */
  visit(tab: OpenTab): OpenTabList {
    const open = this.tabs.find((candidate) => candidate.key === tab.key);
    if (open && open.path === tab.path && this.visits[this.visits.length - 1] === tab.key) return this;
    const visits = [...this.visits.filter((key) => key !== tab.key), tab.key];
    if (open) {
      const tabs = open.path === tab.path ? this.tabs : this.tabs.map((candidate) => (candidate === open ? { ...open, path: tab.path } : candidate));
      return new OpenTabList(tabs, visits, this.limit);
    }
    let tabs = [...this.tabs, tab];
    let kept = visits;
    while (tabs.length > this.limit) {
      const oldest = kept.find((key) => key !== this.home.key && key !== tab.key);
      if (oldest === undefined) break;
      tabs = tabs.filter((candidate) => candidate.key !== oldest);
      kept = kept.filter((key) => key !== oldest);
    }
    return new OpenTabList(tabs, kept, this.limit);
  }

  close(key: string): OpenTabList {
    if (!this.closable(key)) return this;
    return this.keep((tab) => tab.key !== key);
  }

  /** Leaves 首页 and `key`. */
  closeOthers(key: string): OpenTabList {
    return this.keep((tab) => tab.key === this.home.key || tab.key === key);
  }

  /** Leaves 首页 alone. */
  closeAll(): OpenTabList {
    return this.keep((tab) => tab.key === this.home.key);
  }

  /**
   * Where to go when the tab at `key`, the current one, closes: its right-hand neighbour, or
   * the left-hand one when it was last (the habit of browsers and editors).
   */
  nextAfterClosing(key: string): OpenTab {
    const index = this.tabs.findIndex((tab) => tab.key === key);
    return this.tabs[index + 1] ?? this.tabs[index - 1] ?? this.home;
  }

  private keep(predicate: (tab: OpenTab) => boolean): OpenTabList {
    const tabs = this.tabs.filter(predicate);
    if (tabs.length === this.tabs.length) return this;
    const keys = new Set(tabs.map((tab) => tab.key));
    return new OpenTabList(tabs, this.visits.filter((key) => keys.has(key)), this.limit);
  }
}
