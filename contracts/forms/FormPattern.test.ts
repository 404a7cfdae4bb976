import { describe, expect, it } from 'vitest';
import { FormPattern } from './FormPattern.ts';

describe('FormPattern', () => {
  it('matches the whole text, with the unicode flag', () => {
    expect(FormPattern.matches('\\d{6}', '123456')).toBe(true);
    expect(FormPattern.matches('\\d{6}', '1234567')).toBe(false);
    expect(FormPattern.matches('a|b', 'ab')).toBe(false);
    expect(FormPattern.matches('\\p{Script=Han}{2,4}', '张三')).toBe(true);
    expect(FormPattern.matches('[', 'x')).toBe(false);
    expect(FormPattern.compile('[')).toBeNull();
  });

  it('refuses repeated groups that repeat or alternate inside (exponential backtracking)', () => {
    for (const pattern of ['(a+)+', '(a*)*b', '(\\d+)*$', '(a|aa)+', '(x+x+)+y', '((ab)*c)+', '(a{1,3}){2,}', '(?:a+)+', '(a+){10}']) {
      expect(FormPattern.mayBacktrackExponentially(pattern), pattern).toBe(true);
    }
  });

  it('refuses, being a rule of thumb, also a nested repetition that is unambiguous; a flat one says the same', () => {
    expect(FormPattern.mayBacktrackExponentially('[\\w-]+(\\.[\\w-]+)+')).toBe(true);
    expect(FormPattern.mayBacktrackExponentially('[\\w-]+\\.[\\w.-]+')).toBe(false);
  });

  it('passes the patterns forms use', () => {
    for (const pattern of ['\\d{6}', '1[3-9]\\d{9}', '[A-Z]{2}\\d+', '(\\d{3}-)?\\d{8}', '\\d{3}(-\\d{4})+', '[\\w.+-]+@[\\w-]+\\.[\\w.-]+', '(a|b){2}', '[(+)]+', '\\(a+\\)+', '(ab)+']) {
      expect(FormPattern.mayBacktrackExponentially(pattern), pattern).toBe(false);
    }
  });
});
