import { useCallback } from 'react';
import { Form, Input, Tooltip } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { useAsyncData, useService } from '../../../core/react/index.ts';

import { loginZhCN as zhCN } from './zhCN.ts';

/** A fresh key for one captcha image (spec §7 randomStr): the server remembers the image's text under it. */
export function newCaptchaKey(): string {
  return crypto.randomUUID();
}

/** The captcha's text input with its image (GET /auth/code?randomStr=…); a click on the image draws another. */
export function CaptchaField({ randomStr, onRefresh }: { randomStr: string; onRefresh: () => void }) {
  const api = useService(ApiClientId);
  const load = useCallback(async () => (await api.get('/auth/code', { query: { randomStr } })).data, [api, randomStr]);
  const { data: image } = useAsyncData(load);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Form.Item name="captcha" style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: zhCN.login.captchaRequired }]}>
        <Input prefix={<SafetyOutlined />} placeholder={zhCN.login.captchaPlaceholder} maxLength={8} autoComplete="off" />
      </Form.Item>
      <Tooltip title={zhCN.login.captchaRefresh}>
        <img
          src={image}
          alt={zhCN.login.captchaAlt}
          width={110}
          height={40}
          style={{ cursor: 'pointer', border: '1px solid #d9d9d9', borderRadius: 6 }}
          onClick={onRefresh}
        />
      </Tooltip>
    </div>
  );
}
