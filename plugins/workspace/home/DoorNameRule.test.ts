import { describe, expect, it } from 'vitest';
import { doorNameProblem } from './DoorNameRule.ts';

describe('a portal name, as the server takes it', () => {
  it('asks for a name and counts characters, not bytes, up to 20', () => {
    expect(doorNameProblem('   ', [])).toBe('请输入门户名称');
    expect(doorNameProblem('门'.repeat(20), [])).toBeNull();
    expect(doorNameProblem('门'.repeat(21), [])).toBe('门户名称不能超过20个字');
    expect(doorNameProblem(`  ${'门'.repeat(20)}  `, [])).toBeNull();
  });

  it('refuses a name another portal of the list has, after trimming', () => {
    expect(doorNameProblem(' 办公门户 ', ['默认门户', '办公门户'])).toBe('已有名为「办公门户」的门户');
    expect(doorNameProblem('研发门户', ['默认门户', '办公门户'])).toBeNull();
  });
});
