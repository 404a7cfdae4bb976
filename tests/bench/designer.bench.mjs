#!/usr/bin/env node
/*
 * The designer's import cost against a plain bpmn-js Modeler, in the same page run: one page
 * built by Vite holds both — the designer's createModeler (its palette, context pad, renderer,
 * behaviours and live markers) and bpmn-js' Modeler with only the rh moddle — and Debian's
 * Chromium imports product diagrams of 1,000 and 4,000 elements into each, interleaved (the
 * order alternates every round), after one warm-up each. An import counts until the next
 * animation frame, so drawing is in. It prints the median of each and the ratio (aim ≤ 1.15×).
 * It never fails on time.
 *
 * Environment: BENCH_ROUNDS (default 7), BENCH_SIZES (default "1000,4000"),
 * CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { ProductDiagramGenerator } from './ProductDiagramGenerator.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const sizes = (process.env.BENCH_SIZES ?? '1000,4000').split(',').map(Number);
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff': 'font/woff', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };

/** The bench page: both modelers behind one function the test calls with a kind and the XML. */
function writePage(folder) {
  writeFileSync(
    join(folder, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><script type="module" src="./entry.ts"></script></body></html>',
  );
  writeFileSync(
    join(folder, 'entry.ts'),
    `import PlainModeler from 'bpmn-js/lib/Modeler';
import { rongheModdleExtensions } from '${repo}/contracts/bpmn/RongheModdle.ts';
import { createModeler } from '${repo}/plugins/designer/modeler/createModeler.ts';

async function importOnce(kind: 'designer' | 'plain', xml: string): Promise<number> {
  const container = document.createElement('div');
  container.style.cssText = 'width:1600px;height:900px;position:relative';
  document.body.appendChild(container);
  const modeler = kind === 'designer' ? createModeler({ container }) : new PlainModeler({ container, moddleExtensions: { ...rongheModdleExtensions } as never });
  const started = performance.now();
  const { warnings } = await modeler.importXML(xml);
  await new Promise((done) => requestAnimationFrame(() => done(undefined)));
  const ms = performance.now() - started;
  modeler.destroy();
  container.remove();
  return warnings.length > 0 ? -1 : ms;
}

(window as unknown as { benchImport: typeof importOnce }).benchImport = importOnce;
`,
  );
}

function serve(folder) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(folder, path === '/' ? 'index.html' : path);
    if (!file.startsWith(folder)) return void response.writeHead(403).end();
    response.setHeader('content-type', TYPES[extname(file)] ?? 'application/octet-stream');
    createReadStream(file)
      .on('error', () => response.writeHead(404).end())
      .pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

// Inside the repository, so the page's imports resolve from its node_modules.
const work = mkdtempSync(join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules', '.designer-bench-'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
let server;
try {
  writePage(work);
  await build({ root: work, configFile: false, logLevel: 'error', build: { outDir: join(work, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 5000 } });
  server = await serve(join(work, 'dist'));
  const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => 'benchImport' in window);
  console.log(`designer import: median of ${rounds} interleaved rounds after one warm-up each, in one Chromium page`);
  let problems = 0;
  for (const size of sizes) {
    const xml = new ProductDiagramGenerator(size, 7).toXml();
    const times = { designer: [], plain: [] };
    for (let round = -1; round < rounds; round++) {
      const order = round % 2 === 0 ? ['designer', 'plain'] : ['plain', 'designer'];
      for (const kind of order) {
        const ms = await page.evaluate(([k, x]) => window.benchImport(k, x), [kind, xml]);
        if (ms < 0) problems++;
        if (round >= 0) times[kind].push(ms);
      }
    }
    const designer = median(times.designer);
    const plain = median(times.plain);
    console.log(
      `${String(size).padStart(5)} elements: designer ${designer.toFixed(0)} ms, plain bpmn-js ${plain.toFixed(0)} ms, ratio ${(designer / plain).toFixed(2)}× (aim ≤ 1.15×)`,
    );
  }
  if (problems > 0) {
    console.log(`${problems} imports reported warnings: the generated diagram does not import cleanly`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
}
