import { useEffect, useState } from 'react';

/** Header 60, content margins 24 and footer 28 (part 1 §2: window height minus 60, 24 and 28). */
export const HEADER_HEIGHT = 60;
export const CONTENT_MARGIN = 24;
export const FOOTER_HEIGHT = 28;

function mainHeight(): number {
  return window.innerHeight - HEADER_HEIGHT - CONTENT_MARGIN - FOOTER_HEIGHT;
}

/** The height the page area of the main layout gets, following window resizes. */
export function useMainHeight(): number {
  const [height, setHeight] = useState(mainHeight);
  useEffect(() => {
    const onResize = () => setHeight(mainHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}
