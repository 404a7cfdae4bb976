import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// antd reads these; happy-dom lacks them.
if (!window.matchMedia) {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

afterEach(() => {
  cleanup();
  // What React roots leave behind once unmounted: antd's portals of dialogs and messages still
  // fading out. Files share a worker (isolate: false), so the next file would find them.
  document.body.innerHTML = '';
});
