import { describe, expect, it } from 'vitest';
import { browserTitleFor } from './useBrowserHead.ts';

describe('the browser tab’s title (系统设置, issue 26)', () => {
  const settings = { browserFrontTitle: '融合出版集团工作台', browserBackTitle: '融合出版集团管理后台' };

  it('is 后台浏览器标题 in the management area and 浏览器标题 elsewhere', () => {
    expect(browserTitleFor(settings, '/management/index')).toBe('融合出版集团管理后台');
    expect(browserTitleFor(settings, '/management/settings')).toBe('融合出版集团管理后台');
    expect(browserTitleFor(settings, '/homepage/index')).toBe('融合出版集团工作台');
    expect(browserTitleFor(settings, '/login/user')).toBe('融合出版集团工作台');
  });

  it('falls back on 浏览器标题, then the product’s name', () => {
    expect(browserTitleFor({ browserFrontTitle: '融合出版集团工作台', browserBackTitle: '' }, '/management/index')).toBe('融合出版集团工作台');
    expect(browserTitleFor({}, '/management/index')).toBe('融合平台');
    expect(browserTitleFor(undefined, '/homepage/index')).toBe('融合平台');
  });
});
