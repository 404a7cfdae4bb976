import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { standInMediaQueries } from './testing/index.ts';
import { PHONE_MEDIA, usePhone } from './usePhone.ts';

/** A window whose width the test sets, answering the phone query as a browser would. */
function windowWidth(width: number) {
  const queries = standInMediaQueries({ [PHONE_MEDIA]: width < 768 });
  return { resize: (next: number) => queries.change(PHONE_MEDIA, next < 768) };
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
