import type { ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';

// Detached: antd's generated CSS goes here, never into the test document.
const styles = document.createElement('div');

/**
 * Component tests check behaviour and accessible names, not looks (the journeys see the real
 * page): without antd's ~850 KB of CSS in the document, every computed style happy-dom works
 * out for testing-library and user-event is cheap. The web tests took 106 s with it, 62 s without.
 */
export function UnstyledAntd({ children }: { children: ReactNode }) {
  return <StyleProvider container={styles}>{children}</StyleProvider>;
}
