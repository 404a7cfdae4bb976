#!/usr/bin/env node
/*
 * A designed form's cost against the contract form (issue 23: "interactive within the same
 * budget"), in the same page run: one page built by Vite holds the process centre's
 * ContractForm and the designed-form renderer, each in the workbench's providers over a fake
 * HTTP client, and Debian's Chromium draws them in turn (the order alternates every round),
 * after one warm-up each: the contract form starting, and a designed form of 60 fields whose
 * 明细 holds 100 rows of five columns (every cell an editable control, ten rows a page, a
 * computed column and two sums over all rows). A draw counts from the render call until the form's last control is in the page and
 * the next animation frame has run, so layout and paint are in. It prints the median of each
 * and the ratio. It never fails on time.
 *
 * Environment: BENCH_ROUNDS (default 7), BENCH_ROWS (default 100), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const rows = Number(process.env.BENCH_ROWS ?? 100);
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

const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));

async function renderOnce(kind: 'contract' | 'designed'): Promise<number> {
  const container = document.createElement('div');
  document.getElementById('root')!.appendChild(container);
  const root = createRoot(container);
  const started = performance.now();
  root.render(
    <WorkbenchProvider host={host}>
      <Root>
        {kind === 'contract' ? <ContractForm mode="start" process={{ procDefKey: 'agreement' }} form={formRef} /> : <DesignedFormRenderer definition={designed} values={values} />}
      </Root>
    </WorkbenchProvider>,
  );
  // Drawn: the contract's last control (its upload), the designed form's 明细 page (ten rows) and its 合计 over all rows.
  const drawn = () =>
    kind === 'contract'
      ? container.querySelector('.ant-upload') !== null
      : container.querySelectorAll('.ant-table-tbody tr.ant-table-row').length >= Math.min(ROWS, 10) && container.querySelector('.ant-table-summary') !== null;
  while (!drawn()) await frame();
  await frame();
  const ms = performance.now() - started;
  root.unmount();
  container.remove();
  return ms;
}

(window as unknown as { benchRender: typeof renderOnce }).benchRender = renderOnce;
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
const work = mkdtempSync(join(repo, 'node_modules', '.forms-bench-'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
let server;
try {
  writePage(work);
  await build({ root: work, configFile: false, logLevel: 'error', plugins: [react()], build: { outDir: join(work, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 10000 } });
  server = await serve(join(work, 'dist'));
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForFunction(() => 'benchRender' in window);
  console.log(`designed form draw: median of ${rounds} interleaved rounds after one warm-up each, in one Chromium page`);
  const times = { contract: [], designed: [] };
  for (let round = -1; round < rounds; round++) {
    const order = round % 2 === 0 ? ['contract', 'designed'] : ['designed', 'contract'];
    for (const kind of order) {
      const ms = await page.evaluate((k) => window.benchRender(k), kind);
      if (round >= 0) times[kind].push(ms);
    }
  }
  const contract = median(times.contract);
  const designed = median(times.designed);
  console.log(
    `contract form ${contract.toFixed(0)} ms, designed form (60 fields, 明细 of ${rows} rows × 5 columns) ${designed.toFixed(0)} ms, ratio ${(designed / contract).toFixed(2)}×`,
  );
} finally {
  await browser.close();
  server?.close();
  rmSync(work, { recursive: true, force: true });
}
