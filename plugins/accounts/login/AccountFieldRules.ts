import type { Rule } from 'antd/es/form';
import { zhCN } from '../zhCN.ts';

/** The form rules of spec part 1 §5, with its messages; the server checks the same. */
export const AccountFieldRules = {
  account: [
    { required: true, whitespace: true, message: zhCN.accounts.accountRequired },
    { pattern: /^[A-Za-z0-9_]+$/, message: zhCN.accounts.accountPattern },
    { pattern: /^(?!\d+$)/, message: zhCN.accounts.accountPattern },
    { max: 20, message: zhCN.accounts.accountLength },
  ] satisfies Rule[],
  phone: [
    { required: true, message: zhCN.accounts.phoneRequired },
    { pattern: /^1[3-9]\d*$/, message: zhCN.accounts.phonePattern },
    { len: 11, message: zhCN.accounts.phoneLength },
  ] satisfies Rule[],
  name: [{ pattern: /^[\u4e00-\u9fa5]{1,20}$/, message: zhCN.accounts.nameRule }] satisfies Rule[],
  code: [{ required: true, whitespace: true, message: zhCN.accounts.codeRequired }] satisfies Rule[],
};
