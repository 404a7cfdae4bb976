import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { act } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServiceResolver } from '../../../contracts/workbench/Plugin.ts';
import { PHONE_MEDIA, PreloadedData, PreloadedDataContext, REDUCED_MOTION_MEDIA, WorkbenchProvider } from '../../../core/react/index.ts';
import { standInMediaQueries } from '../../../core/react/testing/index.ts';
import { AntdNotifier, AntdNotifierId } from './AntdNotifier.ts';
import { PortalRoot } from './PortalRoot.tsx';

const services = { get: (id: unknown) => (id === AntdNotifierId ? new AntdNotifier() : undefined), getAll: () => [] } as unknown as ServiceResolver;

/** A server-rendered page inside the root, as the public site's: its text and an antd control. */
function page() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <PortalRoot>
          <p>融合科技获评年度优秀软件企业</p>
          <Button>搜索</Button>
        </PortalRoot>
      ),
    },
  ]);
  return (
    <WorkbenchProvider host={services}>
      <PreloadedDataContext.Provider value={new PreloadedData()}>
        <RouterProvider router={router} />
      </PreloadedDataContext.Provider>
    </WorkbenchProvider>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the portal root on a server-rendered page', () => {
  it.each([
    ['a phone', { [PHONE_MEDIA]: true }, true],
    ['a system that asks for reduced motion', { [REDUCED_MOTION_MEDIA]: true }, false],
  ])('keeps the server\'s HTML through the hydration for %s (antd\'s providers do not change shape after it)', async (_who, answers, large) => {
    // The server knows neither: desktop, with motion.
    standInMediaQueries({});
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const serverText = container.querySelector('p');
    const serverButton = container.querySelector('button');

    // The browser's answers to the media queries the root reads.
    standInMediaQueries(answers);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
    });

    expect(errors).toEqual([]);
    // The very nodes the server sent: React took them over instead of mounting the page afresh.
    expect(container.querySelector('p')).toBe(serverText);
    expect(container.querySelector('button')).toBe(serverButton);
    // And then follows the browser: a phone's controls are of antd's large size.
    expect(serverButton?.classList.contains('ant-btn-lg')).toBe(large);
  });
});
