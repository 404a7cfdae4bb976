import { useCallback } from 'react';
import { Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';
import { LoginField } from './LoginField.tsx';
import { loginZhCN as zhCN } from './zhCN.ts';

/** A fresh key for one captcha image (spec §7 randomStr): the server remembers the image's text under it. */
export function newCaptchaKey(): string {
  return crypto.randomUUID();
}

interface CaptchaFieldProps {
  randomStr: string;
  onRefresh: () => void;
  value: string;
  problem?: string;
  onChange: (value: string) => void;
}

/**
 * The captcha's text input with its image (GET /auth/code?randomStr=…); a click on the image
 * draws another, which its title says (a native title, not antd's Tooltip: the login page's first load).
 */
export function CaptchaField({ randomStr, onRefresh, value, problem, onChange }: CaptchaFieldProps) {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/auth/code', { query: { randomStr } })).data, [api, randomStr]);
  const { data: image } = useAsyncData(load);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <LoginField required problem={problem} style={{ flex: 1 }}>
        <Input
          size="large"
          prefix={<SafetyOutlined />}
          placeholder={zhCN.login.captchaPlaceholder}
          maxLength={8}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </LoginField>
      <img
        src={image}
        alt={zhCN.login.captchaAlt}
        title={zhCN.login.captchaRefresh}
        width={110}
        height={40}
        style={{ cursor: 'pointer', border: '1px solid #d9d9d9', borderRadius: 6 }}
        onClick={onRefresh}
      />
    </div>
  );
}
