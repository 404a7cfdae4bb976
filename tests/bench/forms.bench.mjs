#!/usr/bin/env node
/*
 * A designed form's cost against the contract form (issue 23: "interactive within the same
 * budget"), in the same page run: one page built by Vite holds the process centre's
 * ContractForm and the designed-form renderer, each in the workbench's providers over a fake
 * HTTP client, and Debian's Chromium draws them in turn (the order alternates every round),
 * after one warm-up each: the contract form starting (10 controls), and a designed form of 60
 * fields whose 明细 holds 100 rows of five columns (ten rows a page, a computed column and two
 * sums over all rows, and a 合计 field over them).
 *
 * Each figure is the median over the rounds, from the render call, in the page's own clock:
 *  (a) interactive: the form's first text field is in the page and focused, a key is pressed
 *      through Chromium's input pipeline (it waits for the main thread as a user's key would),
 *      and its character has been painted. Also printed: when that first field appeared.
 *  (b) every control drawn: the contract's upload, or every designed field, the 明细's page of
 *      rows and its 合计 row, in the page and painted. A designed form draws its first screen
 *      and then the rest in batches (DesignedFormRenderer), so (b) is later than (a).
 *  (c) keystroke latency: KEYS keys pressed in the first text field once everything is drawn,
 *      each from the key event's time stamp until its character is painted (the median of them
 *      per round); for the designed form also in a 明细 cell (第1行项目).
 * It prints the ratio designed / contract of each, and the load average before and after
 * (the machine is shared). It never fails on time.
 *
 * Environment: BENCH_ROUNDS (default 7), BENCH_ROWS (default 100), CHROMIUM_PATH (default
 * /usr/bin/chromium), BENCH_PROFILE=draw|keys (the last round's drawing or keystrokes, by
 * function, unminified).
 */
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const rows = Number(process.env.BENCH_ROWS ?? 100);
const KEYS = 9;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff': 'font/woff', '.woff2': 'font/woff2', '.svg': 'image/svg+xml' };

