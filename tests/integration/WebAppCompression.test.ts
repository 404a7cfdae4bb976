import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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

  it('keeps a file too small to gain from compression as it is', async () => {
    const response = await get('/assets/tiny-4d5e6f.js', 'br');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
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
