import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
/** Set when React reads the server's snapshot for the render in progress: it does so only for a component it hydrates (or renders on the server). */
let serverSnapshotRead = false;
const clientSnapshot = () => false;
function serverSnapshot(): false {
  serverSnapshotRead = true;
  return false;
}

/**
 * Whether React is hydrating the calling component from the server's HTML. Asked of React itself,
 * per component: React hydrates the page in several passes (each <Suspense> boundary after the
 * parts around it, a clicked one at once), so that the parts of an earlier pass have mounted says
 * nothing of this one. Both snapshots are the same value, so asking never makes React render again.
 */
function useHydrating(): boolean {
  serverSnapshotRead = false;
  useSyncExternalStore(noSubscription, clientSnapshot, serverSnapshot);
  return serverSnapshotRead;
}

/**
 * Whether the window matches a CSS media query, following it as it changes (a window turned or
 * resized, a system preference switched). A server render, and the hydration of its HTML, answer
 * false; the browser's own answer follows right after, as a transition: an urgent update would
 * make React drop the server's HTML of every part still waiting for its code and show its
 * spinner instead (on a phone the public page flashed: content, spinner, content again).
 * A client-rendered page, or a part mounted after the hydration, reads the answer at once.
 * `inMarkup: false` says the answer changes no markup: the hydration reads the browser's answer too.
 */
export function useMediaQuery(media: string, { inMarkup = true }: { inMarkup?: boolean } = {}): boolean {
  const hydrating = useHydrating() && inMarkup;
  const [matches, setMatches] = useState(() => (typeof window === 'undefined' || hydrating ? false : window.matchMedia(media).matches));
  useEffect(() => {
    const query = window.matchMedia(media);
    const follow = () => startTransition(() => setMatches(query.matches));
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [media]);
  return matches;
}
