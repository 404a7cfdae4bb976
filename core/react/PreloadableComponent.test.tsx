import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadableComponent } from './PreloadableComponent.tsx';

const page = () => Promise.resolve({ default: () => <p>新闻资讯</p> });

describe('a component whose code loads apart', () => {
  it('renders at once once its code was preloaded: nothing for a hydration to leave waiting', async () => {
    const { Component, preload } = preloadableComponent(page);
    await preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Component />
      </Suspense>,
    );
    // Synchronously, in the first commit: no fallback in between.
    expect(screen.getByText('新闻资讯')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('hands its props to the loaded component', async () => {
    const { Component, preload } = preloadableComponent<{ title: string }>(() => Promise.resolve({ default: ({ title }: { title: string }) => <h2>{title}</h2> }));
    await preload();
    render(<Component title="合同管理" />);
    expect(screen.getByRole('heading', { name: '合同管理' })).toBeTruthy();
  });

  it('suspends like React.lazy when its code was not loaded yet, and loads it only once', async () => {
    let loads = 0;
    const { Component, preload } = preloadableComponent(() => {
      loads++;
      return page();
    });
    await act(async () => {
      render(
        <Suspense fallback={<p>加载中</p>}>
          <Component />
        </Suspense>,
      );
    });
    expect(await screen.findByText('新闻资讯')).toBeTruthy();
    await preload();
    expect(loads).toBe(1);
  });

  it('loads afresh after a failed attempt', async () => {
    let attempts = 0;
    const { preload } = preloadableComponent<object>(() => (++attempts === 1 ? Promise.reject(new Error('网络错误')) : page()));
    await expect(preload()).rejects.toThrow('网络错误');
    await preload();
    expect(attempts).toBe(2);
  });
});
