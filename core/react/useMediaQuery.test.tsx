import { Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreloadedData, PreloadedDataContext } from './PreloadedData.ts';
import { standInMediaQueries } from './testing/index.ts';
import { useMediaQuery } from './useMediaQuery.ts';

const STILL = '(prefers-reduced-motion: reduce)';

/** A system that asks for reduced motion, or not, as the operating system's setting would say. */
function reducedMotion(reduce: boolean) {
  standInMediaQueries({ [STILL]: reduce });
}

/** Like the home page's carousel: its pause button only where things move. */
function Banner({ name }: { name: string }) {
  const still = useMediaQuery(STILL);
  return (
    <section aria-label={name}>
      {still ? null : <button type="button">暂停轮播</button>}
      <a href="/news/detail?id=2">{name}</a>
    </section>
  );
}

/** The public page's shape: a layout around the page, which React hydrates in a pass of its own (the <Suspense> boundary). */
function Page() {
  return (
    <PreloadedDataContext.Provider value={new PreloadedData()}>
      <Banner name="页头" />
      <Suspense fallback={<p>加载中</p>}>
        <Banner name="页面" />
      </Suspense>
    </PreloadedDataContext.Provider>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useMediaQuery on a server-rendered page', () => {
  it('hydrates a part inside <Suspense> with the server\'s answer, though the parts around it mounted first and read the browser\'s', async () => {
    reducedMotion(false);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverLink = container.querySelector('section[aria-label="页面"] a');

    reducedMotion(true);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
    });

    // No mismatch: React kept the server's HTML (a mismatch renders it afresh, and a click on it is lost).
    expect(errors).toEqual([]);
    expect(container.querySelector('section[aria-label="页面"] a')).toBe(serverLink);
    // Then both follow the browser: no pause button for a system that asks for stillness.
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('gives the browser\'s answer in the hydration too for an answer that changes no markup', async () => {
    reducedMotion(false);
    const drawn: boolean[] = [];
    function Theme() {
      drawn.push(useMediaQuery(STILL, { inMarkup: false }));
      return <p>主题</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Theme />);
    document.body.append(container);

    reducedMotion(true);
    drawn.length = 0;
    await act(async () => {
      hydrateRoot(container, <Theme />);
    });
    expect(drawn[0]).toBe(true);
  });

  it('reads the browser\'s answer at once for a page rendered in the browser', async () => {
    reducedMotion(true);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const drawn: boolean[] = [];
    function Probe() {
      drawn.push(useMediaQuery(STILL));
      return null;
    }
    await act(async () => root.render(<Probe />));
    expect(drawn[0]).toBe(true);
    act(() => root.unmount());
  });
});
