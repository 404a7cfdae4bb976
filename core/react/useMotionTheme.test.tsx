import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { standInMediaQueries } from './testing/index.ts';
import { useMotionTheme } from './useMotionTheme.ts';

const REDUCED = '(prefers-reduced-motion: reduce)';

/** A system motion preference the test can change, as the operating system's setting would. */
function systemPreference(reduce: boolean) {
  const queries = standInMediaQueries({ [REDUCED]: reduce });
  return { change: (next: boolean) => queries.change(REDUCED, next) };
}

function Motion() {
  return <p>{theme.useToken().token.motion ? '动画' : '无动画'}</p>;
}

function Root() {
  return (
    <ConfigProvider theme={useMotionTheme()}>
      <Motion />
    </ConfigProvider>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('useMotionTheme', () => {
  it('turns antd’s animations off for a user who asked for reduced motion', () => {
    systemPreference(true);
    render(<Root />);
    expect(screen.getByText('无动画')).toBeTruthy();
  });

  it('keeps antd’s animations when no preference is set', () => {
    systemPreference(false);
    render(<Root />);
    expect(screen.getByText('动画')).toBeTruthy();
  });

  it('follows the preference when it changes while the page is open', () => {
    const preference = systemPreference(false);
    render(<Root />);
    preference.change(true);
    expect(screen.getByText('无动画')).toBeTruthy();
    preference.change(false);
    expect(screen.getByText('动画')).toBeTruthy();
  });
});
