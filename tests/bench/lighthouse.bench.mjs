#!/usr/bin/env node
/*
 * Lighthouse (mobile preset: the default config's phone form factor, simulated slow 4G and a 4×
 * slower CPU) on the pages a visitor and a member of staff meet first, against the built server
 * with the built web app (dist/web, built if missing): the public home /, /news, a news item's
 * detail, /login, and the workbench home after a login (accessibility only: its performance is
 * a signed-in user's, not a first visit's). Debian's Chromium, headless, through Playwright with
 * the DevTools port open for Lighthouse: a new browser with a new profile for every run, as the
 * Lighthouse CLI launches one. (One browser for all runs put the teardown of the previous run's
 * page, some 150 ms of the same site's renderer, into the next run's first second: performance
 * 85–89 where new browsers measured 93–98.) The signed-in page's browser logs in first, and its
 * run keeps the storage.
 *
 * Prints each page's scores beside the targets of issue 25 (performance ≥ 90, SEO ≥ 95,
 * accessibility ≥ 95) and the figures behind performance: FCP, LCP, TBT and the bytes
 * transferred. A benchmark: it prints and never fails on a score; it exits 1 only if a page
 * could not be measured.
 *
 * Performance is simulated from the CPU time the page took in this run, which moves with what
 * else the machine does (a 30 ms task measured as 45 ms is 180 ms at 4×, 130 ms of blocking):
 * each page held to it runs BENCH_LIGHTHOUSE_RUNS times (3) and the median run is reported, as
 * Lighthouse advises and picks it (lighthouse/core/lib/median-run: nearest the median first
 * paint and time to interactive), with every run's score and the load average beside it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { ensureNodeBuilt, readLoad, signInThroughLoginPage, startBuiltServer } from './BuiltServer.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);
const TARGETS = { performance: 90, seo: 95, accessibility: 95 };
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/** The pages and what each is held to (the list). */
function pages(newsId) {
  return [
    { name: '/', path: '/', categories: ['performance', 'seo', 'accessibility'] },
    { name: '/news', path: '/news', categories: ['performance', 'seo', 'accessibility'] },
    { name: 'news detail', path: `/news/detail?id=${newsId}`, categories: ['performance', 'seo', 'accessibility'] },
    { name: '/login', path: '/login', categories: ['performance', 'accessibility'] },
    { name: 'home after login', path: '/homepage/index', categories: ['accessibility'], signedIn: true },
  ];
}

async function newestNewsId(base) {
  const response = await fetch(`${base}/website/newsinformation/page?current=1&size=1`);
  const { data } = await response.json();
  const id = data?.records?.[0]?.id;
  if (id === undefined) throw new Error('the demo has no published news item');
  return id;
}

/** One Lighthouse run in a browser of its own, signed in first for a page that needs it. */
async function measure(page, base) {
  const profile = mkdtempSync(join(tmpdir(), 'ronghe-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless=new', '--no-sandbox', `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    if (page.signedIn) await signInThroughLoginPage(context, base, 'zhangsan');
    const result = await lighthouse(`${base}${page.path}`, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: page.categories,
      // The login's session must survive into the signed-in page's run.
      disableStorageReset: Boolean(page.signedIn),
    });
    if (!result?.lhr || result.lhr.runtimeError) throw new Error(result?.lhr?.runtimeError?.message ?? 'no report');
    return result.lhr;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * A run whose trace Lighthouse could not record (NO_NAVSTART: "Something went wrong with recording
 * the trace over your page load. Please run Lighthouse again"), which a new headless browser's
 * first navigation sometimes gives, is run again, twice at most; any other failure is the page's.
 */
async function measureAgainIfUnrecorded(page, base) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(page, base);
    } catch (error) {
      if (attempt === 3 || !/NO_NAVSTART|NO_TRACING_STARTED/.test(error.message)) throw error;
    }
  }
}

const score = (lhr, category) => (lhr.categories[category] ? Math.round(lhr.categories[category].score * 100) : null);
const ms = (lhr, audit) => lhr.audits[audit]?.numericValue;

function row(cells, widths) {
  return cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' ');
}

async function main() {
  await ensureNodeBuilt(repo);
  if (!existsSync(join(repo, 'dist', 'web', 'index.html'))) {
    const built = spawnSync('npm', ['run', 'build:web'], { cwd: repo, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('npm run build:web failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ronghe-bench-lighthouse-'));
  const { server, base } = await startBuiltServer(repo, dataDir, [], { WEB_DIR: join(repo, 'dist', 'web') });
  const results = [];
  let failed = 0;
  try {
    const newsId = await newestNewsId(base);
    for (const page of pages(newsId)) {
      const load = readLoad();
      try {
        const runs = [];
        const count = page.categories.includes('performance') ? RUNS : 1;
        for (let run = 0; run < count; run++) runs.push(await measureAgainIfUnrecorded(page, base));
        const lhr = runs.length > 1 ? computeMedianRun(runs) : runs[0];
        results.push({ page, lhr, load, scores: runs.map((run) => score(run, 'performance')) });
      } catch (error) {
        failed++;
        console.log(`${page.name}: not measured (${error.message})`);
      }
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const widths = [18, 14, 14, 14, 8, 8, 8, 10, 16, 12];
  console.log(`Lighthouse ${results[0]?.lhr.lighthouseVersion ?? ''}, mobile preset, ${CHROMIUM}; the median of ${RUNS} runs; score/target, ✓ where met`);
  console.log(row(['page', 'performance', 'SEO', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'KB', 'load average', 'each run'], widths));
  for (const { page, lhr, load, scores } of results) {
    const cell = (category) => {
      if (!page.categories.includes(category)) return '—';
      const value = score(lhr, category);
      return `${value}/${TARGETS[category]} ${value >= TARGETS[category] ? '✓' : '✗'}`;
    };
    const perf = page.categories.includes('performance');
    const figure = (audit) => (perf ? Math.round(ms(lhr, audit)) : '—');
    const kb = perf ? (ms(lhr, 'total-byte-weight') / 1024).toFixed(0) : '—';
    const each = perf ? scores.join(' ') : '—';
    console.log(row([page.name, cell('performance'), cell('seo'), cell('accessibility'), figure('first-contentful-paint'), figure('largest-contentful-paint'), figure('total-blocking-time'), kb, load ?? '', each], widths));
  }
  for (const { page, lhr } of results) {
    for (const category of page.categories) {
      if (score(lhr, category) >= TARGETS[category]) continue;
      const missed = lhr.categories[category].auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 0.9)
        .map((ref) => ref.id);
      console.log(`${page.name} ${category} below target; audits short of full marks: ${missed.join(', ') || '(none weighted)'}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
