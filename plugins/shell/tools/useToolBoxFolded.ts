import { useEffect, useState } from 'react';

/** Part 1 §2: below this window width the tool box starts folded, so it does not crowd the page. */
export const TOOL_BOX_UNFOLD_WIDTH = 1560;

const narrow = () => window.innerWidth < TOOL_BOX_UNFOLD_WIDTH;

/**
 * Whether the tool box is folded: by default when the window is narrower than 1560 px. The
 * user's handle overrides it until the window crosses the threshold again, then the default
 * for the new width applies.
 */
export function useToolBoxFolded(): [folded: boolean, setFolded: (folded: boolean) => void] {
  const [folded, setFolded] = useState(narrow);
  useEffect(() => {
    let wasNarrow = narrow();
    const onResize = () => {
      const isNarrow = narrow();
      if (isNarrow !== wasNarrow) setFolded(isNarrow);
      wasNarrow = isNarrow;
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return [folded, setFolded];
}
