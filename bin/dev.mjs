#!/usr/bin/env node
// `npm run dev`: the API server (compiled by build:node) plus Vite with hot reload; Vite
// proxies the API prefixes to the server, so the browser talks to one origin.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8080';
const children = [
  spawn(process.execPath, ['dist/node/server/main.js'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['--no-install', 'vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
