import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PHONE_MEDIA, usePhone } from './usePhone.ts';

/** A window whose width the test sets, answering the phone query as a browser would. */
function windowWidth(width: number) {
  const listeners = new Set<() => void>();
  const window_ = { width };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (media: string) =>
      ({
        media,
        get matches() {
          return media === PHONE_MEDIA && window_.width < 768;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    resize(next: number) {
      window_.width = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function Layout() {
  return <p>{usePhone() ? '手机' : '桌面'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('usePhone', () => {
  it('lays out for a phone at 375 px', () => {
    windowWidth(375);
    render(<Layout />);
    expect(screen.getByText('手机')).toBeTruthy();
  });

  it('keeps the desktop layout from 768 px on', () => {
    windowWidth(768);
    render(<Layout />);
    expect(screen.getByText('桌面')).toBeTruthy();
  });

  it('follows the window when it turns', () => {
    const screenWidth = windowWidth(375);
    render(<Layout />);
    screenWidth.resize(812);
    expect(screen.getByText('桌面')).toBeTruthy();
    screenWidth.resize(390);
    expect(screen.getByText('手机')).toBeTruthy();
  });
});
