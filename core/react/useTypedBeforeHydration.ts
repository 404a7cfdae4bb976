import { useLayoutEffect, useRef } from 'react';

/**
 * Text typed into a server-rendered input before the page's code took it over. React leaves such
 * text in the box while hydrating but not in the component's state, so the next render would put
 * the state's empty value back and the text was gone (a login typed on a slow phone). Once, as
 * the input is taken over, what the box holds is handed to `onChange` if it differs from `value`.
 */
export function useTypedBeforeHydration(input: () => HTMLInputElement | null | undefined, value: string, onChange: (typed: string) => void): void {
  const first = useRef({ input, value, onChange });
  useLayoutEffect(() => {
    const { input: box, value: rendered, onChange: change } = first.current;
    const typed = box()?.value;
    if (typed !== undefined && typed !== rendered) change(typed);
  }, []);
}
