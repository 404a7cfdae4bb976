import { useEffect, useState } from 'react';

/** Whether the window has scrolled more than `offset` pixels down; the main layout's page scrolls the window. */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(() => window.scrollY > offset);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > offset);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return past;
}
