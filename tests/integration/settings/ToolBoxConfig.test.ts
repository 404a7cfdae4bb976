import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TestServer, testConfig } from '../TestServer.ts';

/** The tool box's configured entries (issue 11): the app-download QR and instant messaging. */
describe('APP_DOWNLOAD_QRCODE and IM_URL', () => {
  let api: TestServer | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  const policy = async (server: TestServer) => {
    const answer = await server.server.app.inject({ method: 'GET', url: '/admin/enterpriseSetting/select' });
    const directives = String(answer.headers['content-security-policy']).split('; ');
    return (name: string) => directives.find((directive) => directive.startsWith(`${name} `));
  };

  it('answers no image and no IM address, and frames and loads nothing outside, when neither is configured', async () => {
    api = await TestServer.start({ config: testConfig() });
    const download = await api.get<{ qrcodeImg: string | null }>('/admin/lvluoDownload/android');
    expect(download.status).toBe(200);
    expect(download.body.data).toEqual({ qrcodeImg: null });
    const settings = await api.get<{ imUrl: string | null }>('/admin/enterpriseSetting/select');
    expect(settings.body.data.imUrl).toBeNull();
    const directive = await policy(api);
    expect(directive('frame-src')).toBe("frame-src 'self' blob:");
    expect(directive('img-src')).toBe("img-src 'self' data: blob:");
  });

  it('serves a QR URL as it is, admits its origin as an image source and frames exactly the IM origin', async () => {
    api = await TestServer.start({ config: testConfig({ APP_DOWNLOAD_QRCODE: 'https://cdn.example.com/app/qr.png', IM_URL: 'https://im.example.com/web/?x=1' }) });
    const download = await api.get<{ qrcodeImg: string | null }>('/admin/lvluoDownload/android');
    expect(download.body.data.qrcodeImg).toBe('https://cdn.example.com/app/qr.png');
    const settings = await api.get<{ imUrl: string | null }>('/admin/enterpriseSetting/select');
    expect(settings.body.data.imUrl).toBe('https://im.example.com/web/?x=1');
    const directive = await policy(api);
    expect(directive('frame-src')).toBe("frame-src 'self' blob: https://im.example.com");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://cdn.example.com");
  });

  it('serves a QR file as a data: URL, with no outside image origin', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ronghe-qr-')), 'qr.png');
    writeFileSync(file, Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    api = await TestServer.start({ config: testConfig({ APP_DOWNLOAD_QRCODE: file }) });
    const download = await api.get<{ qrcodeImg: string | null }>('/admin/lvluoDownload/android');
    expect(download.body.data.qrcodeImg).toBe('data:image/png;base64,iVBORw==');
    expect((await policy(api))('img-src')).toBe("img-src 'self' data: blob:");
  });
});
