import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from '../../web/build/PrecompressAssets.ts';
import { TestServer, testConfig } from './TestServer.ts';

/** A built web app as the build leaves it: each text file with its .br and .gz copies beside it. */
describe('the built web app, compressed at build time', () => {
  let api: TestServer;
  let webDir: string;
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: '第${i}行' }`).join(', ')}];\n`;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'ronghe-web-'));
    writeFileSync(join(webDir, 'index.html'), `<!doctype html><title>融合平台</title><div id="root"></div>${'<!-- 占位 -->'.repeat(200)}`);
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(join(webDir, 'assets', 'tiny-4d5e6f.js'), 'console.log(1)');
    await Promise.all(['index.html', 'assets/app-1a2b3c.js', 'assets/tiny-4d5e6f.js'].map((file) => compressFile(join(webDir, file))));
    api = await TestServer.start({ config: testConfig({ WEB_DIR: webDir }) });
  });
  afterAll(() => api.close());

  const get = (url: string, acceptEncoding?: string) =>
    api.server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that accepts it, bytes that decode to the file', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 3);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(script);

    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a file the build kept no copies of (too small to gain) whole, whichever way it travels', async () => {
    const response = await get('/assets/tiny-4d5e6f.js', 'br');
    expect(response.statusCode).toBe(200);
    const bytes = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload) : response.rawPayload;
    expect(bytes.toString('utf8')).toBe('console.log(1)');
  });

  it('answers 404 for a file the build does not have, and for an unknown API path', async () => {
    const missing = await get('/assets/gone-000000.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    expect((await get('/admin/no/such/operation')).statusCode).toBe(404);
  });

  it('compresses the page a deep link answers with, and has it fetched fresh', async () => {
    const response = await get('/process/todo', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(readFileSync(join(webDir, 'index.html'), 'utf8'));
  });
});

describe('answers made per request, compressed on the way', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await TestServer.start();
  });
  afterAll(() => api.close());

  const get = (url: string, headers: Record<string, string>) => api.server.app.inject({ method: 'GET', url, headers });

  it('sends a JSON answer as brotli to a browser that accepts it', async () => {
    const plain = await get('/website/newsinformation/page?current=1&size=20', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const response = await get('/website/newsinformation/page?current=1&size=20', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(plain.body.length * 0.8);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
  });

  it('sends a file (an operation whose answer is no JSON) as stored, though its type would compress', async () => {
    const whole = await get('/website/image/carousel-1.svg', { 'accept-encoding': 'br' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-type']).toContain('image/svg+xml');
    expect(whole.body).toContain('<svg');
  });

  it('never inflates a compressed request body', async () => {
    const response = await api.server.app.inject({
      method: 'POST',
      url: '/auth/oauth/token?grant_type=password&scope=server',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      payload: gzipSync('username=admin&password=x'),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
