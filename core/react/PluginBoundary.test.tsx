import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PluginBoundary } from './PluginBoundary.tsx';

describe('PluginBoundary', () => {
  it('replaces a crashing page with a card naming the plugin, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let crash = true;
    function Flaky() {
      if (crash) throw new Error('数据格式不对');
      return <p>页面内容</p>;
    }
    render(
      <div>
        <header>顶栏仍在</header>
        <PluginBoundary plugin="process-centre">
          <Flaky />
        </PluginBoundary>
      </div>,
    );

    expect(screen.getByText('插件 process-centre 出错了')).toBeTruthy();
    expect(screen.getByText('数据格式不对')).toBeTruthy();
    expect(screen.getByText('顶栏仍在')).toBeTruthy();

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('页面内容')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('shows a loading state while a lazy page is on its way', async () => {
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    function Slow(): never {
      throw gate;
    }
    render(
      <PluginBoundary plugin="portal">
        <Slow />
      </PluginBoundary>,
    );
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    finish();
  });
});
