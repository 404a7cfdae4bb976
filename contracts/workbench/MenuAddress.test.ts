import { describe, expect, it } from 'vitest';
import { MenuAddress } from './MenuAddress.ts';

describe('MenuAddress', () => {
  it('takes a path of the app and an http(s) link', () => {
    expect(MenuAddress.isRoutePath('/admin/menus')).toBe(true);
    expect(MenuAddress.isRoutePath('/disk?folder=%E6%96%87')).toBe(true);
    expect(MenuAddress.isWebAddress('https://pan.example.com/share/a%20b')).toBe(true);
  });

  it('refuses a backslash in every spelling, which a browser reads as a slash to another site', () => {
    const spellings = ['\\', '%5C', '%5c', '%255C', '%25255c', '\uFF3C', '\uFE68'];
    for (const backslash of spellings) {
      expect(MenuAddress.isRoutePath(`/${backslash}evil.example`)).toBe(false);
      expect(MenuAddress.isRoutePath(`/admin/${backslash}x`)).toBe(false);
      expect(MenuAddress.isWebAddress(`https://good.example${backslash}@evil.example/`)).toBe(false);
      expect(MenuAddress.isWebAddress(`https://good.example/a${backslash}b`)).toBe(false);
    }
  });

  it('refuses a protocol-relative path however its second slash is written', () => {
    for (const path of ['//evil.example', '/%2Fevil.example', '/%2fevil.example', '/%252Fevil.example']) expect(MenuAddress.isRoutePath(path)).toBe(false);
  });
});
