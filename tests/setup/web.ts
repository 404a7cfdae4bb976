import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import QuerySelector from 'happy-dom/lib/query-selector/QuerySelector.js';
import { installSelectorClassFilter } from './SelectorClassFilter.ts';

// Half of a web test's time went to matching antd's style rules in getComputedStyle; most rules
// name a class the element lacks, which the filter answers at once (SelectorClassFilter.ts).
installSelectorClassFilter(QuerySelector);

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

// findBy… and waitFor end as soon as what they wait for is there; their default second is a time
// limit, which a loaded machine outlasts (a full run failed a form's server error, drawn 1.2 s
// after its answer). The tier's test timeout is what bounds a wait that never ends.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // What React roots leave behind once unmounted: antd's portals of dialogs and messages still
  // fading out. Files share a worker (isolate: false), so the next file would find them.
  document.body.innerHTML = '';
  // The open tabs a page keeps for a reload (OpenTabMemory), a social login's flow: each test starts without.
  window.sessionStorage.clear();
});
