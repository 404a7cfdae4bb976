import { describe, expect, it } from 'vitest';
import { MallLink } from './MallLink.ts';

describe('MallLink', () => {
  it('adds the username to the shop’s own query, encoded', () => {
    expect(MallLink.of('https://mall.example.com/shop?from=portal', 'zhangsan')).toBe('https://mall.example.com/shop?from=portal&username=zhangsan');
    expect(MallLink.of('https://mall.example.com/', '张 三&x')).toBe('https://mall.example.com/?username=%E5%BC%A0+%E4%B8%89%26x');
  });

  it('opens the shop as it is for a visitor who is not signed in', () => {
    expect(MallLink.of('https://mall.example.com/shop', null)).toBe('https://mall.example.com/shop');
  });
});
