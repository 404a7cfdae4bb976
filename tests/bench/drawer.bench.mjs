#!/usr/bin/env node
/*
 * The task drawer's opening (issue 26 item 12: "appear within 1 s on a busy 2-core machine"):
 * 李四 clicks 办理 on a 合同审批 to-do in 我的待办, and the time runs from the pointer going down to
 * the contract's name standing in its field (the form drawn with its record), against the built
 * server and web app, in Debian's Chromium at 1440×900. Each to-do page is loaded afresh (a new
 * context with the login's storage) and left to settle before the click, so the drawer's code
 * comes from the browser's idle preload, as for a user who has been on the list a moment.
 *
 * Three conditions, BENCH_DRAWER_RUNS clicks each (5): as the machine is; with both of this
 * machine's cores kept busy by two spinning processes (a test run beside it); and busy with the
 * browser's CPU also slowed 4× (CDP), a phone's CPU on a busy machine. Prints each condition's
 * times, median and worst beside the 1 s aim. A benchmark: it never fails on time; it exits 1
 * only when the drawer could not be measured.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { ensureNodeBuilt, readLoad, signInThroughLoginPage, startBuiltServer } from './BuiltServer.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_DRAWER_RUNS ?? 5));
const AIM_MS = 1000;
const CONTRACT_NAME = '.ant-drawer input#agreementForm_agreementName';

/** Two processes spinning until stopped: the busy machine of the issue, made on purpose. */
function spinners() {
  const children = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return { stop: () => children.forEach((child) => child.kill('SIGKILL')) };
}

async function storageOfLisi(browser, base) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await signInThroughLoginPage(context, base, 'lisi');
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One click on 办理, in milliseconds from pointer-down to the contract's name in its field. */
async function openOnce(browser, base, storageState, cpuRate) {
  const context = await browser.newContext({ locale: 'zh-CN', storageState, viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/process/todo`);
    const handle = page.getByRole('row').filter({ hasText: '合同审批' }).first().getByRole('button', { name: '办理' });
    await handle.waitFor();
    await page.waitForLoadState('networkidle');
    if (cpuRate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.evaluate((selector) => {
      const marks = { clicked: null, shown: null };
      window.__drawerBench = marks;
      document.addEventListener('pointerdown', () => (marks.clicked ??= performance.now()), true);
      const look = () => {
        const field = document.querySelector(selector);
        if (marks.clicked !== null && field?.value) marks.shown = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, CONTRACT_NAME);
    await handle.click();
    await page.waitForFunction(() => window.__drawerBench.shown !== null, null, { timeout: 60_000, polling: 100 });
    return await page.evaluate(() => window.__drawerBench.shown - window.__drawerBench.clicked);
  } finally {
    await context.close();
  }
}

async function main() {
  await ensureNodeBuilt(repo);
  const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-bench-drawer-'));
  const { server, base } = await startBuiltServer(repo, dataDir, [], { WEB_DIR: join(repo, 'dist', 'web') });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const rows = [];
  try {
    const storageState = await storageOfLisi(browser, base);
    const conditions = [
      { name: 'as the machine is', busy: false, cpuRate: 1 },
      { name: 'both cores busy', busy: true, cpuRate: 1 },
      { name: 'busy, CPU 4× slower', busy: true, cpuRate: 4 },
    ];
    for (const condition of conditions) {
      const spin = condition.busy ? spinners() : null;
      try {
        const times = [];
        for (let run = 0; run < RUNS; run++) times.push(await openOnce(browser, base, storageState, condition.cpuRate));
        times.sort((a, b) => a - b);
        rows.push({ ...condition, times, load: readLoad() });
      } finally {
        spin?.stop();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`task drawer: pointer-down on 办理 (我的待办, 合同审批) to the contract's name in its field; ${RUNS} runs each; aim ≤ ${AIM_MS} ms`);
  for (const { name, times, load } of rows) {
    const median = times[Math.floor(times.length / 2)];
    const worst = times[times.length - 1];
    const mark = median <= AIM_MS ? '✓' : '✗';
    console.log(`  ${name.padEnd(22)} median ${Math.round(median)} ms ${mark}, worst ${Math.round(worst)} ms (${times.map(Math.round).join(', ')}); load average ${load}`);
  }
}

await main();
