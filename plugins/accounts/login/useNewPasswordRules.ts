import { useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { LoginCipherId } from '../../../contracts/workbench/Session.ts';
import { useService } from '../../../core/react/index.ts';

import { zhCN } from '../zhCN.ts';

/**
 * A new password's rules (part 1 §5 password widget): required, then the server's weak-password
 * check of the encrypted password ('1' weak, any text but '0' shown as it is); and its
 * confirmation, equal to the field `passwordField`.
 */
export function useNewPasswordRules(passwordField: string): { password: Rule[]; confirm: Rule[] } {
  const api = useService(ApiClientId);
  const cipher = useService(LoginCipherId);
  return useMemo(
    () => ({
      password: [
        { required: true, message: zhCN.accounts.passwordRequired },
        {
          validator: async (_rule, value: string | undefined) => {
            if (!value) return;
            const answer = await api.post('/admin/weakPassword/checkPassword', { body: { password: await cipher.encrypt(value) }, silent: true });
            if (answer.data === '1') throw new Error(zhCN.accounts.weakPassword);
            if (answer.data !== '0') throw new Error(answer.data);
          },
        },
      ],
      confirm: [
        { required: true, message: zhCN.accounts.confirmRequired },
        ({ getFieldValue }) => ({
          validator: async (_rule, value: string | undefined) => {
            if (value && value !== getFieldValue(passwordField)) throw new Error(zhCN.accounts.passwordMismatch);
          },
        }),
      ],
    }),
    [api, cipher, passwordField],
  );
}
