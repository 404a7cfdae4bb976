import { describe, expect, it } from 'vitest';
import { AccountFieldRules } from './AccountFieldRules.ts';
import { fieldProblem } from './LoginFields.ts';

describe('a login field’s rules', () => {
  it('asks for a required value, spaces counting as none where the rule says so', () => {
    const rules = [{ required: true, whitespace: true, message: '请输入账号' }];
    expect(fieldProblem('', rules)).toBe('请输入账号');
    expect(fieldProblem('   ', rules)).toBe('请输入账号');
    expect(fieldProblem(' zhangsan ', rules)).toBeNull();
    expect(fieldProblem('   ', [{ required: true, message: '请输入密码' }])).toBeNull();
  });

  it('gives the first broken rule’s message, as the account rules order them', () => {
    expect(fieldProblem('', AccountFieldRules.phone)).toBe('手机号不能为空');
    expect(fieldProblem('2381234567', AccountFieldRules.phone)).toBe('请输入正确的手机号');
    expect(fieldProblem('1381234567', AccountFieldRules.phone)).toBe('请输入正确长度的手机号码');
    expect(fieldProblem('13812345678', AccountFieldRules.phone)).toBeNull();
    expect(fieldProblem('a'.repeat(21), AccountFieldRules.account)).not.toBeNull();
  });

  it('leaves an empty optional value alone', () => {
    expect(fieldProblem('', AccountFieldRules.name)).toBeNull();
    expect(fieldProblem('abc', AccountFieldRules.name)).not.toBeNull();
  });
});
