import { useEffect, useState } from 'react';

/** The window's inner height less `chrome` (what fixed bars take), following window resizes. */
export function useWindowHeight(chrome: number): number {
  const [height, setHeight] = useState(() => window.innerHeight - chrome);
  useEffect(() => {
    const onResize = () => setHeight(window.innerHeight - chrome);
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [chrome]);
  return height;
}
