import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutboxSmsSender, SMS_OUTBOX_FILE } from './OutboxSmsSender.ts';

describe('OutboxSmsSender', () => {
  it('logs each code and appends it to the outbox as one JSON line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ronghe-outbox-'));
    const lines: string[] = [];
    const sender = new OutboxSmsSender(dir, (line) => lines.push(line), () => Date.UTC(2026, 10, 26));
    await Promise.all([
      sender.send({ phone: '13800000002', code: '123456', purpose: 'login', minutes: 5 }),
      sender.send({ phone: '13800000003', code: '654321', purpose: 'register', minutes: 5 }),
    ]);
    const outbox = readFileSync(join(dir, SMS_OUTBOX_FILE), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(outbox).toEqual([
      { phone: '13800000002', code: '123456', purpose: 'login', text: '【融合平台】您的验证码是 123456，5 分钟内有效，请勿泄露给他人。', sentAt: '2026-11-26T00:00:00.000Z' },
      { phone: '13800000003', code: '654321', purpose: 'register', text: '【融合平台】您的验证码是 654321，5 分钟内有效，请勿泄露给他人。', sentAt: '2026-11-26T00:00:00.000Z' },
    ]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('13800000002 login 123456');
  });
});
