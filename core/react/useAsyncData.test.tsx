import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PreloadedData, PreloadedDataContext } from './PreloadedData.ts';
import { useAsyncData } from './useAsyncData.ts';

function Title({ load, dataKey }: { load: () => Promise<string>; dataKey?: string }) {
  const { data, loading } = useAsyncData(load, dataKey);
  return <p>{loading ? '加载中' : data}</p>;
}

describe('useAsyncData with a key (the public site rendered on the server)', () => {
  it('on the server: the first render collects the load, the next shows its answer', async () => {
    const load = vi.fn(async () => '新闻一');
    const store = new PreloadedData({}, { collecting: true });
    const page = () => renderToString(<PreloadedDataContext.Provider value={store}><Title load={load} dataKey="news:1" /></PreloadedDataContext.Provider>);
    expect(page()).toContain('加载中');
    expect(load).not.toHaveBeenCalled();
    expect(store.incomplete).toBe(true);
    await store.settle();
    expect(store.incomplete).toBe(false);
    expect(page()).toContain('新闻一');
    expect(load).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.toJson())).toEqual({ 'news:1': '新闻一' });
  });

  it('leaves a failed load to the browser and escapes the answers for the page', async () => {
    const store = new PreloadedData({}, { collecting: true });
    store.collect('broken', () => Promise.reject(new Error('down')));
    store.collect('text', async () => '</script><script>alert(1)</script>');
    await store.settle();
    expect(store.has('broken')).toBe(false);
    expect(store.toJson()).not.toContain('</script>');
    expect(JSON.parse(store.toJson())).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('in the browser: every part hydrated on the page takes the answer it carried; once the page is left, a mount loads afresh', async () => {
    const load = vi.fn(async () => '新的答案');
    const store = new PreloadedData({ 'news:1': '服务端的答案' });
    const layout = render(<PreloadedDataContext.Provider value={store}><Title load={load} dataKey="news:1" /></PreloadedDataContext.Provider>);
    expect(within(layout.container).getByText('服务端的答案')).toBeTruthy();
    // The page inside the layout is hydrated in a pass of its own, after the layout's effects ran.
    const page = render(<PreloadedDataContext.Provider value={store}><Title load={load} dataKey="news:1" /></PreloadedDataContext.Provider>);
    expect(within(page.container).getByText('服务端的答案')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    store.clear();
    layout.unmount();
    page.unmount();
    render(<PreloadedDataContext.Provider value={store}><Title load={load} dataKey="news:1" /></PreloadedDataContext.Provider>);
    await waitFor(() => expect(screen.getByText('新的答案')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a key or a store, loads in the effect as before', async () => {
    const load = vi.fn(async () => '答案');
    const store = new PreloadedData({ other: 'x' });
    render(<PreloadedDataContext.Provider value={store}><Title load={load} /></PreloadedDataContext.Provider>);
    await waitFor(() => expect(screen.getByText('答案')).toBeTruthy());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
