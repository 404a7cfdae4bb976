import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RouteContributions } from '../../../contracts/workbench/Routes.ts';
import { useContributions, useSessionSnapshot } from '../../../core/react/index.ts';
import { zhCN } from '../zhCN.ts';
import { KeptPages } from './KeptPages.tsx';
import { OpenTabList } from './OpenTabList.ts';
import { OpenTabMemory } from './OpenTabMemory.ts';
import { OpenTabsBar } from './OpenTabsBar.tsx';
import { returnToScroll } from './ScrollReturn.ts';
import { TabIdentity } from './TabIdentity.ts';

export const HOME_PATH = '/homepage/index';


/**
 * The main layout's page area: the open tabs and their kept pages (spec 000 §2; issue 11:
 * each page keeps its state and scroll when the user switches back).
 */
export function OpenTabsHost() {
  const routes = useContributions(RouteContributions);
  const identity = useMemo(() => new TabIdentity(routes), [routes]);
  const location = useLocation();
  const navigate = useNavigate();
  const here = identity.tabOf(location);

  const userId = useSessionSnapshot().userInfo?.sysUser.userId;
  const memory = useMemo(() => new OpenTabMemory(userId), [userId]);
  const [stored, setStored] = useState(() => OpenTabList.restored({ key: HOME_PATH, label: zhCN.tabs.home, path: HOME_PATH }, memory.read()));
  // A reload opens the same tabs again (spec 000 §2 keeps them; issue 26: only two came back).
  useEffect(() => memory.write(stored.saved()), [memory, stored]);
  // The closed current tab, until the navigation away from it lands: not to be opened again meanwhile.
  const leaving = useRef<string | null>(null);
  if (leaving.current !== here.key) leaving.current = null;
  // Adjusted while rendering, so a new page has its tab in the same render it first shows in.
  const list = leaving.current === here.key ? stored : stored.visit(here);
  if (list !== stored) setStored(list);
  const leave = (path: string) => {
    leaving.current = here.key;
    void navigate(path);
  };

  const scroll = useTabScroll(here.key);

  const close = (key: string) => {
    if (!list.closable(key)) return;
    if (key === here.key) leave(list.nextAfterClosing(key).path);
    scroll.forget(key);
    setStored(list.close(key));
  };
  const closeOthers = (key: string) => {
    const target = list.tabs.find((tab) => tab.key === key);
    if (key !== here.key && target) leave(target.path);
    setStored(list.closeOthers(key));
  };
  const closeAll = () => {
    if (here.key !== list.home.key) leave(list.home.path);
    setStored(list.closeAll());
  };
  const open = (key: string) => {
    const target = list.tabs.find((tab) => tab.key === key);
    if (target && key !== here.key) void navigate(target.path);
  };

  return (
    <>
      <OpenTabsBar list={list} current={here.key} onOpen={open} onClose={close} onCloseOthers={closeOthers} onCloseAll={closeAll} />
      <div style={{ paddingTop: 12 }}>
        <KeptPages current={here.key} isOpen={(key) => list.has(key)} />
      </div>
    </>
  );
}

/**
 * Where the window was scrolled in each tab, put back when the tab is shown again. The
 * router's ScrollRestoration has already moved a new navigation to the top; a revisit is a
 * new navigation too, so this runs after it, once the kept page is laid out again.
 */
function useTabScroll(current: string) {
  const positions = useRef(new Map<string, number>());
  const shown = useRef(current);

  useLayoutEffect(() => {
    shown.current = current;
  }, [current]);

  useEffect(() => {
    const onScroll = () => positions.current.set(shown.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const saved = positions.current.get(current);
    if (saved === undefined) return;
    return returnToScroll(saved, window, (changed) => {
      const growing = new ResizeObserver(changed);
      growing.observe(document.body);
      return () => growing.disconnect();
    });
  }, [current]);

  return { forget: (key: string) => positions.current.delete(key) };
}