/** The bench page: both forms behind one function the test calls with a kind. */
function writePage(folder) {
  writeFileSync(
    join(folder, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root" style="width:1152px"></div><script type="module" src="./entry.tsx"></script></body></html>',
  );
  writeFileSync(
    join(folder, 'entry.tsx'),
    `import { createRoot } from 'react-dom/client';
import { HttpClientId } from '${repo}/contracts/workbench/Http.ts';
import { MemberDirectoryId } from '${repo}/contracts/workbench/MemberDirectory.ts';
import { definePlugin } from '${repo}/contracts/workbench/Plugin.ts';
import { WorkbenchShellId } from '${repo}/contracts/workbench/Portal.ts';
import { SessionStoreId } from '${repo}/contracts/workbench/Session.ts';
import type { FormDefinition, FormField } from '${repo}/plugins/process-centre/ProcessCentreApi.ts';
import { HttpMemberDirectory } from '${repo}/core/http/HttpMemberDirectory.ts';
import { bootPlugins } from '${repo}/core/lifecycle/index.ts';
import { WorkbenchProvider } from '${repo}/core/react/index.ts';
import { FakeHttpClient } from '${repo}/core/react/testing/FakeHttpClient.ts';
import { MemorySessionStore } from '${repo}/core/react/testing/MemorySessionStore.ts';
import { MessagingStandIn } from '${repo}/core/react/testing/MessagingStandIn.ts';
import { RecordingNotifier, shellStandIn } from '${repo}/core/react/testing/ShellStandIn.tsx';
import { processCentrePlugin } from '${repo}/plugins/process-centre/index.ts';
import { ContractForm } from '${repo}/plugins/process-centre/contract/ContractForm.tsx';
import { DesignedFormRenderer } from '${repo}/plugins/process-centre/designed/DesignedFormRenderer.tsx';

const ROWS = ${rows};
const TYPES: FormField['type'][] = ['input', 'textarea', 'number', 'money', 'date', 'dateRange', 'time', 'select', 'radio', 'checkbox', 'switch'];
const options = [{ label: '甲', value: 'a' }, { label: '乙', value: 'b' }, { label: '丙', value: 'c' }];

/** 59 fields of every drawn type in turn, then a 明细 of five columns holding ROWS rows. */
function definition(): FormDefinition {
  const fields: FormField[] = [];
  for (let i = 0; i < 58; i++) {
    const type = TYPES[i % TYPES.length];
    const field: FormField = { key: 'f' + i, type, label: '字段' + i, span: 1 + (i % 4), required: i % 3 === 0 };
    if (type === 'select' || type === 'radio' || type === 'checkbox') field.options = options;
    fields.push(field);
  }
  fields.push({ key: 'total', type: 'computed', label: '合计', formula: 'sum(lines.subtotal)', resultType: 'money' });
  fields.push({
    key: 'lines', type: 'table', label: '明细', max: 200, sumColumns: ['amount', 'subtotal'],
    columns: [
      { key: 'item', type: 'input', label: '项目', required: true },
      { key: 'day', type: 'date', label: '日期' },
      { key: 'amount', type: 'money', label: '单价', required: true },
      { key: 'qty', type: 'number', label: '数量', precision: 0 },
      { key: 'subtotal', type: 'computed', label: '小计', formula: 'amount * qty', resultType: 'money' },
    ],
  });
  return { schemaVersion: 1, fields };
}

const designed = definition();
const values = { lines: Array.from({ length: ROWS }, (_, i) => ({ item: '项目' + i, day: '2026-11-28', amount: 10 + i / 100, qty: 1 + (i % 5) })) };
const http = new FakeHttpClient().on('GET', '/admin/enterpriseSetting/select', { uploadLimitKb: 204800 });
const kernel = ['core-session', 'core-http'].map((id) => definePlugin(() => ({ id }))());
const host = await bootPlugins([...kernel, shellStandIn(new RecordingNotifier()), new MessagingStandIn().plugin, processCentrePlugin()], {
  provide(bind) {
    bind.value(HttpClientId, http);
    bind.value(SessionStoreId, MemorySessionStore.signedIn({ sysUser: { userId: 7, username: 'zhangsan', chineseName: '张三', status: '0' }, companyId: 1, roles: [], ifTeamAdmin: false }));
    bind.value(MemberDirectoryId, new HttpMemberDirectory(http));
  },
});
const { Root } = host.container.get(WorkbenchShellId);
const formRef = { formId: 1, formKey: 'agreementForm', formName: '合同审批表单', formRouter: 'AgreementForm', formFieldList: [] };

/** After the next paint: a frame's callbacks run before it paints, a task posted from one runs after. */
const afterPaint = () =>
  new Promise<number>((done) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(undefined);
    });
  });

/** The first text field of each form, and whether every one of its controls is in the page. */
const FIRST = { contract: '#agreementForm_agreementName', designed: '[data-field="f0"] input' };
const FIELDS = designed.fields.length;
const drawn = (kind: 'contract' | 'designed', container: HTMLElement) =>
  kind === 'contract'
    ? container.querySelector('.ant-upload') !== null
    : container.querySelectorAll('[data-field]').length === FIELDS &&
      container.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= Math.min(ROWS, 10) &&
      container.querySelector('.ant-table-summary') !== null;

/** Resolves once the condition holds after a change in the container (or at once), with the time it first held. */
function when(container: HTMLElement, holds: () => boolean): Promise<number> {
  return new Promise((done) => {
    if (holds()) return done(performance.now());
    const observer = new MutationObserver(() => {
      if (!holds()) return;
      observer.disconnect();
      done(performance.now());
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true });
  });
}

interface Mounted {
  kind: 'contract' | 'designed';
  started: number;
  container: HTMLElement;
  unmount(): void;
  /** When a typed character first showed in an input of the form, painted. */
  typed: Promise<number>;
  /** When every control was in the page, painted. */
  complete: Promise<number>;
  /** When the first field was in the page. */
  first: Promise<number>;
}

let current: Mounted | null = null;

/** Draws a form; resolves once its first field is in the page and focused (the caller then types into it). */
async function mount(kind: 'contract' | 'designed'): Promise<void> {
  const container = document.createElement('div');
  document.getElementById('root')!.appendChild(container);
  const root = createRoot(container);
  const typed = new Promise<number>((done) => {
    container.addEventListener('input', function shown(event) {
      if (!(event.target as HTMLInputElement).value?.includes('x')) return;
      container.removeEventListener('input', shown);
      void afterPaint().then(done);
    });
  });
  const started = performance.now();
  root.render(
    <WorkbenchProvider host={host}>
      <Root>
        {kind === 'contract' ? <ContractForm mode="start" process={{ procDefKey: 'agreement' }} form={formRef} /> : <DesignedFormRenderer definition={designed} values={values} />}
      </Root>
    </WorkbenchProvider>,
  );
  const first = when(container, () => container.querySelector(FIRST[kind]) !== null);
  const complete = when(container, () => drawn(kind, container)).then(() => afterPaint());
  current = { kind, started, container, typed, complete, first, unmount: () => (root.unmount(), container.remove()) };
  await first;
  (container.querySelector(FIRST[kind]) as HTMLInputElement).focus();
}

/** (a) first field, (a) typed key shown, (b) every control drawn: ms from the render call. */
async function settled(): Promise<{ first: number; typed: number; complete: number }> {
  const { started, first, typed, complete } = current!;
  return { first: (await first) - started, typed: (await typed) - started, complete: (await complete) - started };
}

let keystroke: Promise<number> | null = null;

/** Arms the next keystroke's measure: from the key's own time stamp until its character is painted. */
function armKeystroke(): void {
  const { container } = current!;
  keystroke = new Promise((done) => {
    let down = 0;
    const onDown = (event: KeyboardEvent) => (down = event.timeStamp);
    const onInput = () => {
      container.removeEventListener('keydown', onDown, true);
      container.removeEventListener('input', onInput, true);
      void afterPaint().then((painted) => done(painted - down));
    };
    container.addEventListener('keydown', onDown, true);
    container.addEventListener('input', onInput, true);
  });
}

const bench = {
  mount,
  settled,
  armKeystroke,
  keystroke: () => keystroke!,
  unmount: () => {
    current?.unmount();
    current = null;
  },
};
(window as unknown as { bench: typeof bench }).bench = bench;
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

/** BENCH_PROFILE=draw|keys: where the last round's drawing or keystrokes spent their time, by function (self time), for whoever makes them cheaper. */
function printProfile(kind, profile) {
  const self = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const step = new Map();
  profile.samples.forEach((id, index) => step.set(id, (step.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0)));
  for (const [id, micros] of step) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + micros);
  }
  console.log(`profile of ${kind} (self ms):`);
  for (const [name, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(micros / 1000).toFixed(1).padStart(7)}  ${name}`);
  // Who calls the costliest named function (its callers' frames, by its self time under each).
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
  const nameOf = (node) => `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`;
  const top = [...self].filter(([name]) => !name.startsWith('(')).sort((a, b) => b[1] - a[1])[0]?.[0];
  const callers = new Map();
  for (const [id, micros] of step) {
    const node = byId.get(id);
    if (nameOf(node) !== top) continue;
    const chain = [];
    for (let up = parent.get(id); up && chain.length < 4; up = parent.get(up.id)) chain.push(nameOf(up));
    callers.set(chain.join(' < '), (callers.get(chain.join(' < ')) ?? 0) + micros);
  }
  console.log(`  ${top} called from:`);
  for (const [chain, micros] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`    ${(micros / 1000).toFixed(1).padStart(7)}  ${chain}`);
}

// Inside the repository, so the page's imports resolve from its node_modules.
const work = mkdtempSync(join(repo, 'node_modules', '.forms-bench-'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
let server;
try {
  writePage(work);
  await build({ root: work, configFile: false, logLevel: 'error', plugins: [react()], build: { outDir: join(work, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 10000, minify: !process.env.BENCH_PROFILE } });
  server = await serve(join(work, 'dist'));
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => 'bench' in window);
  const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
  const loadBefore = load();
  console.log(`designed form against the contract form: median of ${rounds} interleaved rounds after one warm-up each, in one Chromium page`);
  const figures = { contract: { first: [], typed: [], complete: [], key: [] }, designed: { first: [], typed: [], complete: [], key: [], cellKey: [] } };
  /** KEYS keystrokes into the field the selector names, each measured in the page; their median. */
  const keystrokes = async (selector) => {
    await page.focus(selector);
    const each = [];
    for (let i = 0; i < KEYS; i++) {
      await page.evaluate(() => window.bench.armKeystroke());
      await page.keyboard.press('KeyY');
      each.push(await page.evaluate(() => window.bench.keystroke()));
    }
    return median(each);
  };
  for (let round = -1; round < rounds; round++) {
    const order = round % 2 === 0 ? ['contract', 'designed'] : ['designed', 'contract'];
    for (const kind of order) {
      // BENCH_PROFILE=draw or =keys: the last round's drawing or keystrokes, profiled.
      const profiling = process.env.BENCH_PROFILE && round === rounds - 1 ? await page.context().newCDPSession(page) : null;
      if (profiling) await profiling.send('Profiler.enable').then(() => profiling.send('Profiler.start'));
      await page.evaluate((k) => window.bench.mount(k), kind);
      // The key goes through Chromium's input pipeline: it waits for the page's main thread like a user's would.
      await page.keyboard.press('KeyX');
      const { first, typed, complete } = await page.evaluate(() => window.bench.settled());
      if (profiling && process.env.BENCH_PROFILE === 'draw') printProfile(`${kind}'s drawing`, (await profiling.send('Profiler.stop')).profile);
      else if (profiling) await profiling.send('Profiler.stop').then(() => profiling.send('Profiler.start'));
      const key = await keystrokes(kind === 'contract' ? '#agreementForm_agreementName' : '[data-field="f0"] input');
      if (profiling && process.env.BENCH_PROFILE !== 'draw') printProfile(`${kind}'s keystrokes`, (await profiling.send('Profiler.stop')).profile);
      const cellKey = kind === 'designed' ? await keystrokes('[aria-label="第1行项目"]') : null;
      await page.evaluate(() => window.bench.unmount());
      if (round < 0) continue;
      figures[kind].first.push(first);
      figures[kind].typed.push(typed);
      figures[kind].complete.push(complete);
      figures[kind].key.push(key);
      if (cellKey !== null) figures[kind].cellKey.push(cellKey);
    }
  }
  const row = (label, name) => {
    const contract = median(figures.contract[name]);
    const designed = median(figures.designed[name]);
    console.log(`${label.padEnd(44)} contract ${contract.toFixed(0).padStart(5)} ms   designed ${designed.toFixed(0).padStart(5)} ms   ratio ${(designed / contract).toFixed(2)}×`);
  };
  console.log(`designed form: 60 fields, 明细 of ${rows} rows × 5 columns (ten a page); contract form: 合同审批表单 (10 controls)`);
  row('(a) interactive: a key typed in field 1 shown', 'typed');
  row('    first field in the page', 'first');
  row('(b) every control drawn', 'complete');
  row(`(c) keystroke to painted (median of ${KEYS})`, 'key');
  console.log(`${'    in a 明细 cell (第1行项目), designed only'.padEnd(44)} ${median(figures.designed.cellKey).toFixed(0).padStart(5)} ms`);
  console.log(`load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
} finally {
  await browser.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
}
