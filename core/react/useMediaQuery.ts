import { startTransition, useContext, useEffect, useState } from 'react';
import { PreloadedDataContext } from './PreloadedData.ts';

/** Set by the first effect in this browser: from then on no render is a hydration of the server's HTML. */
let hydrated = false;

/**
 * Whether the window matches a CSS media query, following it as it changes (a window turned or
 * resized, a system preference switched). A server render, and the hydration of its HTML, answer
 * false; the browser's own answer follows right after, as a transition: an urgent update would
 * make React drop the server's HTML of every part still waiting for its code and show its
 * spinner instead (on a phone the public page flashed: content, spinner, content again).
 * A client-rendered page, or a part mounted after the hydration, reads the answer at once.
 */
export function useMediaQuery(media: string): boolean {
  const hydrating = useContext(PreloadedDataContext) !== null && !hydrated;
  const [matches, setMatches] = useState(() => (typeof window === 'undefined' || hydrating ? false : window.matchMedia(media).matches));
  useEffect(() => {
    hydrated = true;
    const query = window.matchMedia(media);
    const follow = () => startTransition(() => setMatches(query.matches));
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [media]);
  return matches;
}
