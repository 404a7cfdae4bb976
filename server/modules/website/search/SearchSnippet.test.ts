import { describe, expect, it } from 'vitest';
import { searchSnippet } from './SearchSnippet.ts';

describe('a search hit’s snippet', () => {
  it('takes a summary the body repeats once', () => {
    expect(searchSnippet(['平台汇聚教材', '平台汇聚教材与数字资源。'], '教材')).toBe('平台汇聚教材与数字资源。');
  });

  it('shows the text around the match, marked as cut where it is', () => {
    const body = `${'甲'.repeat(100)}数字出版${'乙'.repeat(100)}`;
    const snippet = searchSnippet([body], '数字出版', 40);
    expect(snippet).toContain('数字出版');
    expect(snippet.startsWith('…') && snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBe(42);
  });

  it('starts at the beginning when the match is not in the text (a title match)', () => {
    expect(searchSnippet(['短文'], '标题')).toBe('短文');
  });
});
