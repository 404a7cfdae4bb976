import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpSmsSender } from './HttpSmsSender.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A provider's API on a local port that answers every request with `status`. */
async function providerAnswering(status: number, received: Received[]): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.statusCode = status;
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/sms/send` };
}

describe('HttpSmsSender', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('posts the code with the configured key, template and signature', async () => {
    const received: Received[] = [];
    const provider = await providerAnswering(200, received);
    server = provider.server;
    await new HttpSmsSender({ kind: 'http', url: provider.url, key: 'secret-key', template: 'SMS_001', sign: '融合平台' }).send({
      phone: '13800000002',
      code: '123456',
      purpose: 'login',
      minutes: 5,
    });
    expect(received).toHaveLength(1);
    expect(received[0].headers.authorization).toBe('Bearer secret-key');
    expect(received[0].body).toEqual({ sign: '融合平台', template: 'SMS_001', phone: '13800000002', params: { code: '123456', minutes: '5' } });
  });

  it('rejects when the provider answers with an error', async () => {
    const provider = await providerAnswering(500, []);
    server = provider.server;
    const sender = new HttpSmsSender({ kind: 'http', url: provider.url, key: 'k', template: 't', sign: 's' });
    await expect(sender.send({ phone: '13800000002', code: '123456', purpose: 'reset', minutes: 5 })).rejects.toThrow('500');
  });
});
