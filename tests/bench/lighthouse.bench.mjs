#!/usr/bin/env node
/*
 * Lighthouse (mobile preset: the default config's phone form factor, simulated slow 4G and a 4×
 * slower CPU) on the pages a visitor and a member of staff meet first, against the built server
 * with the built web app (dist/web, built if missing): the public home /, /news, a news item's
 * detail, /login, and the workbench home after a login (accessibility only: its performance is
 * a signed-in user's, not a first visit's). Debian's Chromium, headless, through Playwright with
 * the DevTools port open for Lighthouse; one profile, so the login's session (localStorage) is
 * there for the home page, whose run keeps the storage.
 *
 * Prints each page's scores beside the targets of issue 25 (performance ≥ 90, SEO ≥ 95,
 * accessibility ≥ 95) and the figures behind performance: FCP, LCP, TBT and the bytes
 * transferred. A benchmark: it prints and never fails on a score; it exits 1 only if a page
 * could not be measured. On this 2-core machine shared with other work, performance (simulated
 * from the measured CPU) varies from run to run: the load average is printed with it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { ensureNodeBuilt, readLoad, startBuiltServer } from './BuiltServer.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 9333);
const TARGETS = { performance: 90, seo: 95, accessibility: 95 };

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

async function signIn(context, base) {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByPlaceholder('请输入账号').fill('zhangsan');
  await page.getByPlaceholder('请输入密码').fill('Ronghe@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL(/\/homepage\/index$/);
  await page.close();
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
  const profile = mkdtempSync(join(tmpdir(), 'ronghe-bench-chromium-'));
  const { server, base } = await startBuiltServer(repo, dataDir, [], { WEB_DIR: join(repo, 'dist', 'web') });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless=new', '--no-sandbox', `--remote-debugging-port=${DEBUG_PORT}`],
  });
  const results = [];
  let failed = 0;
  try {
    const newsId = await newestNewsId(base);
    for (const page of pages(newsId)) {
      if (page.signedIn) await signIn(context, base);
      const load = readLoad();
      try {
        const result = await lighthouse(`${base}${page.path}`, {
          port: DEBUG_PORT,
          output: 'json',
          logLevel: 'error',
          onlyCategories: page.categories,
          // The login's session must survive into the signed-in page's run.
          disableStorageReset: Boolean(page.signedIn),
        });
        if (!result?.lhr || result.lhr.runtimeError) throw new Error(result?.lhr?.runtimeError?.message ?? 'no report');
        results.push({ page, lhr: result.lhr, load });
      } catch (error) {
        failed++;
        console.log(`${page.name}: not measured (${error.message})`);
      }
    }
  } finally {
    await context.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }

  const widths = [18, 14, 14, 14, 8, 8, 8, 10, 16];
  console.log(`Lighthouse ${results[0]?.lhr.lighthouseVersion ?? ''}, mobile preset, ${CHROMIUM}; score/target, ✓ where met`);
  console.log(row(['page', 'performance', 'SEO', 'accessibility', 'FCP ms', 'LCP ms', 'TBT ms', 'KB', 'load average'], widths));
  for (const { page, lhr, load } of results) {
    const cell = (category) => {
      if (!page.categories.includes(category)) return '—';
      const value = score(lhr, category);
      return `${value}/${TARGETS[category]} ${value >= TARGETS[category] ? '✓' : '✗'}`;
    };
    const perf = page.categories.includes('performance');
    const figure = (audit) => (perf ? Math.round(ms(lhr, audit)) : '—');
    const kb = perf ? (ms(lhr, 'total-byte-weight') / 1024).toFixed(0) : '—';
    console.log(row([page.name, cell('performance'), cell('seo'), cell('accessibility'), figure('first-contentful-paint'), figure('largest-contentful-paint'), figure('total-blocking-time'), kb, load ?? ''], widths));
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
