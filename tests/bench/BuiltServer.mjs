// What every server benchmark needs before it starts the built server: a current build and a free port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Newest modification time of the TypeScript sources under `folder`. */
function newestSource(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** Compiles the server when dist/node is missing or older than its sources. */
export function ensureBuilt(repo) {
  const entry = join(repo, 'dist', 'node', 'server', 'main.js');
  const sources = Math.max(...['server', 'contracts', 'core'].map((folder) => newestSource(join(repo, folder))));
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) return;
  process.stderr.write('compiling the server (tsc -p tsconfig.node.json)…\n');
  spawnSync(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['tsc', '-p', 'tsconfig.node.json'], { cwd: repo, stdio: 'inherit' });
  if (!existsSync(entry)) throw new Error('the server did not compile: dist/node/server/main.js is missing');
}

export function freePort() {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePromise(port));
    });
  });
}

/** A JSON/form client for the API over a keep-alive agent: resolves the envelope's data, rejects any refusal. */
export function apiRequest(agent) {
  return function request(base, method, path, { token, json, form } = {}) {
    const body = json !== undefined ? JSON.stringify(json) : form !== undefined ? new URLSearchParams(form).toString() : undefined;
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
    return new Promise((resolvePromise, reject) => {
      const req = http.request(`${base}${path}`, { method, agent, headers }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = { code: res.statusCode, msg: text };
          }
          if (res.statusCode !== 200 || parsed.code !== 0) reject(new Error(`${method} ${path} → ${res.statusCode} ${parsed.msg}`));
          else resolvePromise(parsed.data);
        });
      });
      req.on('error', reject);
      if (body !== undefined) req.write(body);
      req.end();
    });
  };
}
